#pragma once
// Base-to-host report frames as the base sends them: stuffed, every 0x1B between the
// delimiters written `1B 00` (rflex-facts.md "Framing"). For a twin standing in for the
// base, and for tests of the decoders; the inverse of ReportDecoder.h field for field.

#include "ByteOrder.h"
#include "Reports.h"

#include <cstdint>

namespace robodash::rflex {

wire::Bytes encodeReport(const SystemStatus &report, std::uint8_t id = 0);
// Throws std::length_error for more than 249 LCD bytes (the frame's data limit).
wire::Bytes encodeReport(const LcdDump &report, std::uint8_t id = 0);
wire::Bytes encodeReport(const MotionReport &report, std::uint8_t id = 0);
wire::Bytes encodeReport(const JoystickState &report, std::uint8_t id = 0);
// At most SonarReport::kMaxEchoes entries are written.
wire::Bytes encodeReport(const SonarReport &report, std::uint8_t id = 0);
// DIO_REPORT (opcode 1); encodeDioUpdate() writes the same fields as DIO_UPDATE (opcode 3).
wire::Bytes encodeReport(const DioState &report, std::uint8_t id = 0);
wire::Bytes encodeDioUpdate(const DioState &report, std::uint8_t id = 0);
// The answer to DioReportsRequest (opcode 0); encodeDioSetAck() the answer to DioSet.
wire::Bytes encodeReport(const DioAck &report, std::uint8_t id = 0);
wire::Bytes encodeDioSetAck(const DioAck &report, std::uint8_t id = 0);
wire::Bytes encodeReport(const DioUpdateAck &report, std::uint8_t id = 0);

}  // namespace robodash::rflex
