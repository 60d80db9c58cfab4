#include "NetworkKobukiTransport.h"

#include "KobukiRosCommands.h"
#include "NetworkCommandWriters.h"
#include "NetworkKobukiDriver.h"

#include "kobuki_ros_interfaces.h"
#include "sensor_msgs.h"
#include "std_msgs.h"

namespace robodash::bridge {
namespace {

using SensorState = kobuki_ros_interfaces_msg_dds__SensorState_;

}  // namespace

// kobuki_ros publishes sensors/core 50 times a second: the robot is there when it speaks.
NetworkKobukiTransport::NetworkKobukiTransport(const link::PortAddress &address, QObject *parent)
    : NetworkRobotTransport(address, QStringLiteral("Kobuki"), "sensors/core", parent)
{
}

NetworkKobukiTransport::~NetworkKobukiTransport()
{
    close();  // the base's destructor can no longer reach this class's part
}

bool NetworkKobukiTransport::openRobot(QString *error)
{
    m_sinceRawStream.invalidate();
    if (!makeCommandWriters(error))
        return false;
    addReader(&kobuki_ros_interfaces_msg_dds__SensorState__desc, "sensors/core", [this](const void *sample) {
        const auto &stamp = static_cast<const SensorState *>(sample)->header.stamp;
        noteStamp(stamp.sec, stamp.nanosec);
        relay("sensors/core", &kobuki_ros_interfaces_msg_dds__SensorState__desc, sample);
    });
    addRelay(&sensor_msgs_msg_dds__Imu__desc, "sensors/imu_data");
    addRelay(&sensor_msgs_msg_dds__Imu__desc, "sensors/imu_data_raw");
    addRelay(&kobuki_ros_interfaces_msg_dds__DockInfraRed__desc, "sensors/dock_ir");
    // Optional (kobuki_ros publishes it only while read; an older node may not have it): its
    // silence is not reported.
    addReader(&std_msgs_msg_dds__String__desc, NetworkKobukiDriver::kRawStreamTopic, [this](const void *sample) {
        m_sinceRawStream.start();
        relay(NetworkKobukiDriver::kRawStreamTopic, &std_msgs_msg_dds__String__desc, sample);
    }, Silence::Ignored);
    // Who the robot is and its gains: latched, so they come at once.
    addRelay(&kobuki_ros_interfaces_msg_dds__VersionInfo__desc, "version_info", Silence::Reported, Delivery::Latched);
    addRelay(&kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, "controller_info", Silence::Reported,
             Delivery::Latched);
    return true;
}

bool NetworkKobukiTransport::makeCommandWriters(QString *error)
{
    std::vector<NetworkCommandWriters::Topic> topics;
    for (const KobukiRosCommands::Topic &topic : KobukiRosCommands::topics())
        topics.push_back({topic.name, topic.type});
    m_commands = std::make_unique<NetworkCommandWriters>(
        participant(), rosNamespace(), topics,
        [this](const std::string &sentence) { emit notice(QString::fromStdString(sentence)); });
    if (!m_commands->error().empty()) {
        *error = QString::fromStdString(m_commands->error());
        return false;
    }
    if (!m_commands->mayWrite(KobukiRosCommands::kVelocityTopic))
        refuseDriving();
    return true;
}

bool NetworkKobukiTransport::rawStreamLive() const
{
    return m_sinceRawStream.isValid() && m_sinceRawStream.elapsed() < NetworkKobukiDriver::kRawStreamStaleMs;
}

QString NetworkKobukiTransport::sourceNote() const
{
    return rawStreamLive() ? QStringLiteral("the robot's own bytes") : QString();
}

bool NetworkKobukiTransport::write(const QByteArray &bytes)
{
    if (!m_commands)
        return false;
    return m_commands->publish(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()));
}

void NetworkKobukiTransport::flush(int)
{
    // A DDS write has left this program when it returns; a reliable reader gets it resent.
}

void NetworkKobukiTransport::closeRobot()
{
    if (m_commands)
        m_commands->publish(KobukiRosCommands::stop());
}

void NetworkKobukiTransport::forgetRobot()
{
    m_commands.reset();
    m_sinceRawStream.invalidate();
}

}  // namespace robodash::bridge
