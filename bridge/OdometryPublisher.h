#pragma once
// The odometry and its transform as the profile's driver publishes them (RosProfile):
// kobuki_ros one message per stream frame, its twist the frame's pose change over the
// robot's clock (FrameTwist); the others one per telemetry sample with the core's speeds;
// roverrobotics_driver on a timer at `odometry_frequency` (15 Hz in its pro_config.yaml),
// whatever the rate of readings, the newest pose each time. Frames, covariances and the
// transform follow the parameters as they are at each message.

#include "FrameTwist.h"
#include "RosProfile.h"

#include "core/Pose2D.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace robodash::bridge {

class TopicWriter;

class OdometryPublisher : public QObject {
    Q_OBJECT
public:
    using WriteFailure = std::function<void(const std::string &topic)>;
    // `profile` and `parameters` are the bridge's and must outlive this.
    OdometryPublisher(const RosProfile &profile, const DriverParameters &parameters,
                      WriteFailure failure, QObject *parent = nullptr);

    // Publishing on these from now on (nothing before); a fresh start for the twist.
    void start(TopicWriter *odom, TopicWriter *tf);
    void stop();
    // The rate may have changed.
    void applyParameters();
    // A reading; `robotMs`: the robot's clock of the stream frame it came in, when the
    // family's frames carry one.
    void update(const core::OdometryState &odometry, std::optional<std::uint16_t> robotMs);

private:
    int periodMs() const { return m_profile.odometryPeriodMs(m_parameters); }
    void publishLatest();
    void write(const core::OdometryState &odometry, const std::optional<FrameTwist::Twist> &twist);

    const RosProfile &m_profile;
    const DriverParameters &m_parameters;
    WriteFailure m_failure;
    TopicWriter *m_odom = nullptr;
    TopicWriter *m_tf = nullptr;
    FrameTwist m_frameTwist;
    QTimer m_timer;
    QElapsedTimer m_sinceWritten;
    std::optional<core::OdometryState> m_latest;
};

}  // namespace robodash::bridge
