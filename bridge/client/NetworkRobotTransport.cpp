#include "NetworkRobotTransport.h"

#include "DdsParticipant.h"
#include "NetworkMessageCodec.h"
#include "NetworkRobotFinder.h"
#include "RosMessages.h"
#include "RosNames.h"
#include "RosQos.h"
#include "ServiceReader.h"
#include "security/SecuritySettings.h"

#include <utility>

namespace robodash::bridge {
namespace {

// A robot is there when its telltale topic brings a sample within this long of opening
// (discovery on a LAN takes well under a second; the bridge's slowest telltale, a Rover's
// battery_a_state, comes once a second).
constexpr int kPresenceTimeoutMs = 3000;
// The bridge publishes each topic read here within this long of its telltale's first sample.
constexpr int kSilenceTimeoutMs = 3000;
constexpr int kSensorDepth = 5;   // ROS's sensor-data profile
constexpr int kLatchedDepth = 1;  // the latest version or gains are what counts
constexpr int kStaticDepth = 100;  // tf2's static listener: one latest message per node
// Picture topics are looked for this often while open: a camera node may start after the base.
constexpr int kCameraSearchMs = 1000;

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
    m_cameraSearch.setInterval(kCameraSearchMs);
    connect(&m_cameraSearch, &QTimer::timeout, this, &NetworkRobotTransport::findCameraTopics);
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
    addSensorRelays();
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
    m_qosProblems.clear();
    m_noticed.clear();
    m_lastNotice.clear();
    m_delay.clear();
    // Writers this process's other participants knew already match inside the reader's
    // creation, before anything is connected to hear it: counted here, not only when told.
    m_telltaleWriters = publishersOn(m_telltaleTopic);
    m_presenceCheck.start();
    m_cameraSearch.start();
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
                                      std::function<void(const void *)> handler, Silence silence,
                                      Delivery delivery)
{
    const QString topic = QString::fromStdString(rosName);
    if (silence == Silence::Reported)
        m_reported.append(topic);
    m_typeNames.insert(topic, QString::fromLatin1(type->m_typename));
    const bool telltale = rosName == m_telltaleTopic;
    auto marked = [this, topic, telltale, handler = std::move(handler)](const void *sample) {
        if (telltale && !m_heard.contains(topic))
            m_silenceCheck.start();  // the robot is there: the others follow within seconds
        if (!m_heard.contains(topic))
            m_heard.append(topic);
        handler(sample);
    };
    const QosPointer qos = delivery == Delivery::Sensor ? RosQos::make(QosProfile::SensorData, kSensorDepth)
                           : delivery == Delivery::Static ? RosQos::make(QosProfile::Latched, kStaticDepth)
                                                          : RosQos::make(QosProfile::Latched, kLatchedDepth);
    auto reader = std::make_unique<ServiceReader>(
        m_participant->handle(), type, RosNames::ddsTopic(rosNamespace(), rosName), qos.get(),
        std::move(marked));
    // Cyclone's listener thread says it; the topic's state is this thread's.
    connect(reader.get(), &ServiceReader::incompatibleWriter, this,
            [this, topic](const QString &why) { noteIncompatibleWriter(topic, why); },
            Qt::QueuedConnection);
    if (telltale)
        connect(reader.get(), &ServiceReader::matchedWritersChanged, this,
                &NetworkRobotTransport::followTelltaleWriters, Qt::QueuedConnection);
    m_readers.push_back(std::move(reader));
}

// A writer there whose QoS cannot feed this reader (a volatile controller_info against a
// latched reader, say) keeps the topic silent: the policy at fault is named, once a topic.
void NetworkRobotTransport::noteIncompatibleWriter(const QString &topic, const QString &why)
{
    m_qosProblems.insert(topic, why);
    noticeOnce(QStringLiteral("qos ") + topic,
               QStringLiteral("%1: %2; what %3 feeds stays empty").arg(m_address.text, why, topic));
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

void NetworkRobotTransport::relay(const std::string &rosName, const dds_topic_descriptor_t *type,
                                  const void *sample)
{
    sendToDriver(core::envelopeOf(NetworkMessageCodec::encode(rosName, type, sample)));
}

void NetworkRobotTransport::addRelay(const dds_topic_descriptor_t *type, const std::string &rosName,
                                     Silence silence, Delivery delivery)
{
    addReader(type, rosName, [this, type, rosName](const void *sample) { relay(rosName, type, sample); },
              silence, delivery);
}

void NetworkRobotTransport::refuseDriving()
{
    refuseDriving(tr("Watch only: DDS Security permissions let this enclave watch %1 but not drive it")
                      .arg(QString::fromStdString(rosNamespace())));
}

void NetworkRobotTransport::refuseDriving(const QString &reason)
{
    emit driveRefused(reason);
    emit notice(reason);
}

int NetworkRobotTransport::publishersOn(const std::string &rosName) const
{
    const std::string ddsTopic = RosNames::ddsTopic(rosNamespace(), rosName);
    for (const auto &reader : m_readers) {
        if (reader->ddsTopic() == ddsTopic)
            return reader->matchedParticipants();
    }
    return 0;
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
    QString message =
        QStringLiteral("no %1 at %2 on domain %3: nothing publishes %4 there; found: %5")
            .arg(m_robotName, m_address.text)
            .arg(m_address.effectiveDomain())
            .arg(QString::fromStdString(RosNames::resolve(rosNamespace(), m_telltaleTopic)),
                 QString::fromStdString(found));
    // The usual slip: the right namespace opened as the wrong family. Say what to do.
    for (const NetworkRobot &robot : m_finder->robots()) {
        const QString family = QString::fromStdString(robot.familyTitle());
        if (robot.rosNamespace == rosNamespace() && family != m_robotName)
            message += QStringLiteral(". %1 is a %2: open it as one (robodash --robot %3 --port "
                                      "%4, or Fleet > Add robot… with the %2 family)")
                           .arg(QString::fromStdString(robot.rosNamespace), family,
                                QString::fromStdString(robot.family), m_address.text);
    }
    // A secured robot seen from outside its keystore: its participant, none of its topics.
    // Secured already: with the wrong keystore or enclave for this robot.
    const QString howToJoin =
        !m_address.keystore.isEmpty()
            ? QStringLiteral("name that robot's keystore and an enclave of it in the port's keystore= and enclave=")
            : QStringLiteral("open ") + m_address.text + (m_address.text.contains(QLatin1Char('?')) ? "&" : "?")
                  + QStringLiteral("keystore=DIR&enclave=/lab/you");
    const std::string hidden =
        NetworkRobotFinder::hiddenEnclavesAdvice(m_finder->hiddenEnclaves(), howToJoin.toStdString());
    if (!hidden.empty())
        message += QStringLiteral("; ") + QString::fromStdString(hidden);
    closeRobot();
    teardown();
    emit connectionLost(message);
}

// Discovery on a loaded machine or a slow network can take longer than the first check: a
// writer of the wrong type, or a QoS refusal, may be found only later. So the check comes
// again while a topic stays silent, and a notice is said again only when what it names
// changes (a topic heard since drops out of it).
void NetworkRobotTransport::reportSilentTopics()
{
    QStringList nothing, otherType;
    for (const QString &topic : std::as_const(m_reported)) {
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
        noticeWhenChanged(QStringLiteral("type mismatch"),
                          QStringLiteral("%1: a type mismatch: %2 (a robot of other messages; "
                                         "what they feed stays empty)")
                              .arg(m_address.text, otherType.join(QStringLiteral("; "))));
    if (!nothing.isEmpty())
        noticeWhenChanged(QStringLiteral("silent"),
                          QStringLiteral("not on the network from %1: %2 (nothing published "
                                         "there; what they feed stays empty)")
                              .arg(m_address.text, nothing.join(QStringLiteral(", "))));
    if (!nothing.isEmpty() || !otherType.isEmpty())
        m_silenceCheck.start();
}

// A robot's bridge that stops (or whose machine goes away) takes its writers with it: said at
// once, rather than only as readings that stop. The delay measured is of the robot that left.
void NetworkRobotTransport::followTelltaleWriters()
{
    if (!isOpen())
        return;
    // Read again rather than taken from the signal: Cyclone's threads may tell it out of order.
    const int writers = publishersOn(m_telltaleTopic);
    const int before = std::exchange(m_telltaleWriters, writers);
    const QString topic = QString::fromStdString(RosNames::resolve(rosNamespace(), m_telltaleTopic));
    if (writers == 0 && before > 0) {
        m_delay.clear();
        noticeWhenChanged(QStringLiteral("presence"),
                          tr("%1 left the network: its bridge or driver stopped, or its machine went "
                             "away (nothing publishes %2 any more); waiting for it to come back")
                              .arg(m_address.text, topic));
    } else if (writers > 0 && before == 0 && m_lastNotice.contains(QStringLiteral("presence"))) {
        noticeWhenChanged(QStringLiteral("presence"),
                          tr("%1 is back on the network").arg(m_address.text));
    }
}

void NetworkRobotTransport::noticeWhenChanged(const QString &kind, const QString &message)
{
    QString &last = m_lastNotice[kind];
    if (last == message)
        return;
    last = message;
    emit notice(message);
}

// Every type of the writers on `topic` that discovery has found, or nothing.
QString NetworkRobotTransport::typesPublishedOn(const QString &topic) const
{
    QStringList types;
    for (const std::string &type :
         m_finder->typesPublishedOn(RosNames::ddsTopic(rosNamespace(), topic.toStdString())))
        types.append(QString::fromStdString(type));
    return types.join(QStringLiteral(" and "));
}

void NetworkRobotTransport::reportSharedNamespace()
{
    // Two robots in one namespace both answer every command and mix their readings.
    for (const NetworkRobot &robot : m_finder->robots()) {
        if (robot.rosNamespace == rosNamespace() && !robot.problem.empty())
            noticeWhenChanged(QStringLiteral("shared namespace"),
                              QStringLiteral("%1: %2").arg(m_address.text,
                                                           QString::fromStdString(robot.problem)));
    }
}

QString NetworkRobotTransport::healthNote() const
{
    QString note = m_securityNote;
    if (const QString source = sourceNote(); !source.isEmpty())
        note += QStringLiteral(" · ") + source;
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
    m_cameraSearch.stop();
    m_cameraTopics.clear();
    m_cameraShown.clear();
    m_cameraChoice.clear();
    m_cameraReader = nullptr;
    m_readers.clear();  // first: no sample arrives while the rest goes
    m_reported.clear();
    m_typeNames.clear();
    forgetRobot();
    m_finder.reset();
    m_participant.reset();
}

}  // namespace robodash::bridge
