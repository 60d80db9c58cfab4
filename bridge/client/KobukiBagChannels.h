#pragma once
// The chosen robot's channels in a bag: channel id -> topic name below its namespace
// ("sensors/core"), for the channels whose schema is kobuki_ros's type for that name and
// whose messages are CDR (a topic of that name with another type is skipped, not misread).
// Looked up as messages arrive: a bag without a summary names its channels on the way.

#include <QString>

#include <cstdint>
#include <map>
#include <string>

namespace robodash::mcap {
class McapReader;
}

namespace robodash::bridge {

class KobukiBagChannels {
public:
    explicit KobukiBagChannels(const QString &rosNamespace);

    // The topic's name below the namespace, or nothing when the channel is not the robot's.
    const std::string *find(const mcap::McapReader &reader, std::uint16_t channelId);

private:
    std::string nameOf(const mcap::McapReader &reader, std::uint16_t channelId) const;

    std::string m_prefix;
    std::map<std::uint16_t, std::string> m_names;  // "" = not the robot's
};

}  // namespace robodash::bridge
