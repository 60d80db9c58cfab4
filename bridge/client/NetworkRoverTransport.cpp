#include "NetworkRoverTransport.h"

#include "NetworkMessageCodec.h"
#include "NetworkRoverDriver.h"
#include "RosMessages.h"
#include "RosNames.h"
#include "RosQos.h"
#include "RoverRoboticsParameters.h"
#include "TopicWriter.h"

#include "geometry_msgs.h"
#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "std_msgs.h"

namespace robodash::bridge {
namespace {

constexpr int kRoverRoboticsVelocityDepth = 1;  // roverrobotics_driver's QoS(1)
constexpr int kRobodashVelocityDepth = 10;

using Twist = geometry_msgs_msg_dds__Twist_;

}  // namespace

NetworkRoverTransport::NetworkRoverTransport(const link::PortAddress &address, QObject *parent)
    : NetworkRobotTransport(address, QStringLiteral("Rover Pro"), "battery_a_state", parent)
{
}

NetworkRoverTransport::~NetworkRoverTransport() = default;

bool NetworkRoverTransport::openRobot(QString *)
{
    m_sinceFirstBattery.invalidate();
    m_commands = core::NetworkMessageFinder();
    addStampedRelay(&sensor_msgs_msg_dds__BatteryState__desc, "battery_a_state");
    addStampedRelay(&sensor_msgs_msg_dds__BatteryState__desc, "battery_b_state");
    addStampedRelay(&std_msgs_msg_dds__Float32__desc, "flipper/position");
    // One of the two speaks, as the bridge's profile names it: neither one's silence is news.
    addOdometryReader(RoverRoboticsParameters{}.odomTopic, Names::RoverRobotics);
    addOdometryReader("odom", Names::Robodash);
    return true;
}

void NetworkRoverTransport::addStampedRelay(const dds_topic_descriptor_t *type, const std::string &topic)
{
    addReader(type, topic, [this, type, topic](const void *sample) {
        if (topic == "battery_a_state" && !m_sinceFirstBattery.isValid())
            m_sinceFirstBattery.start();
        relayStamped(topic, type, sample);
    });
}

// Stamped for the delay, then on to the driver.
void NetworkRoverTransport::relayStamped(const std::string &topic, const dds_topic_descriptor_t *type,
                                         const void *sample)
{
    if (type == &sensor_msgs_msg_dds__BatteryState__desc) {
        const auto &stamp = static_cast<const sensor_msgs_msg_dds__BatteryState_ *>(sample)->header.stamp;
        noteStamp(stamp.sec, stamp.nanosec);
    } else if (type == &nav_msgs_msg_dds__Odometry__desc) {
        const auto &stamp = static_cast<const nav_msgs_msg_dds__Odometry_ *>(sample)->header.stamp;
        noteStamp(stamp.sec, stamp.nanosec);
    }
    relay(topic, type, sample);
}

void NetworkRoverTransport::addOdometryReader(const std::string &topic, Names names)
{
    addReader(&nav_msgs_msg_dds__Odometry__desc, topic, [this, topic, names](const void *sample) {
        if (!acceptOdometryFrom(names))
            return;
        relayStamped(topic, &nav_msgs_msg_dds__Odometry__desc, sample);
        // A link that watches only because another Rover shares /cmd_vel learns that it left
        // here too, not only at the next command: an idle driver sends none.
        if (m_velocityShared)
            velocityReachesOthers();
    }, Silence::Ignored);
}

// `odom` is in the robot's namespace: when it speaks, it is this robot's, and the bridge uses
// its own names. `/odometry/wheels` is absolute (roverrobotics_driver's), so another Rover
// anywhere on the domain may publish it: it counts only once this robot has been heard
// (battery_a_state) for a while without an `odom` of its own.
bool NetworkRoverTransport::acceptOdometryFrom(Names names)
{
    if (names == Names::Robodash) {
        if (m_names != Names::Robodash)
            useNames(Names::Robodash);
        return true;
    }
    if (!m_names && m_sinceFirstBattery.isValid() && m_sinceFirstBattery.elapsed() >= kNamesSettleMs)
        useNames(Names::RoverRobotics);
    return m_names == Names::RoverRobotics;
}

// Which names the robot's bridge uses decides where velocity goes.
void NetworkRoverTransport::useNames(Names names)
{
    m_names = names;
    const bool vendor = names == Names::RoverRobotics;
    m_velocityTopic = NetworkRoverDriver::velocityTopicFor(vendor ? RoverRoboticsParameters{}.odomTopic : "odom");
    const QosPointer qos = RosQos::make(QosProfile::Default, vendor ? kRoverRoboticsVelocityDepth
                                                                    : kRobodashVelocityDepth);
    m_velocity = std::make_unique<TopicWriter>(participant(), &geometry_msgs_msg_dds__Twist__desc,
                                               RosNames::ddsTopic(rosNamespace(), m_velocityTopic), qos.get());
    if (m_velocity->forbiddenBySecurity())
        refuseDriving();
    else if (!m_velocity->isValid())
        emit notice(QStringLiteral("%1: cannot send velocity commands: %2")
                        .arg(address().text, QString::fromStdString(m_velocity->error())));
    else
        velocityReachesOthers();
    tellWhatIsNotOnTheNetwork();
}

// Asked before every command, since the other Rover may join the domain at any time: then a
// stop goes out (to both) and nothing after it, not even at close, while both are there. A
// bridge restarted before its old participant's lease ran out counts twice for that while.
bool NetworkRoverTransport::velocityReachesOthers()
{
    if (m_names != Names::RoverRobotics)
        return false;
    const int rovers = publishersOn(RoverRoboticsParameters{}.odomTopic);
    if (m_velocityShared && rovers < 2) {
        m_velocityShared = false;
        emit driveRefused(QString());
        emit notice(tr("%1 is the only Rover Pro on domain %2 again: it may be driven (tick Motors)")
                        .arg(address().text)
                        .arg(address().effectiveDomain()));
        return false;
    }
    if (m_velocityShared || rovers < 2)
        return m_velocityShared;
    m_velocityShared = true;
    publishStop();
    refuseDriving(tr("Watch only: %1 Rover Pros on domain %2 use roverrobotics_driver's absolute "
                     "/cmd_vel and /odometry/wheels, so a command to %3 would drive them all (and "
                     "their odometry mixes): share each on a domain of its own, or with "
                     "--ros-profile robodash")
                      .arg(rovers)
                      .arg(address().effectiveDomain())
                      .arg(address().text));
    return true;
}

// The driver's envelopes: each Twist on this robot's velocity topic is published as it is.
bool NetworkRoverTransport::write(const QByteArray &bytes)
{
    if (!isOpen())
        return false;
    bool all = true;
    m_commands.feed(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()),
                    [&](const core::NetworkMessage &message, std::size_t) { all = publishVelocity(message) && all; });
    return all;
}

bool NetworkRoverTransport::publishVelocity(const core::NetworkMessage &message)
{
    CdrSample<Twist> twist(&geometry_msgs_msg_dds__Twist__desc);
    if (!m_velocity || !m_velocity->isValid() || message.topic != m_velocityTopic
        || !NetworkMessageCodec::decode(message, &geometry_msgs_msg_dds__Twist__desc, twist)
        || velocityReachesOthers())
        return false;
    m_velocity->write(&twist.value());
    return true;
}

void NetworkRoverTransport::publishStop()
{
    if (!m_velocity || !m_velocity->isValid())
        return;
    Twist zero{};
    m_velocity->write(&zero);
}

void NetworkRoverTransport::tellWhatIsNotOnTheNetwork()
{
    noticeOnce(QStringLiteral("registers"),
               QStringLiteral("not on the network from %1: the firmware version, motor currents and "
                              "temperatures (the over-current stop reads the packs' currents instead), "
                              "fault flags, fan, low-speed mode, charger state, flipper potentiometers "
                              "and the smart batteries' status, mode, cell voltage and current: they read "
                              "\"not on the network\"")
                   .arg(address().text));
}

void NetworkRoverTransport::closeRobot()
{
    // The port closes: the robot must not keep the last command (a shared /cmd_vel was
    // stopped when it was found, and another operator may be driving the other Rover now).
    if (!m_velocityShared)
        publishStop();
}

void NetworkRoverTransport::forgetRobot()
{
    m_velocity.reset();
    m_velocityTopic.clear();
    m_names.reset();
    m_velocityShared = false;
}

}  // namespace robodash::bridge
