#include "CommandEncoder.h"

#include "EscapeAvoidance.h"

namespace robodash::rflex {

namespace {
constexpr std::uint32_t kAxisBits = 0x0F;  // four axes at most (rflex-protocol.md)
}

wire::Bytes CommandEncoder::encode(const SystemStatusRequest &)
{
    return emptyCommand(Port::System, sys::kStatus);
}

wire::Bytes CommandEncoder::encode(const LcdDumpRequest &)
{
    return emptyCommand(Port::System, sys::kLcdDump);
}

wire::Bytes CommandEncoder::encode(const AxisQuery &command)
{
    return send(FrameWriter(Port::Motion, static_cast<std::uint8_t>(command.kind))
                    .u8(static_cast<std::uint8_t>(command.axis)));
}

wire::Bytes CommandEncoder::encode(const AxisSetDirection &command)
{
    FrameWriter writer(Port::Motion, motion::kAxisSetDirection);
    putAxisMotion(writer, command.axis, command.velocity, command.acceleration, command.torque);
    return send(writer.u8(static_cast<std::uint8_t>(command.direction)));
}

wire::Bytes CommandEncoder::encode(const AxisSetPosition &command)
{
    FrameWriter writer(Port::Motion, motion::kAxisSetPosition);
    putAxisMotion(writer, command.axis, command.velocity, command.acceleration, command.torque);
    return send(writer.i32(escapeFree(command.position)));
}

void CommandEncoder::putAxisMotion(FrameWriter &writer, Axis axis, std::int32_t velocity,
                                   std::int32_t acceleration, std::int32_t torque)
{
    writer.put(static_cast<std::uint8_t>(axis), escapeFree(velocity), escapeFree(acceleration),
               escapeFree(torque));
}

wire::Bytes CommandEncoder::encode(const SetDefaults &)
{
    return emptyCommand(Port::Motion, motion::kSetDefaults);
}

wire::Bytes CommandEncoder::encode(const BrakeSet &)
{
    return emptyCommand(Port::Motion, motion::kBrakeSet);
}

wire::Bytes CommandEncoder::encode(const BrakeRelease &)
{
    return emptyCommand(Port::Motion, motion::kBrakeRelease);
}

wire::Bytes CommandEncoder::encode(const SystemReportRequest &command)
{
    // A mask is a set of axes, not a quantity: nudging it would pick other axes. Bits
    // beyond the four axes mean nothing, and without them no byte can be 0x1B.
    return send(FrameWriter(Port::Motion, motion::kSystemReportRequest)
                    .u32(escapeFree(command.periodUs))
                    .u32(command.axisMask & kAxisBits));
}

wire::Bytes CommandEncoder::encode(const JoystickStateRequest &)
{
    return emptyCommand(Port::Joystick, joystick::kGetState);
}

wire::Bytes CommandEncoder::encode(const SonarRun &command)
{
    return send(FrameWriter(Port::Sonar, sonar::kRun)
                    .put(escapeFree(command.echoDelay), escapeFree(command.pingDelay),
                         escapeFree(command.setDelay), static_cast<std::uint8_t>(command.mode)));
}

wire::Bytes CommandEncoder::encode(const SonarUpdateRequest &command)
{
    return send(FrameWriter(Port::Sonar, sonar::kGetUpdate).u32(escapeFree(command.timestamp)));
}

wire::Bytes CommandEncoder::encode(const DioReportsRequest &command)
{
    return send(FrameWriter(Port::DigitalIo, dio::kReportsRequest)
                    .u32(escapeFree(command.periodUs)));
}

wire::Bytes CommandEncoder::encode(const DioUpdateRequest &command)
{
    return send(FrameWriter(Port::DigitalIo, dio::kGetUpdate).u32(escapeFree(command.timestamp)));
}

wire::Bytes CommandEncoder::encode(const DioSet &command)
{
    // An address names a device: no other value will do.
    if (command.address == wire::kEscape || command.offset == wire::kEscape) {
        ++m_stats.unsendable;
        return {};
    }
    DioSet wanted = command;
    wanted.state &= wanted.mask;  // bits outside the mask are ignored by the base
    if (wanted.state != wire::kEscape && wanted.mask != wire::kEscape)
        return dioSetFrame(wanted);
    // State and mask are bit sets too. One bit per write says the same and no single bit
    // is 0x1B.
    ++m_stats.writesSplit;
    wire::Bytes out;
    for (int bit = 0; bit < 8; ++bit) {
        const auto one = static_cast<std::uint8_t>(1u << bit);
        if ((wanted.mask & one) == 0)
            continue;
        const DioSet single{wanted.address, wanted.offset,
                            static_cast<std::uint8_t>(wanted.state & one), one};
        const wire::Bytes frame = dioSetFrame(single);
        out.insert(out.end(), frame.begin(), frame.end());
    }
    return out;
}

wire::Bytes CommandEncoder::dioSetFrame(const DioSet &command)
{
    return send(FrameWriter(Port::DigitalIo, dio::kSet)
                    .put(command.address, command.offset, command.state, command.mask));
}

std::int32_t CommandEncoder::escapeFree(std::int32_t value)
{
    const std::int32_t free = nearestWithoutEscape(value);
    if (free != value)
        ++m_stats.valuesNudged;
    return free;
}

std::uint32_t CommandEncoder::escapeFree(std::uint32_t value)
{
    return static_cast<std::uint32_t>(escapeFree(static_cast<std::int32_t>(value)));
}

wire::Bytes CommandEncoder::send(const FrameWriter &writer)
{
    return writer.hostFrame(m_id, m_stats);
}

wire::Bytes CommandEncoder::emptyCommand(Port port, std::uint8_t opcode)
{
    return send(FrameWriter(port, opcode));
}

}  // namespace robodash::rflex
