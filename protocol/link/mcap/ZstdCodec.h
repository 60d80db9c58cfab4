#pragma once
// zstd for MCAP chunks (the compression rosbag2 and Foxglove use by default; Debian's
// libzstd). Decompression is told the size the chunk claims and refuses anything else, so a
// damaged chunk can neither grow without bound nor be taken for a good one.

#include <cstddef>
#include <cstdint>
#include <string>

namespace robodash::mcap {

class ZstdCodec {
public:
    static constexpr const char *kName = "zstd";

    // A level that keeps export fast (zstd's default is 3).
    static std::string compress(const std::string &input, int level = 3);
    // Exactly `expectedSize` bytes into `output`, or false and a sentence in `error`.
    static bool decompress(const std::uint8_t *input, std::size_t size, std::size_t expectedSize,
                           std::string &output, std::string *error);
};

}  // namespace robodash::mcap
