// A ROS 2 bag of kobuki_ros topics written by an independent writer
// (tests/data/mcap/make-kobuki-bag.mjs: @mcap/core + @foxglove/rosmsg2-serialization) opens
// as a session log: the values the script wrote come out of the Kobuki's decoders, through
// the path replay and CSV export read logs by.
#include "FamilyCatalog.h"
#include "CdrSample.h"
#include "KobukiBag.h"
#include "bridge/CdrSerializer.h"
#include "kobuki_ros_interfaces.h"
#include "link/CsvExporter.h"
#include "link/LinkSessionLogs.h"
#include "link/SessionLogReader.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>

namespace tst_kobuki_bag {  // this file's names, apart in a unity batch

using namespace robodash;

namespace {

const QString kBag = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/kobuki-ros-bag.mcap");
const QString kOtherRobot = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/other-robot-bag.mcap");

// One column of a CSV file the exporter wrote, as text.
QStringList column(const QString &file, const QString &name)
{
    QFile csv(file);
    if (!csv.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return {};
    const qsizetype index = lines.front().split(QLatin1Char(',')).indexOf(name);
    QStringList values;
    for (qsizetype i = 1; i < lines.size() && index >= 0; ++i)
        values << lines[i].split(QLatin1Char(',')).value(index);
    return values;
}

}  // namespace

class TestKobukiBag : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    link::CsvExportResult exportBag(const QString &bag, const std::optional<QString> &rosNamespace,
                                    const QString &directory)
    {
        bridge::KobukiBag::setNamespace(rosNamespace);
        return link::CsvExporter(app::robotFamilies().registry()).exportFile(bag, m_dir.filePath(directory));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        bridge::KobukiBag::install();
    }

    void theWrittenValuesComeOut()
    {
        const auto result = exportBag(kBag, QStringLiteral("/tb1"), QStringLiteral("tb1"));
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.checksumErrors, 0u);
        QVERIFY(result.stop.clean);
        const QString dir = m_dir.filePath(QStringLiteral("tb1/"));
        // One frame per sensors/core message, with that message's heading, dock IR, gyro.
        const QStringList battery = column(dir + "basic_sensors.csv", QStringLiteral("battery_raw"));
        QCOMPARE(battery.size(), 100);
        QCOMPARE(battery.count(QStringLiteral("152")), 100);
        // The centre bumper pressed from 1.0 s to 1.2 s, at the messages' log times.
        const QStringList bumper = column(dir + "basic_sensors.csv", QStringLiteral("bumper"));
        const QStringList times = column(dir + "basic_sensors.csv", QStringLiteral("time_s"));
        QCOMPARE(bumper.count(QStringLiteral("2")), 10);
        QCOMPARE(times.value(bumper.indexOf(QStringLiteral("2"))).toDouble(), 1.0);
        QCOMPARE(times.last().toDouble(), 1.98);
        QCOMPARE(column(dir + "basic_sensors.csv", QStringLiteral("left_encoder")).last(), QStringLiteral("1990"));
        QCOMPARE(column(dir + "cliff.csv", QStringLiteral("right_raw")).value(0), QStringLiteral("1200"));
        QCOMPARE(column(dir + "cliff.csv", QStringLiteral("central_raw")).value(0), QStringLiteral("1300"));
        QCOMPARE(column(dir + "cliff.csv", QStringLiteral("left_raw")).value(0), QStringLiteral("1400"));
        // Heading 90 degrees (a quaternion about z), turning at 0.5 rad/s.
        QCOMPARE(column(dir + "inertia.csv", QStringLiteral("angle_raw")).value(0), QStringLiteral("9000"));
        QCOMPARE(column(dir + "inertia.csv", QStringLiteral("angle_raw")).size(), 100);
        QCOMPARE(column(dir + "dock_ir.csv", QStringLiteral("time_s")).size(), 100);
        QCOMPARE(result.rows.at(QStringLiteral("firmware_version.csv")), 1u);
        QCOMPARE(result.rows.at(QStringLiteral("controller_info.csv")), 1u);
    }

    void replayReadsItAsAKobukiLog()
    {
        bridge::KobukiBag::setNamespace(QStringLiteral("tb1"));  // the slash is optional
        QString error;
        const auto log = link::LinkSessionLogs::readForReplay(kBag, app::robotFamilies().registry(), &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->header.family(), std::string("kobuki"));
        QCOMPARE(log->durationMs(), 1980);
        QCOMPARE(log->header.startUtc.toSecsSinceEpoch(), 1700000000);
        QVERIFY(log->header.port.endsWith(QStringLiteral(" /tb1")));
    }

    void severalRobotsNeedAChoice()
    {
        bridge::KobukiBag::setNamespace(std::nullopt);
        QString error;
        QVERIFY(!link::SessionLogReader::read(kBag, &error));
        QVERIFY2(error.contains(QStringLiteral("several Kobukis (/tb1, /tb2)"))
                     && error.contains(QStringLiteral("--namespace")),
                 qPrintable(error));
        bridge::KobukiBag::setNamespace(QStringLiteral("/tb3"));
        QVERIFY(!link::SessionLogReader::read(kBag, &error));
        QVERIFY2(error.contains(QStringLiteral("no Kobuki at namespace /tb3")), qPrintable(error));

        const auto contents = bridge::KobukiBag::inspect(kBag, &error);
        QVERIFY2(contents, qPrintable(error));
        QCOMPARE(contents->namespaces, QStringList({QStringLiteral("/tb1"), QStringLiteral("/tb2")}));
        QVERIFY(!contents->robodash);
        QVERIFY(bridge::KobukiBag::missingTopics(*contents, QStringLiteral("/tb1")).isEmpty());
        QCOMPARE(bridge::KobukiBag::missingTopics(*contents, QStringLiteral("/tb2")).size(), 5);
    }

    void aRobotWithOnlySomeTopicsReplaysWhatItHas()
    {
        const auto result = exportBag(kBag, QStringLiteral("/tb2"), QStringLiteral("tb2"));
        QVERIFY2(result.ok, qPrintable(result.error));
        const QString dir = m_dir.filePath(QStringLiteral("tb2/"));
        QCOMPARE(column(dir + "basic_sensors.csv", QStringLiteral("battery_raw")).count(QStringLiteral("160")), 100);
        QCOMPARE(result.rows.at(QStringLiteral("inertia.csv")), 0u);
        QCOMPARE(result.rows.at(QStringLiteral("cliff.csv")), 0u);  // its messages' bottom is empty
    }

    void anotherRobotsBagIsRefusedNamingWhatItHolds()
    {
        bridge::KobukiBag::setNamespace(std::nullopt);
        QString error;
        QVERIFY(!link::SessionLogReader::read(kOtherRobot, &error));
        QVERIFY2(error.contains(QStringLiteral("no sensors/core")) && error.contains(QStringLiteral("/cmd_vel")),
                 qPrintable(error));
    }

    void aCutBagReplaysUpToTheCut()
    {
        QFile whole(kBag);
        QVERIFY(whole.open(QIODevice::ReadOnly));
        const QString cut = m_dir.filePath(QStringLiteral("cut.mcap"));
        QFile out(cut);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(whole.read(whole.size() / 2));
        out.close();
        bridge::KobukiBag::setNamespace(QStringLiteral("/tb1"));
        QString error;
        const auto log = link::SessionLogReader::read(cut, &error);
        QVERIFY2(log, qPrintable(error));
        QVERIFY(!log->chunks.empty());
        QVERIFY(!log->stop.clean);  // it says it was cut
    }

    void theCliExportsABagAndSaysWhatIsMissing()
    {
#ifdef ROBODASH_CLI_PATH
        QProcess cli;
        const QString out = m_dir.filePath(QStringLiteral("cli"));
        cli.start(QStringLiteral(ROBODASH_CLI_PATH), {"export", kBag, "--csv", out});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY(QString::fromUtf8(cli.readAllStandardError()).contains(QStringLiteral("choose one with --namespace")));
        cli.start(QStringLiteral(ROBODASH_CLI_PATH), {"export", kBag, "--csv", out, "--namespace", "/tb2"});
        QVERIFY(cli.waitForFinished(60000));
        const QString errors = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(errors.contains(QStringLiteral("the bag has no sensors/imu_data, sensors/imu_data_raw, "
                                                "sensors/dock_ir, version_info, controller_info")),
                 qPrintable(errors));
        QVERIFY(QString::fromUtf8(cli.readAllStandardOutput()).contains(QStringLiteral("basic_sensors.csv: 100 rows")));
#else
        QSKIP("robodash-cli is not built");
#endif
    }

    void badCdrIsRefusedWithASentence()
    {
        kobuki_ros_interfaces_msg_dds__SensorState_ state{};
        std::uint16_t bottom[3] = {1, 2, 3};
        state.bottom._buffer = bottom;
        state.bottom._length = state.bottom._maximum = 3;
        state.header.frame_id = const_cast<char *>("base_link");
        const std::string bytes = bridge::CdrSerializer::serialize(&kobuki_ros_interfaces_msg_dds__SensorState__desc, &state);
        const auto *data = reinterpret_cast<const std::uint8_t *>(bytes.data());
        std::string error;
        {
            bridge::CdrSample<kobuki_ros_interfaces_msg_dds__SensorState_> sample(
                &kobuki_ros_interfaces_msg_dds__SensorState__desc);
            QVERIFY2(sample.read(data, bytes.size(), &error), error.c_str());
            QCOMPARE(sample.value().bottom._length, 3u);
            QCOMPARE(sample.value().bottom._buffer[2], 3);
        }
        for (const std::size_t size : {std::size_t(0), std::size_t(3), std::size_t(12), bytes.size() - 12}) {
            bridge::CdrSample<kobuki_ros_interfaces_msg_dds__SensorState_> sample(
                &kobuki_ros_interfaces_msg_dds__SensorState__desc);
            error.clear();
            QVERIFY(!sample.read(data, size, &error));
            QVERIFY(!error.empty());
        }
    }
};

QTEST_GUILESS_MAIN(TestKobukiBag)

}  // namespace tst_kobuki_bag
#include "tst_kobuki_bag.moc"
