#pragma once
// Velocity commands from the network, turned into the link's drive() calls with kobuki_ros's
// rule: a command holds for 0.6 s (cmd_vel_timeout_sec, settable); with no newer one the
// robot is stopped.
// The link stops a robot whose drive() is not renewed within 300 ms (its dead-man), so the
// latest command is given again every 50 ms while it holds. Everything the link does to a
// GUI drive (safety layer, limits, dead-man) applies to these too.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

namespace robodash::bridge {

class VelocityCommandRelay : public QObject {
    Q_OBJECT
public:
    using Drive = std::function<void(double linearMps, double angularRadps)>;
    // How the relay lets go when the command expires; without one, it drives zero.
    using Release = std::function<void()>;
    static constexpr int kTimeoutMs = 600;  // kobuki_ros's default
    static constexpr int kRenewPeriodMs = 50;

    explicit VelocityCommandRelay(Drive drive, Release release = {}, QObject *parent = nullptr);

    bool isDriving() const { return m_timer.isActive(); }
    // How long a command holds from now on (a held one included); at least one renewal.
    void setTimeoutMs(int ms) { m_timeoutMs = ms > kRenewPeriodMs ? ms : kRenewPeriodMs; }
    int timeoutMs() const { return m_timeoutMs; }

public slots:
    // A geometry_msgs/Twist's linear.x and angular.z. Not finite: ignored.
    void command(double linearMps, double angularRadps);
    // The network lets go now (the bridge stops sharing): one zero drive if it was driving.
    void release();

signals:
    // The network started (true) or stopped (false) driving the robot.
    void drivingChanged(bool driving);

private:
    void renew();

    Drive m_drive;
    Release m_release;
    QTimer m_timer;
    QElapsedTimer m_sinceCommand;
    double m_linear = 0;
    double m_angular = 0;
    int m_timeoutMs = kTimeoutMs;
};

}  // namespace robodash::bridge
