#include "RosBridge.h"

#include "CommonTopics.h"
#include "DdsParticipant.h"
#include "DiscoveryAnnouncer.h"
#include "FamilyTopics.h"
#include "KobukiTopics.h"
#include "ParameterServices.h"
#include "RflexTopics.h"
#include "RosMessages.h"
#include "RosNames.h"
#include "RosQos.h"
#include "RosoutLog.h"
#include "RoverTopics.h"
#include "TopicContext.h"
#include "TopicWriter.h"
#include "VelocityCommandReader.h"
#include "VelocityCommandRelay.h"

#include "link/RobotLink.h"

namespace robodash::bridge {

namespace {

// Topic names relative to the namespace, as kobuki_ros names them ("/tf" is absolute).
constexpr const char *kOdomTopic = "odom";
constexpr const char *kTfTopic = "/tf";
constexpr const char *kBatteryTopic = "battery_state";
constexpr const char *kVelocityTopic = "commands/velocity";

// commands/velocity's history depth (odom's, /tf's and battery_state's: CommonTopics).
constexpr int kDefaultDepth = 10;

}  // namespace

// Everything that exists only while sharing, in the order it must be made; members are
// destroyed in reverse, so the reader (and its listener thread) goes before the rest.
struct RosBridge::Endpoints {
    std::unique_ptr<DdsParticipant> participant;
    std::unique_ptr<TopicContext> context;
    std::unique_ptr<CommonTopics> common;  // odom, /tf, battery_state
    std::unique_ptr<RosoutLog> rosout;
    std::unique_ptr<DiscoveryAnnouncer> discovery;
    std::unique_ptr<ParameterServices> parameters;
    std::unique_ptr<VelocityCommandReader> velocity;
    std::unique_ptr<FamilyTopics> family;  // deleted first: its command readers go first
};

RosBridge::RosBridge(link::RobotLink &link, BridgeOptions options, QObject *parent)
    : QObject(parent),
      m_link(link),
      m_options(std::move(options)),
      m_relay(new VelocityCommandRelay(
          [this](double linear, double angular) {
              reportDriveVerdict(m_link.driveRemote(linear, angular));
          },
          [this] {
              m_link.releaseRemote();
              reportDriveVerdict(link::DriveArbiter::Verdict::Accepted);  // a fresh start
          },
          this))
{
    // What the bridge says goes to /rosout too, as a node's log does.
    connect(this, &RosBridge::diagnostic, this, [this](const QString &message) {
        if (m_dds && m_dds->rosout)
            m_dds->rosout->log(RosoutLog::Warn, message.toStdString());
    });
    // The link arbitrates (the operator wins), so it knows whether the network drives.
    connect(&m_link, &link::RobotLink::remoteDrivingChanged, this,
            &RosBridge::networkDrivingChanged);
    connect(&m_link, &link::RobotLink::telemetry, this, &RosBridge::publish);
    // Motors off, by commands/motor_power or the dashboard's switch: the robot was stopped,
    // and a velocity command the network holds is void.
    connect(&m_link, &link::RobotLink::motorsEnabledChanged, m_relay, [this](bool enabled) {
        if (!enabled)
            m_relay->release();
    });
}

RosBridge::~RosBridge()
{
    stop();
}

bool RosBridge::isNetworkDriving() const
{
    return m_link.isRemoteDriving();
}

void RosBridge::reportDriveVerdict(link::DriveArbiter::Verdict verdict)
{
    // Once per change: the relay renews a command 20 times a second.
    if (verdict == m_lastVerdict)
        return;
    m_lastVerdict = verdict;
    if (verdict != link::DriveArbiter::Verdict::Accepted)
        emit diagnostic(QStringLiteral("commands/velocity: %1")
                            .arg(QString::fromUtf8(link::describe(verdict))));
}

std::vector<std::string> RosBridge::rosTopics()
{
    return {kOdomTopic, kTfTopic, kBatteryTopic, kVelocityTopic};
}

std::vector<std::string> RosBridge::ddsTopics() const
{
    std::vector<std::string> topics;
    for (const std::string &name : rosTopics())
        topics.push_back(RosNames::ddsTopic(m_options.rosNamespace, name));
    if (m_dds && m_dds->parameters) {
        topics.push_back("rt/rosout");
        for (const std::string &topic : m_dds->parameters->ddsTopics())
            topics.push_back(topic);
    }
    if (m_dds && m_dds->family) {
        for (const std::string &topic : m_dds->family->ddsTopics())
            topics.push_back(topic);
    }
    return topics;
}

bool RosBridge::start(std::string *error)
{
    if (m_dds)
        return true;
    std::string normalized;
    if (!RosNames::normalizeNamespace(m_options.rosNamespace, &normalized, error))
        return false;
    m_options.rosNamespace = normalized;
    DriverParameters &parameters = m_options.parameters;
    if (parameters.baseFrame.empty())  // kobuki_ros's shipped yaml; `base` for the others
        parameters.baseFrame = m_link.family() == QLatin1String("kobuki") ? "base_footprint" : "base";
    applyParameters();
    if (!makeEndpoints(error)) {
        m_dds.reset();
        return false;
    }
    if (!announce()) {
        *error = "cannot announce the node on ros_discovery_info";
        m_dds.reset();
        return false;
    }
    logStart();
    return true;
}

void RosBridge::logStart()
{
    // kobuki_ros's own start-up lines, so a log reader finds what it is used to.
    const DriverParameters &p = m_options.parameters;
    for (const std::string &line :
         {"Kobuki : Velocity commands timeout: " + std::to_string(p.cmdVelTimeoutSec) + " seconds.",
          "Kobuki : using odom_frame [" + p.odomFrame + "].",
          "Kobuki : using base_frame [" + p.baseFrame + "].",
          std::string(p.publishTf ? "Kobuki : publishing transforms."
                                  : "Kobuki : not publishing transforms (see robot_pose_ekf).")})
        m_dds->rosout->log(RosoutLog::Info, line);
}

void RosBridge::applyParameters()
{
    // The others are read as each sample is published.
    m_relay->setTimeoutMs(int(m_options.parameters.cmdVelTimeoutSec * 1000 + 0.5));
}

void RosBridge::stop()
{
    if (!m_dds)
        return;
    m_dds.reset();       // no more commands arrive
    m_relay->release();  // the robot stops now, not after the timeout
}

bool RosBridge::makeEndpoints(std::string *error)
{
    auto dds = std::make_unique<Endpoints>();
    dds->participant = DdsParticipant::create(m_options.domain, m_options.interfaceName, error);
    if (!dds->participant)
        return false;
    const dds_entity_t participant = dds->participant->handle();
    dds->context = std::make_unique<TopicContext>(
        participant, m_options, [this](const std::string &message) {
            // From Cyclone's listener thread: the signal is queued to receivers elsewhere.
            emit diagnostic(QString::fromStdString(message));
        });
    const TopicContext &context = *dds->context;
    dds->common = std::make_unique<CommonTopics>(context);
    dds->rosout = std::make_unique<RosoutLog>(participant, m_options.rosNamespace,
                                              m_options.nodeName);
    dds->discovery = std::make_unique<DiscoveryAnnouncer>(participant, m_options.distro);
    dds->parameters = std::make_unique<ParameterServices>(participant, m_options);
    connect(dds->parameters.get(), &ParameterServices::changed, this, [this](const QString &name) {
        applyParameters();
        if (m_dds)
            m_dds->rosout->log(RosoutLog::Info, "parameter " + name.toStdString() + " set");
    });
    dds->velocity = std::make_unique<VelocityCommandReader>(
        participant, context.ddsTopic(kVelocityTopic),
        context.qos(kVelocityTopic, QosProfile::Default, kDefaultDepth).get());
    if (!dds->common->isValid()) {
        *error = dds->common->error();
        return false;
    }
    if (!dds->discovery->isValid() || !dds->velocity->isValid()) {
        *error = dds->discovery->isValid() ? dds->velocity->error() : dds->discovery->error();
        return false;
    }
    if (!dds->rosout->isValid() || !dds->parameters->isValid()) {
        *error = dds->rosout->isValid() ? dds->parameters->error() : dds->rosout->error();
        return false;
    }
    dds->family = makeFamilyTopics(context);
    if (dds->family && !dds->family->isValid()) {
        *error = dds->family->error();
        return false;
    }
    connect(dds->velocity.get(), &VelocityCommandReader::received, m_relay,
            &VelocityCommandRelay::command);
    connect(dds->velocity.get(), &VelocityCommandReader::incompatibleWriter, this,
            &RosBridge::diagnostic);
    m_dds = std::move(dds);
    return true;
}

std::unique_ptr<FamilyTopics> RosBridge::makeFamilyTopics(const TopicContext &context)
{
    std::unique_ptr<FamilyTopics> topics;
    const QString family = m_link.family();
    if (family == QLatin1String("kobuki")) {
        topics = std::make_unique<KobukiTopics>(context, m_link);
    } else if (family == QLatin1String("rover")) {
        topics = std::make_unique<RoverTopics>(context);
    } else if (family == QLatin1String("rflex")) {
        topics = std::make_unique<RflexTopics>(context, m_link, m_options.rflexDescription);
    } else {
        return nullptr;  // a family the bridge has no topics of its own for: the common ones
    }
    connect(topics.get(), &FamilyTopics::diagnostic, this, &RosBridge::diagnostic);
    connect(topics.get(), &FamilyTopics::endpointsChanged, this, [this] {
        if (m_dds && !announce())
            emit diagnostic(QStringLiteral("cannot announce the node's new topics on "
                                           "ros_discovery_info"));
    });
    return topics;
}

bool RosBridge::announce()
{
    std::vector<dds_guid_t> readers{m_dds->velocity->guid()};
    const CommonTopics &common = *m_dds->common;
    std::vector<dds_guid_t> writers{common.odom().guid(), common.tf().guid(),
                                    common.battery().guid(), m_dds->rosout->guid()};
    for (const dds_guid_t &guid : m_dds->parameters->readerGuids())
        readers.push_back(guid);
    for (const dds_guid_t &guid : m_dds->parameters->writerGuids())
        writers.push_back(guid);
    if (m_dds->family) {
        for (const dds_guid_t &guid : m_dds->family->readerGuids())
            readers.push_back(guid);
        for (const dds_guid_t &guid : m_dds->family->writerGuids())
            writers.push_back(guid);
    }
    return m_dds->discovery->announce(m_dds->participant->guid(), m_options.rosNamespace,
                                      m_options.nodeName, readers, writers);
}

void RosBridge::publish(const core::TelemetrySample &sample)
{
    if (!m_dds)
        return;
    const std::string refused = m_dds->common->publish(sample, m_dds->family.get());
    if (!refused.empty())
        reportWriteFailure(refused);
    if (m_dds->family)
        m_dds->family->publish(sample);
}

void RosBridge::reportWriteFailure(const std::string &topic)
{
    // Once per session: at 50 Hz a repeated message would drown everything else.
    if (m_writeFailureReported)
        return;
    m_writeFailureReported = true;
    emit diagnostic(QStringLiteral("DDS refused a sample on %1; later failures are not reported")
                        .arg(QString::fromStdString(topic)));
}

}  // namespace robodash::bridge
