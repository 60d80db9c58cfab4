#include "NetworkKobukiTransport.h"

#include "KobukiFrameAssembler.h"
#include "KobukiRosCommandPublisher.h"
#include "KobukiRosDecoder.h"
#include "RawStreamText.h"

#include "std_msgs.h"

namespace robodash::bridge {
namespace {

// kobuki_ros's debug/raw_data_stream carries every frame (50 a second) while read: once it has
// been silent this long, frames are rebuilt from the other topics again.
constexpr int kRawStreamStaleMs = 500;

using SensorState = kobuki_ros_interfaces_msg_dds__SensorState_;
using Imu = sensor_msgs_msg_dds__Imu_;
using DockInfraRed = kobuki_ros_interfaces_msg_dds__DockInfraRed_;
using VersionInfo = kobuki_ros_interfaces_msg_dds__VersionInfo_;
using ControllerInfo = kobuki_ros_interfaces_msg_dds__ControllerInfo_;
using RosString = std_msgs_msg_dds__String_;

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
    m_assembler = std::make_unique<KobukiFrameAssembler>();
    m_sinceRawStream.invalidate();
    if (!makeCommandPublisher(error))
        return false;
    addSensorReaders();
    addRawStreamReader();
    addLatchedReaders();
    return true;
}

bool NetworkKobukiTransport::makeCommandPublisher(QString *error)
{
    KobukiRosCommandPublisher::Callbacks callbacks;
    callbacks.versionRequested = [this] { sendVersion(); };
    callbacks.gainsRequested = [this] { sendGains(); };
    callbacks.notOnTheNetwork = [this](const std::string &message) {
        emit notice(QString::fromStdString(message));
    };
    m_commands = std::make_unique<KobukiRosCommandPublisher>(participant(), rosNamespace(),
                                                             std::move(callbacks));
    if (!m_commands->isValid()) {
        *error = QString::fromStdString(m_commands->error());
        return false;
    }
    if (!m_commands->mayDrive())
        refuseDriving();
    return true;
}

// The robot's frames, rebuilt from kobuki_ros's sensor topics unless its own bytes come.
void NetworkKobukiTransport::addSensorReaders()
{
    addReader(&kobuki_ros_interfaces_msg_dds__SensorState__desc, "sensors/core",
              [this](const void *sample) {
                  const auto &message = *static_cast<const SensorState *>(sample);
                  noteStamp(message.header.stamp.sec, message.header.stamp.nanosec);
                  if (!rawStreamLive())
                      send(m_assembler->addSensorState(KobukiRosDecoder::sensorState(message)));
              });
    addReader(&sensor_msgs_msg_dds__Imu__desc, "sensors/imu_data", [this](const void *sample) {
        if (!rawStreamLive())
            send(m_assembler->addInertia(KobukiRosDecoder::inertia(*static_cast<const Imu *>(sample))));
    });
    addReader(&sensor_msgs_msg_dds__Imu__desc, "sensors/imu_data_raw", [this](const void *sample) {
        const auto gyro = KobukiRosDecoder::rawGyroSample(*static_cast<const Imu *>(sample));
        if (!rawStreamLive())
            send(m_assembler->addRawGyroSample(gyro));
    });
    addReader(&kobuki_ros_interfaces_msg_dds__DockInfraRed__desc, "sensors/dock_ir",
              [this](const void *sample) {
                  const auto dock = KobukiRosDecoder::dockIr(*static_cast<const DockInfraRed *>(sample));
                  if (dock && !rawStreamLive())
                      send(m_assembler->addDockIr(*dock));
              });
}

// Who the robot is and its gains: latched, so they come at once, and kept to answer the
// driver's requests for them.
void NetworkKobukiTransport::addLatchedReaders()
{
    addReader(
        &kobuki_ros_interfaces_msg_dds__VersionInfo__desc, "version_info",
        [this](const void *sample) {
            m_version = std::make_unique<VersionFeedback>(
                KobukiRosDecoder::versionInfo(*static_cast<const VersionInfo *>(sample)));
            sendVersion();
        },
        Silence::Reported, Delivery::Latched);
    addReader(
        &kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, "controller_info",
        [this](const void *sample) {
            m_gainsFrame = KobukiFrameAssembler::controllerFrame(
                KobukiRosDecoder::controllerInfo(*static_cast<const ControllerInfo *>(sample)));
            sendGains();
        },
        Silence::Reported, Delivery::Latched);
}

void NetworkKobukiTransport::addRawStreamReader()
{
    // Optional (kobuki_ros publishes it only while read; an older node may not have it): its
    // silence is not reported.
    addReader(
        &std_msgs_msg_dds__String__desc, "debug/raw_data_stream",
        [this](const void *sample) {
            const char *text = static_cast<const RosString *>(sample)->data;
            const auto bytes = RawStreamText::parse(text ? text : "");
            if (!bytes)
                return;
            m_sinceRawStream.start();
            sendToDriver(*bytes);
        },
        Silence::Ignored);
}

bool NetworkKobukiTransport::rawStreamLive() const
{
    return m_sinceRawStream.isValid() && m_sinceRawStream.elapsed() < kRawStreamStaleMs;
}

void NetworkKobukiTransport::send(const std::vector<std::vector<std::uint8_t>> &frames)
{
    for (const auto &frame : frames)
        sendToDriver(frame);
}

void NetworkKobukiTransport::sendVersion()
{
    if (m_version)
        sendToDriver(KobukiFrameAssembler::versionFrame(*m_version));
}

void NetworkKobukiTransport::sendGains()
{
    if (m_gainsFrame)
        sendToDriver(*m_gainsFrame);
}

QString NetworkKobukiTransport::sourceNote() const
{
    return rawStreamLive() ? QStringLiteral("the robot's own bytes") : QString();
}

bool NetworkKobukiTransport::write(const QByteArray &bytes)
{
    if (!m_commands)
        return false;
    m_commands->publishFrames(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                              std::size_t(bytes.size()));
    return true;
}

void NetworkKobukiTransport::flush(int)
{
    // A DDS write has left this program when it returns; a reliable reader gets it resent.
}

void NetworkKobukiTransport::closeRobot()
{
    if (m_commands)
        m_commands->stop();
}

void NetworkKobukiTransport::forgetRobot()
{
    m_commands.reset();
    m_assembler.reset();
    m_version.reset();
    m_gainsFrame.reset();
    m_sinceRawStream.invalidate();
}

}  // namespace robodash::bridge
