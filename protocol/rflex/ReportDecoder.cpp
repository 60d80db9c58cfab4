#include "ReportDecoder.h"

#include "ByteOrder.h"
#include "Opcodes.h"

namespace robodash::rflex {

namespace {

// Reads fields in order; the caller has checked the length.
class FieldReader {
public:
    explicit FieldReader(const std::uint8_t *data) : m_at(data) {}
    std::uint8_t u8() { return *m_at++; }
    std::uint16_t u16() { return advance(wire::readU16(m_at), 2); }
    std::uint32_t u32() { return advance(wire::readU32(m_at), 4); }
    std::int32_t i32() { return advance(wire::readI32(m_at), 4); }
    const std::uint8_t *here() const { return m_at; }

private:
    template <typename T>
    T advance(T value, std::size_t size)
    {
        m_at += size;
        return value;
    }
    const std::uint8_t *m_at;
};

constexpr std::size_t kSystemStatusSize = 9;
constexpr std::size_t kLcdHeaderSize = 6;
constexpr std::size_t kMotionReportSize = 25;
constexpr std::size_t kJoystickStateSize = 13;
constexpr std::size_t kSonarHeaderSize = 8;
constexpr std::size_t kSonarEchoSize = 3;
constexpr std::size_t kDioStateSize = 7;
constexpr std::size_t kDioAckSize = 8;
constexpr std::size_t kDioUpdateAckSize = 12;

template <typename Report>
DecodeResult deliver(const std::optional<Report> &report, ReportHandler &handler,
                     void (ReportHandler::*callback)(const Report &))
{
    if (!report)
        return DecodeResult::Malformed;
    (handler.*callback)(*report);
    return DecodeResult::Decoded;
}

DecodeResult decodeSystemPort(const FrameView &f, ReportHandler &h)
{
    switch (f.opcode) {
    case sys::kStatus:
        return deliver(decodeSystemStatus(f.data, f.length), h, &ReportHandler::onSystemStatus);
    case sys::kLcdDump:
        return deliver(decodeLcdDump(f.data, f.length), h, &ReportHandler::onLcdDump);
    default:
        return DecodeResult::Unknown;
    }
}

DecodeResult decodeMotionPort(const FrameView &f, ReportHandler &h)
{
    if (f.opcode != motion::kSystemReport)
        return DecodeResult::Unknown;
    return deliver(decodeMotionReport(f.data, f.length), h, &ReportHandler::onMotionReport);
}

DecodeResult decodeJoystickPort(const FrameView &f, ReportHandler &h)
{
    if (f.opcode != joystick::kGetState)
        return DecodeResult::Unknown;
    return deliver(decodeJoystickState(f.data, f.length), h, &ReportHandler::onJoystickState);
}

DecodeResult decodeSonarPort(const FrameView &f, ReportHandler &h)
{
    if (f.opcode != sonar::kReport)
        return DecodeResult::Unknown;
    return deliver(decodeSonarReport(f.data, f.length), h, &ReportHandler::onSonarReport);
}

DecodeResult decodeDioPort(const FrameView &f, ReportHandler &h)
{
    switch (f.opcode) {
    case dio::kReport:
        return deliver(decodeDioState(f.data, f.length), h, &ReportHandler::onDioReport);
    case dio::kUpdate:
        return deliver(decodeDioState(f.data, f.length), h, &ReportHandler::onDioUpdate);
    case dio::kReportsRequest:
        return deliver(decodeDioAck(f.data, f.length), h, &ReportHandler::onDioReportsAck);
    case dio::kSet:
        return deliver(decodeDioAck(f.data, f.length), h, &ReportHandler::onDioSetAck);
    case dio::kGetUpdate:
        return deliver(decodeDioUpdateAck(f.data, f.length), h, &ReportHandler::onDioUpdateAck);
    default:
        return DecodeResult::Unknown;
    }
}

DecodeResult decodeByPort(const FrameView &f, ReportHandler &h)
{
    switch (static_cast<Port>(f.port)) {
    case Port::System:
        return decodeSystemPort(f, h);
    case Port::Motion:
        return decodeMotionPort(f, h);
    case Port::Joystick:
        return decodeJoystickPort(f, h);
    case Port::Sonar:
        return decodeSonarPort(f, h);
    case Port::DigitalIo:
        return decodeDioPort(f, h);
    default:
        return DecodeResult::Unknown;
    }
}

}  // namespace

std::optional<SystemStatus> decodeSystemStatus(const std::uint8_t *data, std::size_t length)
{
    if (length != kSystemStatusSize)
        return std::nullopt;
    FieldReader r(data);
    SystemStatus s;
    s.timestamp = r.u32();
    s.batteryRaw = r.i32();
    s.brake = r.u8();
    return s;
}

std::optional<LcdDump> decodeLcdDump(const std::uint8_t *data, std::size_t length)
{
    if (length < kLcdHeaderSize || length != kLcdHeaderSize + data[kLcdHeaderSize - 1])
        return std::nullopt;
    FieldReader r(data);
    LcdDump d;
    d.timestamp = r.u32();
    d.row = r.u8();
    const std::size_t count = r.u8();
    d.bytes.assign(r.here(), r.here() + count);
    return d;
}

std::optional<MotionReport> decodeMotionReport(const std::uint8_t *data, std::size_t length)
{
    if (length != kMotionReportSize)
        return std::nullopt;
    FieldReader r(data);
    MotionReport m;
    m.retval = r.i32();
    m.timestamp = r.u32();
    m.axis = r.u8();
    m.position = r.i32();
    m.velocity = r.i32();
    m.acceleration = r.i32();
    m.torque = r.i32();
    return m;
}

std::optional<JoystickState> decodeJoystickState(const std::uint8_t *data, std::size_t length)
{
    if (length != kJoystickStateSize)
        return std::nullopt;
    FieldReader r(data);
    JoystickState j;
    j.timestamp = r.u32();
    j.x = r.i32();
    j.y = r.i32();
    j.buttons = r.u8();
    return j;
}

std::optional<SonarReport> decodeSonarReport(const std::uint8_t *data, std::size_t length)
{
    if (length < kSonarHeaderSize)
        return std::nullopt;
    const std::size_t entryBytes = length - kSonarHeaderSize;
    const std::size_t count = entryBytes / kSonarEchoSize;
    if (entryBytes % kSonarEchoSize != 0 || count > SonarReport::kMaxEchoes)
        return std::nullopt;
    FieldReader r(data);
    SonarReport s;
    s.retval = r.i32();
    s.timestamp = r.u32();
    s.count = static_cast<std::uint8_t>(count);
    for (std::size_t i = 0; i < count; ++i) {
        s.echoes[i].id = r.u8();
        s.echoes[i].range = r.u16();
    }
    return s;
}

std::optional<DioState> decodeDioState(const std::uint8_t *data, std::size_t length)
{
    if (length != kDioStateSize)
        return std::nullopt;
    FieldReader r(data);
    DioState d;
    d.timestamp = r.u32();
    d.address = r.u8();
    d.offset = r.u8();
    d.state = r.u8();
    return d;
}

std::optional<DioAck> decodeDioAck(const std::uint8_t *data, std::size_t length)
{
    if (length != kDioAckSize)
        return std::nullopt;
    FieldReader r(data);
    DioAck a;
    a.retval = r.i32();
    a.timestamp = r.u32();
    return a;
}

std::optional<DioUpdateAck> decodeDioUpdateAck(const std::uint8_t *data, std::size_t length)
{
    if (length != kDioUpdateAckSize)
        return std::nullopt;
    FieldReader r(data);
    DioUpdateAck a;
    a.retval = r.i32();
    a.timestamp = r.u32();
    a.count = r.i32();
    return a;
}

DecodeResult decodeReport(const FrameView &frame, ReportHandler &handler)
{
    const DecodeResult result = decodeByPort(frame, handler);
    if (result == DecodeResult::Unknown)
        handler.onUnknown(frame);
    else if (result == DecodeResult::Malformed)
        handler.onMalformed(frame);
    return result;
}

}  // namespace robodash::rflex
