// robodash-cli export --format mcap (bridge/McapExporter): each family's log becomes the
// bridge's topics in MCAP, and what our reader finds in it is what an independent reader
// (@mcap/core + @foxglove/rosmsg2-serialization, tests/data/mcap/check-mcap.mjs) found in the
// same export: the same topics, types and counts, and the same values in the first and last
// message of every topic it can decode here (*.node.txt). Also: ros2msg schemas with their
// dependencies, log times equal to the header stamps, the namespace, a bad destination.
#include "RosMessageJson.h"

#include "FamilyCatalog.h"
#include "bridge/McapExporter.h"
#include "link/CsvExporter.h"
#include "link/SessionLogReader.h"
#include "link/mcap/McapReader.h"

#include <QFile>
#include <QProcess>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <functional>

namespace tst_mcap_export {  // this file's names, apart in a unity batch

using namespace robodash;

namespace {

const QString kData = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/");

// What check-mcap.mjs printed for one topic.
struct NodeTopic {
    QString type;
    quint64 count = 0;
    QJsonObject first, last;
    quint64 firstLogTime = 0, lastLogTime = 0;
};

std::map<QString, NodeTopic> readNodeSummary(const QString &name)
{
    QFile file(kData + name + QStringLiteral(".node.txt"));
    std::map<QString, NodeTopic> topics;
    if (!file.open(QIODevice::ReadOnly))
        return topics;
    const QRegularExpression topicLine(QStringLiteral(R"(^(/\S+) \[(\S+)\] (\d+) messages$)"));
    const QRegularExpression messageLine(QStringLiteral(R"(^  (first|last) +\(log time (\d+)\): (.*)$)"));
    QString current;
    for (const QString &line : QString::fromUtf8(file.readAll()).split('\n')) {
        const auto t = topicLine.match(line);
        const auto m = messageLine.match(line);
        if (t.hasMatch()) {
            current = t.captured(1);
            topics[current].type = t.captured(2);
            topics[current].count = t.captured(3).toULongLong();
        } else if (m.hasMatch()) {
            NodeTopic &topic = topics[current];
            const QJsonObject message = QJsonDocument::fromJson(m.captured(3).toUtf8()).object();
            const bool first = m.captured(1) == QLatin1String("first");
            (first ? topic.first : topic.last) = message;
            (first ? topic.firstLogTime : topic.lastLogTime) = m.captured(2).toULongLong();
        }
    }
    return topics;
}

// What our reader finds per topic: type, count, first and last message decoded.
struct OurTopic {
    QString type;
    quint64 count = 0;
    QJsonObject first, last;
    quint64 firstLogTime = 0, lastLogTime = 0;
    bool decoded = false;
};

std::map<QString, OurTopic> readOurs(const std::string &path, QString *error)
{
    std::map<QString, OurTopic> topics;
    mcap::McapReader reader;
    if (!reader.open(path)) {
        *error = QString::fromStdString(reader.error());
        return topics;
    }
    const bool ok = reader.readMessages([&](const mcap::MessageView &m) {
        const mcap::Channel &channel = reader.channels().at(m.channelId);
        OurTopic &topic = topics[QString::fromStdString(channel.topic)];
        topic.type = QString::fromStdString(reader.schemas().at(channel.schemaId).name);
        topic.decoded = RosMessageJson::canDecode(topic.type);
        const QJsonObject message = RosMessageJson::decode(topic.type, m.data, m.size);
        if (topic.count++ == 0) {
            topic.first = message;
            topic.firstLogTime = m.logTime;
        }
        topic.last = message;
        topic.lastLogTime = m.logTime;
        return true;
    });
    if (!ok)
        *error = QString::fromStdString(reader.error());
    return topics;
}

}  // namespace

class TestMcapExport : public QObject {
    Q_OBJECT

private slots:
    void sameAsTheIndependentReader_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("log");
        QTest::addColumn<QString>("rosNamespace");
        QTest::addColumn<int>("decodedTopics");  // how many topics this test decodes
        QTest::newRow("kobuki") << "kobuki-sim" << "mcap/kobuki-sim.rdlog" << "" << 9;
        QTest::newRow("kobuki /tb1") << "kobuki-before-seam-tb1" << "kobuki-before-seam.rdlog" << "/tb1" << 8;
        // roverrobotics_driver's names: /odometry/wheels, no /tf (its publish_tf is false);
        // both packs once a second of the log.
        QTest::newRow("rover") << "rover-sim" << "mcap/rover-sim.rdlog" << "" << 5;
        QTest::newRow("rflex") << "rflex-sim" << "mcap/rflex-sim.rdlog" << "" << 5;
    }

    void sameAsTheIndependentReader()
    {
        QFETCH(QString, name);
        QFETCH(QString, log);
        QFETCH(QString, rosNamespace);
        QFETCH(int, decodedTopics);
        const QString out = m_dir.filePath(name + QStringLiteral(".mcap"));
        const auto result = bridge::McapExporter(app::robotFamilies().registry())
                                .exportFile(QStringLiteral(ROBODASH_TEST_DATA_DIR "/") + log, out,
                                            rosNamespace.toStdString());
        QVERIFY2(result.ok, qPrintable(result.error));
        const std::map<QString, NodeTopic> theirs = readNodeSummary(name);
        QVERIFY(theirs.size() >= 3);
        QString error;
        const std::map<QString, OurTopic> ours = readOurs(out.toStdString(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(ours.size(), theirs.size());
        int decoded = 0;
        for (const auto &[topic, node] : theirs) {
            QVERIFY2(ours.count(topic), qPrintable(topic));
            const OurTopic &our = ours.at(topic);
            QCOMPARE(our.type, node.type);
            QCOMPARE(our.count, node.count);
            QCOMPARE(our.firstLogTime, node.firstLogTime);
            QCOMPARE(our.lastLogTime, node.lastLogTime);
            QCOMPARE(result.messages.at(topic.toStdString()), node.count);
            if (!our.decoded)
                continue;
            ++decoded;
            QString where;
            QVERIFY2(RosMessageJson::same(our.first, node.first, where), qPrintable(topic + " first" + where));
            QVERIFY2(RosMessageJson::same(our.last, node.last, where), qPrintable(topic + " last" + where));
        }
        QCOMPARE(decoded, decodedTopics);
    }

    void kobukiTopicsAndFrames()
    {
        const QString out = m_dir.filePath(QStringLiteral("tb1.mcap"));
        const auto result = bridge::McapExporter(app::robotFamilies().registry())
                                .exportFile(kData + "kobuki-sim.rdlog", out, "/tb1");
        QVERIFY2(result.ok, qPrintable(result.error));
        QString error;
        const auto topics = readOurs(out.toStdString(), &error);
        QVERIFY(error.isEmpty());
        for (const char *topic : {"/tb1/odom", "/tf", "/tb1/sensors/core", "/tb1/sensors/imu_data",
                                  "/tb1/joint_states", "/tb1/debug/raw_data_stream",
                                  "/tb1/debug/raw_data_command", "/tb1/version_info"})
            QVERIFY2(topics.count(topic), topic);
        const OurTopic &odom = topics.at("/tb1/odom");
        QCOMPARE(odom.first["header"].toObject()["frame_id"].toString(), QStringLiteral("odom"));
        QCOMPARE(odom.first["child_frame_id"].toString(), QStringLiteral("base_footprint"));
        // The log time is the receive time, and the header stamp says the same.
        const QJsonObject stamp = odom.first["header"].toObject()["stamp"].toObject();
        QCOMPARE(quint64(stamp["sec"].toInt()) * 1000000000ull + quint64(stamp["nanosec"].toDouble()),
                 odom.firstLogTime);
        const QString stream = topics.at("/tb1/debug/raw_data_stream").first["data"].toString();
        QVERIFY2(stream.startsWith("{ AA 55 ") && stream.endsWith(" }"), qPrintable(stream));
        const QString command = topics.at("/tb1/debug/raw_data_command").first["data"].toString();
        QVERIFY2(command.startsWith("[ 0xaa 0x55 ") && command.endsWith(" ]"), qPrintable(command));
    }

    void schemasAreRos2MsgWithDependencies()
    {
        mcap::McapReader reader;
        QVERIFY(reader.open((kData + "kobuki-sim.mcap").toStdString()));
        bool found = false;
        for (const auto &[id, schema] : reader.schemas()) {
            QCOMPARE(schema.encoding, std::string("ros2msg"));
            QVERIFY2(!schema.data.empty() || schema.name == "std_msgs/msg/Empty", schema.name.c_str());
            if (schema.name != "nav_msgs/msg/Odometry")
                continue;
            found = true;
            const std::string separator = std::string(80, '=') + "\nMSG: ";
            QVERIFY(schema.data.rfind("std_msgs/Header header\nstring child_frame_id\n", 0) == 0);
            for (const char *dependency : {"std_msgs/Header\n", "builtin_interfaces/Time\n",
                                           "geometry_msgs/PoseWithCovariance\n", "geometry_msgs/Pose\n",
                                           "geometry_msgs/Point\n", "geometry_msgs/Quaternion\n",
                                           "geometry_msgs/TwistWithCovariance\n",
                                           "geometry_msgs/Twist\n", "geometry_msgs/Vector3\n"}) {
                const auto at = schema.data.find(separator + dependency);
                QVERIFY2(at != std::string::npos, dependency);
                QVERIFY2(schema.data.find(separator + dependency, at + 1) == std::string::npos, dependency);
            }
        }
        QVERIFY(found);
    }

    // rdlog -> MCAP -> RoboDash's replay path (SessionLogReader, as replay, decode and CSV
    // export open a log) gives the same telemetry as the rdlog: the CSV exports are equal.
    void roundTripGivesTheSameCsv_data()
    {
        QTest::addColumn<QString>("log");
        QTest::newRow("kobuki") << "mcap/kobuki-sim.rdlog";
        QTest::newRow("kobuki, before the seam") << "kobuki-before-seam.rdlog";
        QTest::newRow("rover") << "mcap/rover-sim.rdlog";
        QTest::newRow("rflex") << "mcap/rflex-sim.rdlog";
    }

    void roundTripGivesTheSameCsv()
    {
        QFETCH(QString, log);
        const QString rdlog = QStringLiteral(ROBODASH_TEST_DATA_DIR "/") + log;
        const QString mcapFile = m_dir.filePath(QStringLiteral("round.mcap"));
        const auto exported = bridge::McapExporter(app::robotFamilies().registry())
                                  .exportFile(rdlog, mcapFile, "/tb1");
        QVERIFY2(exported.ok, qPrintable(exported.error));
        const link::CsvExporter csv(app::robotFamilies().registry());
        const QString fromLog = m_dir.filePath(QStringLiteral("from-log"));
        const QString fromMcap = m_dir.filePath(QStringLiteral("from-mcap"));
        const auto a = csv.exportFile(rdlog, fromLog);
        const auto b = csv.exportFile(mcapFile, fromMcap);
        QVERIFY2(a.ok, qPrintable(a.error));
        QVERIFY2(b.ok, qPrintable(b.error));
        QCOMPARE(b.rows, a.rows);
        quint64 rows = 0;
        for (const auto &[name, count] : a.rows) {
            rows += count;
            QFile left(fromLog + '/' + name), right(fromMcap + '/' + name);
            QVERIFY(left.open(QIODevice::ReadOnly) && right.open(QIODevice::ReadOnly));
            QVERIFY2(left.readAll() == right.readAll(), qPrintable(name));
        }
        QVERIFY(rows > 20);
        QCOMPARE(b.goodFrames, a.goodFrames);
        // And the same log: header and every received and sent chunk.
        QString error;
        const auto original = link::SessionLogReader::read(rdlog, &error);
        const auto viaMcap = link::SessionLogReader::read(mcapFile, &error);
        QVERIFY2(original && viaMcap, qPrintable(error));
        QCOMPARE(viaMcap->data, original->data);
        QCOMPARE(viaMcap->chunks.size(), original->chunks.size());
        QCOMPARE(viaMcap->sent.size(), original->sent.size());
        QCOMPARE(viaMcap->header.startUtc, original->header.startUtc);
        QCOMPARE(viaMcap->durationMs(), original->durationMs());
    }

    void bagWithoutSessionLogIsNamed()
    {
        // Written by the corpus script, not by RoboDash: ROS 2 messages only.
        const QString bag = QStringLiteral(ROBODASH_FUZZ_CORPUS_DIR "/mcap/chunked_zstd.mcap");
        QString error;
        QVERIFY(!link::SessionLogReader::read(bag, &error));
        QVERIFY2(error.contains("holds no RoboDash session log"), qPrintable(error));
        const QString cut = QStringLiteral(ROBODASH_FUZZ_CORPUS_DIR "/mcap/cut_short.mcap");
        QVERIFY(!link::SessionLogReader::read(cut, &error));
        QVERIFY2(error.contains("cut short"), qPrintable(error));  // the scan says where
    }

    void unwritableDestinationSaysWhere()
    {
        const QString out = m_dir.filePath(QStringLiteral("missing/folder/out.mcap"));
        const auto result = bridge::McapExporter(app::robotFamilies().registry())
                                .exportFile(kData + "rover-sim.rdlog", out, "");
        QVERIFY(!result.ok);
        QVERIFY2(result.error.contains(out) && result.error.contains("No such file"), qPrintable(result.error));
    }

    // The command: topics and counts on stdout; a bad destination or format says so.
    void commandLine()
    {
#ifndef ROBODASH_CLI_PATH
        QSKIP("robodash-cli is not built here");
#else
        QProcess cli;
        const QString out = m_dir.filePath(QStringLiteral("cli.mcap"));
        cli.start(QStringLiteral(ROBODASH_CLI_PATH),
                  {"export", kData + "kobuki-sim.rdlog", "--format", "mcap", "-o", out, "--namespace", "/tb1"});
        QVERIFY(cli.waitForFinished(60000));
        const QString printed = QString::fromUtf8(cli.readAllStandardOutput());
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(printed.contains("/tb1/odom: 159 messages") && printed.contains(out + ": "),
                 qPrintable(printed));

        const QString nowhere = m_dir.filePath(QStringLiteral("no/such/dir/x.mcap"));
        cli.start(QStringLiteral(ROBODASH_CLI_PATH),
                  {"export", kData + "kobuki-sim.rdlog", "--format", "mcap", "-o", nowhere});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 1);
        const QString said = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(said.contains("cannot create " + nowhere) && said.contains("No such file"), qPrintable(said));

        cli.start(QStringLiteral(ROBODASH_CLI_PATH), {"export", kData + "kobuki-sim.rdlog", "--format", "xml"});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
#endif
    }

    void badNamespaceIsRefused()
    {
        const auto result = bridge::McapExporter(app::robotFamilies().registry())
                                .exportFile(kData + "rover-sim.rdlog", m_dir.filePath("x.mcap"), "/bad name!");
        QVERIFY(!result.ok);
        QVERIFY(!result.error.isEmpty());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestMcapExport)

}  // namespace tst_mcap_export
#include "tst_mcap_export.moc"
