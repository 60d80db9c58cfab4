#include "sim/rflex/RflexFirmware.h"

#include <type_traits>

namespace robodash::sim {

namespace {

std::int32_t defaultTorque(rflex::Axis axis)
{
    return axis == rflex::Axis::Rotation ? rflex::kDefaultRotationTorque
                                         : rflex::kDefaultTranslationTorque;
}

std::int32_t signedVelocity(const rflex::AxisSetDirection &command)
{
    // The wire carries a magnitude; a negative one (no driver sends it) counts as its size.
    const std::int64_t magnitude = command.velocity < 0 ? -std::int64_t{command.velocity}
                                                        : std::int64_t{command.velocity};
    const std::int64_t clamped = magnitude > INT32_MAX ? INT32_MAX : magnitude;
    return static_cast<std::int32_t>(command.direction == rflex::Direction::Backward ? -clamped
                                                                                      : clamped);
}

}  // namespace

RflexFirmware::RflexFirmware()
{
    powerOn();
}

void RflexFirmware::powerOn()
{
    m_finder.reset();
    m_brakeEngaged = true;
    zeroAxes();
    m_motionReportPeriod = 0;
    m_motionReportMask = 0;
    m_dioReportPeriod = 0;
    m_motionReportRequested = m_dioReportRequested = true;
    m_sonarOn = false;
    m_replies.clear();
}

void RflexFirmware::holdStill()
{
    m_brakeEngaged = true;
    zeroAxes();
}

void RflexFirmware::zeroAxes()
{
    for (rflex::Axis axis : {rflex::Axis::Translation, rflex::Axis::Rotation})
        m_axes[static_cast<int>(axis)] = AxisCommand{0, rflex::kDefaultAcceleration, 0};
}

const AxisCommand &RflexFirmware::axis(rflex::Axis axis) const
{
    return m_axes[axis == rflex::Axis::Rotation ? 1 : 0];
}

void RflexFirmware::receive(const std::uint8_t *data, std::size_t size, std::int64_t nowMicros)
{
    m_finder.feed(data, size,
                  [this, nowMicros](const rflex::FrameView &frame) { onFrame(frame, nowMicros); });
}

void RflexFirmware::onFrame(const rflex::FrameView &frame, std::int64_t nowMicros)
{
    const auto command = rflex::decodeCommand(frame);
    if (!command) {
        ++m_unknown;
        return;
    }
    remember(rflex::commandName(*command));
    if (onCommand)
        onCommand(*command, nowMicros);
    obey(*command, nowMicros);
}

void RflexFirmware::obey(const rflex::HostCommand &command, std::int64_t nowMicros)
{
    using namespace rflex;
    std::visit(
        [&](const auto &c) {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, AxisSetDirection>) {
                setDirection(c, nowMicros);
            } else if constexpr (std::is_same_v<C, SetDefaults>) {
                zeroAxes();
            } else if constexpr (std::is_same_v<C, BrakeSet>) {
                m_brakeEngaged = true;
                zeroAxes();
            } else if constexpr (std::is_same_v<C, BrakeRelease>) {
                m_brakeEngaged = false;
            } else if constexpr (std::is_same_v<C, SystemReportRequest>) {
                m_motionReportPeriod = c.periodUs;
                m_motionReportMask = c.axisMask;
                m_motionReportRequested = true;
            } else if constexpr (std::is_same_v<C, DioReportsRequest>) {
                m_dioReportPeriod = c.periodUs;
                m_dioReportRequested = true;
                owe(RflexReply::DioReportsAck);
            } else if constexpr (std::is_same_v<C, SonarRun>) {
                m_sonarOn = c.mode == SonarMode::On;
            } else if constexpr (std::is_same_v<C, SystemStatusRequest>) {
                owe(RflexReply::Status);
            } else if constexpr (std::is_same_v<C, DioUpdateRequest>) {
                owe(RflexReply::DioUpdateAck);
            } else if constexpr (std::is_same_v<C, DioSet>) {
                owe(RflexReply::DioSetAck);  // the ATRV-Jr has no outputs to set
            } else if constexpr (std::is_same_v<C, JoystickStateRequest>) {
                owe(RflexReply::Joystick);
            }
            // Axis queries, position moves, LCD dumps and sonar updates: the spec gives no
            // answer layout (or the drivers never use them); heard and traced, not obeyed.
        },
        command);
}

void RflexFirmware::setDirection(const rflex::AxisSetDirection &command, std::int64_t nowMicros)
{
    m_lastMotionMicros = nowMicros;
    if (command.axis != rflex::Axis::Translation && command.axis != rflex::Axis::Rotation)
        return;  // axes 2 and 3 drive nothing on an ATRV-Jr
    AxisCommand &axis = m_axes[static_cast<int>(command.axis)];
    // The brake holds the base: a speed sent now is not remembered for later.
    axis.velocity = m_brakeEngaged ? 0 : signedVelocity(command);
    axis.acceleration = command.acceleration > 0 ? command.acceleration
                                                 : rflex::kDefaultAcceleration;
    axis.torque = command.torque > 0 ? command.torque : defaultTorque(command.axis);
}

void RflexFirmware::checkMotionTimeout(std::int64_t nowMicros)
{
    const bool moving = m_axes[0].velocity != 0 || m_axes[1].velocity != 0;
    if (!moving || nowMicros - m_lastMotionMicros < kMotionTimeoutMicros)
        return;
    for (AxisCommand &axis : m_axes)
        axis.velocity = 0;  // ramps down at the last acceleration, as a commanded zero does
    ++m_timeouts;
}

bool RflexFirmware::takeMotionReportRequest()
{
    const bool requested = m_motionReportRequested;
    m_motionReportRequested = false;
    return requested;
}

bool RflexFirmware::takeDioReportRequest()
{
    const bool requested = m_dioReportRequested;
    m_dioReportRequested = false;
    return requested;
}

std::vector<RflexReply> RflexFirmware::takeReplies()
{
    std::vector<RflexReply> replies;
    replies.swap(m_replies);
    return replies;
}

void RflexFirmware::owe(RflexReply reply)
{
    if (m_replies.size() < kMaxPendingReplies)
        m_replies.push_back(reply);
}

void RflexFirmware::remember(const char *name)
{
    if (m_received.size() >= kMaxRememberedCommands)
        m_received.pop_front();
    m_received.emplace_back(name);
}

}  // namespace robodash::sim
