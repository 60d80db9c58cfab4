#include "NetworkRflexTransport.h"

#include "NetworkCommandWriters.h"
#include "RflexRosCommands.h"
#include "RflexTopics.h"

#include "rflex/RobotDescription.h"

#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "std_msgs.h"

namespace robodash::bridge {

NetworkRflexTransport::NetworkRflexTransport(const link::PortAddress &address, QObject *parent)
    : NetworkRobotTransport(address, QStringLiteral("rFLEX"), "events/bump_panels", parent)
{
}

NetworkRflexTransport::~NetworkRflexTransport() = default;

bool NetworkRflexTransport::openRobot(QString *error)
{
    std::vector<NetworkCommandWriters::Topic> topics;
    for (const RflexRosCommands::Topic &topic : RflexRosCommands::topics())
        topics.push_back({topic.name, topic.type});
    m_commands = std::make_unique<NetworkCommandWriters>(
        participant(), rosNamespace(), topics,
        [this](const std::string &sentence) { emit notice(QString::fromStdString(sentence)); });
    if (!m_commands->error().empty()) {
        *error = QString::fromStdString(m_commands->error());
        return false;
    }
    if (!m_commands->mayWrite(RflexRosCommands::kVelocityTopic))
        refuseDriving();
    addReader(&nav_msgs_msg_dds__Odometry__desc, "odom", [this](const void *sample) {
        const auto &stamp = static_cast<const nav_msgs_msg_dds__Odometry_ *>(sample)->header.stamp;
        noteStamp(stamp.sec, stamp.nanosec);
        relay("odom", &nav_msgs_msg_dds__Odometry__desc, sample);
    });
    addRelay(&std_msgs_msg_dds__UInt32__desc, "events/bump_panels");
    addRelay(&sensor_msgs_msg_dds__BatteryState__desc, "battery_state");
    // The bridge makes a sonar's topic once the ring has reported: their silence while the
    // ring is off is no news (the sonar panel says the ring is off).
    const std::size_t sonars = rflex::RobotDescription::atrvJr().sonars.size();
    for (std::size_t slot = 0; slot < sonars; ++slot)
        addRelay(&sensor_msgs_msg_dds__Range__desc, RflexTopics::sonarTopic(int(slot)), Silence::Ignored);
    return true;
}

bool NetworkRflexTransport::write(const QByteArray &bytes)
{
    if (!isOpen() || !m_commands)
        return false;
    return m_commands->publish(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()));
}

void NetworkRflexTransport::closeRobot()
{
    if (m_commands)
        m_commands->publish(RflexRosCommands::stop());  // the port closes: the robot must not keep the last command
}

void NetworkRflexTransport::forgetRobot()
{
    m_commands.reset();
}

}  // namespace robodash::bridge
