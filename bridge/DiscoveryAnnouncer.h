#pragma once
// The `ros_discovery_info` announcement (rmw_dds_common/ParticipantEntitiesInfo): which ROS
// node lives in this participant and which of its readers and writers belong to it. ROS 2
// tools read node names only from here: without it `ros2 topic list` shows the topics but
// `ros2 node list` does not show the node. Reliable, transient local, depth 1, so a tool
// started later still gets the latest announcement.

#include "BridgeOptions.h"
#include "TopicWriter.h"

#include <dds/dds.h>

#include <string>
#include <vector>

namespace robodash::bridge {

class DiscoveryAnnouncer {
public:
    DiscoveryAnnouncer(dds_entity_t participant, RosDistro distro);

    // rmw_dds_common/ParticipantEntitiesInfo as `distro` has it, under the ROS type name.
    static const dds_topic_descriptor_t *type(RosDistro distro);

    bool isValid() const { return m_writer.isValid(); }
    const std::string &error() const { return m_writer.error(); }
    dds_guid_t guid() const { return m_writer.guid(); }

    // One node, `name` in `rosNamespace`, owning these endpoints of `participant`.
    bool announce(const dds_guid_t &participant, const std::string &rosNamespace,
                  const std::string &name, const std::vector<dds_guid_t> &readers,
                  const std::vector<dds_guid_t> &writers);

private:
    RosDistro m_distro;
    TopicWriter m_writer;
};

}  // namespace robodash::bridge
