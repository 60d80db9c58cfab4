#pragma once
// Cuts a link's bytes into network messages (core/NetworkMessage.h's envelopes).

#include "core/NetworkMessage.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace robodash::core {

// Cuts a byte stream (in any chunking) into messages. Bytes that cannot start an envelope are
// skipped and counted; a header whose lengths are impossible is dropped at its first byte.
class NetworkMessageFinder {
public:
    static constexpr std::uint8_t kMagic0 = 0xD2;
    static constexpr std::uint8_t kMagic1 = 0x4D;
    static constexpr std::uint32_t kMaxPayload = 64u << 20;  // a raw 4K image fits

    using Handler = std::function<void(const NetworkMessage &message, std::size_t envelopeSize)>;

    // An envelope's head: what a message is without its payload (which may not be there).
    struct Head {
        std::string topic, type;
        std::uint32_t payloadLength = 0;
    };
    // The head of the envelope `bytes` start with (its payload may be cut short or missing),
    // or none when they do not start with a whole, possible head.
    static std::optional<Head> headOf(const std::uint8_t *bytes, std::size_t size);

    void feed(const std::uint8_t *data, std::size_t size, const Handler &handler);
    std::size_t pendingBytes() const { return m_buffer.size() - m_start; }
    std::uint64_t discardedBytes() const { return m_discarded; }
    std::uint64_t badEnvelopes() const { return m_bad; }
    std::uint64_t messages() const { return m_messages; }

private:
    enum class Parse { Whole, NeedMore, Bad };
    Parse parseAt(std::size_t at, NetworkMessage &message, std::size_t &size) const;
    void compact();

    std::vector<std::uint8_t> m_buffer;
    std::size_t m_start = 0;
    std::uint64_t m_discarded = 0;
    std::uint64_t m_bad = 0;
    std::uint64_t m_messages = 0;
};

}  // namespace robodash::core
