#pragma once
// The walk over a payload's `id, length, data` sub-payloads that feedback and commands
// share: unknown ids are skipped by their length byte, a wrong length is malformed and the
// walk goes on, and a sub-payload that runs past the payload ends it.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace robodash::kobuki::wire {

enum class SubPayloadResult { Decoded, Unknown, Malformed };

struct SubPayloadCounts {
    std::uint32_t decoded = 0, unknown = 0, malformed = 0;
};

// dispatch(id, data, length) -> SubPayloadResult decodes one sub-payload;
// onUnknown(id, length) and onMalformed(id, length) hear about the rest.
template <typename Dispatch, typename OnUnknown, typename OnMalformed>
SubPayloadCounts walkSubPayloads(const std::uint8_t *payload, std::size_t length,
                                 Dispatch dispatch, OnUnknown onUnknown, OnMalformed onMalformed)
{
    SubPayloadCounts counts;
    if (!payload)
        return counts;
    std::size_t i = 0;
    while (i < length) {
        const std::uint8_t id = payload[i];
        if (length - i < 2) {  // a lone id byte: nothing after it can be framed
            ++counts.malformed;
            onMalformed(id, 0);
            break;
        }
        const std::size_t dataLength = payload[i + 1];
        if (dataLength > length - i - 2) {
            ++counts.malformed;
            onMalformed(id, dataLength);
            break;
        }
        switch (dispatch(id, payload + i + 2, dataLength)) {
        case SubPayloadResult::Decoded:
            ++counts.decoded;
            break;
        case SubPayloadResult::Unknown:
            ++counts.unknown;
            onUnknown(id, dataLength);
            break;
        case SubPayloadResult::Malformed:
            ++counts.malformed;
            onMalformed(id, dataLength);
            break;
        }
        i += 2 + dataLength;
    }
    return counts;
}

// The same walk for a handler with onUnknown(id, length) and onMalformed(id, length);
// dispatch(id, data, length, handler) decodes one sub-payload for it. The dispatch function
// is a template argument, not a run-time one: passed as a pointer it was called indirectly
// for every sub-payload and never inlined, which cost the decode a quarter of its instructions.
template <auto dispatch, typename Handler>
SubPayloadCounts walkSubPayloadsFor(const std::uint8_t *payload, std::size_t length,
                                    Handler &handler)
{
    return walkSubPayloads(
        payload, length,
        [&handler](std::uint8_t id, const std::uint8_t *data, std::size_t dataLength) {
            return dispatch(id, data, dataLength, handler);
        },
        [&handler](std::uint8_t id, std::size_t n) { handler.onUnknown(id, n); },
        [&handler](std::uint8_t id, std::size_t n) { handler.onMalformed(id, n); });
}

// The `id, length` bytes in front of a sub-payload's data.
inline void putSubPayloadHeader(std::vector<std::uint8_t> &out, std::uint8_t id,
                                std::size_t dataLength)
{
    out.push_back(id);
    out.push_back(static_cast<std::uint8_t>(dataLength));
}

}  // namespace robodash::kobuki::wire
