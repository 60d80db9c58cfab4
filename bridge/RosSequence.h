#pragma once
// A generated sequence (dds_sequence_*) viewing values the caller keeps: DDS only reads
// it while writing, so nothing is copied and nothing is freed (_release false).

#include <cstddef>
#include <cstdint>

namespace robodash::bridge {

template <class Sequence, class Value>
Sequence sequenceView(Value *values, std::size_t count)
{
    Sequence sequence{};
    sequence._maximum = sequence._length = std::uint32_t(count);
    sequence._buffer = values;
    sequence._release = false;
    return sequence;
}

}  // namespace robodash::bridge
