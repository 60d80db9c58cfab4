#pragma once
// The rFLEX's own controls from the reader's thread: the motors (enabled: the brake is
// released; disabled: zero on both axes, then the brake is set) and the sonar ring. Each
// goes to the link as one typed family command (rflex/RflexCommands.h); enabling the motors
// also opens the link's drive gate (RobotLink::setMotorsEnabled), which alone would leave
// the brake on.
//
// The motors are off at every connect and whenever the link drops or goes offline (the
// driver sets the brake then); the sonar is off at every connect. The control follows, so a
// switch showing motorsEnabled() never claims a released brake the driver has set again,
// and closes the link's drive gate it had opened. It leaves the gate alone otherwise (the
// window sets it from its Motors switch; while the motors are off the driver sends only
// zeros whatever the gate says). In a session of another family it does nothing by itself.
// It also follows the driver's own word on the drive (TelemetryCore::driveHeld), so a
// release or a brake it did not send (the self-test's, around its motion steps) shows too,
// and on the sonar: echoes from a ring somebody else switched on show it on.

#include <QObject>

#include <optional>

namespace robodash::core {
struct TelemetrySample;
}
namespace robodash::link {
class RobotLink;
}

namespace robodash::app {

class RflexControl : public QObject {
    Q_OBJECT
public:
    explicit RflexControl(link::RobotLink *link, QObject *parent = nullptr);

    bool motorsEnabled() const { return m_motorsEnabled; }
    bool sonarOn() const { return m_sonarOn; }

public slots:
    // Sent even when unchanged: the user may be re-asserting what the base lost. Dropped by
    // the link while no robot is connected (nothing is kept for the next robot).
    void setMotorsEnabled(bool enabled);
    void setSonarOn(bool on);

signals:
    void motorsEnabledChanged(bool enabled);
    void sonarOnChanged(bool on);

private:
    bool isRflex() const;
    // What the driver did by itself: motors off (and the sonar, at a connect).
    void driverReset(bool sonarToo);
    void closeDriveGate();
    // Only a change of the driver's state moves the switch: a sample already queued when
    // the user clicked still holds the old state and must not flick the switch back.
    void followDriveState(const core::TelemetrySample &sample);
    void followSonar(const core::TelemetrySample &sample);
    void showMotors(bool enabled);
    void showSonar(bool on);

    link::RobotLink *m_link;
    bool m_motorsEnabled = false;
    // This control opened the link's drive gate and has not closed it: what it shows may
    // have gone off meanwhile (a late report of the brake), the gate has not.
    bool m_gateOpened = false;
    bool m_sonarOn = false;
    std::optional<bool> m_driveHeldSeen;  // the driver's last word since the connection
    std::optional<bool> m_sonarOnSeen;    // ... and on the sonar ring
};

}  // namespace robodash::app
