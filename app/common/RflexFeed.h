#pragma once
// The rFLEX's side of the telemetry seam on the reader's thread, as KobukiFeed is the
// Kobuki's: takes the link's one telemetry value per frame and gives one typed signal per
// report kind (rflex/RflexFrame.h carries at most one report per frame). Samples of another
// family are not for it and are ignored.
//
// Each signal is (value, qint64 receivedMs); a slot taking only the value can be connected
// directly (Qt drops the timestamp).

#include "RflexMetaTypes.h"
#include "link/LinkMetaTypes.h"

#include <QObject>

namespace robodash::link {
class RobotLink;
}

namespace robodash::app {

class RflexFeed : public QObject {
    Q_OBJECT
public:
    explicit RflexFeed(QObject *parent = nullptr);
    explicit RflexFeed(link::RobotLink *link, QObject *parent = nullptr);

public slots:
    void consume(const robodash::core::TelemetrySample &sample);

signals:
    // MOT_SYSTEM_REPORT of one axis (translation or rotation), raw and SI.
    void axis(const robodash::rflex::AxisTelemetry &value, qint64 receivedMs);
    // SONAR_REPORT: its echoes, and the whole ring's newest ranges (no echo: no value).
    void sonar(const robodash::rflex::SonarTelemetry &value, qint64 receivedMs);
    // DIO_REPORT or DIO_UPDATE of any address.
    void dio(const robodash::rflex::DioTelemetry &value, qint64 receivedMs);
    // The bump panels, from a DIO report at the description's address.
    void bumpPanels(const robodash::rflex::BumpPanels &value, qint64 receivedMs);
    // SYS_STATUS: battery volts and the brake as the base reports it.
    void status(const robodash::rflex::StatusTelemetry &value, qint64 receivedMs);
    // The driver's own state with every frame: motors enabled (brake release asked) and
    // the sonar on.
    void driverState(bool motorsEnabled, bool sonarOn, qint64 receivedMs);
};

}  // namespace robodash::app
