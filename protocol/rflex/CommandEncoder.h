#pragma once
// Host-to-base command frames, written as the drivers write them: unstuffed, and with no
// 0x1B anywhere between `1B 02` and `1B 03` (rflex-facts.md "Framing"). A 32-bit value
// holding a 0x1B byte is moved to the nearest value that does not; a checksum that would be
// 0x1B moves the meaningless id byte instead. stats() counts every such change.
//
// Each encode() returns the bytes to write: one frame, except a DIO_SET whose state or
// mask is 0x1B (sent one bit per frame) and a DIO_SET to address or offset 0x1B, which
// cannot be sent without stuffing and returns nothing (counted as unsendable).

#include "Commands.h"
#include "FrameWriter.h"

#include <cstdint>

namespace robodash::rflex {

class CommandEncoder {
public:
    explicit CommandEncoder(std::uint8_t id = 0) : m_id(id) {}

    wire::Bytes encode(const SystemStatusRequest &);
    wire::Bytes encode(const LcdDumpRequest &);
    wire::Bytes encode(const AxisQuery &);
    wire::Bytes encode(const AxisSetDirection &);
    wire::Bytes encode(const AxisSetPosition &);
    wire::Bytes encode(const SetDefaults &);
    wire::Bytes encode(const BrakeSet &);
    wire::Bytes encode(const BrakeRelease &);
    wire::Bytes encode(const SystemReportRequest &);
    wire::Bytes encode(const JoystickStateRequest &);
    wire::Bytes encode(const SonarRun &);
    wire::Bytes encode(const SonarUpdateRequest &);
    wire::Bytes encode(const DioReportsRequest &);
    wire::Bytes encode(const DioUpdateRequest &);
    wire::Bytes encode(const DioSet &);

    const SendStats &stats() const { return m_stats; }

private:
    // Escape-free stand-ins for what the caller asked, counted when they differ.
    std::int32_t escapeFree(std::int32_t value);
    std::uint32_t escapeFree(std::uint32_t value);
    // Axis byte and the three escape-free values both axis commands start with.
    void putAxisMotion(FrameWriter &writer, Axis axis, std::int32_t velocity,
                       std::int32_t acceleration, std::int32_t torque);
    wire::Bytes send(const FrameWriter &writer);
    wire::Bytes emptyCommand(Port port, std::uint8_t opcode);
    wire::Bytes dioSetFrame(const DioSet &command);

    std::uint8_t m_id;
    SendStats m_stats;
};

}  // namespace robodash::rflex
