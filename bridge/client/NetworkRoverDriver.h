#pragma once
// A Rover Pro on a ROS 2 network, read from its bridge's messages (core/NetworkMessage.h), as
// the Rover family's driver: no registers are asked and none are faked. Each message becomes
// a sample when it arrives, at its topic's own rate:
// - the odometry (`odom` under the bridge's own names, `/odometry/wheels` under
//   roverrobotics_driver's) gives the pose, the path and the measured speeds, and the tracks'
//   speeds by the driver's own geometry;
// - `battery_a_state` and `battery_b_state` give each pack's volts, charge, current and the
//   smart battery's temperature (each when it is a number: the bridge sends NaN for what its
//   robot lacks), and the total the packs deliver once both currents are known, which the
//   over-current stop reads in place of motor currents;
// - `flipper/position` gives the flipper's angle.
// The frame is the Rover's (RoverFrame, overNetwork set): a register no topic carries reads as
// not on the network. Velocity goes out as geometry_msgs/Twist on the topic that matches the
// odometry's names (`/cmd_vel` or `commands/velocity`); fan, flipper motor, clear fault and
// low-speed mode have no topic and are refused with a sentence.

#include "NetworkPose.h"
#include "NetworkSensorReader.h"

#include "core/NetworkMessageFinder.h"
#include "core/RobotDriver.h"
#include "rover/RoverFrame.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>

namespace robodash::bridge {

class NetworkRoverDriver : public core::RobotDriver {
public:
    static constexpr const char *kRecordingId = "rover-ros2-1";
    // The bridge's velocity relay lets go of a command after 200 ms: motion is sent again at
    // least this often, and a stop is repeated for a while after motion in case one is lost.
    static constexpr std::int64_t kRenewMs = 50;
    static constexpr std::int64_t kStopRepeatsForMs = 500;
    // The bridge publishes odometry at 15 Hz (roverrobotics_driver's rate) or faster: a second
    // without it is a robot that stopped reporting (a Wi-Fi's or a busy machine's late samples
    // are not: 150 ms and 300 ms made a loaded machine's self-test go offline).
    static constexpr std::int64_t kOdometryFreshMs = 1000;

    NetworkRoverDriver();

    const core::RobotInfo &info() const override { return m_info; }
    core::DriverTiming timing() const override;
    void start(std::int64_t nowMs, bool live, core::DriverOutput &out) override;
    void receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                 core::DriverOutput &out) override;
    void tick(std::int64_t nowMs, core::DriverOutput &out) override;
    void wentOffline() override;
    void drive(double linearMps, double angularRadps, core::DriverOutput &out) override;
    void shutdown(core::DriverOutput &out) override;
    bool command(const core::FamilyCommand &command, core::DriverOutput &out) override;
    void resetOdometry() override { m_pose.reset(); }
    core::DriverCounters counters() const override;

    // Where velocity goes for odometry heard on `odometryTopic`; empty: not a Rover's odometry.
    static std::string velocityTopicFor(const std::string &odometryTopic);

private:
    void forgetRobot();
    void onMessage(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    bool readOdometry(const core::NetworkMessage &message, core::TelemetryCore &core);
    bool readBattery(const core::NetworkMessage &message, core::TelemetryCore &core);
    bool readFlipper(const core::NetworkMessage &message);
    void store(rover::Register which, double value, std::int64_t timeMs);
    void storeOrForget(rover::Register which, double value);
    bool odometryFresh(std::int64_t nowMs) const;
    void identify(core::TelemetryCore &core, core::DriverOutput &out);
    void sendVelocity(core::DriverOutput &out);
    void refuse(const std::string &what, core::DriverOutput &out);

    core::RobotInfo m_info;
    core::NetworkMessageFinder m_finder;
    NetworkSensorReader m_sensors;
    NetworkPose m_pose;
    rover::RoverFrame m_state;
    std::string m_velocityTopic;  // known once the odometry spoke
    core::Velocity2D m_wanted, m_sent;
    bool m_sentOnce = false;
    std::int64_t m_nowMs = 0, m_sentMs = 0, m_lastMotionMs = -kStopRepeatsForMs;
    std::int64_t m_messageMs = 0;  // the message being read
    std::optional<std::int64_t> m_lastOdometryMs;
    bool m_staleWarned = false;
    bool m_live = false;
    std::set<std::string> m_refused;  // said once per connection
    std::uint64_t m_bytesIn = 0, m_malformed = 0;
};

}  // namespace robodash::bridge
