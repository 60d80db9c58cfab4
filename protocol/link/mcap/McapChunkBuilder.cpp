#include "McapChunkBuilder.h"

#include <algorithm>

namespace robodash::mcap {

std::string McapChunkBuilder::schemaContent(const Schema &schema)
{
    ByteWriter content;
    content.u16(schema.id);
    content.string(schema.name);
    content.string(schema.encoding);
    content.string(schema.data);  // u32 length, then the bytes: the same layout
    return content.bytes();
}

std::string McapChunkBuilder::channelContent(const Channel &channel)
{
    ByteWriter content;
    content.u16(channel.id);
    content.u16(channel.schemaId);
    content.string(channel.topic);
    content.string(channel.messageEncoding);
    content.stringMap(channel.metadata);
    return content.bytes();
}

void McapChunkBuilder::addChannel(const Schema *schema, const Channel &channel)
{
    if (m_channels.count(channel.id))
        return;
    if (schema && !m_schemas.count(schema->id)) {
        m_records.record(format::kSchema, schemaContent(*schema));
        m_schemas.insert(schema->id);
    }
    m_records.record(format::kChannel, channelContent(channel));
    m_channels.insert(channel.id);
}

void McapChunkBuilder::addMessage(const MessageView &message)
{
    m_indexes[message.channelId].push_back({message.logTime, m_records.size()});
    ByteWriter content;
    content.u16(message.channelId);
    content.u32(message.sequence);
    content.u64(message.logTime);
    content.u64(message.publishTime);
    content.raw(message.data, message.size);
    m_records.record(format::kMessage, content.bytes());
    m_startTime = m_messageCount == 0 ? message.logTime : std::min(m_startTime, message.logTime);
    m_endTime = m_messageCount == 0 ? message.logTime : std::max(m_endTime, message.logTime);
    ++m_messageCount;
}

void McapChunkBuilder::clear()
{
    m_records.clear();
    m_indexes.clear();
    m_schemas.clear();
    m_channels.clear();
    m_startTime = m_endTime = 0;
    m_messageCount = 0;
}

}  // namespace robodash::mcap
