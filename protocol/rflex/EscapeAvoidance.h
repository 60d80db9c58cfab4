#pragma once
// The send side as the drivers do it: they never stuff, they change what they send so
// that no 0x1B appears between `1B 02` and `1B 03` (rflex-facts.md "Framing").

#include <cstdint>

namespace robodash::rflex {

// True when one of the four big-endian bytes of `value` is 0x1B.
bool containsEscape(std::uint32_t value);

// The value nearest to `value` whose four big-endian bytes hold no 0x1B; `value` itself
// when it holds none. On a tie the one nearer zero, so a speed is never raised.
std::int32_t nearestWithoutEscape(std::int32_t value);

// The id byte means nothing to the base, so it is what changes when the checksum would
// come out 0x1B: the first id from `preferred` upwards that is not 0x1B itself and makes
// the checksum not 0x1B. `checksumWithoutId` is the XOR of port, opcode, length and data.
std::uint8_t idAvoidingEscape(std::uint8_t preferred, std::uint8_t checksumWithoutId);

}  // namespace robodash::rflex
