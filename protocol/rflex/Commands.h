#pragma once
// Typed host-to-base commands of the rFLEX protocol, raw protocol values only
// (rflex-protocol.md; what it leaves out from rflex-facts.md). 32-bit values are signed on
// the wire unless the comment says otherwise; periods are in microseconds.

#include "Opcodes.h"

#include <cstdint>

namespace robodash::rflex {

// Defaults of the drivers that ran ATRV-Jr bases (rflex-facts.md "Motion", "Sensors").
constexpr std::int32_t kDefaultTranslationTorque = 30000;
constexpr std::int32_t kDefaultRotationTorque = 35000;
constexpr std::int32_t kDefaultAcceleration = 100000;
constexpr std::uint32_t kDefaultReportPeriodUs = 100000;
constexpr std::uint32_t kBothAxesMask = 0x3;

// Port 1, opcode 1, empty data: the base answers with a SystemStatus report.
struct SystemStatusRequest {
    bool operator==(const SystemStatusRequest &) const { return true; }
};

// Port 1, opcode 0, empty data (Player has the call, commented out): LCD rows come back.
struct LcdDumpRequest {
    bool operator==(const LcdDumpRequest &) const { return true; }
};

// Port 2, opcodes 0, 1, 2 and 9: one axis byte. The spec gives no answer layout.
enum class AxisQueryKind : std::uint8_t {
    System = motion::kAxisGetSystem,
    Model = motion::kAxisGetModel,
    Target = motion::kAxisGetTarget,
    Mode = motion::kAxisGetMode,
};
struct AxisQuery {
    AxisQueryKind kind = AxisQueryKind::System;
    Axis axis = Axis::Translation;
    bool operator==(const AxisQuery &) const;
};

enum class Direction : std::uint8_t { Backward = 0, Forward = 1 };

// Port 2, opcode 7, 14 bytes: velocity as a magnitude, the sign in the direction byte.
struct AxisSetDirection {
    Axis axis = Axis::Translation;
    std::int32_t velocity = 0;  // >= 0, odometry units per second
    std::int32_t acceleration = kDefaultAcceleration;
    std::int32_t torque = kDefaultTranslationTorque;
    Direction direction = Direction::Forward;
    bool operator==(const AxisSetDirection &) const;
};

// The command the drivers send for a signed velocity: magnitude plus direction byte (1 for
// >= 0), with the axis's default torque.
AxisSetDirection axisVelocityCommand(Axis axis, std::int32_t signedVelocity,
                                     std::int32_t acceleration = kDefaultAcceleration);

// Port 2, opcode 8, 17 bytes.
struct AxisSetPosition {
    Axis axis = Axis::Translation;
    std::int32_t velocity = 0, acceleration = kDefaultAcceleration;
    std::int32_t torque = kDefaultTranslationTorque;
    std::int32_t position = 0;
    bool operator==(const AxisSetPosition &) const;
};

struct SetDefaults {   // port 2, opcode 10, no data
    bool operator==(const SetDefaults &) const { return true; }
};
struct BrakeSet {      // port 2, opcode 11, no data; the brake is engaged at power-up
    bool operator==(const BrakeSet &) const { return true; }
};
struct BrakeRelease {  // port 2, opcode 12, no data
    bool operator==(const BrakeRelease &) const { return true; }
};

// Port 2, opcode 34: MotionReport every periodUs for each axis in axisMask (1 << axis).
// Period 0 switches the reports off. Only the four axis bits are sent.
struct SystemReportRequest {
    std::uint32_t periodUs = kDefaultReportPeriodUs;
    std::uint32_t axisMask = kBothAxesMask;
    bool operator==(const SystemReportRequest &) const;
};

struct JoystickStateRequest {  // port 3, opcode 0, no data
    bool operator==(const JoystickStateRequest &) const { return true; }
};

enum class SonarMode : std::uint8_t { Off = 0, On = 2 };

// Port 4, opcode 0, 13 bytes.
struct SonarRun {
    std::int32_t echoDelay = 30000, pingDelay = 0, setDelay = 0;
    SonarMode mode = SonarMode::On;
    bool operator==(const SonarRun &) const;
};

struct SonarUpdateRequest {  // port 4, opcode 1, 4 bytes
    std::uint32_t timestamp = 0;
    bool operator==(const SonarUpdateRequest &) const;
};

struct DioReportsRequest {  // port 5, opcode 0, 4 bytes; period 0 switches them off
    std::uint32_t periodUs = kDefaultReportPeriodUs;
    bool operator==(const DioReportsRequest &) const;
};

struct DioUpdateRequest {  // port 5, opcode 2, 4 bytes
    std::uint32_t timestamp = 0;
    bool operator==(const DioUpdateRequest &) const;
};

// Port 5, opcode 4, 4 bytes: the bits of `state` selected by `mask` at address/offset.
struct DioSet {
    std::uint8_t address = 0, offset = 0, state = 0, mask = 0;
    bool operator==(const DioSet &) const;
};

}  // namespace robodash::rflex
