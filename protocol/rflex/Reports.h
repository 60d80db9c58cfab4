#pragma once
// Typed base-to-host reports of the rFLEX protocol, raw protocol values only
// (rflex-protocol.md, corrected by rflex-facts.md). SI conversions are in Conversions.h.

#include <array>
#include <cstdint>
#include <vector>

namespace robodash::rflex {

// Port 1, opcode 1, 9 bytes: the answer to SystemStatusRequest.
struct SystemStatus {
    std::uint32_t timestamp = 0;
    std::int32_t batteryRaw = 0;  // batteryVolts() in Conversions.h
    std::uint8_t brake = 0;       // 1 = engaged; see brakeEngaged()
    bool operator==(const SystemStatus &) const;
};

// Port 1, opcode 0, 6 + count bytes: one row of the base's LCD.
struct LcdDump {
    std::uint32_t timestamp = 0;
    std::uint8_t row = 0;
    std::vector<std::uint8_t> bytes;  // as many as the count byte says
    bool operator==(const LcdDump &) const;
};

// Port 2, opcode 33, 25 bytes: one axis per report; both axes arrive in turn.
struct MotionReport {
    std::int32_t retval = 0;  // meaning unknown
    std::uint32_t timestamp = 0;
    std::uint8_t axis = 0;    // 0 translation, 1 rotation
    std::int32_t position = 0, velocity = 0, acceleration = 0, torque = 0;  // odometry units
    bool operator==(const MotionReport &) const;
};

// Port 3, opcode 0, 13 bytes.
struct JoystickState {
    std::uint32_t timestamp = 0;
    std::int32_t x = 0, y = 0;
    std::uint8_t buttons = 0;
    bool operator==(const JoystickState &) const;
};

// One 3-byte sonar entry: id = board * 16 + index.
struct SonarEcho {
    std::uint8_t id = 0;
    std::uint16_t range = 0;  // sonarRangeMetres() in Conversions.h; 32766 = no echo
    bool operator==(const SonarEcho &) const;
};

// Port 4, opcode 2, 8 + 3 n bytes, n <= 6 (the spec's (length - 8) / 2 is wrong).
struct SonarReport {
    static constexpr std::size_t kMaxEchoes = 6;
    std::int32_t retval = 0;  // meaning unknown
    std::uint32_t timestamp = 0;
    std::uint8_t count = 0;
    std::array<SonarEcho, kMaxEchoes> echoes{};
    bool operator==(const SonarReport &) const;  // compares the first `count` echoes
};

// Port 5, opcodes 1 (DIO_REPORT) and 3 (DIO_UPDATE), 7 bytes. Player reads offset and
// state together as one big-endian u16; bit n of that word is bit n of `state` for n < 8.
struct DioState {
    std::uint32_t timestamp = 0;
    std::uint8_t address = 0;  // the spec's "Net ID"; ATRV-Jr bump panels are 0x40
    std::uint8_t offset = 0, state = 0;
    bool operator==(const DioState &) const;
};

// Port 5, opcodes 0 (answer to DioReportsRequest) and 4 (answer to DioSet), 8 bytes.
struct DioAck {
    std::int32_t retval = 0;  // meaning unknown
    std::uint32_t timestamp = 0;
    bool operator==(const DioAck &) const;
};

// Port 5, opcode 2, 12 bytes: the answer to DioUpdateRequest.
struct DioUpdateAck {
    std::int32_t retval = 0;  // meaning unknown
    std::uint32_t timestamp = 0;
    std::int32_t count = 0;   // meaning unknown
    bool operator==(const DioUpdateAck &) const;
};

}  // namespace robodash::rflex
