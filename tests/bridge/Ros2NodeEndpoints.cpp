#include "Ros2NodeEndpoints.h"

#include "bridge/RosQos.h"
#include "builtin_interfaces.h"
#include "rcl_interfaces.h"
#include "rmw_dds_common.h"

using robodash::bridge::QosPointer;
using robodash::bridge::QosProfile;
using robodash::bridge::RosQos;

dds_entity_t makeRosEndpoint(dds_entity_t participant, const dds_topic_descriptor_t *type,
                             const std::string &topic, bool writer, bool latched)
{
    const QosPointer qos = RosQos::make(latched ? QosProfile::Latched : QosProfile::Default, 10);
    const dds_entity_t topicHandle = dds_create_topic(participant, type, topic.c_str(), qos.get(), nullptr);
    if (topicHandle < 0)
        return topicHandle;
    return writer ? dds_create_writer(participant, topicHandle, qos.get(), nullptr)
                  : dds_create_reader(participant, topicHandle, qos.get(), nullptr);
}

Ros2NodeEndpoints::Ros2NodeEndpoints(dds_entity_t participant, const std::string &nodePath)
    : m_participant(participant)
{
    // rmw's graph topic, one per process (made again here: a second writer is allowed).
    add(&rmw_dds_common_msg_dds__ParticipantEntitiesInfo__desc, "ros_discovery_info", true, true);
    add(&rmw_dds_common_msg_dds__ParticipantEntitiesInfo__desc, "ros_discovery_info", false, true);
    add(&rcl_interfaces_msg_dds__Log__desc, "rt/rosout", true, true);
    add(&rcl_interfaces_msg_dds__ParameterEvent__desc, "rt/parameter_events", true);
    add(&rcl_interfaces_msg_dds__ParameterEvent__desc, "rt/parameter_events", false);
    // rosgraph_msgs/Clock is one builtin_interfaces/Time: the same octets, another type name.
    add(&builtin_interfaces_msg_dds__Time__desc, "rt/clock", false);

    struct Service {
        const char *name;
        const dds_topic_descriptor_t *request, *response;
    };
    const Service services[] = {
        {"describe_parameters", &rcl_interfaces_srv_dds__DescribeParameters_Request__desc,
         &rcl_interfaces_srv_dds__DescribeParameters_Response__desc},
        {"get_parameter_types", &rcl_interfaces_srv_dds__GetParameterTypes_Request__desc,
         &rcl_interfaces_srv_dds__GetParameterTypes_Response__desc},
        {"get_parameters", &rcl_interfaces_srv_dds__GetParameters_Request__desc,
         &rcl_interfaces_srv_dds__GetParameters_Response__desc},
        {"list_parameters", &rcl_interfaces_srv_dds__ListParameters_Request__desc,
         &rcl_interfaces_srv_dds__ListParameters_Response__desc},
        {"set_parameters", &rcl_interfaces_srv_dds__SetParameters_Request__desc,
         &rcl_interfaces_srv_dds__SetParameters_Response__desc},
        {"set_parameters_atomically", &rcl_interfaces_srv_dds__SetParametersAtomically_Request__desc,
         &rcl_interfaces_srv_dds__SetParametersAtomically_Response__desc},
        // type_description_interfaces is not in the bridge's IDL: a stand-in pair of types.
        {"get_type_description", &rcl_interfaces_srv_dds__ListParameters_Request__desc,
         &rcl_interfaces_srv_dds__ListParameters_Response__desc},
    };
    for (const Service &service : services) {
        add(service.request, "rq" + nodePath + "/" + service.name + "Request", false);
        add(service.response, "rr" + nodePath + "/" + service.name + "Reply", true);
    }
}

void Ros2NodeEndpoints::add(const dds_topic_descriptor_t *type, const std::string &topic,
                            bool writer, bool latched)
{
    const dds_entity_t endpoint = makeRosEndpoint(m_participant, type, topic, writer, latched);
    if (endpoint > 0)
        ++m_made;
    else
        m_refused.push_back(std::string(writer ? "writer " : "reader ") + topic + ": "
                            + dds_strretcode(endpoint));
}

std::string Ros2NodeEndpoints::refusedText() const
{
    std::string text;
    for (const std::string &line : m_refused)
        text += line + "\n";
    return text;
}
