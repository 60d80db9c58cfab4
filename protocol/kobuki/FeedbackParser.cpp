#include "FeedbackParser.h"

#include "ByteOrder.h"
#include "GainsLayout.h"
#include "SubPayloads.h"

namespace robodash::kobuki {

using wire::readI16;
using wire::readU16;
using wire::readU32;

namespace {

// Each reader fills `out` from a data field whose length the caller already checked against
// the id's fixed length (or, for the raw gyro, the reader checks itself). Writing into a
// caller's object rather than returning one keeps the frame loop free of copies.
void readBasicSensors(const std::uint8_t *d, BasicSensors &out)
{
    out.timeStamp = readU16(d);
    out.bumper = d[2];
    out.wheelDrop = d[3];
    out.cliff = d[4];
    out.leftEncoder = readU16(d + 5);
    out.rightEncoder = readU16(d + 7);
    out.leftPwm = static_cast<std::int8_t>(d[9]);
    out.rightPwm = static_cast<std::int8_t>(d[10]);
    out.buttons = d[11];
    out.charger = d[12];
    out.battery = d[13];
    out.overCurrent = d[14];
}

void readDockIr(const std::uint8_t *d, DockIr &out)
{
    out.right = d[0];
    out.central = d[1];
    out.left = d[2];
}

void readInertia(const std::uint8_t *d, Inertia &out)
{
    out.angle = readI16(d);
    out.angleRate = readI16(d + 2);
}

void readCliff(const std::uint8_t *d, Cliff &out)
{
    for (std::size_t i = 0; i < 3; ++i)
        out.bottom[i] = readU16(d + 2 * i);
}

void readCurrent(const std::uint8_t *d, Current &out)
{
    out.current = {d[0], d[1]};
}

void readVersion(const std::uint8_t *d, Version &out)
{
    out.patch = d[0];
    out.minor = d[1];
    out.major = d[2];
}

void readGeneralPurposeInput(const std::uint8_t *d, GeneralPurposeInput &out)
{
    out.digitalInput = readU16(d);
    for (std::size_t i = 0; i < 4; ++i)
        out.analogInput[i] = readU16(d + 2 + 2 * i);
}

void readUdid(const std::uint8_t *d, Udid &out)
{
    for (std::size_t i = 0; i < 3; ++i)
        out.udid[i] = readU32(d + 4 * i);
}

void readControllerInfo(const std::uint8_t *d, ControllerInfo &out)
{
    wire::readGains(d, out);
}

// 2 + 6N bytes, and the second byte must agree (3N words follow).
bool readRawGyro(const std::uint8_t *d, std::size_t length, RawGyro &out)
{
    if (length < 2 || (length - 2) % 6 != 0)
        return false;
    const std::size_t count = (length - 2) / 6;
    if (d[1] != 3 * count || count > RawGyro::kMaxSamples)
        return false;
    out.frameId = d[0];
    out.sampleCount = static_cast<std::uint8_t>(count);
    for (std::size_t s = 0; s < count; ++s)
        for (std::size_t axis = 0; axis < 3; ++axis)
            out.samples[s][axis] = readI16(d + 2 + 6 * s + 2 * axis);
    return true;
}

constexpr std::size_t kBasicSensorsLength = 15;
constexpr std::size_t kDockIrLength = 3;
constexpr std::size_t kInertiaLength = 7;
constexpr std::size_t kCliffLength = 6;
constexpr std::size_t kCurrentLength = 2;
constexpr std::size_t kVersionLength = 4;
constexpr std::size_t kGeneralPurposeInputLength = 16;
constexpr std::size_t kUdidLength = 12;
constexpr std::size_t kControllerInfoLength = wire::kGainsLength;

template <typename Value, typename Reader>
std::optional<Value> decodeFixed(const std::uint8_t *data, std::size_t length,
                                 std::size_t expected, Reader read)
{
    if (!data || length != expected)
        return std::nullopt;
    Value value;
    read(data, value);
    return value;
}

using wire::SubPayloadResult;

// Reads a fixed-length sub-payload into a fresh struct and hands it to `deliver`.
template <typename Value, typename Reader, typename Deliver>
SubPayloadResult deliverFixed(const std::uint8_t *d, std::size_t length, std::size_t expected,
                              Reader read, Deliver deliver)
{
    if (length != expected)
        return SubPayloadResult::Malformed;
    Value value;
    read(d, value);
    deliver(value);
    return SubPayloadResult::Decoded;
}

// A RawGyro is 250 bytes, and zeroing a fresh one for every frame cost a third of the
// decode time. One per thread is reused instead; the samples past sampleCount are zeroed
// again so that handlers still see exactly what a fresh struct would hold.
SubPayloadResult deliverRawGyro(const std::uint8_t *d, std::size_t length,
                                FeedbackHandler &handler)
{
    thread_local RawGyro scratch;
    const std::uint8_t previousCount = scratch.sampleCount;
    if (!readRawGyro(d, length, scratch))
        return SubPayloadResult::Malformed;
    for (std::size_t s = scratch.sampleCount; s < previousCount; ++s)
        scratch.samples[s] = {};
    handler.onRawGyro(scratch);
    return SubPayloadResult::Decoded;
}

SubPayloadResult dispatchFeedback(std::uint8_t id, const std::uint8_t *d, std::size_t length,
                                  FeedbackHandler &h)
{
    switch (id) {
    case kBasicSensorsId:
        return deliverFixed<BasicSensors>(d, length, kBasicSensorsLength, readBasicSensors,
                                          [&h](const BasicSensors &v) { h.onBasicSensors(v); });
    case kDockIrId:
        return deliverFixed<DockIr>(d, length, kDockIrLength, readDockIr,
                                    [&h](const DockIr &v) { h.onDockIr(v); });
    case kInertiaId:
        return deliverFixed<Inertia>(d, length, kInertiaLength, readInertia,
                                     [&h](const Inertia &v) { h.onInertia(v); });
    case kCliffId:
        return deliverFixed<Cliff>(d, length, kCliffLength, readCliff,
                                   [&h](const Cliff &v) { h.onCliff(v); });
    case kCurrentId:
        return deliverFixed<Current>(d, length, kCurrentLength, readCurrent,
                                     [&h](const Current &v) { h.onCurrent(v); });
    case kHardwareVersionId:
        return deliverFixed<Version>(d, length, kVersionLength, readVersion,
                                     [&h](const Version &v) { h.onHardwareVersion(v); });
    case kFirmwareVersionId:
        return deliverFixed<Version>(d, length, kVersionLength, readVersion,
                                     [&h](const Version &v) { h.onFirmwareVersion(v); });
    case kRawGyroId:
        return deliverRawGyro(d, length, h);
    case kGeneralPurposeInputId:
        return deliverFixed<GeneralPurposeInput>(
            d, length, kGeneralPurposeInputLength, readGeneralPurposeInput,
            [&h](const GeneralPurposeInput &v) { h.onGeneralPurposeInput(v); });
    case kUdidId:
        return deliverFixed<Udid>(d, length, kUdidLength, readUdid,
                                  [&h](const Udid &v) { h.onUdid(v); });
    case kControllerInfoId:
        return deliverFixed<ControllerInfo>(d, length, kControllerInfoLength, readControllerInfo,
                                            [&h](const ControllerInfo &v) { h.onControllerInfo(v); });
    default:
        return SubPayloadResult::Unknown;
    }
}

class FrameCollector : public FeedbackHandler {
public:
    explicit FrameCollector(FeedbackFrame &frame) : m_frame(frame) {}
    void onBasicSensors(const BasicSensors &v) override { m_frame.basicSensors = v; }
    void onDockIr(const DockIr &v) override { m_frame.dockIr = v; }
    void onInertia(const Inertia &v) override { m_frame.inertia = v; }
    void onCliff(const Cliff &v) override { m_frame.cliff = v; }
    void onCurrent(const Current &v) override { m_frame.current = v; }
    void onHardwareVersion(const Version &v) override { m_frame.hardwareVersion = v; }
    void onFirmwareVersion(const Version &v) override { m_frame.firmwareVersion = v; }
    void onRawGyro(const RawGyro &v) override { m_frame.rawGyro = v; }
    void onGeneralPurposeInput(const GeneralPurposeInput &v) override
    {
        m_frame.generalPurposeInput = v;
    }
    void onUdid(const Udid &v) override { m_frame.udid = v; }
    void onControllerInfo(const ControllerInfo &v) override { m_frame.controllerInfo = v; }

private:
    FeedbackFrame &m_frame;
};

}  // namespace

FeedbackParseCounts parseFeedback(const std::uint8_t *payload, std::size_t length,
                                  FeedbackHandler &handler)
{
    const wire::SubPayloadCounts counts = wire::walkSubPayloadsFor<dispatchFeedback>(payload, length, handler);
    return FeedbackParseCounts{counts.decoded, counts.unknown, counts.malformed};
}

FeedbackFrame decodeFeedbackFrame(const std::uint8_t *payload, std::size_t length)
{
    FeedbackFrame frame;
    FrameCollector collector(frame);
    frame.counts = parseFeedback(payload, length, collector);
    return frame;
}

std::optional<BasicSensors> decodeBasicSensors(const std::uint8_t *data, std::size_t length)
{
    return decodeFixed<BasicSensors>(data, length, kBasicSensorsLength, readBasicSensors);
}

std::optional<DockIr> decodeDockIr(const std::uint8_t *data, std::size_t length)
{
    return decodeFixed<DockIr>(data, length, kDockIrLength, readDockIr);
}

std::optional<Inertia> decodeInertia(const std::uint8_t *data, std::size_t length)
{
    return decodeFixed<Inertia>(data, length, kInertiaLength, readInertia);
}

std::optional<Cliff> decodeCliff(const std::uint8_t *data, std::size_t length)
{
    return decodeFixed<Cliff>(data, length, kCliffLength, readCliff);
}

std::optional<Current> decodeCurrent(const std::uint8_t *data, std::size_t length)
{
    return decodeFixed<Current>(data, length, kCurrentLength, readCurrent);
}

std::optional<Version> decodeVersion(const std::uint8_t *data, std::size_t length)
{
    return decodeFixed<Version>(data, length, kVersionLength, readVersion);
}

std::optional<RawGyro> decodeRawGyro(const std::uint8_t *data, std::size_t length)
{
    RawGyro gyro;
    if (!data || !readRawGyro(data, length, gyro))
        return std::nullopt;
    return gyro;
}

std::optional<GeneralPurposeInput> decodeGeneralPurposeInput(const std::uint8_t *data,
                                                             std::size_t length)
{
    return decodeFixed<GeneralPurposeInput>(data, length, kGeneralPurposeInputLength,
                                            readGeneralPurposeInput);
}

std::optional<Udid> decodeUdid(const std::uint8_t *data, std::size_t length)
{
    return decodeFixed<Udid>(data, length, kUdidLength, readUdid);
}

std::optional<ControllerInfo> decodeControllerInfo(const std::uint8_t *data, std::size_t length)
{
    return decodeFixed<ControllerInfo>(data, length, kControllerInfoLength, readControllerInfo);
}

}  // namespace robodash::kobuki
