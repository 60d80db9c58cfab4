// An MCAP file of a session has the live bridge's topics (issue 31: "the same result as
// recording those topics with `ros2 bag record` while the bridge runs"). For each family, on
// its virtual robot in this process: a RosBridge with its default profile
// (roverrobotics_driver's for the Rover) shares the robot on a loopback domain of this run's
// own, while the same link records the session straight to MCAP. Then every topic in the
// file is one the bridge publishes, with the same type; every topic the bridge publishes is
// in the file (an event topic whose event did not happen too, as `ros2 bag record` lists it)
// but those a file leaves out on purpose (docs/MCAP.md); and the odometry's topic and frames
// are the ones a ROS 2 node receives. Waits are for conditions, with generous limits.
#include "RosMessageJson.h"
#include "TopicProbe.h"

#include "FamilyCatalog.h"
#include "RobotSession.h"
#include "bridge/McapRecordingSink.h"
#include "bridge/RosBridge.h"
#include "link/RobotLink.h"
#include "link/SessionRecorder.h"
#include "link/mcap/McapReader.h"

#include "nav_msgs.h"
#include "DdsTestDomain.h"

#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace tst_bridge_mcap_topics {  // this file's names, apart in a unity batch

using namespace robodash;

namespace {

constexpr int kTimeoutMs = 60000;  // a twin, DDS discovery and a sanitized build, loaded

using TopicTypes = std::map<std::string, std::string>;  // ROS topic -> ROS type

// "nav_msgs::msg::dds_::Odometry_" as ROS names it: "nav_msgs/msg/Odometry".
std::string rosType(std::string ddsType)
{
    const std::string dds = "::dds_::";
    const auto at = ddsType.find(dds);
    if (at != std::string::npos)
        ddsType.replace(at, dds.size(), "::");
    if (!ddsType.empty() && ddsType.back() == '_')
        ddsType.pop_back();
    for (std::size_t colons; (colons = ddsType.find("::")) != std::string::npos;)
        ddsType.replace(colons, 2, "/");
    return ddsType;
}

// Every ROS topic (DDS "rt/...") with a writer in the domain, from DDS's own discovery data.
class Publications {
public:
    explicit Publications(int domain)
        : m_participant(bridge::DdsParticipant::create(domain, "lo", &m_error))
    {
        if (m_participant)
            m_reader = dds_create_reader(m_participant->handle(), DDS_BUILTIN_TOPIC_DCPSPUBLICATION,
                                         nullptr, nullptr);
    }
    const TopicTypes &take()
    {
        void *samples[64] = {};
        dds_sample_info_t infos[64];
        const int n = m_reader > 0 ? dds_take(m_reader, samples, infos, 64, 64) : 0;
        for (int i = 0; i < n; ++i) {
            const auto *endpoint = static_cast<const dds_builtintopic_endpoint_t *>(samples[i]);
            const std::string topic = infos[i].valid_data ? endpoint->topic_name : "";
            if (topic.rfind("rt/", 0) == 0)
                m_topics[topic.substr(2)] = rosType(endpoint->type_name);
        }
        if (n > 0)
            dds_return_loan(m_reader, samples, n);
        return m_topics;
    }
    const std::string &error() const { return m_error; }

private:
    std::unique_ptr<bridge::DdsParticipant> m_participant;
    dds_entity_t m_reader = 0;
    std::string m_error;
    TopicTypes m_topics;
};

// Topics, types and the first message of `topic`, as JSON, in an MCAP file.
struct FileTopics {
    TopicTypes types;
    std::map<std::string, std::uint64_t> counts;
    QJsonObject firstOf;
};

FileTopics readFile(const QString &path, const std::string &topic)
{
    FileTopics file;
    mcap::McapReader reader;
    if (!reader.open(path.toStdString()))
        return file;
    for (const auto &[id, channel] : reader.channels()) {
        const auto schema = reader.schemas().find(channel.schemaId);
        file.types[channel.topic] = schema == reader.schemas().end() ? "" : schema->second.name;
    }
    reader.readMessages([&](const mcap::MessageView &m) {
        const std::string &name = reader.channels().at(m.channelId).topic;
        if (name == topic && file.counts[name] == 0)
            file.firstOf = RosMessageJson::decode(QString::fromStdString(file.types[name]), m.data, m.size);
        ++file.counts[name];
        return true;
    });
    return file;
}

}  // namespace

class TestBridgeMcapTopics : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        link::SessionRecorder::setSinkFactory(
            bridge::McapRecordingSink::factory(app::robotFamilies().registry()));
    }

    void fileHasTheLiveBridgesTopics_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("odomTopic");
        QTest::addColumn<QString>("childFrame");
        // Live topics an MCAP file leaves out on purpose (docs/MCAP.md).
        QTest::addColumn<QStringList>("liveOnly");
        const QStringList always{"/rosout", "/parameter_events"};
        QTest::newRow("rover") << "rover" << "/odometry/wheels" << "base_link" << always;
        QTest::newRow("kobuki") << "kobuki" << "/odom" << "base_footprint"
                                << always + QStringList{"/diagnostics"};
        QTest::newRow("rflex") << "rflex" << "/odom" << "base" << always;
    }

    void fileHasTheLiveBridgesTopics()
    {
        QFETCH(QString, family);
        QFETCH(QString, odomTopic);
        QFETCH(QString, childFrame);
        QFETCH(QStringList, liveOnly);
        const int domain = robodash::testprogram::DdsTestDomain::reserve();
        app::RobotSession session(family.toStdString());
        link::RobotLink &link = session.link();
        link.connectTo(QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);

        bridge::BridgeOptions options;  // the default profile
        options.domain = domain;
        options.interfaceName = "lo";
        Publications publications(domain);
        QVERIFY2(publications.error().empty(), publications.error().c_str());
        TopicProbe probe(domain);
        QVERIFY2(probe.isValid(), probe.error().c_str());
        const dds_entity_t odomReader = probe.reader(&nav_msgs_msg_dds__Odometry__desc,
                                                     "rt" + odomTopic.toStdString());
        QVERIFY(odomReader > 0);
        bridge::RosBridge bridge(link, options);
        std::string error;
        QVERIFY2(bridge.start(&error), error.c_str());

        const QString file = m_dir.filePath(family + ".mcap");
        link.startRecording(file);
        QTRY_VERIFY_WITH_TIMEOUT(link.isRecording(), kTimeoutMs);
        std::string liveOdomFrame, liveChildFrame;
        QTRY_VERIFY_WITH_TIMEOUT(probe.takeEach<nav_msgs_msg_dds__Odometry_>(
                                     odomReader, [&](const nav_msgs_msg_dds__Odometry_ &m) {
                                         liveOdomFrame = m.header.frame_id;
                                         liveChildFrame = m.child_frame_id;
                                     }) > 0 || !liveChildFrame.empty(),
                                 kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(publications.take().count(odomTopic.toStdString()), kTimeoutMs);
        QTest::qWait(1500);  // a second and more of the session: batteries report at 1 Hz
        link.stopRecording();
        QTRY_VERIFY_WITH_TIMEOUT(!link.isRecording(), kTimeoutMs);
        const TopicTypes live = publications.take();
        bridge.stop();

        FileTopics recorded = readFile(file, odomTopic.toStdString());
        QVERIFY(recorded.types.erase("/robodash/session_log"));
        QVERIFY2(recorded.types.size() >= 3, qPrintable(file));
        for (const auto &[topic, type] : recorded.types) {
            QVERIFY2(live.count(topic), qPrintable(QString::fromStdString(topic + " is in the file, not live")));
            QCOMPARE(type, live.at(topic));
        }
        for (const auto &[topic, type] : live) {
            if (liveOnly.contains(QString::fromStdString(topic)))
                continue;
            QVERIFY2(recorded.types.count(topic), qPrintable(QString::fromStdString(topic + " is live, not in the file")));
        }
        QCOMPARE(liveChildFrame, childFrame.toStdString());
        const QJsonObject header = recorded.firstOf["header"].toObject();
        QCOMPARE(header["frame_id"].toString().toStdString(), liveOdomFrame);
        QCOMPARE(recorded.firstOf["child_frame_id"].toString().toStdString(), liveChildFrame);
    }
};

QTEST_GUILESS_MAIN(TestBridgeMcapTopics)

}  // namespace tst_bridge_mcap_topics
#include "tst_bridge_mcap_topics.moc"
