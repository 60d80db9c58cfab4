#include "RflexCommandPublisher.h"

#include "CommandWriter.h"

#include "geometry_msgs.h"
#include "std_msgs.h"

#include <type_traits>

namespace robodash::bridge {

RflexCommandPublisher::RflexCommandPublisher(dds_entity_t participant, const std::string &ns,
                                             const rflex::OdometryUnits &units)
    : m_units(units),
      m_velocity(commandWriter(participant, ns, &geometry_msgs_msg_dds__Twist__desc, "commands/velocity")),
      m_motors(commandWriter(participant, ns, &std_msgs_msg_dds__Bool__desc, "commands/motors")),
      m_sonar(commandWriter(participant, ns, &std_msgs_msg_dds__Bool__desc, "commands/sonar"))
{
}

RflexCommandPublisher::~RflexCommandPublisher() = default;

bool RflexCommandPublisher::isValid() const { return error().empty(); }

bool RflexCommandPublisher::mayDrive() const { return !m_velocity->forbiddenBySecurity(); }

std::string RflexCommandPublisher::error() const
{
    for (const TopicWriter *writer : {m_velocity.get(), m_motors.get(), m_sonar.get()}) {
        if (!writer->isValid() && !writer->forbiddenBySecurity())
            return writer->error();
    }
    return {};
}

bool RflexCommandPublisher::publish(const rflex::HostCommand &command)
{
    return std::visit(
        [this](const auto &c) {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, rflex::AxisSetDirection>) {
                axis(c);
            } else if constexpr (std::is_same_v<C, rflex::BrakeRelease>) {
                m_brakeEngaged = false;
                publishBool(*m_motors, true);
            } else if constexpr (std::is_same_v<C, rflex::BrakeSet>) {
                m_brakeEngaged = true;
                publishBool(*m_motors, false);
            } else if constexpr (std::is_same_v<C, rflex::SonarRun>) {
                publishBool(*m_sonar, c.mode == rflex::SonarMode::On);
            } else {
                return false;
            }
            return true;
        },
        command);
}

void RflexCommandPublisher::axis(const rflex::AxisSetDirection &command)
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
        publishVelocity();
}

void RflexCommandPublisher::stop()
{
    m_linearMps = m_angularRadps = 0;
    publishVelocity();
}

void RflexCommandPublisher::publishVelocity()
{
    geometry_msgs_msg_dds__Twist_ twist{};
    twist.linear.x = m_linearMps;
    twist.angular.z = m_angularRadps;
    m_velocity->write(&twist);
}

void RflexCommandPublisher::publishBool(TopicWriter &writer, bool value)
{
    const std_msgs_msg_dds__Bool_ message{value};
    writer.write(&message);
}

}  // namespace robodash::bridge
