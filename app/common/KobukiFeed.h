#pragma once
// The Kobuki's side of the telemetry seam on the reader's thread: takes the link's one
// telemetry value per frame and gives one typed signal per feedback kind and per derived
// event, with the names and types widgets have always connected to. Samples of another
// family (a replayed Rover log) are not for it and are ignored.
//
// Each signal is (const kobuki::X &value, qint64 receivedMs); a slot taking only the value
// can be connected directly (Qt drops the timestamp).

#include "KobukiMetaTypes.h"
#include "link/LinkMetaTypes.h"

#include <QObject>

namespace robodash::link {
class RobotLink;
}

namespace robodash::kobuki {
class KobukiFrame;
}

namespace robodash::app {

class KobukiFeed : public QObject {
    Q_OBJECT
public:
    explicit KobukiFeed(QObject *parent = nullptr);
    explicit KobukiFeed(link::RobotLink *link, QObject *parent = nullptr);

public slots:
    void consume(const robodash::core::TelemetrySample &sample);

signals:
    void basicSensors(const robodash::kobuki::BasicSensors &value, qint64 receivedMs);
    void dockIr(const robodash::kobuki::DockIr &value, qint64 receivedMs);
    void inertia(const robodash::kobuki::Inertia &value, qint64 receivedMs);
    void cliff(const robodash::kobuki::Cliff &value, qint64 receivedMs);
    void current(const robodash::kobuki::Current &value, qint64 receivedMs);
    void hardwareVersion(const robodash::kobuki::Version &value, qint64 receivedMs);
    void firmwareVersion(const robodash::kobuki::Version &value, qint64 receivedMs);
    void rawGyro(const robodash::kobuki::RawGyro &value, qint64 receivedMs);
    void generalPurposeInput(const robodash::kobuki::GeneralPurposeInput &value, qint64 receivedMs);
    void udid(const robodash::kobuki::Udid &value, qint64 receivedMs);
    void controllerInfo(const robodash::kobuki::ControllerInfo &value, qint64 receivedMs);

    void bumperEvent(const robodash::kobuki::BumperEvent &event, qint64 receivedMs);
    void cliffEvent(const robodash::kobuki::CliffEvent &event, qint64 receivedMs);
    void wheelDropEvent(const robodash::kobuki::WheelDropEvent &event, qint64 receivedMs);
    void buttonEvent(const robodash::kobuki::ButtonEvent &event, qint64 receivedMs);
    void digitalInputEvent(const robodash::kobuki::DigitalInputEvent &event, qint64 receivedMs);
    void powerEvent(robodash::kobuki::PowerEvent event, qint64 receivedMs);

private:
    void emitFeedback(const kobuki::KobukiFrame &frame, qint64 receivedMs);
    void emitEvents(const kobuki::KobukiFrame &frame, qint64 receivedMs);
};

}  // namespace robodash::app
