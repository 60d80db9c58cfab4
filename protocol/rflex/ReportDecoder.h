#pragma once
// Base-to-host reports from the data of a good frame (FrameFinder.h) into typed structs.
// Each decoder is a function of the bytes; a length that does not fit its report gives no
// value. decodeReport() dispatches one frame on port and opcode to a handler.

#include "FrameFinder.h"
#include "Reports.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace robodash::rflex {

std::optional<SystemStatus> decodeSystemStatus(const std::uint8_t *data, std::size_t length);
std::optional<LcdDump> decodeLcdDump(const std::uint8_t *data, std::size_t length);
std::optional<MotionReport> decodeMotionReport(const std::uint8_t *data, std::size_t length);
std::optional<JoystickState> decodeJoystickState(const std::uint8_t *data, std::size_t length);
std::optional<SonarReport> decodeSonarReport(const std::uint8_t *data, std::size_t length);
std::optional<DioState> decodeDioState(const std::uint8_t *data, std::size_t length);
std::optional<DioAck> decodeDioAck(const std::uint8_t *data, std::size_t length);
std::optional<DioUpdateAck> decodeDioUpdateAck(const std::uint8_t *data, std::size_t length);

class ReportHandler {
public:
    virtual ~ReportHandler() = default;
    virtual void onSystemStatus(const SystemStatus &) {}
    virtual void onLcdDump(const LcdDump &) {}
    virtual void onMotionReport(const MotionReport &) {}
    virtual void onJoystickState(const JoystickState &) {}
    virtual void onSonarReport(const SonarReport &) {}
    virtual void onDioReport(const DioState &) {}   // opcode 1, periodic
    virtual void onDioUpdate(const DioState &) {}   // opcode 3
    virtual void onDioReportsAck(const DioAck &) {}
    virtual void onDioSetAck(const DioAck &) {}
    virtual void onDioUpdateAck(const DioUpdateAck &) {}
    // A port/opcode with no known report (for example the answers to AxisQuery).
    virtual void onUnknown(const FrameView &) {}
    // A known report whose length does not fit it.
    virtual void onMalformed(const FrameView &) {}
};

enum class DecodeResult { Decoded, Unknown, Malformed };

DecodeResult decodeReport(const FrameView &frame, ReportHandler &handler);

}  // namespace robodash::rflex
