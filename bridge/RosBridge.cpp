#include "RosBridge.h"

#include "DdsParticipant.h"
#include "DiscoveryAnnouncer.h"
#include "RosMessages.h"
#include "RosNames.h"
#include "RosQos.h"
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

// History depths kobuki_ros and tf2_ros give these topics.
constexpr int kOdomDepth = 50;
constexpr int kTfDepth = 100;
constexpr int kDefaultDepth = 10;

constexpr int kBatteryPeriodMs = 1000;  // a battery changes slowly; 50 Hz would be noise

}  // namespace

// Everything that exists only while sharing, in the order it must be made; members are
// destroyed in reverse, so the reader (and its listener thread) goes before the rest.
struct RosBridge::Endpoints {
    std::unique_ptr<DdsParticipant> participant;
    std::unique_ptr<TopicWriter> odom;
    std::unique_ptr<TopicWriter> tf;
    std::unique_ptr<TopicWriter> battery;
    std::unique_ptr<DiscoveryAnnouncer> discovery;
    std::unique_ptr<VelocityCommandReader> velocity;
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
    // The link arbitrates (the operator wins), so it knows whether the network drives.
    connect(&m_link, &link::RobotLink::remoteDrivingChanged, this,
            &RosBridge::networkDrivingChanged);
    connect(&m_link, &link::RobotLink::telemetry, this, &RosBridge::publish);
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
    return true;
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
    auto qosFor = [this](const char *name, int depth) {
        const bool sensor = m_options.sensorDataTopics.count(name) > 0;
        return RosQos::make(sensor ? QosProfile::SensorData : QosProfile::Default, depth);
    };
    auto writer = [&](const dds_topic_descriptor_t *type, const char *name, int depth) {
        return std::make_unique<TopicWriter>(
            participant, type, RosNames::ddsTopic(m_options.rosNamespace, name),
            qosFor(name, depth).get(), [this](const std::string &message) {
                // From Cyclone's listener thread: the signal is queued to receivers elsewhere.
                emit diagnostic(QString::fromStdString(message));
            });
    };
    dds->odom = writer(&nav_msgs_msg_dds__Odometry__desc, kOdomTopic, kOdomDepth);
    dds->tf = writer(&tf2_msgs_msg_dds__TFMessage__desc, kTfTopic, kTfDepth);
    dds->battery = writer(&sensor_msgs_msg_dds__BatteryState__desc, kBatteryTopic, kDefaultDepth);
    dds->discovery = std::make_unique<DiscoveryAnnouncer>(participant, m_options.distro);
    dds->velocity = std::make_unique<VelocityCommandReader>(
        participant, RosNames::ddsTopic(m_options.rosNamespace, kVelocityTopic),
        qosFor(kVelocityTopic, kDefaultDepth).get());
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
    connect(dds->velocity.get(), &VelocityCommandReader::received, m_relay,
            &VelocityCommandRelay::command);
    connect(dds->velocity.get(), &VelocityCommandReader::incompatibleWriter, this,
            &RosBridge::diagnostic);
    m_dds = std::move(dds);
    return true;
}

bool RosBridge::announce()
{
    const std::vector<dds_guid_t> readers{m_dds->velocity->guid()};
    const std::vector<dds_guid_t> writers{m_dds->odom->guid(), m_dds->tf->guid(),
                                          m_dds->battery->guid()};
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
        publishOdometry(*sample.core.odometry);
    if (sample.core.battery
        && (!m_sinceBattery.isValid() || m_sinceBattery.elapsed() >= kBatteryPeriodMs)) {
        m_sinceBattery.start();
        publishBattery(*sample.core.battery);
    }
}

void RosBridge::publishOdometry(const core::OdometryState &odometry)
{
    const RosTime stamp = RosMessages::now();
    const nav_msgs_msg_dds__Odometry_ message
        = RosMessages::odometry(odometry, stamp, m_options.odomFrame, m_options.baseFrame);
    if (!m_dds->odom->write(&message))
        reportWriteFailure(m_dds->odom->topic());

    geometry_msgs_msg_dds__TransformStamped_ transform
        = RosMessages::transform(odometry.pose, stamp, m_options.odomFrame, m_options.baseFrame);
    tf2_msgs_msg_dds__TFMessage_ tf{};
    tf.transforms._maximum = tf.transforms._length = 1;
    tf.transforms._buffer = &transform;
    tf.transforms._release = false;
    if (!m_dds->tf->write(&tf))
        reportWriteFailure(m_dds->tf->topic());
}

void RosBridge::publishBattery(const core::BatteryReading &battery)
{
    const sensor_msgs_msg_dds__BatteryState_ message
        = RosMessages::battery(battery, RosMessages::now(), m_options.baseFrame, m_serialNumber);
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
