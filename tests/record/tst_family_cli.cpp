// robodash-cli with --robot rover and --robot rflex, run as separate processes the way a
// user runs them: encode prints the host bytes the codecs make, decode reads a robot's raw
// bytes into JSON lines with SI values, record + export give the family's CSV files, and
// monitor prints the family's telemetry lines from its description.
#include "../protocol/CliProcess.h"
#include "rflex/CommandDecoder.h"
#include "rflex/Conversions.h"
#include "rflex/FrameFinder.h"
#include "rflex/ReportEncoder.h"
#include "rover/Conversions.h"
#include "rover/Register.h"
#include "rover/Reply.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <variant>

namespace tst_family_cli {  // this file's names, apart in a unity batch

using namespace robodash;
using cli_testing::CliRun;
using cli_testing::jsonLines;
using cli_testing::runCli;

namespace {

QList<QJsonObject> ofType(const QList<QJsonObject> &objects, const QString &type)
{
    QList<QJsonObject> found;
    for (const QJsonObject &object : objects)
        if (object.value(QStringLiteral("type")).toString() == type)
            found << object;
    return found;
}

std::vector<std::uint8_t> fromHex(const QByteArray &line)
{
    std::vector<std::uint8_t> bytes;
    for (const QByteArray &word : line.trimmed().split(' '))
        bytes.push_back(std::uint8_t(word.toUInt(nullptr, 16)));
    return bytes;
}

void append(QByteArray &bytes, const std::vector<std::uint8_t> &more)
{
    bytes.append(reinterpret_cast<const char *>(more.data()), qsizetype(more.size()));
}

void appendReply(QByteArray &bytes, rover::Register which, std::uint16_t value)
{
    const rover::ReplyBytes reply = rover::encodeReply({rover::numberOf(which), value});
    append(bytes, std::vector<std::uint8_t>(reply.begin(), reply.end()));
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-8 * std::max(1.0, std::abs(b));
}

}  // namespace

class TestFamilyCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    void encodeRoverPacketsAsTheCodecMakesThem()
    {
        // 0.2 m/s on both tracks: round(0.2 * 50 + 125) = 135; checksum 255 - 395 % 255.
        CliRun run = runCli({"encode", "--robot", "rover", "motors", "--linear", "0.2"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("FD 87 87 7D 00 00 73\n"));
        const CliRun byName = runCli({"encode", "--robot", "rover", "read-register", "--register", "left_encoder"});
        const CliRun byNumber = runCli({"encode", "read-register", "--register", "14", "--robot=rover"});
        QCOMPARE(byName.exitCode, 0);
        QCOMPARE(byName.out, QByteArray("FD 7D 7D 7D 0A 0E 6F\n"));
        QCOMPARE(byNumber.out, byName.out);
        run = runCli({"encode", "--robot", "rover", "read-register", "--register", "3"});
        QCOMPARE(run.exitCode, 2);  // odd numbers are no register
        QVERIFY(run.err.contains("not a documented register"));
        run = runCli({"encode", "--robot", "rover", "base-control", "--speed", "1", "--radius", "0"});
        QCOMPARE(run.exitCode, 2);  // a Kobuki command
        run = runCli({"encode", "--robot", "tank", "motors"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("rover"));  // names the known ones
    }

    void encodeRflexVelocityAsOneEscapeFreeFramePerAxis()
    {
        const CliRun run = runCli({"encode", "--robot", "rflex", "velocity", "--linear", "0.3", "--angular", "-0.2"});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        std::vector<rflex::AxisSetDirection> commands;
        for (const QByteArray &line : lines) {
            const std::vector<std::uint8_t> bytes = fromHex(line);
            QVERIFY(bytes.size() > 4);
            for (std::size_t i = 2; i + 2 < bytes.size(); ++i)
                QVERIFY2(bytes[i] != 0x1B, line.constData());  // nothing to unstuff inside
            rflex::FrameFinder finder;
            finder.feed(bytes.data(), bytes.size(), [&](const rflex::FrameView &view) {
                const auto command = rflex::decodeCommand(view);
                if (command && std::holds_alternative<rflex::AxisSetDirection>(*command))
                    commands.push_back(std::get<rflex::AxisSetDirection>(*command));
            });
        }
        QCOMPARE(commands.size(), std::size_t(2));
        QCOMPARE(commands[0].axis, rflex::Axis::Translation);
        QCOMPARE(commands[0].velocity, rflex::translationToRaw(0.3));
        QCOMPARE(commands[0].direction, rflex::Direction::Forward);
        QCOMPARE(commands[1].axis, rflex::Axis::Rotation);
        QCOMPARE(commands[1].direction, rflex::Direction::Backward);
        QCOMPARE(commands[1].velocity, -rflex::rotationToRaw(-0.2));
    }

    void decodeRoverRepliesWithTheirFirmwaresScales()
    {
        QByteArray bytes("\x01\x02garbage\xFD", 11);  // a false start byte first
        appendReply(bytes, rover::Register::BuildNumber, 10009);
        appendReply(bytes, rover::Register::LeftRpm, 1000);
        bytes.append("\xFD\x02\x00\x00\x00", 5);  // checksum 0: never valid
        appendReply(bytes, rover::Register::SmartBatteryTemperatureA, 2981);
        const CliRun run = runCli({"decode", "--robot", "rover", writeFile("rover.bin", bytes)});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(run.out);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0].value("firmware").toString(), QStringLiteral("1.0.9"));
        QCOMPARE(lines[1].value("name").toString(), QStringLiteral("left_speed"));
        QCOMPARE(lines[1].value("raw").toInt(), 1000);
        QVERIFY(near(lines[1].value("value").toDouble(), rover::rpmToTrackSpeed(1000, 2.0)));
        QCOMPARE(lines[1].value("approximate").toInt(), 1);
        QVERIFY(near(lines[2].value("value").toDouble(), rover::deciKelvinToCelsius(2981)));
        const QJsonObject summary = lines[3];
        QCOMPARE(summary.value("type").toString(), QStringLiteral("summary"));
        QCOMPARE(summary.value("replies").toInt(), 3);
        QVERIFY(summary.value("checksum_errors").toInt() >= 1);
        QVERIFY(summary.value("discarded_bytes").toInt() > 0);
    }

    void decodeRflexReportsWithNoEchoAsNull()
    {
        QByteArray bytes;
        rflex::SystemStatus status;
        status.batteryRaw = 2350;
        status.brake = 1;
        append(bytes, rflex::encodeReport(status));
        rflex::SonarReport sonar;
        sonar.count = 2;
        sonar.echoes[0] = {0x11, 0x1B1B};  // stuffed on the wire
        sonar.echoes[1] = {0x12, rflex::kSonarNoEcho};
        append(bytes, rflex::encodeReport(sonar));
        const CliRun run = runCli({"decode", "--robot", "rflex", writeFile("rflex.bin", bytes)});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(run.out);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0].value("type").toString(), QStringLiteral("sys_status"));
        QVERIFY(near(lines[0].value("battery_v").toDouble(), rflex::batteryVolts(2350)));
        QCOMPARE(lines[0].value("brake_engaged").toInt(), 1);
        const QJsonArray echoes = lines[1].value("echoes").toArray();
        QCOMPARE(echoes.size(), 2);
        QCOMPARE(echoes[0].toObject().value("range").toInt(), 0x1B1B);
        QVERIFY(near(echoes[0].toObject().value("range_m").toDouble(), 0x1B1B / rflex::kSonarUnitsPerMetre));
        QVERIFY(echoes[1].toObject().value("range_m").isNull());
        QCOMPARE(lines[2].value("frames").toInt(), 2);
        QVERIFY(lines[2].value("stuffed_escapes").toInt() >= 2);
    }

    // The Plots panel's names on the command line (issue 40): just those columns, each equal
    // (times and values) to its column in the per-kind CSV export of the same log; a keyed
    // field only its key's rows.
    void exportFieldsWritesJustThoseColumns()
    {
        const QString log = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/rflex-sim.rdlog");
        const QString csv = m_dir.filePath(QStringLiteral("fields.csv"));
        const CliRun run = runCli({"export", log, "--fields", "rflex/battery/battery_v,rflex/axes[rotation]/velocity",
                                   "-o", csv});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString kinds = m_dir.filePath(QStringLiteral("rflex-kinds"));
        QVERIFY(runCli({"export", log, "--csv", kinds}).exitCode == 0);

        const auto column = [](const QString &path, const QString &name, const QString &keyName = {},
                               const QString &key = {}) {
            QFile file(path);
            QStringList values;
            if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
                return values;
            const QStringList header = QString::fromUtf8(file.readLine()).trimmed().split(',');
            const int at = header.indexOf(name), keyAt = header.indexOf(keyName);
            while (!file.atEnd()) {
                const QStringList row = QString::fromUtf8(file.readLine()).trimmed().split(',');
                if (keyAt >= 0 && row.value(keyAt) != key)
                    continue;
                if (!row.value(at).isEmpty())
                    values << row.value(0) + ' ' + row.value(at);  // time_s and the value
            }
            return values;
        };
        QFile written(csv);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(!run.err.contains("never gave"));
        QCOMPARE(written.readLine().trimmed(), QByteArray("time_s,rflex/battery/battery_v,rflex/axes[rotation]/velocity"));
        const QStringList volts = column(csv, QStringLiteral("rflex/battery/battery_v"));
        QVERIFY(!volts.isEmpty());
        QCOMPARE(volts, column(kinds + "/battery.csv", QStringLiteral("battery_v")));
        const QStringList rotation = column(csv, QStringLiteral("rflex/axes[rotation]/velocity"));
        QVERIFY(!rotation.isEmpty());
        QCOMPARE(rotation, column(kinds + "/axes.csv", QStringLiteral("velocity"), QStringLiteral("axis"),
                                  QStringLiteral("rotation")));

        const CliRun unknown = runCli({"export", log, "--fields", "rflex/battery/no_such_column"});
        QCOMPARE(unknown.exitCode, 2);  // a bad argument, not a log that cannot be read
        QVERIFY(unknown.err.contains("rflex/battery/no_such_column"));
        QVERIFY(unknown.err.contains("--list-fields"));
        const CliRun listed = runCli({"export", log, "--list-fields"});
        QCOMPARE(listed.exitCode, 0);
        QVERIFY(listed.out.contains("rflex/axes[rotation]/velocity\trad/s\n"));
        QVERIFY(listed.out.contains("rflex/axes[translation]/velocity\tm/s\n"));
        const CliRun typo = runCli({"export", log, "--fields", "rflex/axes[rotaton]/velocity", "-o",
                                    m_dir.filePath(QStringLiteral("typo.csv"))});
        QCOMPARE(typo.exitCode, 0);  // a key the log may not have: written, and said
        QVERIFY(typo.err.contains("never gave rflex/axes[rotaton]/velocity"));
        QVERIFY(listed.out.contains("robot/battery/voltage\tV\n"));
    }

    void recordAndExportEachFamily_data()
    {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("busiest");
        QTest::newRow("rover") << "rover"
                               << QStringList{"fast_odometry.csv", "identity.csv", "medium_drive.csv", "slow_power.csv"}
                               << "fast_odometry.csv";
        QTest::newRow("rflex") << "rflex"
                               << QStringList{"axes.csv", "battery.csv", "dio.csv", "odometry.csv", "sonar.csv", "status.csv"}
                               << "odometry.csv";
    }
    void recordAndExportEachFamily()
    {
        QFETCH(QString, robot);
        QFETCH(QStringList, files);
        QFETCH(QString, busiest);
        const QString log = m_dir.filePath(robot + ".rdlog");
        const CliRun record = runCli({"record", "sim:", log, "--robot", robot, "--duration", "2"});
        QVERIFY2(record.exitCode == 0, record.err.constData());
        const QString out = m_dir.filePath(robot + "-csv");
        const CliRun exported = runCli({"export", log, "--csv", out});  // the log names its family
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        QCOMPARE(QDir(out).entryList(QDir::Files, QDir::Name), files);
        QFile busy(out + '/' + busiest);
        QVERIFY(busy.open(QIODevice::ReadOnly));
        QVERIFY(busy.readAll().count('\n') > 5);
        QVERIFY(exported.out.contains("0 checksum errors"));
    }

    void monitorPrintsTheFamilysLines_data()
    {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("rover") << "rover" << QStringList{"version_info", "odometry", "drive", "power", "event"};
        QTest::newRow("rflex") << "rflex" << QStringList{"odometry", "battery", "bump", "base_status"};
    }
    void monitorPrintsTheFamilysLines()
    {
        QFETCH(QString, robot);
        QFETCH(QStringList, lines);
        const CliRun run = runCli({"monitor", "sim:", "--robot", robot, "--duration", "3"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QList<QJsonObject> objects = jsonLines(run.out);
        QSet<QString> known{"status", "online", "offline", "warning", "error", "event", "version_info"};
        for (const QString &line : lines) {
            QVERIFY2(!ofType(objects, line).isEmpty(), qPrintable(line));
            known << line;
        }
        for (const QJsonObject &object : objects)
            QVERIFY2(known.contains(object.value("type").toString()), qPrintable(object.value("type").toString()));
        if (robot == "rover") {
            QCOMPARE(ofType(objects, "version_info").first().value("firmware").toString(), QStringLiteral("1.3.0"));
        } else {
            const QJsonObject status = ofType(objects, "base_status").first();
            QCOMPARE(status.value("brake_engaged").toInt(), 1);  // nobody enabled the motors
            QCOMPARE(status.value("motors_enabled").toInt(), 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestFamilyCli)

}  // namespace tst_family_cli
#include "tst_family_cli.moc"
