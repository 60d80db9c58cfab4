#include "NetworkRobotFinder.h"

#include "BridgeFamilies.h"
#include "DdsParticipant.h"
#include "RosQos.h"
#include "security/SecuritySettings.h"

#include "rmw_dds_common.h"

#include <algorithm>
#include <set>
#include <cstring>

namespace robodash::bridge {
namespace {

constexpr std::uint32_t kMaxSamples = 1024;  // endpoints on a busy lab domain, and more
constexpr int kDiscoveryDepth = 100;        // one latched announcement per participant

std::string hex(const unsigned char *bytes, std::size_t size)
{
    static const char digits[] = "0123456789abcdef";
    std::string text;
    for (std::size_t i = 0; i < size; ++i) {
        text += digits[bytes[i] >> 4];
        text += digits[bytes[i] & 0xf];
    }
    return text;
}

// "rt/tb1/sensors/core" and "sensors/core" -> "/tb1"; "rt/sensors/core" -> "/"; else "".
std::string namespaceOf(const std::string &ddsTopic, const std::string &telltale)
{
    const std::string prefix = "rt/";
    const std::string suffix = "/" + telltale;
    if (ddsTopic == prefix + telltale)
        return "/";
    if (ddsTopic.size() <= prefix.size() + suffix.size() || ddsTopic.compare(0, 3, prefix) != 0
        || ddsTopic.compare(ddsTopic.size() - suffix.size(), suffix.size(), suffix) != 0)
        return {};
    return "/" + ddsTopic.substr(prefix.size(), ddsTopic.size() - prefix.size() - suffix.size());
}

// A vendor's names may be absolute (roverrobotics_driver's): every robot shared under them on
// one domain subscribes the same /cmd_vel and publishes the same /odometry/wheels. Two such
// robots are named on each of them, since a command to one drives them all.
void noteSharedVendorTopics(const BridgeFamily &family, std::map<std::string, NetworkRobot> &byNamespace,
                            const std::map<std::string, std::vector<std::string>> &participantsByNamespace,
                            const std::vector<NetworkRobotFinder::Publication> &publications)
{
    std::set<std::string> vendorRobots;
    for (const NetworkRobotFinder::Publication &publication : publications) {
        if (publication.topic == "rt/" + family.vendorAbsoluteTopic)
            vendorRobots.insert(publication.participant);
    }
    if (vendorRobots.size() < 2)
        return;
    for (auto &[ns, robot] : byNamespace) {
        if (robot.family != family.name || !robot.problem.empty())
            continue;
        for (const std::string &participant : participantsByNamespace.at(ns)) {
            if (vendorRobots.count(participant))
                robot.problem = std::to_string(vendorRobots.size()) + " " + family.title + "s share "
                                + family.vendorNodeName + "'s absolute /cmd_vel and /"
                                + family.vendorAbsoluteTopic
                                + " here: a command to one drives them all (share each on a domain "
                                  "of its own, or with --ros-profile robodash)";
        }
    }
}

// ROS 2's participant USER_DATA "enclave=/lab/tb1;" -> "/lab/tb1"; "" when it names none.
std::string enclaveInUserData(const std::string &userData)
{
    const std::string key = "enclave=";
    const std::size_t at = userData.find(key);
    if (at == std::string::npos)
        return {};
    const std::size_t end = userData.find(';', at);
    return userData.substr(at + key.size(), end == std::string::npos ? std::string::npos : end - at - key.size());
}

std::string rosTypeName(const std::string &ddsType)
{
    // "pkg::msg::dds_::Name_" -> "pkg/msg/Name", as ROS 2 users know it.
    std::string text = ddsType;
    for (std::size_t at; (at = text.find("dds_::")) != std::string::npos;)
        text.erase(at, 6);
    for (std::size_t at; (at = text.find("::")) != std::string::npos;)
        text.replace(at, 2, "/");
    if (!text.empty() && text.back() == '_')
        text.pop_back();
    return text;
}

// Calls `visit` with each alive instance a built-in topic's `reader` holds (read, not taken:
// discovery's list stays whole for the next look).
template <typename Sample, typename Visit>
void readAlive(dds_entity_t reader, Visit visit)
{
    std::vector<void *> samples(kMaxSamples, nullptr);
    std::vector<dds_sample_info_t> infos(kMaxSamples);
    const dds_return_t count = dds_read_mask(reader, samples.data(), infos.data(), kMaxSamples, kMaxSamples,
                                             DDS_ANY_SAMPLE_STATE | DDS_ANY_VIEW_STATE | DDS_ALIVE_INSTANCE_STATE);
    for (dds_return_t i = 0; i < count; ++i) {
        if (infos[std::size_t(i)].valid_data)
            visit(*static_cast<const Sample *>(samples[std::size_t(i)]));
    }
    if (count > 0)
        dds_return_loan(reader, samples.data(), count);
}

}  // namespace

std::unique_ptr<NetworkRobotFinder> NetworkRobotFinder::create(int domain,
                                                               const std::string &interfaceName,
                                                               std::string *error,
                                                               const std::string &keystore,
                                                               const std::string &enclave)
{
    const security::SecurityDecision security = security::SecuritySettings::decide({keystore, enclave});
    if (security.refused()) {
        *error = security.message;
        return nullptr;
    }
    auto participant = DdsParticipant::create(domain, interfaceName, error, &security);
    if (!participant)
        return nullptr;
    auto finder = std::make_unique<NetworkRobotFinder>(participant->handle());
    finder->m_ownParticipant = std::move(participant);
    if (!finder->isValid()) {
        *error = "cannot read DDS discovery on domain " + std::to_string(domain);
        return nullptr;
    }
    return finder;
}

NetworkRobotFinder::NetworkRobotFinder(dds_entity_t participant) : m_participant(participant)
{
    m_publications = dds_create_reader(participant, DDS_BUILTIN_TOPIC_DCPSPUBLICATION, nullptr,
                                       nullptr);
    m_participants = dds_create_reader(participant, DDS_BUILTIN_TOPIC_DCPSPARTICIPANT, nullptr,
                                       nullptr);
    const QosPointer qos = RosQos::make(QosProfile::Latched, kDiscoveryDepth);
    m_discoveryTopic = dds_create_topic(participant, &rmw_dds_common_msg_dds__ParticipantEntitiesInfo__desc,
                                        "ros_discovery_info", qos.get(), nullptr);
    if (m_discoveryTopic > 0)
        m_discoveryInfo = dds_create_reader(participant, m_discoveryTopic, qos.get(), nullptr);
}

NetworkRobotFinder::~NetworkRobotFinder()
{
    if (m_discoveryInfo > 0)
        dds_delete(m_discoveryInfo);
    if (m_discoveryTopic > 0)
        dds_delete(m_discoveryTopic);
    if (m_participants > 0)
        dds_delete(m_participants);
    if (m_publications > 0)
        dds_delete(m_publications);
}

std::vector<NetworkRobotFinder::Publication> NetworkRobotFinder::publications()
{
    std::vector<Publication> found;
    readAlive<dds_builtintopic_endpoint_t>(m_publications, [&found](const dds_builtintopic_endpoint_t &endpoint) {
        found.push_back({endpoint.topic_name ? endpoint.topic_name : "",
                         endpoint.type_name ? endpoint.type_name : "",
                         hex(endpoint.participant_key.v, sizeof endpoint.participant_key.v),
                         hex(endpoint.key.v, sizeof endpoint.key.v)});
    });
    return found;
}

std::vector<std::string> NetworkRobotFinder::typesPublishedOn(const std::string &ddsTopic)
{
    std::vector<std::string> types;
    for (const Publication &publication : publications()) {
        if (publication.topic == ddsTopic
            && std::find(types.begin(), types.end(), publication.type) == types.end())
            types.push_back(publication.type);
    }
    return types;
}

std::map<std::string, std::string> NetworkRobotFinder::nodeNamesByWriter()
{
    std::map<std::string, std::string> names;
    if (m_discoveryInfo <= 0)
        return names;
    std::vector<void *> samples(kDiscoveryDepth, nullptr);
    std::vector<dds_sample_info_t> infos(kDiscoveryDepth);
    const dds_return_t count = dds_read(m_discoveryInfo, samples.data(), infos.data(),
                                        kDiscoveryDepth, kDiscoveryDepth);
    for (dds_return_t i = 0; i < count; ++i) {
        if (!infos[std::size_t(i)].valid_data)
            continue;
        const auto *info = static_cast<const rmw_dds_common_msg_dds__ParticipantEntitiesInfo_ *>(
            samples[std::size_t(i)]);
        for (std::uint32_t n = 0; n < info->node_entities_info_seq._length; ++n) {
            const auto &node = info->node_entities_info_seq._buffer[n];
            for (std::uint32_t w = 0; w < node.writer_gid_seq._length; ++w)
                names[hex(node.writer_gid_seq._buffer[w].data, 16)] = node.node_name;
        }
    }
    if (count > 0)
        dds_return_loan(m_discoveryInfo, samples.data(), count);
    return names;
}

std::vector<NetworkRobot> NetworkRobotFinder::robots()
{
    if (!isValid())
        return {};
    const std::map<std::string, std::string> nodeNames = nodeNamesByWriter();
    return robotsIn(publications(), nodeNames);
}

std::vector<NetworkRobot> NetworkRobotFinder::robotsIn(const std::vector<Publication> &publications,
                                                       const std::map<std::string, std::string> &nodeNames)
{
    std::map<std::string, NetworkRobot> byNamespace;
    std::map<std::string, std::vector<std::string>> participantsByNamespace;
    for (const Publication &publication : publications) {
        for (const BridgeFamily &family : BridgeFamilies::all()) {
            const std::string &telltale = family.telltaleTopic;
            const std::string ns = telltale.empty() ? std::string() : namespaceOf(publication.topic, telltale);
            if (ns.empty())
                continue;
            NetworkRobot &robot = byNamespace[ns];
            // Any of the robot's writers may be the one its node announced, whichever
            // discovery listed first (the name came and went between runs before).
            const auto name = nodeNames.find(publication.writer);
            if (robot.nodeName.empty() && name != nodeNames.end())
                robot.nodeName = name->second;
            auto &participants = participantsByNamespace[ns];
            if (std::find(participants.begin(), participants.end(), publication.participant)
                != participants.end())
                continue;
            participants.push_back(publication.participant);
            robot.rosNamespace = ns;
            robot.family = family.name;
            robot.publishers = int(participants.size());
            if (publication.type != family.telltaleType)
                robot.problem = "its " + telltale + " is " + rosTypeName(publication.type) + ", not "
                                + rosTypeName(family.telltaleType);
            else if (robot.publishers > 1)
                robot.problem = std::to_string(robot.publishers) + " robots publish "
                                + (ns == "/" ? "" : ns) + "/" + telltale;
        }
    }
    for (const BridgeFamily &family : BridgeFamilies::all()) {
        if (!family.vendorAbsoluteTopic.empty())
            noteSharedVendorTopics(family, byNamespace, participantsByNamespace, publications);
    }
    std::vector<NetworkRobot> robots;
    for (auto &entry : byNamespace)
        robots.push_back(std::move(entry.second));
    return robots;  // std::map keeps them sorted by namespace
}

std::map<std::string, std::string> NetworkRobotFinder::enclavesByParticipant()
{
    std::map<std::string, std::string> enclaves;
    if (m_participants <= 0)
        return enclaves;
    readAlive<dds_builtintopic_participant_t>(m_participants, [&enclaves](const dds_builtintopic_participant_t &participant) {
        void *userData = nullptr;
        std::size_t size = 0;
        std::string enclave;
        if (participant.qos && dds_qget_userdata(participant.qos, &userData, &size) && userData) {
            enclave = enclaveInUserData(std::string(static_cast<const char *>(userData), size));
            dds_free(userData);
        }
        enclaves[hex(participant.key.v, sizeof participant.key.v)] = enclave;
    });
    return enclaves;
}

std::vector<std::string> NetworkRobotFinder::hiddenEnclaves()
{
    std::set<std::string> showing;
    for (const Publication &publication : publications())
        showing.insert(publication.participant);
    // This process's own participants (this finder's, a watch-only link's) are not what
    // anyone is looking for: Cyclone DDS gives them the same first 8 bytes of GUID (host, process).
    dds_guid_t own{};
    dds_get_guid(m_participant, &own);
    const std::string ownProcess = hex(own.v, 8);
    std::set<std::string> hidden;
    for (const auto &[participant, enclave] : enclavesByParticipant()) {
        if (!enclave.empty() && enclave != "/" && !showing.count(participant)
            && participant.compare(0, ownProcess.size(), ownProcess) != 0)
            hidden.insert(enclave);
    }
    return {hidden.begin(), hidden.end()};
}

std::string NetworkRobotFinder::hiddenEnclavesAdvice(const std::vector<std::string> &enclaves,
                                                     const std::string &howToJoin)
{
    if (enclaves.empty())
        return {};
    std::string names;
    for (const std::string &enclave : enclaves)
        names += (names.empty() ? "" : ", ") + enclave;
    return (enclaves.size() == 1 ? "a participant with enclave " : "participants with enclaves ") + names
           + (enclaves.size() == 1 ? " shows none of its" : " show none of their")
           + " topics here: a robot secured with DDS Security shows them only to an enclave of "
             "its keystore; join with one: "
           + howToJoin
           + " (or ROS 2's ROS_SECURITY_KEYSTORE, ROS_SECURITY_ENCLAVE_OVERRIDE and "
             "ROS_SECURITY_ENABLE=true)";
}

std::string NetworkRobotFinder::summary(const std::vector<NetworkRobot> &robots)
{
    if (robots.empty())
        return "none";
    std::string text;
    for (const NetworkRobot &robot : robots) {
        if (!text.empty())
            text += ", ";
        text += robot.rosNamespace + " " + robot.familyTitle();
        if (!robot.problem.empty())
            text += " (" + robot.problem + ")";
    }
    return text;
}

}  // namespace robodash::bridge
