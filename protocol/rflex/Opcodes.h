#pragma once
// Ports and opcodes of the rFLEX protocol (rflex-protocol.md). The same opcode number may
// mean a request from the host and a different answer from the base; the comments say
// which direction each one travels.

#include <cstdint>

namespace robodash::rflex {

enum class Port : std::uint8_t {
    System = 0x01,
    Motion = 0x02,
    Joystick = 0x03,
    Sonar = 0x04,
    DigitalIo = 0x05,
    InfraRed = 0x06,  // no opcode is used; Player sends IR_RUN here at shutdown anyway
};

namespace sys {
constexpr std::uint8_t kLcdDump = 0;  // host: empty request; base: timestamp, row, bytes
constexpr std::uint8_t kStatus = 1;   // host: empty request; base: timestamp, volts, brake
}  // namespace sys

namespace motion {
constexpr std::uint8_t kAxisGetSystem = 0;
constexpr std::uint8_t kAxisGetModel = 1;
constexpr std::uint8_t kAxisGetTarget = 2;
constexpr std::uint8_t kAxisSetDirection = 7;
constexpr std::uint8_t kAxisSetPosition = 8;
constexpr std::uint8_t kAxisGetMode = 9;
constexpr std::uint8_t kSetDefaults = 10;
constexpr std::uint8_t kBrakeSet = 11;
constexpr std::uint8_t kBrakeRelease = 12;
constexpr std::uint8_t kSystemReport = 33;         // base: one axis's position, velocity...
constexpr std::uint8_t kSystemReportRequest = 34;  // host: period (us) and axis mask
}  // namespace motion

namespace joystick {
constexpr std::uint8_t kGetState = 0;  // host: empty request; base: timestamp, x, y, buttons
}  // namespace joystick

namespace sonar {
constexpr std::uint8_t kRun = 0;
constexpr std::uint8_t kGetUpdate = 1;
constexpr std::uint8_t kReport = 2;
}  // namespace sonar

namespace dio {
constexpr std::uint8_t kReportsRequest = 0;  // host: period (us); base: retval, timestamp
constexpr std::uint8_t kReport = 1;          // base: timestamp, address, offset, state
constexpr std::uint8_t kGetUpdate = 2;       // host: timestamp; base: retval, timestamp, count
constexpr std::uint8_t kUpdate = 3;          // base: as kReport
constexpr std::uint8_t kSet = 4;             // host: address, offset, state, mask; base: ack
}  // namespace dio

enum class Axis : std::uint8_t { Translation = 0, Rotation = 1 };

}  // namespace robodash::rflex
