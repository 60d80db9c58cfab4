#pragma once
// The chunk being filled: its uncompressed records (each channel's schema and channel
// record before the channel's first message in it, so that every chunk can be read alone,
// as a recovery scan of a cut file needs), the message index of each channel and the time
// range. The writer compresses and closes it.

#include "ByteWriter.h"
#include "McapFormat.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace robodash::mcap {

class McapChunkBuilder {
public:
    // Schema and channel records for `channel`, once per chunk.
    void addChannel(const Schema *schema, const Channel &channel);
    void addMessage(const MessageView &message);

    bool empty() const { return m_messageCount == 0; }
    std::size_t size() const { return m_records.size(); }
    const std::string &records() const { return m_records.bytes(); }
    std::uint64_t startTime() const { return m_startTime; }
    std::uint64_t endTime() const { return m_endTime; }
    const std::map<std::uint16_t, std::vector<MessageIndexEntry>> &indexes() const { return m_indexes; }
    bool hasChannel(std::uint16_t id) const { return m_channels.count(id) != 0; }

    void clear();

    static std::string schemaContent(const Schema &schema);
    static std::string channelContent(const Channel &channel);

private:
    ByteWriter m_records;
    std::map<std::uint16_t, std::vector<MessageIndexEntry>> m_indexes;
    std::set<std::uint16_t> m_schemas, m_channels;
    std::uint64_t m_startTime = 0, m_endTime = 0;
    std::uint64_t m_messageCount = 0;
};

}  // namespace robodash::mcap
