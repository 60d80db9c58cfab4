#include "FastDdsPeer.h"

#include "FastCdrType.h"

#include <fastdds/dds/domain/DomainParticipant.hpp>
#include <fastdds/dds/domain/DomainParticipantFactory.hpp>
#include <fastdds/dds/domain/qos/DomainParticipantQos.hpp>
#include <fastdds/dds/publisher/DataWriter.hpp>
#include <fastdds/dds/publisher/Publisher.hpp>
#include <fastdds/dds/subscriber/DataReader.hpp>
#include <fastdds/dds/subscriber/SampleInfo.hpp>
#include <fastdds/dds/subscriber/Subscriber.hpp>
#include <fastdds/dds/topic/Topic.hpp>
#include <fastdds/dds/topic/TypeSupport.hpp>

using namespace eprosima::fastdds::dds;
using fastdds_compat::rtps::IPLocator;
using fastdds_compat::rtps::Locator_t;
using fastdds_compat::succeeded;

namespace {

// RTPS's well-known ports (DDSI-RTPS 9.6.1.1): PB + DG * domain + d + PG * participant index,
// d1 for discovery (metatraffic) unicast, d3 for user traffic unicast.
constexpr int kPortBase = 7400, kDomainGain = 250, kParticipantGain = 2;
constexpr int kMetatrafficUnicast = 10, kUserUnicast = 11;
// The participant indices the bridge's Cyclone DDS may take on `lo`, where this peer sends
// its discovery: one bridge and a Cyclone peer or two per domain in these tests.
constexpr int kPeerIndices = 8;

Locator_t loopback(int port)
{
    Locator_t locator;
    IPLocator::setIPv4(locator, 127, 0, 0, 1);
    locator.port = static_cast<uint32_t>(port);
    return locator;
}

int port(int domain, int offset, int participantIndex)
{
    return kPortBase + kDomainGain * domain + offset + kParticipantGain * participantIndex;
}

void addSecurity(DomainParticipantQos &qos, const FastDdsSecurity &security)
{
    auto &properties = qos.properties().properties();
    auto add = [&properties](const std::string &name, const std::string &value) {
        properties.emplace_back(name, value);
    };
    const std::string auth = "dds.sec.auth.builtin.PKI-DH.";
    const std::string access = "dds.sec.access.builtin.Access-Permissions.";
    // Fast DDS takes file:// URIs only ("file:/path", which Cyclone DDS takes, it refuses).
    add("dds.sec.auth.plugin", "builtin.PKI-DH");
    add(auth + "identity_ca", "file://" + security.identityCa);
    add(auth + "identity_certificate", "file://" + security.certificate);
    add(auth + "private_key", "file://" + security.privateKey);
    add("dds.sec.access.plugin", "builtin.Access-Permissions");
    add(access + "permissions_ca", "file://" + security.permissionsCa);
    add(access + "governance", "file://" + security.governance);
    add(access + "permissions", "file://" + security.permissions);
    add("dds.sec.crypto.plugin", "builtin.AES-GCM-GMAC");
    const std::string userData = "enclave=" + security.enclave + ";";
    qos.user_data().setValue(std::vector<fastdds_compat::rtps::octet>(userData.begin(), userData.end()));
}

DomainParticipantQos loopbackParticipantQos(int domain, int participantIndex)
{
    DomainParticipantQos qos;
    qos.name("robodash_fastdds_peer");
    qos.transport().use_builtin_transports = false;
    auto udp = std::make_shared<eprosima::fastdds::rtps::UDPv4TransportDescriptor>();
    udp->interfaceWhiteList.emplace_back("127.0.0.1");
    qos.transport().user_transports.push_back(udp);
    auto &wire = qos.wire_protocol();
    wire.participant_id = participantIndex;
    wire.builtin.metatrafficUnicastLocatorList.push_back(
        loopback(port(domain, kMetatrafficUnicast, participantIndex)));
    wire.default_unicast_locator_list.push_back(
        loopback(port(domain, kUserUnicast, participantIndex)));
    for (int index = 0; index < kPeerIndices; ++index) {
        if (index != participantIndex)
            wire.builtin.initialPeersList.push_back(
                loopback(port(domain, kMetatrafficUnicast, index)));
    }
    const std::string enclave = "enclave=/;";  // what rmw puts in USER_DATA
    qos.user_data().setValue(std::vector<fastdds_compat::rtps::octet>(enclave.begin(),
                                                                          enclave.end()));
    return qos;
}

std::string namespacedTopic(const std::string &rosNamespace, const std::string &name)
{
    if (!name.empty() && name.front() == '/')
        return "rt" + name;
    return "rt" + (rosNamespace == "/" ? std::string() : rosNamespace) + "/" + name;
}

}  // namespace

struct FastDdsPeer::Entities {
    DomainParticipant *participant = nullptr;
    Publisher *publisher = nullptr;
    Subscriber *subscriber = nullptr;
    DataReader *odometry = nullptr;
    DataReader *bumper = nullptr;
    DataWriter *velocity = nullptr;
    DataWriter *bestEffortVelocity = nullptr;
    // A topic name takes one type per participant: the wrong-typed writer has its own.
    DomainParticipant *wrongTypeParticipant = nullptr;
    DataWriter *wrongTypeVelocity = nullptr;

    ~Entities()
    {
        for (DomainParticipant *made : {wrongTypeParticipant, participant}) {
            if (!made)
                continue;
            made->delete_contained_entities();
            DomainParticipantFactory::get_instance()->delete_participant(made);
        }
    }
};

FastDdsPeer::FastDdsPeer(int domain, const std::string &rosNamespace, int participantIndex,
                         const FastDdsSecurity *security)
    : m_namespace(rosNamespace), m_dds(std::make_unique<Entities>())
{
    m_valid = create(domain, participantIndex, security);
}

FastDdsPeer::~FastDdsPeer() = default;

bool FastDdsPeer::create(int domain, int participantIndex, const FastDdsSecurity *security)
{
    Entities &dds = *m_dds;
    DomainParticipantQos qos = loopbackParticipantQos(domain, participantIndex);
    if (security)
        addSecurity(qos, *security);
    dds.participant = DomainParticipantFactory::get_instance()->create_participant(
        static_cast<DomainId_t>(domain), qos);
    if (!dds.participant) {
        m_error = "Fast DDS could not create a participant on 127.0.0.1";
        return false;
    }
    const TypeSupport odometryType(new FastCdrType<OdometryMessage>());
    const TypeSupport twistType(new FastCdrType<TwistMessage>());
    const TypeSupport bumperType(new FastCdrType<BumperEventMessage>());
    for (const TypeSupport &type : {odometryType, twistType, bumperType})
        dds.participant->register_type(type);

    dds.publisher = dds.participant->create_publisher(PUBLISHER_QOS_DEFAULT);
    dds.subscriber = dds.participant->create_subscriber(SUBSCRIBER_QOS_DEFAULT);
    auto topic = [&](const std::string &name, const TypeSupport &type) {
        return dds.participant->create_topic(namespacedTopic(m_namespace, name), type.get_type_name(),
                                             TOPIC_QOS_DEFAULT);
    };
    Topic *odom = topic("odom", odometryType);
    Topic *bumper = topic("events/bumper", bumperType);
    Topic *velocity = topic("commands/velocity", twistType);
    // A secured peer's permissions may refuse it the command topic (a watch enclave): that is
    // for the test to check (hasVelocityWriter()).
    if (!dds.publisher || !dds.subscriber || !odom || !bumper || (!velocity && !security)) {
        m_error = "Fast DDS could not create the topics";
        return false;
    }

    // ROS 2's default profile: reliable, volatile, keep last (odom: kobuki_ros's depth 50).
    DataReaderQos readerQos = DATAREADER_QOS_DEFAULT;
    readerQos.reliability().kind = RELIABLE_RELIABILITY_QOS;
    readerQos.history().kind = KEEP_LAST_HISTORY_QOS;
    readerQos.history().depth = 50;
    dds.odometry = dds.subscriber->create_datareader(odom, readerQos);
    readerQos.history().depth = 100;
    dds.bumper = dds.subscriber->create_datareader(bumper, readerQos);

    DataWriterQos writerQos = DATAWRITER_QOS_DEFAULT;
    writerQos.reliability().kind = RELIABLE_RELIABILITY_QOS;
    writerQos.history().kind = KEEP_LAST_HISTORY_QOS;
    writerQos.history().depth = 10;
    writerQos.durability().kind = VOLATILE_DURABILITY_QOS;
    if (velocity)
        dds.velocity = dds.publisher->create_datawriter(velocity, writerQos);
    dds.wrongTypeVelocity = createWrongTypeWriter(domain, participantIndex + 1, writerQos);
    writerQos.reliability().kind = BEST_EFFORT_RELIABILITY_QOS;
    if (velocity)
        dds.bestEffortVelocity = dds.publisher->create_datawriter(velocity, writerQos);
    const bool writers = dds.velocity && dds.bestEffortVelocity;
    if (!dds.odometry || !dds.bumper || (!writers && !security)) {
        m_error = "Fast DDS could not create the readers and writers";
        return false;
    }
    return true;
}

DataWriter *FastDdsPeer::createWrongTypeWriter(int domain, int participantIndex,
                                               const DataWriterQos &qos)
{
    Entities &dds = *m_dds;
    dds.wrongTypeParticipant = DomainParticipantFactory::get_instance()->create_participant(
        static_cast<DomainId_t>(domain), loopbackParticipantQos(domain, participantIndex));
    if (!dds.wrongTypeParticipant)
        return nullptr;
    const TypeSupport wrongTwistType(new FastCdrType<TwistMessage>("geometry_msgs::msg::Twist"));
    dds.wrongTypeParticipant->register_type(wrongTwistType);
    Topic *topic = dds.wrongTypeParticipant->create_topic(
        namespacedTopic(m_namespace, "commands/velocity"), wrongTwistType.get_type_name(),
        TOPIC_QOS_DEFAULT);
    Publisher *publisher = dds.wrongTypeParticipant->create_publisher(PUBLISHER_QOS_DEFAULT);
    return topic && publisher ? publisher->create_datawriter(topic, qos) : nullptr;
}

std::optional<OdometryMessage> FastDdsPeer::takeOdometry()
{
    std::optional<OdometryMessage> newest;
    OdometryMessage message;
    SampleInfo info;
    while (succeeded(m_dds->odometry->take_next_sample(&message, &info))) {
        if (info.valid_data)
            newest = message;
    }
    return newest;
}

bool FastDdsPeer::odometryMatched() const
{
    SubscriptionMatchedStatus status;
    m_dds->odometry->get_subscription_matched_status(status);
    return status.current_count > 0;
}

bool FastDdsPeer::bumperEventsMatched() const
{
    SubscriptionMatchedStatus status;
    m_dds->bumper->get_subscription_matched_status(status);
    return status.current_count > 0;
}

DomainParticipant *FastDdsPeer::participant() const
{
    return m_dds->participant;
}

Subscriber *FastDdsPeer::subscriber() const
{
    return m_dds->subscriber;
}

Publisher *FastDdsPeer::publisher() const
{
    return m_dds->publisher;
}

std::string FastDdsPeer::ddsTopic(const std::string &rosName) const
{
    return namespacedTopic(m_namespace, rosName);
}

bool FastDdsPeer::sendTwist(DataWriter *writer, double linear, double angular)
{
    if (!writer)
        return false;
    TwistMessage twist;
    twist.linear[0] = linear;
    twist.angular[2] = angular;
    return succeeded(writer->write(&twist));
}

bool FastDdsPeer::hasVelocityWriter() const
{
    return m_dds->velocity != nullptr;
}

bool FastDdsPeer::sendVelocity(double linear, double angular)
{
    return sendTwist(m_dds->velocity, linear, angular);
}

bool FastDdsPeer::sendVelocityBestEffort(double linear)
{
    return sendTwist(m_dds->bestEffortVelocity, linear, 0);
}

bool FastDdsPeer::sendVelocityWrongTypeName(double linear)
{
    return sendTwist(m_dds->wrongTypeVelocity, linear, 0);
}
