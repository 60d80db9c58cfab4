#include "ReportEncoder.h"

#include "FrameWriter.h"
#include "Opcodes.h"

#include <algorithm>
#include <stdexcept>

namespace robodash::rflex {

namespace {

wire::Bytes dioStateFrame(const DioState &r, std::uint8_t opcode, std::uint8_t id)
{
    return FrameWriter(Port::DigitalIo, opcode)
        .u32(r.timestamp)
        .u8(r.address)
        .u8(r.offset)
        .u8(r.state)
        .stuffedFrame(id);
}

wire::Bytes dioAckFrame(const DioAck &r, std::uint8_t opcode, std::uint8_t id)
{
    return FrameWriter(Port::DigitalIo, opcode).i32(r.retval).u32(r.timestamp).stuffedFrame(id);
}

}  // namespace

wire::Bytes encodeReport(const SystemStatus &r, std::uint8_t id)
{
    return FrameWriter(Port::System, sys::kStatus)
        .u32(r.timestamp)
        .i32(r.batteryRaw)
        .u8(r.brake)
        .stuffedFrame(id);
}

wire::Bytes encodeReport(const LcdDump &r, std::uint8_t id)
{
    constexpr std::size_t kMaxLcdBytes = wire::kMaxData - 6;
    if (r.bytes.size() > kMaxLcdBytes)
        throw std::length_error("rFLEX LCD dump longer than 249 bytes");
    return FrameWriter(Port::System, sys::kLcdDump)
        .u32(r.timestamp)
        .u8(r.row)
        .u8(static_cast<std::uint8_t>(r.bytes.size()))
        .bytes(r.bytes)
        .stuffedFrame(id);
}

wire::Bytes encodeReport(const MotionReport &r, std::uint8_t id)
{
    return FrameWriter(Port::Motion, motion::kSystemReport)
        .i32(r.retval)
        .u32(r.timestamp)
        .u8(r.axis)
        .i32(r.position)
        .i32(r.velocity)
        .i32(r.acceleration)
        .i32(r.torque)
        .stuffedFrame(id);
}

wire::Bytes encodeReport(const JoystickState &r, std::uint8_t id)
{
    return FrameWriter(Port::Joystick, joystick::kGetState)
        .u32(r.timestamp)
        .i32(r.x)
        .i32(r.y)
        .u8(r.buttons)
        .stuffedFrame(id);
}

wire::Bytes encodeReport(const SonarReport &r, std::uint8_t id)
{
    FrameWriter writer(Port::Sonar, sonar::kReport);
    writer.i32(r.retval).u32(r.timestamp);
    const auto count = std::min<std::size_t>(r.count, SonarReport::kMaxEchoes);
    for (std::size_t i = 0; i < count; ++i)
        writer.u8(r.echoes[i].id).u16(r.echoes[i].range);
    return writer.stuffedFrame(id);
}

wire::Bytes encodeReport(const DioState &r, std::uint8_t id)
{
    return dioStateFrame(r, dio::kReport, id);
}

wire::Bytes encodeDioUpdate(const DioState &r, std::uint8_t id)
{
    return dioStateFrame(r, dio::kUpdate, id);
}

wire::Bytes encodeReport(const DioAck &r, std::uint8_t id)
{
    return dioAckFrame(r, dio::kReportsRequest, id);
}

wire::Bytes encodeDioSetAck(const DioAck &r, std::uint8_t id)
{
    return dioAckFrame(r, dio::kSet, id);
}

wire::Bytes encodeReport(const DioUpdateAck &r, std::uint8_t id)
{
    return FrameWriter(Port::DigitalIo, dio::kGetUpdate)
        .i32(r.retval)
        .u32(r.timestamp)
        .i32(r.count)
        .stuffedFrame(id);
}

}  // namespace robodash::rflex
