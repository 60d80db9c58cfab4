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
        .put(r.timestamp, r.address, r.offset, r.state)
        .stuffedFrame(id);
}

wire::Bytes dioAckFrame(const DioAck &r, std::uint8_t opcode, std::uint8_t id)
{
    return FrameWriter(Port::DigitalIo, opcode).put(r.retval, r.timestamp).stuffedFrame(id);
}

}  // namespace

wire::Bytes encodeReport(const SystemStatus &r, std::uint8_t id)
{
    return FrameWriter(Port::System, sys::kStatus)
        .put(r.timestamp, r.batteryRaw, r.brake)
        .stuffedFrame(id);
}

wire::Bytes encodeReport(const LcdDump &r, std::uint8_t id)
{
    constexpr std::size_t kMaxLcdBytes = wire::kMaxData - 6;
    if (r.bytes.size() > kMaxLcdBytes)
        throw std::length_error("rFLEX LCD dump longer than 249 bytes");
    return FrameWriter(Port::System, sys::kLcdDump)
        .put(r.timestamp, r.row, static_cast<std::uint8_t>(r.bytes.size()))
        .bytes(r.bytes)
        .stuffedFrame(id);
}

wire::Bytes encodeReport(const MotionReport &r, std::uint8_t id)
{
    return FrameWriter(Port::Motion, motion::kSystemReport)
        .put(r.retval, r.timestamp, r.axis, r.position, r.velocity, r.acceleration, r.torque)
        .stuffedFrame(id);
}

wire::Bytes encodeReport(const JoystickState &r, std::uint8_t id)
{
    return FrameWriter(Port::Joystick, joystick::kGetState)
        .put(r.timestamp, r.x, r.y, r.buttons)
        .stuffedFrame(id);
}

wire::Bytes encodeReport(const SonarReport &r, std::uint8_t id)
{
    FrameWriter writer(Port::Sonar, sonar::kReport);
    writer.put(r.retval, r.timestamp);
    const auto count = std::min<std::size_t>(r.count, SonarReport::kMaxEchoes);
    for (std::size_t i = 0; i < count; ++i)
        writer.put(r.echoes[i].id, r.echoes[i].range);
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
        .put(r.retval, r.timestamp, r.count)
        .stuffedFrame(id);
}

}  // namespace robodash::rflex
