#include "RoverWireAnnotator.h"

#include "HostPacket.h"
#include "HostPacketFinder.h"
#include "RegisterTable.h"
#include "ReplyFinder.h"
#include "core/AnnotationBuilder.h"

namespace robodash::rover {

using core::AnnotationBuilder;

namespace {

// One finder behind the scanner interface: a good frame is always `Length` bytes.
template <class Finder, std::size_t Length>
class FixedLengthScanner : public core::FrameScanner {
public:
    void feed(const std::uint8_t *data, std::size_t size, std::vector<std::size_t> &frameSizes) override
    {
        m_finder.feed(data, size, [&frameSizes](const auto &) { frameSizes.push_back(Length); });
    }
    std::size_t heldBytes() const override { return m_finder.pendingBytes(); }
    std::uint64_t badFrames() const override
    {
        return m_finder.stats().checksumErrors + m_finder.stats().implausibleFrames;
    }

private:
    Finder m_finder;
};

std::string registerName(std::uint8_t number)
{
    const RegisterInfo *info = findRegister(number);
    return info ? info->key : "register " + std::to_string(number);
}

std::string packetKind(std::uint8_t param1, std::uint8_t param2)
{
    switch (param1) {
    case std::uint8_t(Opcode::MotorsOnly): return "motors only";
    case std::uint8_t(Opcode::ReadRegister): return "read " + registerName(param2);
    case std::uint8_t(Opcode::FanSpeed): return "fan speed";
    case std::uint8_t(Opcode::ClearFault): return "clear fault";
    case std::uint8_t(Opcode::LowSpeedMode): return "low-speed mode";
    default: return writesFlash(param1) ? "flash write (refused)" : "param1 " + std::to_string(param1);
    }
}

void annotateReply(const Reply &reply, AnnotationBuilder &b)
{
    const RegisterInfo *info = findRegister(reply.registerNumber);
    b.group(registerName(reply.registerNumber));
    b.raw("register", reply.registerNumber);
    if (!info) {
        b.raw("value", reply.value);
        return;
    }
    b.field("name", "", info->specName, "");
    const double si = info->toSi(reply.value, FirmwareIdentity{});
    b.value("value", reply.value, si, 3, std::string(info->approximate ? "~" : "") + unitSymbol(info->unit));
}

void annotatePacket(const ReceivedHostPacket &packet, AnnotationBuilder &b)
{
    b.group("motors");
    b.text("left", packet.motors.left, packet.motors.left == kMotorStop ? "stop" : "");
    b.text("right", packet.motors.right, packet.motors.right == kMotorStop ? "stop" : "");
    b.text("flipper", packet.motors.flipper, packet.motors.flipper == kMotorStop ? "stop" : "");
    b.group(packetKind(packet.param1, packet.param2));
    b.raw("param1", packet.param1);
    b.text("param2", packet.param2, packet.param1 == std::uint8_t(Opcode::ReadRegister) ? registerName(packet.param2) : "");
}

}  // namespace

std::unique_ptr<core::FrameScanner> RoverWireAnnotator::makeScanner(core::WireDirection direction) const
{
    if (direction == core::WireDirection::Received)
        return std::make_unique<FixedLengthScanner<ReplyFinder, kReplyLength>>();
    return std::make_unique<FixedLengthScanner<HostPacketFinder, kHostPacketLength>>();
}

core::FrameAnnotation RoverWireAnnotator::annotate(const std::uint8_t *bytes, std::size_t size,
                                                   core::WireDirection direction) const
{
    core::FrameAnnotation annotation;
    AnnotationBuilder builder(annotation);
    const bool received = direction == core::WireDirection::Received;
    if (bytes && received && size == kReplyLength) {
        if (const auto reply = parseReply(bytes)) {
            annotation.kind = "reply " + registerName(reply->registerNumber);
            annotateReply(*reply, builder);
            return annotation;
        }
    } else if (bytes && !received && size == kHostPacketLength) {
        if (const auto packet = parseHostPacket(bytes)) {
            annotation.kind = packetKind(packet->param1, packet->param2);
            annotatePacket(*packet, builder);
            return annotation;
        }
    }
    annotation.kind = "not a frame";
    annotation.note = received ? "not one 5-byte reply" : "not one 7-byte host packet";
    return annotation;
}

std::string RoverWireAnnotator::coverage() const
{
    return "Rover Pro: SI values use the newer firmware line's scales; on the 1.0.x line RPM "
           "registers scale with register 40, which the dashboard's panels apply";
}

}  // namespace robodash::rover
