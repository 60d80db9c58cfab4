#include "ScriptedRover.h"

#include "rover/HostPacket.h"
#include "rover/Reply.h"

namespace robodash::rover::testing {

ScriptedRover::ScriptedRover(std::uint16_t register40, bool keepsOnlyLatestRequest)
    : m_latestOnly(keepsOnlyLatestRequest)
{
    m_values[numberOf(Register::BuildNumber)] = register40;
}

void ScriptedRover::read(const std::vector<std::uint8_t> &bytes, std::int64_t timeMs)
{
    m_finder.feed(bytes.data(), bytes.size(),
                  [&](const ReceivedHostPacket &packet) { onPacket(packet, timeMs); });
}

void ScriptedRover::onPacket(const ReceivedHostPacket &packet, std::int64_t timeMs)
{
    m_received.push_back({timeMs, packet});
    if (packet.param1 != static_cast<std::uint8_t>(Opcode::ReadRegister) || !m_answering
        || m_silent.count(packet.param2) != 0)
        return;
    if (!m_due.empty())
        ++m_overlapping;
    if (m_latestOnly)
        m_due.clear();  // the older line forgets the earlier request
    m_due.push_back({packet.param2, timeMs + kReplyLatencyMs});
}

std::vector<std::uint8_t> ScriptedRover::takeRepliesDue(std::int64_t nowMs)
{
    std::vector<std::uint8_t> bytes;
    while (!m_due.empty() && m_due.front().atMs <= nowMs) {
        const std::uint8_t number = m_due.front().registerNumber;
        m_due.pop_front();
        const ReplyBytes reply = encodeReply(Reply{number, m_values[number]});
        bytes.insert(bytes.end(), reply.begin(), reply.end());
    }
    return bytes;
}

std::vector<ScriptedRover::Received> ScriptedRover::requests() const
{
    std::vector<Received> requests;
    for (const Received &r : m_received) {
        if (r.packet.param1 == static_cast<std::uint8_t>(Opcode::ReadRegister))
            requests.push_back(r);
    }
    return requests;
}

int ScriptedRover::requestsFor(Register which) const
{
    int count = 0;
    for (const Received &r : requests())
        count += r.packet.param2 == numberOf(which);
    return count;
}

}  // namespace robodash::rover::testing
