#include "RflexRosCommands.h"

#include "NetworkMessageCodec.h"

#include "geometry_msgs.h"
#include "std_msgs.h"

#include <type_traits>

namespace robodash::bridge {

const std::vector<RflexRosCommands::Topic> &RflexRosCommands::topics()
{
    static const std::vector<Topic> all = {
        {kVelocityTopic, &geometry_msgs_msg_dds__Twist__desc},
        {"commands/motors", &std_msgs_msg_dds__Bool__desc},
        {"commands/sonar", &std_msgs_msg_dds__Bool__desc},
    };
    return all;
}

void RflexRosCommands::translate(const std::uint8_t *bytes, std::size_t size,
                                 std::vector<core::NetworkMessage> &messages)
{
    m_finder.feed(bytes, size, [&](const rflex::FrameView &frame) {
        if (const std::optional<rflex::HostCommand> command = rflex::decodeCommand(frame))
            translate(*command, messages);
    });
}

void RflexRosCommands::translate(const rflex::HostCommand &command, std::vector<core::NetworkMessage> &messages)
{
    std::visit(
        [&](const auto &c) {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, rflex::AxisSetDirection>) {
                axis(c, messages);
            } else if constexpr (std::is_same_v<C, rflex::BrakeRelease>) {
                m_brakeEngaged = false;
                messages.push_back(boolean("commands/motors", true));
            } else if constexpr (std::is_same_v<C, rflex::BrakeSet>) {
                // The robot is the network's: this session sets the brake only where it
                // released it. The driver's start-up and shutdown set it on a cable; on the
                // network that braked a robot another dashboard was driving whenever a
                // watcher (robodash-cli monitor) came or went.
                if (!m_brakeEngaged)
                    messages.push_back(boolean("commands/motors", false));
                m_brakeEngaged = true;
            } else if constexpr (std::is_same_v<C, rflex::SonarRun>) {
                if (!m_leaving)  // the driver's shutdown leaves the ring on for the others
                    messages.push_back(boolean("commands/sonar", c.mode == rflex::SonarMode::On));
            }
        },
        command);
}

void RflexRosCommands::axis(const rflex::AxisSetDirection &command, std::vector<core::NetworkMessage> &messages)
{
    const std::int32_t signedVelocity =
        command.direction == rflex::Direction::Backward ? -command.velocity : command.velocity;
    const bool rotation = command.axis == rflex::Axis::Rotation;
    if (rotation)
        m_angularRadps = rflex::rotationRadiansPerSecond(signedVelocity, m_units);
    else
        m_linearMps = rflex::translationMetresPerSecond(signedVelocity, m_units);
    // The driver writes translation, then rotation: the pair is whole with the rotation. A
    // stop does not wait for it.
    if (rotation || signedVelocity == 0)
        messages.push_back(NetworkMessageCodec::twist(kVelocityTopic, m_linearMps, m_angularRadps));
}

core::NetworkMessage RflexRosCommands::stop()
{
    return NetworkMessageCodec::twist(kVelocityTopic, 0, 0);
}

core::NetworkMessage RflexRosCommands::boolean(const char *topic, bool value)
{
    const std_msgs_msg_dds__Bool_ message{value};
    return NetworkMessageCodec::encode(topic, &std_msgs_msg_dds__Bool__desc, &message);
}

}  // namespace robodash::bridge
