#include "McapChunkDecoder.h"

#include "ByteReader.h"
#include "Crc32.h"
#include "ZstdCodec.h"

#include <cstdio>

namespace robodash::mcap {

std::string McapChunkDecoder::at(std::uint64_t offset)
{
    return "byte " + std::to_string(offset);
}

std::string McapChunkDecoder::hex(std::uint32_t value)
{
    char text[16];
    std::snprintf(text, sizeof text, "0x%08x", value);
    return text;
}

bool McapChunkDecoder::decode(std::uint64_t offset, const std::string &content,
                              std::uint64_t maxBytes, std::string &records, std::string &error)
{
    ByteReader in(reinterpret_cast<const std::uint8_t *>(content.data()), content.size());
    in.u64();  // message start and end time: the chunk index has them
    in.u64();
    const std::uint64_t uncompressedSize = in.u64();
    const std::uint32_t crc = in.u32();
    const std::string compression = in.string();
    const std::uint64_t storedSize = in.u64();
    const std::uint8_t *stored = in.bytes(storedSize);
    if (in.failed()) {
        error = "the chunk at " + at(offset) + " is cut short";
        return false;
    }
    if (uncompressedSize > maxBytes) {
        error = "the chunk at " + at(offset) + " holds " + std::to_string(uncompressedSize)
                + " bytes, more than the " + std::to_string(maxBytes)
                + " this reader holds in memory at once";
        return false;
    }
    if (!uncompress(offset, stored, storedSize, compression, uncompressedSize, records, error))
        return false;
    const std::uint32_t computed = Crc32::of(records.data(), records.size());
    if (crc != 0 && computed != crc) {
        error = "the chunk at " + at(offset) + " fails its CRC (" + hex(computed)
                + ", the chunk says " + hex(crc) + "): the file is damaged there";
        return false;
    }
    return true;
}

bool McapChunkDecoder::uncompress(std::uint64_t offset, const std::uint8_t *stored,
                                  std::uint64_t storedSize, const std::string &compression,
                                  std::uint64_t size, std::string &records, std::string &error)
{
    if (compression.empty()) {
        if (storedSize != size) {
            error = "the uncompressed chunk at " + at(offset) + " has a wrong size";
            return false;
        }
        records.assign(reinterpret_cast<const char *>(stored), std::size_t(storedSize));
        return true;
    }
    if (compression != ZstdCodec::kName) {
        error = "the chunk at " + at(offset) + " is compressed with '" + compression
                + "', which this reader does not know (it reads zstd and uncompressed chunks)";
        return false;
    }
    std::string why;
    if (!ZstdCodec::decompress(stored, std::size_t(storedSize), std::size_t(size), records, &why)) {
        error = "the chunk at " + at(offset) + ": " + why;
        return false;
    }
    return true;
}

}  // namespace robodash::mcap
