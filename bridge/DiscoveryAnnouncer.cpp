#include "DiscoveryAnnouncer.h"

#include "RosQos.h"
#include "rmw_dds_common.h"

#include <algorithm>
#include <cstring>

namespace robodash::bridge {

namespace {

using Gid = rmw_dds_common_msg_dds__Gid_;

Gid gidOf(const dds_guid_t &guid)
{
    static_assert(sizeof(Gid::data) == sizeof(guid.v), "a Gid holds one DDS GUID");
    Gid gid{};
    std::memcpy(gid.data, guid.v, sizeof gid.data);
    return gid;
}

std::vector<Gid> gidsOf(const std::vector<dds_guid_t> &guids)
{
    std::vector<Gid> gids;
    gids.reserve(guids.size());
    for (const dds_guid_t &guid : guids)
        gids.push_back(gidOf(guid));
    return gids;
}

dds_sequence_rmw_dds_common_msg_dds__Gid_ sequenceOf(std::vector<Gid> &gids)
{
    dds_sequence_rmw_dds_common_msg_dds__Gid_ sequence{};
    sequence._maximum = sequence._length = std::uint32_t(gids.size());
    sequence._buffer = gids.data();
    sequence._release = false;  // the vector owns the memory
    return sequence;
}

// Bounded strings (string<256>) are arrays in the generated struct: copy, cut to fit.
template <std::size_t N>
void copyBounded(char (&target)[N], const std::string &value)
{
    const std::size_t length = std::min(value.size(), N - 1);
    std::memcpy(target, value.data(), length);
    target[length] = '\0';
}

}  // namespace

DiscoveryAnnouncer::DiscoveryAnnouncer(dds_entity_t participant)
    : m_writer(participant, &rmw_dds_common_msg_dds__ParticipantEntitiesInfo__desc,
               "ros_discovery_info", RosQos::make(QosProfile::Latched, 1).get())
{
}

bool DiscoveryAnnouncer::announce(const dds_guid_t &participant, const std::string &rosNamespace,
                                  const std::string &name, const std::vector<dds_guid_t> &readers,
                                  const std::vector<dds_guid_t> &writers)
{
    std::vector<Gid> readerGids = gidsOf(readers);
    std::vector<Gid> writerGids = gidsOf(writers);
    rmw_dds_common_msg_dds__NodeEntitiesInfo_ node{};
    copyBounded(node.node_namespace, rosNamespace);
    copyBounded(node.node_name, name);
    node.reader_gid_seq = sequenceOf(readerGids);
    node.writer_gid_seq = sequenceOf(writerGids);

    rmw_dds_common_msg_dds__ParticipantEntitiesInfo_ info{};
    info.gid = gidOf(participant);
    info.node_entities_info_seq._maximum = info.node_entities_info_seq._length = 1;
    info.node_entities_info_seq._buffer = &node;
    info.node_entities_info_seq._release = false;
    return m_writer.write(&info);
}

}  // namespace robodash::bridge
