#include "RosBridge.h"

#include "BridgeFamilies.h"
#include "CommonTopics.h"
#include "DdsParticipant.h"
#include "DiscoveryAnnouncer.h"
#include "FamilyTopics.h"
#include "OdometryPublisher.h"
#include "ParameterServices.h"
#include "RosMessages.h"
#include "RosNames.h"
#include "RosQos.h"
#include "RosoutLog.h"
#include "SensorTopics.h"
#include "TopicContext.h"
#include "TopicWriter.h"
#include "VelocityCommandGate.h"
#include "VelocityCommandReader.h"
#include "VelocityCommandRelay.h"

#include "link/RobotLink.h"

#include <algorithm>

namespace robodash::bridge {

namespace {

// Topic names relative to the namespace, as kobuki_ros names them ("/tf" is absolute); the
// odometry's and velocity's are the profile's (RosProfile).
constexpr const char *kOdomTopic = "odom";
constexpr const char *kVelocityTopic = "commands/velocity";

constexpr int kBatteryPeriodMs = 1000;  // a battery changes slowly; 50 Hz would be noise

}  // namespace

// Everything that exists only while sharing, in the order it must be made; members are
// destroyed in reverse, so the reader (and its listener thread) goes before the rest.
struct RosBridge::Endpoints {
    std::unique_ptr<DdsParticipant> participant;
    std::unique_ptr<TopicContext> context;
    std::unique_ptr<TopicWriter> odom;
    std::unique_ptr<TopicWriter> tf;
    std::unique_ptr<TopicWriter> battery;
    std::unique_ptr<RosoutLog> rosout;
    std::unique_ptr<DiscoveryAnnouncer> discovery;
    std::unique_ptr<ParameterServices> parameters;
    std::unique_ptr<VelocityCommandReader> velocity;
    std::unique_ptr<SensorTopics> sensors;  // BridgeOptions::sensors
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
          this)),
      m_gate(new VelocityCommandGate(*m_relay, this)),
      m_odometry(new OdometryPublisher(
          m_profile, m_options.parameters,
          [this](const std::string &topic) { reportWriteFailure(topic); }, this))
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
    return {kOdomTopic, CommonTopics::kTfTopic, CommonTopics::kBatteryTopic, kVelocityTopic};
}

SensorTopics *RosBridge::sensorTopics() const
{
    return m_dds ? m_dds->sensors.get() : nullptr;
}

std::vector<std::string> RosBridge::ddsTopics() const
{
    const DriverParameters &parameters = m_options.parameters;
    std::vector<std::string> topics;
    for (const std::string &name : {m_profile.odomTopic(parameters), std::string(CommonTopics::kTfTopic),
                                    std::string(CommonTopics::kBatteryTopic), m_profile.velocityTopic(parameters)})
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
    if (m_dds && m_dds->sensors) {
        for (const std::string &topic : m_dds->sensors->ddsTopics()) {
            // /tf_static is an rFLEX's too (its sonars): each topic is named once.
            if (std::find(topics.begin(), topics.end(), topic) == topics.end())
                topics.push_back(topic);
        }
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
    m_profile = RosProfile(m_link.family().toStdString(), m_options.roverProfile);
    m_options.parameterSet = m_profile.parameterSet();
    DriverParameters &parameters = m_options.parameters;
    if (parameters.baseFrame.empty()) {  // the family's (kobuki_ros's shipped yaml for a Kobuki)
        const BridgeFamily *family = BridgeFamilies::find(m_link.family().toStdString());
        parameters.baseFrame = family ? family->baseFrame : "base";
    }
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
    m_sinceBattery.invalidate();
    m_odometry->start(m_dds->odom.get(), m_dds->tf.get());
    logStart();
    return true;
}

void RosBridge::logStart()
{
    // The driver's own start-up lines, so a log reader finds what it is used to.
    for (const std::string &line : m_profile.startLines(m_options.parameters))
        m_dds->rosout->log(RosoutLog::Info, line);
}

void RosBridge::applyParameters()
{
    // The others are read as each sample is published.
    const DriverParameters &parameters = m_options.parameters;
    m_relay->setTimeoutMs(int(m_profile.cmdVelTimeoutSec(parameters) * 1000 + 0.5));
    m_gate->setEstopped(m_profile.isRoverRobotics() && parameters.rover.estopState);
    m_odometry->applyParameters();
}

void RosBridge::setEstop(bool engaged)
{
    m_options.parameters.rover.estopState = engaged;
    applyParameters();
    if (m_dds)  // the vendor's own words
        m_dds->rosout->log(RosoutLog::Info, engaged ? "Software Estop activated"
                                                    : "Software Estop deactivated");
}

void RosBridge::stop()
{
    if (!m_dds)
        return;
    m_odometry->stop();
    m_dds.reset();       // no more commands arrive
    m_relay->release();  // the robot stops now, not after the timeout
}

bool RosBridge::makeEndpoints(std::string *error)
{
    auto dds = std::make_unique<Endpoints>();
    dds->participant = DdsParticipant::create(m_options.domain, m_options.interfaceName, error,
                                               &m_options.security);
    if (!dds->participant)
        return false;
    const dds_entity_t participant = dds->participant->handle();
    dds->context = std::make_unique<TopicContext>(
        participant, m_options, [this](const std::string &message) {
            // From Cyclone's listener thread: the signal is queued to receivers elsewhere.
            emit diagnostic(QString::fromStdString(message));
        });
    const TopicContext &context = *dds->context;
    const std::string velocityTopic = m_profile.velocityTopic(m_options.parameters);
    dds->odom = context.writer(&nav_msgs_msg_dds__Odometry__desc,
                               m_profile.odomTopic(m_options.parameters), QosProfile::Default,
                               m_profile.odomDepth());
    dds->tf = context.writer(&tf2_msgs_msg_dds__TFMessage__desc, CommonTopics::kTfTopic, QosProfile::Default,
                             kTfDepth);
    dds->battery = context.writer(&sensor_msgs_msg_dds__BatteryState__desc, CommonTopics::kBatteryTopic,
                                  QosProfile::Default, kDefaultDepth);
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
        participant, context.ddsTopic(velocityTopic),
        context.qos(velocityTopic, QosProfile::Default, m_profile.velocityDepth()).get());
    for (const TopicWriter *made : {dds->odom.get(), dds->tf.get(), dds->battery.get()}) {
        if (!made->isValid()) {
            *error = made->error();
            return false;
        }
    }
    if (!dds->discovery->isValid() || !dds->velocity->isValid()) {
        *error = dds->discovery->isValid() ? dds->velocity->error() : dds->discovery->error();
        return false;
    }
    if (!dds->rosout->isValid() || !dds->parameters->isValid()) {
        *error = dds->rosout->isValid() ? dds->parameters->error() : dds->rosout->error();
        return false;
    }
    if (m_options.sensors) {
        dds->sensors = std::make_unique<SensorTopics>(context);
        if (!dds->sensors->isValid()) {
            *error = dds->sensors->error();
            return false;
        }
    }
    dds->family = makeFamilyTopics(context);
    if (dds->family && !dds->family->isValid()) {
        *error = dds->family->error();
        return false;
    }
    connect(dds->velocity.get(), &VelocityCommandReader::received, m_gate,
            &VelocityCommandGate::command);
    connect(dds->velocity.get(), &VelocityCommandReader::incompatibleWriter, this,
            &RosBridge::diagnostic);
    m_dds = std::move(dds);
    return true;
}

std::unique_ptr<FamilyTopics> RosBridge::makeFamilyTopics(const TopicContext &context)
{
    const BridgeFamily *family = BridgeFamilies::find(m_link.family().toStdString());
    if (!family)
        return nullptr;  // a family the bridge has no topics of its own for: the common ones
    std::unique_ptr<FamilyTopics> topics = family->makeTopics(context, m_link, m_profile, m_options);
    // Only Rover Robotics' driver has these two; the others never emit them.
    connect(topics.get(), &FamilyTopics::estopRequested, this, &RosBridge::setEstop);
    connect(topics.get(), &FamilyTopics::trimAdded, this, [this](double radps) {
        m_gate->addTrim(radps);
        if (m_dds)  // the vendor's own words
            m_dds->rosout->log(RosoutLog::Info, "Trim Event triggered");
    });
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
    std::vector<dds_guid_t> writers{m_dds->odom->guid(), m_dds->tf->guid(),
                                    m_dds->battery->guid(), m_dds->rosout->guid()};
    for (const dds_guid_t &guid : m_dds->parameters->readerGuids())
        readers.push_back(guid);
    for (const dds_guid_t &guid : m_dds->parameters->writerGuids())
        writers.push_back(guid);
    if (m_dds->sensors) {
        for (const dds_guid_t &guid : m_dds->sensors->writerGuids())
            writers.push_back(guid);
    }
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
    if (sample.core.device && !sample.core.device->serial.empty())
        m_serialNumber = sample.core.device->serial;
    if (sample.core.odometry)
        publishOdometry(sample);
    if (m_dds->family)
        m_dds->family->publish(sample);
    if (sample.core.battery
        && (!m_sinceBattery.isValid() || m_sinceBattery.elapsed() >= kBatteryPeriodMs)) {
        m_sinceBattery.start();
        publishBattery(*sample.core.battery);
    }
}

void RosBridge::publishOdometry(const core::TelemetrySample &sample)
{
    const bool byRobotClock = m_dds->family && m_dds->family->framesCarryRobotClock();
    const auto robotMs = byRobotClock ? m_dds->family->robotClockMs(sample) : std::nullopt;
    if (byRobotClock && !robotMs)
        return;  // not a stream frame: kobuki_ros publishes odometry for those only
    m_odometry->update(*sample.core.odometry, robotMs);
}

void RosBridge::publishBattery(const core::BatteryReading &battery)
{
    const sensor_msgs_msg_dds__BatteryState_ message
        = RosMessages::battery(battery, RosMessages::now(),
                               m_profile.baseFrame(m_options.parameters), m_serialNumber);
    if (!m_dds->battery->write(&message))
        reportWriteFailure(m_dds->battery->topic());
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
