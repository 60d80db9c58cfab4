#include "DdsTestPeer.h"

#include "bridge/RosNames.h"
#include "bridge/RosQos.h"
#include "nav_msgs.h"
#include "rmw_dds_common.h"
#include "sensor_msgs.h"
#include "tf2_msgs.h"

using robodash::bridge::QosProfile;
using robodash::bridge::RosNames;
using robodash::bridge::RosQos;

namespace {

constexpr int kBatch = 32;

// Takes everything waiting on `reader` (loaned samples) and hands the valid ones to `use`.
template <class Sample, class Use>
void takeEach(dds_entity_t reader, Use use)
{
    void *samples[kBatch] = {};
    dds_sample_info_t infos[kBatch];
    for (;;) {
        const dds_return_t count = dds_take(reader, samples, infos, kBatch, kBatch);
        if (count <= 0)
            return;
        for (int i = 0; i < count; ++i) {
            if (infos[i].valid_data)
                use(*static_cast<const Sample *>(samples[i]));
        }
        dds_return_loan(reader, samples, count);
    }
}

}  // namespace

DdsTestPeer::DdsTestPeer(int domain, const std::string &rosNamespace,
                         const robodash::security::SecurityDecision *security)
    : m_participant(robodash::bridge::DdsParticipant::create(domain, "lo", &m_error, security)),
      m_namespace(rosNamespace)
{
    if (!m_participant)
        return;
    m_odometry = makeReader(&nav_msgs_msg_dds__Odometry__desc,
                            RosNames::ddsTopic(rosNamespace, "odom"), false);
    m_tf = makeReader(&tf2_msgs_msg_dds__TFMessage__desc, "rt/tf", false);
    m_discovery = makeReader(&rmw_dds_common_msg_dds__ParticipantEntitiesInfo__desc,
                             "ros_discovery_info", true);
    m_batteryReader = makeReader(&sensor_msgs_msg_dds__BatteryState__desc,
                                  RosNames::ddsTopic(rosNamespace, "battery_state"), false);
    m_velocityTopic = RosNames::ddsTopic(rosNamespace, "commands/velocity");
    m_velocity = makeTwistWriter(&geometry_msgs_msg_dds__Twist__desc, false);
    // A secured peer may be refused the command writer: that is for the test to check.
    const bool writerAsked = security && security->secured();
    m_valid = m_odometry > 0 && m_tf > 0 && m_discovery > 0 && m_batteryReader > 0
              && (m_velocity > 0 || writerAsked);
    if (!m_valid)
        m_error = "cannot create the test peer's readers and writer";
}

DdsTestPeer::~DdsTestPeer() = default;  // the participant deletes its readers and writers

dds_entity_t DdsTestPeer::makeReader(const dds_topic_descriptor_t *type, const std::string &topic,
                                     bool latched)
{
    // Latched: depth 10, not 1: ros_discovery_info is keyless, and in a fleet every node's
    // announcement arrives on it; a history of one would keep only the last node's.
    const robodash::bridge::QosPointer qos
        = RosQos::make(latched ? QosProfile::Latched : QosProfile::Default, 10);
    const dds_entity_t topicHandle
        = dds_create_topic(m_participant->handle(), type, topic.c_str(), qos.get(), nullptr);
    return dds_create_reader(m_participant->handle(), topicHandle, qos.get(), nullptr);
}

dds_entity_t DdsTestPeer::makeTwistWriter(const dds_topic_descriptor_t *type, bool bestEffort)
{
    // One topic QoS per topic and type in a participant; the writer's own QoS is what matches.
    const robodash::bridge::QosPointer topicQos = RosQos::make(QosProfile::Default);
    const dds_entity_t topic = dds_create_topic(m_participant->handle(), type,
                                                m_velocityTopic.c_str(), topicQos.get(), nullptr);
    const robodash::bridge::QosPointer qos
        = RosQos::make(bestEffort ? QosProfile::SensorData : QosProfile::Default);
    return dds_create_writer(m_participant->handle(), topic, qos.get(), nullptr);
}

bool DdsTestPeer::sendVelocityBestEffort(double linear)
{
    if (m_bestEffortVelocity <= 0)
        m_bestEffortVelocity = makeTwistWriter(&geometry_msgs_msg_dds__Twist__desc, true);
    const geometry_msgs_msg_dds__Twist_ twist{{linear, 0, 0}, {0, 0, 0}};
    return dds_write(m_bestEffortVelocity, &twist) == DDS_RETCODE_OK;
}

bool DdsTestPeer::sendVelocityWrongTypeName(double linear)
{
    // The generated Twist under ROS 1's spelling of the name: same bytes, different type.
    const dds_topic_descriptor_t &twist = geometry_msgs_msg_dds__Twist__desc;
    static const dds_topic_descriptor_t wrongName = {
        twist.m_size, twist.m_align, twist.m_flagset, twist.m_nkeys, "geometry_msgs::msg::Twist",
        twist.m_keys, twist.m_nops,  twist.m_ops,     twist.m_meta,  twist.type_information,
        twist.type_mapping, twist.restrict_data_representation};
    if (m_wrongTypeVelocity <= 0)
        m_wrongTypeVelocity = makeTwistWriter(&wrongName, false);
    const geometry_msgs_msg_dds__Twist_ command{{linear, 0, 0}, {0, 0, 0}};
    return dds_write(m_wrongTypeVelocity, &command) == DDS_RETCODE_OK;
}

std::optional<OdometryView> DdsTestPeer::takeOdometry()
{
    std::optional<OdometryView> newest;
    takeEach<nav_msgs_msg_dds__Odometry_>(m_odometry, [&](const nav_msgs_msg_dds__Odometry_ &m) {
        newest = OdometryView{m.header.frame_id,        m.child_frame_id,
                              m.pose.pose.position.x,   m.pose.pose.position.y,
                              m.twist.twist.linear.x,   m.twist.twist.angular.z,
                              m.pose.covariance[35]};
    });
    return newest;
}

std::optional<BatteryView> DdsTestPeer::latestBattery()
{
    using Battery = sensor_msgs_msg_dds__BatteryState_;
    takeEach<Battery>(m_batteryReader, [&](const Battery &b) {
        m_battery = BatteryView{b.voltage, b.percentage, b.power_supply_status};
    });
    return m_battery;
}

std::optional<std::string> DdsTestPeer::latestTransformChild()
{
    takeEach<tf2_msgs_msg_dds__TFMessage_>(m_tf, [&](const tf2_msgs_msg_dds__TFMessage_ &m) {
        if (m.transforms._length > 0)
            m_transformChild = m.transforms._buffer[0].child_frame_id;
    });
    return m_transformChild;
}

std::optional<NodeView> DdsTestPeer::latestNode()
{
    using Info = rmw_dds_common_msg_dds__ParticipantEntitiesInfo_;
    takeEach<Info>(m_discovery, [&](const Info &info) {
        if (info.node_entities_info_seq._length == 0)
            return;
        const auto &node = info.node_entities_info_seq._buffer[0];
        if (node.node_namespace != m_namespace)
            return;
        m_node = NodeView{node.node_namespace, node.node_name, node.reader_gid_seq._length,
                          node.writer_gid_seq._length};
    });
    return m_node;
}

std::string DdsTestPeer::odometryWriterType() const
{
    dds_instance_handle_t writers[4];
    if (dds_get_matched_publications(m_odometry, writers, 4) < 1)
        return {};
    dds_builtintopic_endpoint_t *endpoint = dds_get_matched_publication_data(m_odometry, writers[0]);
    if (!endpoint)
        return {};
    std::string type = endpoint->type_name;
    dds_builtintopic_free_endpoint(endpoint);
    return type;
}

bool DdsTestPeer::sendVelocity(double linear, double angular)
{
    const geometry_msgs_msg_dds__Twist_ twist{{linear, 0, 0}, {0, 0, angular}};
    return dds_write(m_velocity, &twist) == DDS_RETCODE_OK;
}
