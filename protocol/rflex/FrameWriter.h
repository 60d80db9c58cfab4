#pragma once
// Builds one rFLEX frame around port, opcode and data, in either of the two ways the wire
// carries them (rflex-facts.md "Framing"):
// - hostFrame(): as the drivers send, unstuffed and with no 0x1B between the delimiters.
//   The caller has already made every value escape-free (EscapeAvoidance.h); the id is
//   moved off its preferred value when the checksum would otherwise be 0x1B.
// - stuffedFrame(): as the base (and a twin) sends, every 0x1B inside written `1B 00`.

#include "ByteOrder.h"
#include "Opcodes.h"

#include <cstdint>

namespace robodash::rflex {

// What the send side had to change so that no 0x1B went out.
struct SendStats {
    std::uint64_t frames = 0;
    std::uint64_t valuesNudged = 0;      // 32-bit values moved to the nearest escape-free one
    std::uint64_t idsMoved = 0;          // ids moved because the checksum would be 0x1B
    std::uint64_t writesSplit = 0;       // DIO_SET sent one bit at a time (state or mask 1B)
    std::uint64_t unsendable = 0;        // refused: an address byte was 0x1B
};

class FrameWriter {
public:
    FrameWriter(Port port, std::uint8_t opcode);

    FrameWriter &u8(std::uint8_t value);
    FrameWriter &u16(std::uint16_t value);
    FrameWriter &i32(std::int32_t value);
    FrameWriter &u32(std::uint32_t value);
    FrameWriter &bytes(const wire::Bytes &values);
    // Several fields in order, each as wide as its type (u8, u16, u32 or i32).
    template <typename... Values>
    FrameWriter &put(Values... values)
    {
        (field(values), ...);
        return *this;
    }

    // Throws std::logic_error when port, opcode, length or a data byte is 0x1B (the caller
    // should have avoided it), std::length_error when the data is longer than 255 bytes.
    wire::Bytes hostFrame(std::uint8_t preferredId, SendStats &stats) const;
    // Throws std::length_error when the data is longer than 255 bytes.
    wire::Bytes stuffedFrame(std::uint8_t id = 0) const;

private:
    void field(std::uint8_t value) { u8(value); }
    void field(std::uint16_t value) { u16(value); }
    void field(std::uint32_t value) { u32(value); }
    void field(std::int32_t value) { i32(value); }
    wire::Bytes body(std::uint8_t id) const;  // port .. checksum, unstuffed
    void requireLength() const;

    Port m_port;
    std::uint8_t m_opcode;
    wire::Bytes m_data;
};

}  // namespace robodash::rflex
