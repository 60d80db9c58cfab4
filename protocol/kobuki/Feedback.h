#pragma once
// Typed feedback sub-payloads of the Kobuki protocol, raw protocol values only.
// Units and meanings: DESIGN.md "Kobuki facts" and specs/kobuki-protocol.md.
// SI conversions live in Conversions.h, never here.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace robodash::kobuki {

// Feedback sub-payload identifiers.
enum FeedbackId : std::uint8_t {
    kBasicSensorsId = 1,
    kDockIrId = 3,
    kInertiaId = 4,
    kCliffId = 5,
    kCurrentId = 6,
    kHardwareVersionId = 10,
    kFirmwareVersionId = 11,
    kRawGyroId = 13,
    kGeneralPurposeInputId = 16,
    kUdidId = 19,
    kControllerInfoId = 21,
};

// Bit masks shared by the sensor bytes (kobuki_msgs/SensorState).
namespace bits {
constexpr std::uint8_t kRight = 0x01, kCentre = 0x02, kLeft = 0x04;          // bumper, cliff
constexpr std::uint8_t kWheelRight = 0x01, kWheelLeft = 0x02;                 // wheel drop
constexpr std::uint8_t kButton0 = 0x01, kButton1 = 0x02, kButton2 = 0x04;    // buttons
constexpr std::uint8_t kOverCurrentLeft = 0x01, kOverCurrentRight = 0x02;
constexpr std::uint8_t kChargerAdapterBit = 0x10;                             // charger byte
constexpr std::uint8_t kChargerStateMask = 0x0F;  // 0 discharging, 2 charged, 6 charging
// Dock IR bits, one byte per receiver.
constexpr std::uint8_t kNearLeft = 0x01, kNearCenter = 0x02, kNearRight = 0x04;
constexpr std::uint8_t kFarCenter = 0x08, kFarLeft = 0x10, kFarRight = 0x20;
}  // namespace bits

enum ChargerState : std::uint8_t {
    kDischarging = 0,
    kDockingCharged = 2,
    kDockingCharging = 6,
    kAdapterCharged = 18,
    kAdapterCharging = 22,
};

struct BasicSensors {              // id 1, 15 bytes
    std::uint16_t timeStamp = 0;   // ms, wraps at 65536
    std::uint8_t bumper = 0;
    std::uint8_t wheelDrop = 0;
    std::uint8_t cliff = 0;
    std::uint16_t leftEncoder = 0;
    std::uint16_t rightEncoder = 0;
    std::int8_t leftPwm = 0;
    std::int8_t rightPwm = 0;
    std::uint8_t buttons = 0;
    std::uint8_t charger = 0;
    std::uint8_t battery = 0;      // 0.1 V
    std::uint8_t overCurrent = 0;
    bool operator==(const BasicSensors &) const;
};

struct DockIr {                    // id 3, 3 bytes
    std::uint8_t right = 0, central = 0, left = 0;
    bool operator==(const DockIr &) const;
};

struct Inertia {                   // id 4, 7 bytes (3 unused)
    std::int16_t angle = 0;        // hundredths of a degree
    std::int16_t angleRate = 0;    // hundredths of a degree per second
    bool operator==(const Inertia &) const;
};

struct Cliff {                     // id 5, 6 bytes
    std::array<std::uint16_t, 3> bottom{};  // right, central, left; ADC 0..4095
    bool operator==(const Cliff &) const;
};

struct Current {                   // id 6, 2 bytes (spec says 4: DESIGN.md is right)
    std::array<std::uint8_t, 2> current{};  // left, right; 10 mA
    bool operator==(const Current &) const;
};

struct Version {                   // ids 10 and 11, 4 bytes: patch, minor, major, 0
    std::uint8_t major = 0, minor = 0, patch = 0;
    std::string toString() const;  // "major.minor.patch"
    bool operator==(const Version &) const;
};

struct RawGyro {                   // id 13, 2 + 6N bytes
    // A one-byte sub-payload length bounds N: (255 - 2) / 6 = 42. A fixed array keeps
    // decoding free of allocation. (Inside one frame's 255-byte payload at most 41 fit.)
    static constexpr std::size_t kMaxSamples = 42;
    std::uint8_t frameId = 0;
    std::uint8_t sampleCount = 0;
    std::array<std::array<std::int16_t, 3>, kMaxSamples> samples{};  // raw x, y, z
    bool operator==(const RawGyro &) const;  // compares the used samples only
};

struct GeneralPurposeInput {       // id 16, 16 bytes (6 unused)
    std::uint16_t digitalInput = 0;
    std::array<std::uint16_t, 4> analogInput{};  // 12-bit ADC, 0..3.3 V
    bool operator==(const GeneralPurposeInput &) const;
};

struct Udid {                      // id 19, 12 bytes
    std::array<std::uint32_t, 3> udid{};
    // "05d30b30-32363438-ffffffff": three words in hex, the one way every program shows it.
    std::string toString() const;
    bool operator==(const Udid &) const;
};

struct ControllerInfo {            // id 21, 13 bytes (spec table wrongly says id 1)
    std::uint8_t type = 0;         // 0 factory default, 1 user configured
    std::uint32_t pGain = 0, iGain = 0, dGain = 0;  // gain * 1000
    bool operator==(const ControllerInfo &) const;
};

}  // namespace robodash::kobuki
