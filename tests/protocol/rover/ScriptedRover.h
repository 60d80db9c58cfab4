#pragma once
// A stand-in Rover Pro for the driver's tests, speaking only bytes: it reads host packets,
// answers register reads after a fixed latency from values the test sets, and keeps only
// the latest request on the older line, as the real firmware does. It records every packet
// it read, with its time, for the tests to check order, rates and motor bytes.

#include "rover/HostPacketFinder.h"
#include "rover/Register.h"

#include <cstdint>
#include <deque>
#include <map>
#include <set>
#include <vector>

namespace robodash::rover::testing {

class ScriptedRover {
public:
    static constexpr std::int64_t kReplyLatencyMs = 3;

    struct Received {
        std::int64_t timeMs;
        ReceivedHostPacket packet;
    };

    ScriptedRover(std::uint16_t register40, bool keepsOnlyLatestRequest);

    void set(Register which, std::uint16_t value) { m_values[numberOf(which)] = value; }
    void setAnswering(bool answering) { m_answering = answering; }
    // Never answers `which` (a firmware, or a network robot, that does not have it).
    void setSilent(Register which) { m_silent.insert(numberOf(which)); }

    void read(const std::vector<std::uint8_t> &bytes, std::int64_t timeMs);
    std::vector<std::uint8_t> takeRepliesDue(std::int64_t nowMs);

    const std::vector<Received> &received() const { return m_received; }
    std::vector<Received> requests() const;  // param1 10 only
    int requestsFor(Register which) const;
    // Requests that arrived while another still waited for its reply: never, if the host
    // waits for answers as it must.
    int overlappingRequests() const { return m_overlapping; }

private:
    struct Due {
        std::uint8_t registerNumber;
        std::int64_t atMs;
    };
    void onPacket(const ReceivedHostPacket &packet, std::int64_t timeMs);

    HostPacketFinder m_finder;
    std::map<std::uint8_t, std::uint16_t> m_values;
    std::set<std::uint8_t> m_silent;
    std::deque<Due> m_due;
    std::vector<Received> m_received;
    bool m_latestOnly;
    bool m_answering = true;
    int m_overlapping = 0;
};

}  // namespace robodash::rover::testing
