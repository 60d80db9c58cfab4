#pragma once
// Shared by the protocol suites: readable byte comparisons and one sample of every
// feedback struct with no field left at its default, so a dropped field shows up.

#include "kobuki/Feedback.h"

#include <QByteArray>

#include <cstdint>
#include <vector>

namespace robodash::kobuki::testing {

inline QByteArray toByteArray(const std::vector<std::uint8_t> &bytes)
{
    return QByteArray(reinterpret_cast<const char *>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

inline std::vector<std::uint8_t> fromHex(const char *hex)
{
    const QByteArray raw = QByteArray::fromHex(hex);
    return std::vector<std::uint8_t>(raw.begin(), raw.end());
}

inline QByteArray hexOf(const std::vector<std::uint8_t> &bytes)
{
    return toByteArray(bytes).toHex(' ').toUpper();
}

inline BasicSensors sampleBasicSensors()
{
    BasicSensors v;
    v.timeStamp = 0xBEEF;
    v.bumper = bits::kLeft | bits::kRight;
    v.wheelDrop = bits::kWheelLeft;
    v.cliff = bits::kCentre;
    v.leftEncoder = 0x1234;
    v.rightEncoder = 0xFEDC;
    v.leftPwm = -100;
    v.rightPwm = 99;
    v.buttons = bits::kButton1;
    v.charger = kAdapterCharging;
    v.battery = 163;
    v.overCurrent = bits::kOverCurrentRight;
    return v;
}

inline DockIr sampleDockIr() { return DockIr{bits::kNearLeft, bits::kFarCenter, bits::kFarRight}; }
inline Inertia sampleInertia() { return Inertia{-17999, 4500}; }
inline Cliff sampleCliff() { return Cliff{{4095, 2048, 7}}; }
inline Current sampleCurrent() { return Current{{12, 250}}; }

inline Version sampleVersion(std::uint8_t major, std::uint8_t minor, std::uint8_t patch)
{
    Version v;
    v.major = major;
    v.minor = minor;
    v.patch = patch;
    return v;
}

inline RawGyro sampleRawGyro(std::uint8_t samples)
{
    RawGyro v;
    v.frameId = 201;
    v.sampleCount = samples;
    for (std::size_t s = 0; s < samples; ++s)
        v.samples[s] = {static_cast<std::int16_t>(-1000 - static_cast<int>(s)),
                        static_cast<std::int16_t>(2000 + static_cast<int>(s)),
                        static_cast<std::int16_t>(-32768 + static_cast<int>(s))};
    return v;
}

inline GeneralPurposeInput sampleInput()
{
    GeneralPurposeInput v;
    v.digitalInput = 0x0005;
    v.analogInput = {0, 1024, 3000, 4095};
    return v;
}

inline Udid sampleUdid() { return Udid{{0xAABBCCDD, 0x01020304, 0xFFFFFFFF}}; }
inline ControllerInfo sampleControllerInfo() { return ControllerInfo{1, 100000, 100, 2000}; }

}  // namespace robodash::kobuki::testing
