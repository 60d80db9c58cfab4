#pragma once
// One row of the wire inspector: a frame (or a run of discarded bytes) as it crossed the
// wire, in either direction, with its link time. Plain data: the link makes these on its
// worker thread while the inspector is shown, the GUI and `decode --annotate` show them.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace robodash::core {

enum class WireDirection : std::uint8_t { Received, Sent };

enum class WireStatus : std::uint8_t {
    Good,       // a whole frame whose checksum (and structure) the family's finder accepted
    Bad,        // started like a frame, failed its checksum or length: the finder dropped it
    Discarded,  // bytes between frames that belong to none
};

struct WireFrame {
    std::int64_t timeMs = 0;  // link clock (or time since a log's start)
    WireDirection direction = WireDirection::Received;
    WireStatus status = WireStatus::Good;
    std::string kind;         // "feedback", "base control", "reply 10", ...; "" for discards
    std::vector<std::uint8_t> bytes;  // raw, as on the wire (delimiters, stuffing included)
    // The frame's whole length when `bytes` keeps only its start (a network robot's camera
    // picture in the wire inspector: link::WireTap::kMaxKeptBytes); 0 when bytes is all of it.
    std::size_t cutFrom = 0;

    std::size_t length() const { return cutFrom ? cutFrom : bytes.size(); }
};

const char *directionName(WireDirection direction);  // "rx", "tx"
const char *statusName(WireStatus status);           // "ok", "bad", "discarded"

}  // namespace robodash::core
