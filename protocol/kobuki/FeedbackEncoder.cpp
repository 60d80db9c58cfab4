#include "FeedbackEncoder.h"

#include "ByteOrder.h"
#include "GainsLayout.h"
#include "SubPayloads.h"

#include <stdexcept>

namespace robodash::kobuki {

using wire::putI16;
using wire::putSubPayloadHeader;
using wire::putU16;
using wire::putU32;
using wire::putU8;

namespace {

void putVersion(std::vector<std::uint8_t> &out, std::uint8_t id, const Version &v)
{
    putSubPayloadHeader(out, id, 4);
    putU8(out, v.patch);
    putU8(out, v.minor);
    putU8(out, v.major);
    putU8(out, 0);
}

}  // namespace

FeedbackEncoder &FeedbackEncoder::add(const BasicSensors &v)
{
    putSubPayloadHeader(m_payload, kBasicSensorsId, 15);
    putU16(m_payload, v.timeStamp);
    putU8(m_payload, v.bumper);
    putU8(m_payload, v.wheelDrop);
    putU8(m_payload, v.cliff);
    putU16(m_payload, v.leftEncoder);
    putU16(m_payload, v.rightEncoder);
    putU8(m_payload, static_cast<std::uint8_t>(v.leftPwm));
    putU8(m_payload, static_cast<std::uint8_t>(v.rightPwm));
    putU8(m_payload, v.buttons);
    putU8(m_payload, v.charger);
    putU8(m_payload, v.battery);
    putU8(m_payload, v.overCurrent);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::add(const DockIr &v)
{
    putSubPayloadHeader(m_payload, kDockIrId, 3);
    putU8(m_payload, v.right);
    putU8(m_payload, v.central);
    putU8(m_payload, v.left);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::add(const Inertia &v)
{
    putSubPayloadHeader(m_payload, kInertiaId, 7);
    putI16(m_payload, v.angle);
    putI16(m_payload, v.angleRate);
    for (int unused = 0; unused < 3; ++unused)
        putU8(m_payload, 0);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::add(const Cliff &v)
{
    putSubPayloadHeader(m_payload, kCliffId, 6);
    for (std::uint16_t bottom : v.bottom)
        putU16(m_payload, bottom);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::add(const Current &v)
{
    putSubPayloadHeader(m_payload, kCurrentId, 2);
    putU8(m_payload, v.current[0]);
    putU8(m_payload, v.current[1]);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::addHardwareVersion(const Version &v)
{
    putVersion(m_payload, kHardwareVersionId, v);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::addFirmwareVersion(const Version &v)
{
    putVersion(m_payload, kFirmwareVersionId, v);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::add(const RawGyro &v)
{
    if (v.sampleCount > RawGyro::kMaxSamples)
        throw std::length_error("RawGyro sampleCount above kMaxSamples");
    putSubPayloadHeader(m_payload, kRawGyroId, 2 + 6 * std::size_t{v.sampleCount});
    putU8(m_payload, v.frameId);
    putU8(m_payload, static_cast<std::uint8_t>(3 * v.sampleCount));
    for (std::size_t s = 0; s < v.sampleCount; ++s)
        for (std::int16_t axis : v.samples[s])
            putI16(m_payload, axis);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::add(const GeneralPurposeInput &v)
{
    putSubPayloadHeader(m_payload, kGeneralPurposeInputId, 16);
    putU16(m_payload, v.digitalInput);
    for (std::uint16_t analog : v.analogInput)
        putU16(m_payload, analog);
    for (int unused = 0; unused < 3; ++unused)
        putU16(m_payload, 0);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::add(const Udid &v)
{
    putSubPayloadHeader(m_payload, kUdidId, 12);
    for (std::uint32_t word : v.udid)
        putU32(m_payload, word);
    return *this;
}

FeedbackEncoder &FeedbackEncoder::add(const ControllerInfo &v)
{
    putSubPayloadHeader(m_payload, kControllerInfoId, wire::kGainsLength);
    wire::putGains(m_payload, v);
    return *this;
}

std::vector<std::uint8_t> FeedbackEncoder::frame() const
{
    return wire::wrapFrame(m_payload);
}

namespace {

template <class Part>
void addIf(FeedbackEncoder &encoder, const std::optional<Part> &part)
{
    if (part)
        encoder.add(*part);
}

}  // namespace

std::vector<std::uint8_t> encodeFeedbackFrame(const FeedbackFrame &frame)
{
    FeedbackEncoder encoder;
    addIf(encoder, frame.basicSensors);
    addIf(encoder, frame.cliff);
    addIf(encoder, frame.current);
    addIf(encoder, frame.generalPurposeInput);
    addIf(encoder, frame.inertia);
    addIf(encoder, frame.dockIr);
    addIf(encoder, frame.rawGyro);
    if (frame.hardwareVersion)
        encoder.addHardwareVersion(*frame.hardwareVersion);
    if (frame.firmwareVersion)
        encoder.addFirmwareVersion(*frame.firmwareVersion);
    addIf(encoder, frame.udid);
    addIf(encoder, frame.controllerInfo);
    return encoder.empty() ? std::vector<std::uint8_t>{} : encoder.frame();
}

}  // namespace robodash::kobuki
