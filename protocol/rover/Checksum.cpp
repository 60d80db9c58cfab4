#include "Checksum.h"

namespace robodash::rover {

std::uint8_t checksumOf(const std::uint8_t *body, std::size_t length)
{
    unsigned sum = 0;
    for (std::size_t i = 0; i < length; ++i)
        sum += body[i];
    return static_cast<std::uint8_t>(255u - sum % 255u);
}

bool hasValidChecksum(const std::uint8_t *frame, std::size_t length)
{
    if (length < 2 || frame[0] != kStartByte)
        return false;
    const std::uint8_t carried = frame[length - 1];
    return carried != 0 && carried == checksumOf(frame + 1, length - 2);
}

}  // namespace robodash::rover
