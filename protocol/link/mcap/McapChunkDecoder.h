#pragma once
// A chunk record's content back into the records it holds: the header fields read, the
// stored bytes uncompressed (zstd or none) and checked against the chunk's CRC. Split from
// McapReader, which decides which chunks to read; this only turns one into its records.

#include <cstdint>
#include <string>

namespace robodash::mcap {

class McapChunkDecoder {
public:
    // The uncompressed records of the chunk whose record begins at `offset` (used only in
    // messages) into `records`. False, and `error` is a sentence naming the offset, when the
    // chunk is cut short, holds more than `maxBytes`, uses an unknown compression or fails
    // its CRC.
    static bool decode(std::uint64_t offset, const std::string &content, std::uint64_t maxBytes,
                       std::string &records, std::string &error);

    // "byte 1234" and "0x1a2b3c4d", as every sentence of the reader names places and CRCs.
    static std::string at(std::uint64_t offset);
    static std::string hex(std::uint32_t value);

private:
    static bool uncompress(std::uint64_t offset, const std::uint8_t *stored,
                           std::uint64_t storedSize, const std::string &compression,
                           std::uint64_t size, std::string &records, std::string &error);
};

}  // namespace robodash::mcap
