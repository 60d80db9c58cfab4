#include "KobukiBagChannels.h"

#include "KobukiMessageFeedback.h"

#include "link/mcap/McapReader.h"

namespace robodash::bridge {

KobukiBagChannels::KobukiBagChannels(const QString &rosNamespace)
    : m_prefix((rosNamespace + QLatin1Char('/')).toStdString())
{
}

const std::string *KobukiBagChannels::find(const mcap::McapReader &reader, std::uint16_t channelId)
{
    auto known = m_names.find(channelId);
    if (known == m_names.end())
        known = m_names.emplace(channelId, nameOf(reader, channelId)).first;
    return known->second.empty() ? nullptr : &known->second;
}

std::string KobukiBagChannels::nameOf(const mcap::McapReader &reader, std::uint16_t channelId) const
{
    const auto channel = reader.channels().find(channelId);
    if (channel == reader.channels().end() || channel->second.topic.rfind(m_prefix, 0) != 0)
        return {};
    const std::string name = channel->second.topic.substr(m_prefix.size());
    const auto schema = reader.schemas().find(channel->second.schemaId);
    for (const KobukiMessageFeedback::Topic &topic : KobukiMessageFeedback::topics()) {
        if (name == topic.name && schema != reader.schemas().end() && schema->second.name == topic.type
            && channel->second.messageEncoding == "cdr")
            return name;
    }
    return {};
}

}  // namespace robodash::bridge
