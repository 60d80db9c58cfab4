#pragma once
// An independent rFLEX host for testing the twin: it opens the pty with ::open and speaks
// only bytes, with its own few lines of framing, stuffing and XOR (rflex-facts.md
// "Framing"), none of the codec's. What it reads is split into frames the same way, so a
// codec bug shared by the twin and the driver cannot hide here.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

class RawRflexHost {
public:
    using Bytes = std::vector<std::uint8_t>;
    struct Frame {
        std::uint8_t port = 0, id = 0, opcode = 0;
        Bytes data;
        std::int32_t i32(std::size_t at) const;   // big-endian, from data[at]
        std::uint16_t u16(std::size_t at) const;
    };

    RawRflexHost() = default;
    ~RawRflexHost();
    RawRflexHost(const RawRflexHost &) = delete;
    RawRflexHost &operator=(const RawRflexHost &) = delete;

    bool open(const std::string &path);

    // `1B 02 port id opcode length data checksum 1B 03`; stuffed: every 0x1B inside as 1B 00.
    static Bytes frame(std::uint8_t port, std::uint8_t opcode, const Bytes &data,
                       bool stuffed = false, std::uint8_t id = 0);
    static void putI32(Bytes &out, std::int32_t value);
    bool write(const Bytes &bytes);
    bool send(std::uint8_t port, std::uint8_t opcode, const Bytes &data = {}, bool stuffed = false);

    // Reads what arrived and splits it into frames.
    void pump(int waitMs = 10);
    // Pumps until `done()` holds or `timeoutMs` of wall time passed; returns done().
    bool pumpUntil(const std::function<bool()> &done, int timeoutMs = 10000);
    std::vector<Frame> framesOf(std::uint8_t port, std::uint8_t opcode) const;

    std::vector<Frame> frames;
    int badFrames = 0;       // checksum or length wrong
    Bytes raw;               // everything read, to check the stuffing

private:
    void consume(std::uint8_t byte);
    void finish();

    int m_fd = -1;
    bool m_inFrame = false, m_escape = false;
    Bytes m_body;
};
