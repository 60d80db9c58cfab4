#pragma once
// Keeps a driving robot safe: the firmware has no command timeout, so whatever base control
// it got last it keeps doing. While someone drives, the latest command is re-sent at a steady
// rate; release, stop() and a disabled motor state send zero at once; and if the driver
// stops feeding fresh commands (GUI thread stalled, joystick thread dead) for kDeadmanMs, it
// sends zero by itself and stops streaming.
//
// Between the driver's wish and the frame sits a VelocityLimiter (speed caps and
// acceleration ramps). Each frame advances it by the time since the previous frame, so the
// ramp moves at the rate frames go out. Zeros (release, stop, motors off, deadman) skip it.
// Until setLimits() is called nothing is limited, so the link's own contract is unchanged.
//
// Family-neutral: `send` gives one velocity to the robot's driver, which encodes it (a
// Kobuki base control frame, a Rover motor packet). Lives on the link's worker thread.

#include "link/VelocityLimiter.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

namespace robodash::link {

class DriveStreamer : public QObject {
    Q_OBJECT
public:
    static constexpr int kPeriodMs = 40;       // 25 Hz unless the driver asks otherwise
    static constexpr int kDeadmanMs = 300;
    static constexpr int kZeroRepeats = 3;     // extra zeros after a stop, in case one is lost

    using Sender = std::function<void(const Velocity &)>;
    explicit DriveStreamer(Sender send, QObject *parent = nullptr);
    void setPeriodMs(int periodMs);  // the family's resend period (DriverTiming)

    // Velocity in m/s and rad/s. Zero (|v| and |w| tiny) means "released".
    void command(double linearMps, double angularRadps);
    void stop();  // e-stop: zero now, stop streaming
    void setMotorsEnabled(bool enabled);
    bool setLimits(const DriveLimits &limits);  // false (and unchanged) when invalid
    const DriveLimits &limits() const { return m_limiter.limits(); }
    bool motorsEnabled() const { return m_motorsEnabled; }
    bool isStreaming() const { return m_streaming; }

signals:
    void deadmanTripped();

private:
    void onTick();
    void sendZeroAndStopStreaming();
    Velocity nextLimitedCommand(double seconds);
    void sendLatest();

    Sender m_send;
    QTimer m_timer;
    QElapsedTimer m_sinceCommand;
    QElapsedTimer m_sinceSend;
    VelocityLimiter m_limiter{DriveLimits::unlimited()};
    Velocity m_latest;
    bool m_streaming = false;
    bool m_motorsEnabled = true;
    int m_zerosLeft = 0;
};

}  // namespace robodash::link
