#include "NetworkRobotTransport.h"

#include "DdsParticipant.h"
#include "NetworkRobotFinder.h"
#include "RosMessages.h"
#include "RosNames.h"
#include "RosQos.h"
#include "ServiceReader.h"
#include "security/SecuritySettings.h"

namespace robodash::bridge {
namespace {

// A robot is there when its telltale topic brings a sample within this long of opening
// (discovery on a LAN takes well under a second; the bridge's slowest telltale, a Rover's
// battery_a_state, comes once a second).
constexpr int kPresenceTimeoutMs = 3000;
// The bridge publishes each topic read here within this long of its telltale's first sample.
constexpr int kSilenceTimeoutMs = 3000;
constexpr int kSensorDepth = 5;  // ROS's sensor-data profile

}  // namespace

NetworkRobotTransport::NetworkRobotTransport(const link::PortAddress &address, QString robotName,
                                             std::string telltaleTopic, QObject *parent)
    : link::Transport(parent),
      m_address(address),
      m_robotName(std::move(robotName)),
      m_telltaleTopic(std::move(telltaleTopic))
{
    m_presenceCheck.setSingleShot(true);
    m_presenceCheck.setInterval(kPresenceTimeoutMs);
    connect(&m_presenceCheck, &QTimer::timeout, this, &NetworkRobotTransport::checkRobotPresent);
    m_silenceCheck.setSingleShot(true);
    m_silenceCheck.setInterval(kSilenceTimeoutMs);
    connect(&m_silenceCheck, &QTimer::timeout, this, &NetworkRobotTransport::reportSilentTopics);
    connect(&m_silenceCheck, &QTimer::timeout, this, &NetworkRobotTransport::reportSharedNamespace);
}

NetworkRobotTransport::~NetworkRobotTransport()
{
    // Not teardown(): a subclass's part is gone by now; only DDS's readers and participant.
    m_readers.clear();
    m_finder.reset();
    m_participant.reset();
}

void NetworkRobotTransport::open()
{
    QString error;
    if (!openParticipant(&error) || !openRobot(&error)) {
        teardown();
        emit openFailed(QStringLiteral("cannot open %1: %2").arg(m_address.text, error));
        return;
    }
    for (const auto &reader : m_readers) {
        if (!reader->isValid()) {
            const QString why = QString::fromStdString(reader->error());
            teardown();
            emit openFailed(QStringLiteral("cannot open %1: %2").arg(m_address.text, why));
            return;
        }
    }
    m_finder = std::make_unique<NetworkRobotFinder>(m_participant->handle());
    m_heard.clear();
    m_noticed.clear();
    m_delay.clear();
    m_presenceCheck.start();
    m_openedSent = false;
    if (!opensWhenReady())
        robotReady();
}

void NetworkRobotTransport::robotReady()
{
    if (m_openedSent || !isOpen())
        return;
    m_openedSent = true;
    emit opened();
}

bool NetworkRobotTransport::openParticipant(QString *error)
{
    // A keystore in the address is asked for in so many words: enforced, as --keystore is.
    const security::SecurityDecision security = security::SecuritySettings::decide(
        {m_address.keystore.toStdString(), m_address.enclave.toStdString()});
    if (security.refused()) {
        *error = QString::fromStdString(security.message);
        return false;
    }
    m_securityNote = security.secured() ? QStringLiteral("secured as enclave %1")
                                              .arg(QString::fromStdString(security.enclave))
                                        : QStringLiteral("UNSECURED");
    std::string why;
    m_participant = DdsParticipant::create(m_address.effectiveDomain(),
                                           m_address.interfaceName.toStdString(), &why, &security);
    if (!m_participant)
        *error = QString::fromStdString(why);
    return m_participant != nullptr;
}

dds_entity_t NetworkRobotTransport::participant() const
{
    return m_participant ? m_participant->handle() : 0;
}

void NetworkRobotTransport::addReader(const dds_topic_descriptor_t *type, const std::string &rosName,
                                      std::function<void(const void *)> handler, Silence silence)
{
    const QString topic = QString::fromStdString(rosName);
    if (silence == Silence::Reported)
        m_reported.append(topic);
    const bool telltale = rosName == m_telltaleTopic;
    auto marked = [this, topic, telltale, handler = std::move(handler)](const void *sample) {
        if (telltale && !m_heard.contains(topic))
            m_silenceCheck.start();  // the robot is there: the others follow within seconds
        if (!m_heard.contains(topic))
            m_heard.append(topic);
        handler(sample);
    };
    const QosPointer qos = RosQos::make(QosProfile::SensorData, kSensorDepth);
    m_readers.push_back(std::make_unique<ServiceReader>(
        m_participant->handle(), type, RosNames::ddsTopic(rosNamespace(), rosName), qos.get(),
        std::move(marked)));
}

void NetworkRobotTransport::noteStamp(std::int32_t sec, std::uint32_t nanosec)
{
    m_delay.add(std::int64_t(sec) * 1000000000 + nanosec, RosMessages::nanosecondsNow());
}

void NetworkRobotTransport::sendToDriver(const std::vector<std::uint8_t> &bytes)
{
    if (!bytes.empty())
        emit dataReceived(QByteArray(reinterpret_cast<const char *>(bytes.data()), int(bytes.size())));
}

void NetworkRobotTransport::noticeOnce(const QString &key, const QString &message)
{
    if (m_noticed.contains(key))
        return;
    m_noticed.insert(key);
    emit notice(message);
}

void NetworkRobotTransport::checkRobotPresent()
{
    if (!isOpen() || m_heard.contains(QString::fromStdString(m_telltaleTopic)))
        return;
    const std::string found = NetworkRobotFinder::summary(m_finder->robots());
    const QString message =
        QStringLiteral("no %1 at %2 on domain %3: nothing publishes %4 there; found: %5")
            .arg(m_robotName, m_address.text)
            .arg(m_address.effectiveDomain())
            .arg(QString::fromStdString(RosNames::resolve(rosNamespace(), m_telltaleTopic)),
                 QString::fromStdString(found));
    closeRobot();
    teardown();
    emit connectionLost(message);
}

void NetworkRobotTransport::reportSilentTopics()
{
    QStringList silent;
    for (const QString &topic : std::as_const(m_reported)) {
        if (!m_heard.contains(topic))
            silent.append(topic);
    }
    if (silent.isEmpty())
        return;
    emit notice(QStringLiteral("not on the network from %1: %2 (nothing published there; "
                               "what they feed stays empty)")
                    .arg(m_address.text, silent.join(QStringLiteral(", "))));
}

void NetworkRobotTransport::reportSharedNamespace()
{
    // Two robots in one namespace both answer every command and mix their readings.
    for (const NetworkRobot &robot : m_finder->robots()) {
        if (robot.rosNamespace == rosNamespace() && !robot.problem.empty())
            emit notice(QStringLiteral("%1: %2").arg(m_address.text, QString::fromStdString(robot.problem)));
    }
}

QString NetworkRobotTransport::healthNote() const
{
    QString note = m_securityNote;
    if (const std::optional<double> median = m_delay.medianMs())
        note += QStringLiteral(" · network delay %1 ms (median)").arg(*median, 0, 'f', 1);
    return note;
}

link::DeviceIdentity NetworkRobotTransport::identity() const
{
    link::DeviceIdentity identity;
    identity.path = m_address.text;
    return identity;
}

void NetworkRobotTransport::close()
{
    if (isOpen())
        closeRobot();
    teardown();
}

void NetworkRobotTransport::teardown()
{
    m_presenceCheck.stop();
    m_silenceCheck.stop();
    m_readers.clear();  // first: no sample arrives while the rest goes
    m_reported.clear();
    forgetRobot();
    m_finder.reset();
    m_participant.reset();
}

}  // namespace robodash::bridge
