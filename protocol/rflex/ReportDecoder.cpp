#include "ReportDecoder.h"

#include "ByteOrder.h"
#include "Opcodes.h"

namespace robodash::rflex {

namespace {

// Reads fields in order, each as wide as its type; the caller has checked the length.
class FieldReader {
public:
    explicit FieldReader(const std::uint8_t *data) : m_at(data) {}
    template <typename... Fields>
    void read(Fields &...fields)
    {
        (readOne(fields), ...);
    }
    const std::uint8_t *here() const { return m_at; }

private:
    void readOne(std::uint8_t &value) { value = *m_at++; }
    void readOne(std::uint16_t &value) { value = wire::readU16(step(2)); }
    void readOne(std::uint32_t &value) { value = wire::readU32(step(4)); }
    void readOne(std::int32_t &value) { value = wire::readI32(step(4)); }
    const std::uint8_t *step(std::size_t size)
    {
        const std::uint8_t *at = m_at;
        m_at += size;
        return at;
    }
    const std::uint8_t *m_at;
};

// A report of one fixed size: no value for any other length.
template <typename Report, typename ReadFields>
std::optional<Report> readFixed(const std::uint8_t *data, std::size_t length, std::size_t size,
                                ReadFields readFields)
{
    if (length != size)
        return std::nullopt;
    FieldReader reader(data);
    Report report;
    readFields(reader, report);
    return report;
}

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
    return readFixed<SystemStatus>(data, length, kSystemStatusSize,
                                   [](FieldReader &r, SystemStatus &s) {
                                       r.read(s.timestamp, s.batteryRaw, s.brake);
                                   });
}

std::optional<LcdDump> decodeLcdDump(const std::uint8_t *data, std::size_t length)
{
    if (length < kLcdHeaderSize || length != kLcdHeaderSize + data[kLcdHeaderSize - 1])
        return std::nullopt;
    FieldReader r(data);
    LcdDump d;
    std::uint8_t count = 0;
    r.read(d.timestamp, d.row, count);
    d.bytes.assign(r.here(), r.here() + count);
    return d;
}

std::optional<MotionReport> decodeMotionReport(const std::uint8_t *data, std::size_t length)
{
    return readFixed<MotionReport>(data, length, kMotionReportSize,
                                   [](FieldReader &r, MotionReport &m) {
                                       r.read(m.retval, m.timestamp, m.axis, m.position,
                                              m.velocity, m.acceleration, m.torque);
                                   });
}

std::optional<JoystickState> decodeJoystickState(const std::uint8_t *data, std::size_t length)
{
    return readFixed<JoystickState>(data, length, kJoystickStateSize,
                                    [](FieldReader &r, JoystickState &j) {
                                        r.read(j.timestamp, j.x, j.y, j.buttons);
                                    });
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
    r.read(s.retval, s.timestamp);
    s.count = static_cast<std::uint8_t>(count);
    for (std::size_t i = 0; i < count; ++i)
        r.read(s.echoes[i].id, s.echoes[i].range);
    return s;
}

std::optional<DioState> decodeDioState(const std::uint8_t *data, std::size_t length)
{
    return readFixed<DioState>(data, length, kDioStateSize, [](FieldReader &r, DioState &d) {
        r.read(d.timestamp, d.address, d.offset, d.state);
    });
}

std::optional<DioAck> decodeDioAck(const std::uint8_t *data, std::size_t length)
{
    return readFixed<DioAck>(data, length, kDioAckSize,
                             [](FieldReader &r, DioAck &a) { r.read(a.retval, a.timestamp); });
}

std::optional<DioUpdateAck> decodeDioUpdateAck(const std::uint8_t *data, std::size_t length)
{
    return readFixed<DioUpdateAck>(data, length, kDioUpdateAckSize,
                                   [](FieldReader &r, DioUpdateAck &a) {
                                       r.read(a.retval, a.timestamp, a.count);
                                   });
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
