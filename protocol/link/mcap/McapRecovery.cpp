#include "McapRecovery.h"

#include "McapReader.h"
#include "McapWriter.h"

#include <filesystem>
#include <map>
#include <system_error>

namespace robodash::mcap {

namespace {

// The old file's schema and channel ids to the new file's, made as their first message comes.
class IdMap {
public:
    IdMap(const McapReader &reader, McapWriter &writer) : m_reader(reader), m_writer(writer) {}

    // False when the message names a channel the file never defined (damage).
    bool channel(std::uint16_t oldId, std::uint16_t &newId)
    {
        const auto known = m_channels.find(oldId);
        if (known != m_channels.end()) {
            newId = known->second;
            return true;
        }
        const auto channel = m_reader.channels().find(oldId);
        if (channel == m_reader.channels().end())
            return false;
        const Channel &c = channel->second;
        newId = m_writer.addChannel(schema(c.schemaId), c.topic, c.messageEncoding, c.metadata);
        m_channels.emplace(oldId, newId);
        return true;
    }

    std::uint64_t channelCount() const { return m_channels.size(); }

private:
    std::uint16_t schema(std::uint16_t oldId)
    {
        const auto known = m_schemas.find(oldId);
        if (known != m_schemas.end())
            return known->second;
        const auto schema = m_reader.schemas().find(oldId);
        if (schema == m_reader.schemas().end())
            return 0;  // no schema (id 0, or one the file lost): the channel says so
        const Schema &s = schema->second;
        const std::uint16_t id = m_writer.addSchema(s.name, s.encoding, s.data);
        m_schemas.emplace(oldId, id);
        return id;
    }

    const McapReader &m_reader;
    McapWriter &m_writer;
    std::map<std::uint16_t, std::uint16_t> m_schemas, m_channels;
};

}  // namespace

McapRecoveryResult McapRecovery::recover(const std::string &from, const std::string &to)
{
    McapRecoveryResult result;
    McapReader reader;
    if (!reader.open(from)) {
        result.error = reader.error();
        return result;
    }
    if (reader.hasSummary()) {
        result.error = from + " is complete (it has its summary): nothing to recover";
        return result;
    }
    std::error_code failed;
    if (std::filesystem::equivalent(from, to, failed)) {
        result.error = "the recovered file must go to another name than " + from;
        return result;
    }
    McapWriter::Options options;
    options.profile = reader.profile();
    options.library = reader.library();
    McapWriter writer(options);
    if (!writer.open(to)) {
        result.error = writer.error();
        return result;
    }
    IdMap ids(reader, writer);
    bool written = true;
    const bool whole = reader.readMessages([&](const MessageView &message) {
        std::uint16_t channel = 0;
        if (!ids.channel(message.channelId, channel))
            return true;  // a message of no known channel cannot be written again
        written = writer.write(channel, message.logTime, message.publishTime, message.data,
                               message.size);
        result.messages += written ? 1 : 0;
        return written;
    });
    if (!whole)
        result.damage = reader.error();
    // The channels that had no message yet are topics of the file too (ros2 bag lists them).
    for (const auto &entry : reader.channels()) {
        std::uint16_t unused = 0;
        ids.channel(entry.first, unused);
    }
    if (!writer.close() || !written) {
        result.error = writer.error();
        return result;
    }
    result.channels = ids.channelCount();
    result.ok = true;
    return result;
}

}  // namespace robodash::mcap
