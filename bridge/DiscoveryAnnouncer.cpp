#include "DiscoveryAnnouncer.h"

#include "RosQos.h"
#include "rmw_dds_common.h"
#include "rmw_dds_common_humble.h"

#include <algorithm>
#include <cstring>

namespace robodash::bridge {

namespace {

// Generated from idl/rmw_dds_common_humble.idl: the field names match the Iron-and-later
// types, so one template fills either.
template <class Gid>
Gid gidOf(const dds_guid_t &guid)
{
    static_assert(sizeof(Gid::data) >= sizeof(guid.v), "a Gid holds one DDS GUID");
    Gid gid{};  // Humble's 8 further octets stay zero, as rmw_cyclonedds leaves them
    std::memcpy(gid.data, guid.v, sizeof guid.v);
    return gid;
}

template <class Gid>
std::vector<Gid> gidsOf(const std::vector<dds_guid_t> &guids)
{
    std::vector<Gid> gids;
    gids.reserve(guids.size());
    for (const dds_guid_t &guid : guids)
        gids.push_back(gidOf<Gid>(guid));
    return gids;
}

template <class Sequence, class Element>
Sequence sequenceOf(Element *elements, std::size_t count)
{
    Sequence sequence{};
    sequence._maximum = sequence._length = std::uint32_t(count);
    sequence._buffer = elements;
    sequence._release = false;  // the caller owns the memory
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

template <class Info, class Node, class Gid>
bool writeInfo(TopicWriter &writer, const dds_guid_t &participant,
               const std::string &rosNamespace, const std::string &name,
               const std::vector<dds_guid_t> &readers, const std::vector<dds_guid_t> &writers)
{
    std::vector<Gid> readerGids = gidsOf<Gid>(readers);
    std::vector<Gid> writerGids = gidsOf<Gid>(writers);
    Node node{};
    copyBounded(node.node_namespace, rosNamespace);
    copyBounded(node.node_name, name);
    node.reader_gid_seq = sequenceOf<decltype(node.reader_gid_seq)>(readerGids.data(), readerGids.size());
    node.writer_gid_seq = sequenceOf<decltype(node.writer_gid_seq)>(writerGids.data(), writerGids.size());
    Info info{};
    info.gid = gidOf<Gid>(participant);
    info.node_entities_info_seq = sequenceOf<decltype(info.node_entities_info_seq)>(&node, 1);
    return writer.write(&info);
}

dds_topic_descriptor_t renamed(const dds_topic_descriptor_t &type, const char *name)
{
    return {type.m_size,  type.m_align, type.m_flagset, type.m_nkeys,
            name,         type.m_keys,  type.m_nops,    type.m_ops,
            type.m_meta,  type.type_information, type.type_mapping,
            type.restrict_data_representation};
}

}  // namespace

const dds_topic_descriptor_t *DiscoveryAnnouncer::type(RosDistro distro)
{
    if (distro == RosDistro::JazzyOrLater)
        return &rmw_dds_common_msg_dds__ParticipantEntitiesInfo__desc;
    // Same layout rules, Humble's Gid, the one ROS type name.
    static const dds_topic_descriptor_t humble
        = renamed(rmw_dds_common_humble_msg_dds__ParticipantEntitiesInfo__desc,
                  rmw_dds_common_msg_dds__ParticipantEntitiesInfo__desc.m_typename);
    return &humble;
}

DiscoveryAnnouncer::DiscoveryAnnouncer(dds_entity_t participant, RosDistro distro)
    : m_distro(distro),
      m_writer(participant, type(distro), "ros_discovery_info",
               RosQos::make(QosProfile::Latched, 1).get())
{
}

bool DiscoveryAnnouncer::announce(const dds_guid_t &participant, const std::string &rosNamespace,
                                  const std::string &name, const std::vector<dds_guid_t> &readers,
                                  const std::vector<dds_guid_t> &writers)
{
    if (m_distro == RosDistro::Humble)
        return writeInfo<rmw_dds_common_humble_msg_dds__ParticipantEntitiesInfo_,
                         rmw_dds_common_humble_msg_dds__NodeEntitiesInfo_,
                         rmw_dds_common_humble_msg_dds__Gid_>(m_writer, participant, rosNamespace,
                                                              name, readers, writers);
    return writeInfo<rmw_dds_common_msg_dds__ParticipantEntitiesInfo_,
                     rmw_dds_common_msg_dds__NodeEntitiesInfo_, rmw_dds_common_msg_dds__Gid_>(
        m_writer, participant, rosNamespace, name, readers, writers);
}

}  // namespace robodash::bridge
