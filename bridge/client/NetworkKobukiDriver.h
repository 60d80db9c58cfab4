#pragma once
// A Kobuki on a ROS 2 network (kobuki_ros, or `robodash-cli bridge`), read from its messages
// (core/NetworkMessage.h) by the Kobuki's own driver: kobuki_ros's sensor topics become the
// decoded feedback they were made from (KobukiMessageFeedback) and go into the driver as a
// frame from the cable would (KobukiDriver::receiveFeedback), so odometry, the gyro heading,
// events, identity and every panel are the Kobuki's. While the robot's node relays its own
// bytes on `debug/raw_data_stream`, those are read instead (the driver's frame finder on the
// robot's real frames) and the sensor topics, which carry the same readings, are not.
// The driver's commands leave as kobuki_ros's command messages (KobukiRosCommands); its
// requests for the version and the gains are answered with the latched version_info and
// controller_info.

#include "KobukiMessageFeedback.h"
#include "KobukiRosCommands.h"

#include "core/NetworkMessage.h"
#include "core/RobotDriver.h"
#include "kobuki/KobukiDriver.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::bridge {

class NetworkKobukiDriver : public core::RobotDriver {
public:
    static constexpr const char *kRecordingId = "kobuki-ros2-1";
    // kobuki_ros relays every frame (50 a second) while read: once silent this long, the
    // sensor topics are read again.
    static constexpr std::int64_t kRawStreamStaleMs = 500;
    static constexpr const char *kRawStreamTopic = "debug/raw_data_stream";

    NetworkKobukiDriver();

    const core::RobotInfo &info() const override { return m_robot.info(); }
    core::DriverTiming timing() const override { return m_robot.timing(); }
    void start(std::int64_t nowMs, bool live, core::DriverOutput &out) override;
    void receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                 core::DriverOutput &out) override;
    void tick(std::int64_t nowMs, core::DriverOutput &out) override;
    void wentOffline() override;
    void drive(double linearMps, double angularRadps, core::DriverOutput &out) override;
    void shutdown(core::DriverOutput &out) override;
    bool command(const core::FamilyCommand &command, core::DriverOutput &out) override;
    void resetOdometry() override { m_robot.resetOdometry(); }
    core::DriverCounters counters() const override;

    // The robot's own bytes are arriving: the sensor topics are set aside.
    bool relaysOwnBytes() const;

private:
    void onMessage(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    void feed(const std::vector<kobuki::FeedbackFrame> &frames, std::int64_t timeMs, core::DriverOutput &out);
    // The inner driver's output with its command frames turned into messages.
    void pass(core::DriverOutput &inner, core::DriverOutput &out);
    void answerVersion(core::DriverOutput &out);
    void answerGains(core::DriverOutput &out);

    kobuki::KobukiDriver m_robot;
    KobukiMessageFeedback m_feedback;
    KobukiRosCommands m_commands;
    core::NetworkMessageFinder m_finder;
    std::optional<kobuki::FeedbackFrame> m_version, m_gains;  // latched, to answer requests
    std::int64_t m_nowMs = 0;
    std::optional<std::int64_t> m_rawStreamMs;
    bool m_versionAsked = false, m_gainsAsked = false;
    std::vector<std::string> m_notices;
    std::uint64_t m_bytesIn = 0, m_unread = 0;
};

}  // namespace robodash::bridge
