#include "EscapeAvoidance.h"

#include "ByteOrder.h"

#include <cstdlib>

namespace robodash::rflex {

namespace {

std::uint8_t byteAt(std::uint32_t value, int index)  // 0 = least significant
{
    return static_cast<std::uint8_t>((value >> (8 * index)) & 0xFF);
}

int highestEscapeByte(std::uint32_t value)
{
    for (int index = 3; index >= 0; --index) {
        if (byteAt(value, index) == wire::kEscape)
            return index;
    }
    return -1;
}

}  // namespace

bool containsEscape(std::uint32_t value) { return highestEscapeByte(value) >= 0; }

std::int32_t nearestWithoutEscape(std::int32_t value)
{
    const auto bits = static_cast<std::uint32_t>(value);
    const int index = highestEscapeByte(bits);
    if (index < 0)
        return value;
    // Every value that keeps the bytes above `index` and 0x1B at `index` holds an escape,
    // so the nearest free ones are just below and just above that block: 1A FF.. and 1C 00..
    // Neither carries into the bytes above, so the sign never flips.
    const int shift = 8 * index;
    const std::uint32_t lowMask = shift == 0 ? 0u : (std::uint32_t{1} << shift) - 1;
    const std::uint32_t above = bits & ~((std::uint32_t{0xFF} << shift) | lowMask);
    const auto below =
        static_cast<std::int32_t>(above | (std::uint32_t{0x1A} << shift) | lowMask);
    const auto over = static_cast<std::int32_t>(above | (std::uint32_t{0x1C} << shift));
    const std::int64_t downBy = std::int64_t{value} - below;
    const std::int64_t upBy = std::int64_t{over} - value;
    if (downBy != upBy)
        return downBy < upBy ? below : over;
    return std::llabs(below) < std::llabs(over) ? below : over;
}

std::uint8_t idAvoidingEscape(std::uint8_t preferred, std::uint8_t checksumWithoutId)
{
    std::uint8_t id = preferred;
    while (id == wire::kEscape || (checksumWithoutId ^ id) == wire::kEscape)
        ++id;  // at most two ids fail, so this ends within three steps
    return id;
}

}  // namespace robodash::rflex
