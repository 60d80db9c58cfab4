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

#include "FamilyNetworkDriver.h"
#include "KobukiMessageFeedback.h"
#include "KobukiRosCommands.h"

#include "kobuki/KobukiDriver.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::bridge {

class NetworkKobukiDriver : public FamilyNetworkDriver {
public:
    static constexpr const char *kRecordingId = "kobuki-ros2-1";
    // kobuki_ros relays every frame (50 a second) while read: once silent this long, the
    // sensor topics are read again.
    static constexpr std::int64_t kRawStreamStaleMs = 500;
    static constexpr const char *kRawStreamTopic = "debug/raw_data_stream";

    NetworkKobukiDriver();

    void tick(std::int64_t nowMs, core::DriverOutput &out) override;

protected:
    core::RobotDriver &family() override { return m_robot; }
    const core::RobotDriver &family() const override { return m_robot; }
    void restart() override;
    bool onMessage(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out) override;
    void translate(const std::vector<std::uint8_t> &frame, std::vector<core::NetworkMessage> &messages) override;
    core::NetworkMessage stopMessage() const override { return KobukiRosCommands::stop(); }
    void afterPass(core::DriverOutput &out) override;

private:
    // The robot's own bytes are arriving: the sensor topics are set aside.
    bool relaysOwnBytes() const;
    bool readRawStream(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out);
    void answer(bool &asked, const std::optional<kobuki::FeedbackFrame> &answer, core::DriverOutput &out);

    kobuki::KobukiDriver m_robot;
    KobukiMessageFeedback m_feedback;
    KobukiRosCommands m_commands;
    std::optional<kobuki::FeedbackFrame> m_version, m_gains;  // latched, to answer requests
    std::int64_t m_nowMs = 0;
    std::optional<std::int64_t> m_rawStreamMs;
    bool m_versionAsked = false, m_gainsAsked = false;
    std::vector<std::string> m_notices;
};

}  // namespace robodash::bridge
