#pragma once
// The Rover Pro's side of the telemetry seam on the reader's thread, as KobukiFeed is the
// Kobuki's: takes the link's one telemetry value per reply and gives one typed signal per
// kind of reading. The Rover answers one register per reply and its frame carries the whole
// snapshot, so a kind's signal is sent when one of its registers was the reply (and for every
// kind when the robot says which firmware it runs: a panel then shows at once what this
// firmware lacks). Samples of another family are not for it and are ignored.
//
// Each signal is (const rover::RoverFrame &frame, qint64 receivedMs); a slot taking only the
// frame can be connected directly.

#include "link/LinkMetaTypes.h"
#include "rover/Register.h"
#include "rover/RoverFrame.h"

#include <QMetaType>
#include <QObject>

#include <set>

namespace robodash::link {
class RobotLink;
}

Q_DECLARE_METATYPE(robodash::rover::RoverFrame)

namespace robodash::app {

class RoverFeed : public QObject {
    Q_OBJECT
public:
    // Which signal a register's reply is for.
    enum class Kind { Batteries, Tracks, Flipper, Accessories, Firmware, None };
    static Kind kindOf(rover::Register which);

    explicit RoverFeed(QObject *parent = nullptr);
    explicit RoverFeed(link::RobotLink *link, QObject *parent = nullptr);

    // The latest frame seen (default: nothing identified).
    const rover::RoverFrame &latest() const { return m_latest; }

public slots:
    void consume(const robodash::core::TelemetrySample &sample);

signals:
    // Packs A and B (volts, charge, currents, smart-battery data) and the charger.
    void batteries(const robodash::rover::RoverFrame &frame, qint64 receivedMs);
    // Both tracks (speed, current, temperature, encoder, interval) and the total current.
    void tracks(const robodash::rover::RoverFrame &frame, qint64 receivedMs);
    // Flipper angle and its two position sensors.
    void flipper(const robodash::rover::RoverFrame &frame, qint64 receivedMs);
    // Fan speed, low-speed mode and the motor fault word.
    void accessories(const robodash::rover::RoverFrame &frame, qint64 receivedMs);
    // Register 40 answered (line, version, build), or whether driving is allowed changed.
    void firmware(const robodash::rover::RoverFrame &frame, qint64 receivedMs);
    // Driving allowed (identified, and a known line or an unknown one confirmed) or not.
    void driveAllowedChanged(bool allowed);

private:
    void emitKind(Kind kind, const rover::RoverFrame &frame, qint64 receivedMs);
    static std::set<Kind> kindsOf(const rover::RoverFrame &frame);

    rover::RoverFrame m_latest;
    bool m_driveAllowed = false;
};

}  // namespace robodash::app
