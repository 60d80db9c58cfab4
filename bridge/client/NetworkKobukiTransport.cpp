#include "NetworkKobukiTransport.h"

#include "DdsParticipant.h"
#include "KobukiFrameAssembler.h"
#include "KobukiRosCommandPublisher.h"
#include "KobukiRosDecoder.h"
#include "NetworkRobotFinder.h"
#include "RawStreamText.h"
#include "RosMessages.h"
#include "RosNames.h"
#include "RosQos.h"
#include "ServiceReader.h"
#include "security/SecuritySettings.h"

#include "std_msgs.h"

namespace robodash::bridge {
namespace {

// kobuki_ros publishes sensors/core 50 times a second; a robot is there when one comes
// within this long of opening (discovery on a LAN takes well under a second).
constexpr int kPresenceTimeoutMs = 3000;
// kobuki_ros publishes every topic read here within a second of the first sensors/core
// (version_info and controller_info latched, at once).
constexpr int kSilenceTimeoutMs = 3000;
// kobuki_ros's debug/raw_data_stream carries every frame (50 a second) while read: once it has
// been silent this long, frames are rebuilt from the other topics again.
constexpr int kRawStreamStaleMs = 500;
constexpr int kSensorDepth = 5;     // ROS's sensor-data profile
constexpr int kLatchedDepth = 1;    // the latest version and gains are what counts

using SensorState = kobuki_ros_interfaces_msg_dds__SensorState_;
using Imu = sensor_msgs_msg_dds__Imu_;
using DockInfraRed = kobuki_ros_interfaces_msg_dds__DockInfraRed_;
using VersionInfo = kobuki_ros_interfaces_msg_dds__VersionInfo_;
using ControllerInfo = kobuki_ros_interfaces_msg_dds__ControllerInfo_;
using RosString = std_msgs_msg_dds__String_;

}  // namespace

NetworkKobukiTransport::NetworkKobukiTransport(const link::PortAddress &address, QObject *parent)
    : link::Transport(parent), m_address(address)
{
    m_presenceCheck.setSingleShot(true);
    m_presenceCheck.setInterval(kPresenceTimeoutMs);
    connect(&m_presenceCheck, &QTimer::timeout, this, &NetworkKobukiTransport::checkRobotPresent);
    m_silenceCheck.setSingleShot(true);
    m_silenceCheck.setInterval(kSilenceTimeoutMs);
    connect(&m_silenceCheck, &QTimer::timeout, this, &NetworkKobukiTransport::reportSilentTopics);
    connect(&m_silenceCheck, &QTimer::timeout, this, &NetworkKobukiTransport::reportSharedNamespace);
}

NetworkKobukiTransport::~NetworkKobukiTransport()
{
    teardown();
}

void NetworkKobukiTransport::open()
{
    // A keystore in the address is asked for in so many words: enforced, as --keystore is.
    const security::SecurityDecision security = security::SecuritySettings::decide(
        {m_address.keystore.toStdString(), m_address.enclave.toStdString()});
    if (security.refused()) {
        emit openFailed(QStringLiteral("cannot open %1: %2")
                            .arg(m_address.text, QString::fromStdString(security.message)));
        return;
    }
    std::string error;
    m_securityNote = security.secured()
                         ? QStringLiteral("secured as enclave %1").arg(QString::fromStdString(security.enclave))
                         : QStringLiteral("UNSECURED");
    m_participant = DdsParticipant::create(m_address.effectiveDomain(),
                                           m_address.interfaceName.toStdString(), &error,
                                           &security);
    if (!m_participant) {
        emit openFailed(QStringLiteral("cannot open %1: %2")
                            .arg(m_address.text, QString::fromStdString(error)));
        return;
    }
    QString readerError;
    if (!makeReaders(&readerError)) {
        teardown();
        emit openFailed(QStringLiteral("cannot open %1: %2").arg(m_address.text, readerError));
        return;
    }
    m_finder = std::make_unique<NetworkRobotFinder>(m_participant->handle());
    m_heardCore = false;
    m_sinceRawStream.invalidate();
    m_heard.clear();
    m_qosProblems.clear();
    m_delay.clear();
    m_presenceCheck.start();
    emit opened();
}

bool NetworkKobukiTransport::makeReaders(QString *error)
{
    m_assembler = std::make_unique<KobukiFrameAssembler>();
    if (!makeCommandPublisher(error))
        return false;
    addSensorReaders();
    addRawStreamReader();
    addLatchedReaders();
    for (const auto &reader : m_readers) {
        if (!reader->isValid()) {
            *error = QString::fromStdString(reader->error());
            return false;
        }
    }
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
    m_commands = std::make_unique<KobukiRosCommandPublisher>(
        m_participant->handle(), m_address.rosNamespace.toStdString(), std::move(callbacks));
    if (!m_commands->isValid())
        *error = QString::fromStdString(m_commands->error());
    return m_commands->isValid();
}

// The robot's frames, rebuilt from kobuki_ros's sensor topics unless its own bytes come.
void NetworkKobukiTransport::addSensorReaders()
{
    addReader(&kobuki_ros_interfaces_msg_dds__SensorState__desc, "sensors/core", false,
              [this](const void *sample) {
                  const auto &message = *static_cast<const SensorState *>(sample);
                  if (!m_heardCore)
                      m_silenceCheck.start();
                  m_heardCore = true;
                  m_delay.add(std::int64_t(message.header.stamp.sec) * 1000000000
                                  + message.header.stamp.nanosec,
                              RosMessages::nanosecondsNow());
                  if (!rawStreamLive())
                      send(m_assembler->addSensorState(KobukiRosDecoder::sensorState(message)));
              });
    addReader(&sensor_msgs_msg_dds__Imu__desc, "sensors/imu_data", false, [this](const void *sample) {
        if (!rawStreamLive())
            send(m_assembler->addInertia(KobukiRosDecoder::inertia(*static_cast<const Imu *>(sample))));
    });
    addReader(&sensor_msgs_msg_dds__Imu__desc, "sensors/imu_data_raw", false,
              [this](const void *sample) {
                  const auto gyro = KobukiRosDecoder::rawGyroSample(*static_cast<const Imu *>(sample));
                  if (!rawStreamLive())
                      send(m_assembler->addRawGyroSample(gyro));
              });
    addReader(&kobuki_ros_interfaces_msg_dds__DockInfraRed__desc, "sensors/dock_ir", false,
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
    addReader(&kobuki_ros_interfaces_msg_dds__VersionInfo__desc, "version_info", true,
              [this](const void *sample) {
                  m_version = std::make_unique<VersionFeedback>(
                      KobukiRosDecoder::versionInfo(*static_cast<const VersionInfo *>(sample)));
                  sendVersion();
              });
    addReader(&kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, "controller_info", true,
              [this](const void *sample) {
                  m_gainsFrame = KobukiFrameAssembler::controllerFrame(
                      KobukiRosDecoder::controllerInfo(*static_cast<const ControllerInfo *>(sample)));
                  sendGains();
              });
}

void NetworkKobukiTransport::addReader(const void *type, const char *name, bool latched,
                                       std::function<void(const void *)> handler)
{
    const QosPointer qos = latched ? RosQos::make(QosProfile::Latched, kLatchedDepth)
                                   : RosQos::make(QosProfile::SensorData, kSensorDepth);
    const auto *descriptor = static_cast<const dds_topic_descriptor_t *>(type);
    const QString topic = QString::fromLatin1(name);
    m_topics.append(topic);
    m_typeNames.insert(topic, QString::fromLatin1(descriptor->m_typename));
    auto marked = [this, topic, handler = std::move(handler)](const void *sample) {
        if (!m_heard.contains(topic))
            m_heard.append(topic);
        handler(sample);
    };
    auto reader = std::make_unique<ServiceReader>(
        m_participant->handle(), descriptor,
        RosNames::ddsTopic(m_address.rosNamespace.toStdString(), name), qos.get(),
        std::move(marked));
    // A writer there whose QoS cannot feed this reader (a volatile controller_info, a
    // reliable-only reader somewhere in between) keeps the topic silent: say which policy,
    // once a topic, when it is found (Cyclone's listener thread: queued to ours).
    connect(reader.get(), &ServiceReader::incompatibleWriter, this,
            [this, topic](const QString &why) {
                if (m_qosProblems.contains(topic))
                    return;
                m_qosProblems.insert(topic, why);
                emit notice(QStringLiteral("%1: %2; the panels %3 feeds stay empty")
                                .arg(m_address.text, why, topic));
            },
            Qt::QueuedConnection);
    m_readers.push_back(std::move(reader));
}

void NetworkKobukiTransport::addRawStreamReader()
{
    // Optional (kobuki_ros publishes it only while read; an older node may not have it): it
    // is not among the topics whose silence is reported.
    const QosPointer qos = RosQos::make(QosProfile::SensorData, kSensorDepth);
    m_readers.push_back(std::make_unique<ServiceReader>(
        m_participant->handle(), &std_msgs_msg_dds__String__desc,
        RosNames::ddsTopic(m_address.rosNamespace.toStdString(), "debug/raw_data_stream"),
        qos.get(), [this](const void *sample) {
            const char *text = static_cast<const RosString *>(sample)->data;
            const auto bytes = RawStreamText::parse(text ? text : "");
            if (!bytes)
                return;
            m_sinceRawStream.start();
            sendFrame(*bytes);
        }));
}

bool NetworkKobukiTransport::rawStreamLive() const
{
    return m_sinceRawStream.isValid() && m_sinceRawStream.elapsed() < kRawStreamStaleMs;
}

void NetworkKobukiTransport::send(const std::vector<std::vector<std::uint8_t>> &frames)
{
    for (const auto &frame : frames)
        sendFrame(frame);
}

void NetworkKobukiTransport::sendFrame(const std::vector<std::uint8_t> &frame)
{
    if (!frame.empty())
        emit dataReceived(QByteArray(reinterpret_cast<const char *>(frame.data()), int(frame.size())));
}

void NetworkKobukiTransport::sendVersion()
{
    if (m_version)
        sendFrame(KobukiFrameAssembler::versionFrame(*m_version));
}

void NetworkKobukiTransport::sendGains()
{
    if (m_gainsFrame)
        sendFrame(*m_gainsFrame);
}

void NetworkKobukiTransport::checkRobotPresent()
{
    if (m_heardCore || !isOpen())
        return;
    const std::string found = NetworkRobotFinder::summary(m_finder->robots());
    const QString message =
        QStringLiteral("no Kobuki at %1 on domain %2: nothing publishes %3 there; found: %4")
            .arg(m_address.text)
            .arg(m_address.effectiveDomain())
            .arg(QString::fromStdString(
                     RosNames::resolve(m_address.rosNamespace.toStdString(), "sensors/core")),
                 QString::fromStdString(found));
    teardown();
    emit connectionLost(message);
}

void NetworkKobukiTransport::reportSilentTopics()
{
    QStringList nothing, otherType;
    for (const QString &topic : std::as_const(m_topics)) {
        if (m_heard.contains(topic) || m_qosProblems.contains(topic))
            continue;  // heard, or its QoS problem already named
        const QString published = typesPublishedOn(topic);
        if (published.isEmpty())
            nothing.append(topic);
        else
            otherType.append(QStringLiteral("%1 is published as %2, not %3")
                                 .arg(topic, published, m_typeNames.value(topic)));
    }
    if (!otherType.isEmpty())
        emit notice(QStringLiteral("%1: a type mismatch: %2 (a robot of other messages; the "
                                   "panels they feed stay empty)")
                        .arg(m_address.text, otherType.join(QStringLiteral("; "))));
    if (!nothing.isEmpty())
        emit notice(QStringLiteral("not on the network from %1: %2 (nothing published there; "
                                   "the panels they feed stay empty)")
                        .arg(m_address.text, nothing.join(QStringLiteral(", "))));
}

// Every type of the writers on `topic` that discovery has found, or nothing.
QString NetworkKobukiTransport::typesPublishedOn(const QString &topic) const
{
    QStringList types;
    const std::string ddsTopic =
        RosNames::ddsTopic(m_address.rosNamespace.toStdString(), topic.toStdString());
    for (const std::string &type : m_finder->typesPublishedOn(ddsTopic))
        types.append(QString::fromStdString(type));
    return types.join(QStringLiteral(" and "));
}

void NetworkKobukiTransport::reportSharedNamespace()
{
    // Two robots in one namespace (two bridges, or a bridge beside kobuki_ros) both answer
    // every command and mix their readings: the user must know.
    for (const NetworkRobot &robot : m_finder->robots()) {
        if (robot.rosNamespace == m_address.rosNamespace.toStdString() && !robot.problem.empty())
            emit notice(QStringLiteral("%1: %2").arg(m_address.text, QString::fromStdString(robot.problem)));
    }
}

QString NetworkKobukiTransport::healthNote() const
{
    QString note = m_securityNote;
    if (rawStreamLive())
        note += QStringLiteral(" · the robot's own bytes");
    const std::optional<double> median = m_delay.medianMs();
    if (median)
        note += QStringLiteral(" · network delay %1 ms (median)").arg(*median, 0, 'f', 1);
    return note;
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

link::DeviceIdentity NetworkKobukiTransport::identity() const
{
    link::DeviceIdentity identity;
    identity.path = m_address.text;
    return identity;
}

void NetworkKobukiTransport::close()
{
    if (m_commands)
        m_commands->stop();
    teardown();
}

void NetworkKobukiTransport::teardown()
{
    m_presenceCheck.stop();
    m_silenceCheck.stop();
    m_finder.reset();
    m_readers.clear();
    m_topics.clear();
    m_typeNames.clear();
    m_commands.reset();
    m_participant.reset();
}

}  // namespace robodash::bridge
