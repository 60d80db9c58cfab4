// robodash-cli decode and encode, run as a separate process the way a user runs them.
#include "CliProcess.h"
#include "ProtocolTestSupport.h"

#include "kobuki/CommandParser.h"
#include "kobuki/Conversions.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/FrameFinder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_cli {  // this file's names, apart in a unity batch

using namespace robodash::kobuki;
using namespace robodash::kobuki::testing;
using robodash::cli_testing::CliRun;
using robodash::cli_testing::jsonLines;
using robodash::cli_testing::runCli;

namespace {

using Bytes = std::vector<std::uint8_t>;

QList<int> intArray(const QJsonValue &value)
{
    QList<int> numbers;
    for (const QJsonValue &item : value.toArray())
        numbers << item.toInt();
    return numbers;
}

bool isOneLine(const QByteArray &text)
{
    return !text.isEmpty() && text.count('\n') == 1 && text.endsWith('\n');
}

// Two good frames, a corrupted one, garbage, and a frame with unknown and malformed
// sub-payloads: everything the decoder has to count.
QByteArray sampleStream()
{
    Bytes stream = fromHex("00 AA 13");
    const Bytes first = FeedbackEncoder()
                            .add(sampleBasicSensors())
                            .add(sampleDockIr())
                            .add(sampleInertia())
                            .add(sampleCliff())
                            .add(sampleCurrent())
                            .add(sampleRawGyro(2))
                            .add(sampleInput())
                            .frame();
    stream.insert(stream.end(), first.begin(), first.end());
    Bytes corrupted = first;
    corrupted[10] ^= 0x40;
    stream.insert(stream.end(), corrupted.begin(), corrupted.end());
    const Bytes second = FeedbackEncoder()
                             .addHardwareVersion(sampleVersion(1, 0, 4))
                             .addFirmwareVersion(sampleVersion(1, 2, 0))
                             .add(sampleUdid())
                             .add(sampleControllerInfo())
                             .frame();
    stream.insert(stream.end(), second.begin(), second.end());
    // unknown id 2 (1 byte), current with the spec's wrong length 4, then a good dock IR.
    const Bytes odd = fromHex("AA 55 0E 02 01 00 06 04 01 02 03 04 03 03 01 02 04 0C");
    stream.insert(stream.end(), odd.begin(), odd.end());
    return toByteArray(stream);
}

}  // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(QStringLiteral(ROBODASH_CLI_PATH)), ROBODASH_CLI_PATH);
        QVERIFY(m_dir.isValid());
        m_sample = m_dir.filePath("sample.bin");
        QFile file(m_sample);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray bytes = sampleStream();
        QCOMPARE(file.write(bytes), bytes.size());
        // The test's own stream must be what it claims: check it with the library first.
        FrameFinder finder;
        finder.feed(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                    static_cast<std::size_t>(bytes.size()), [](const std::uint8_t *, std::size_t) {});
        QCOMPARE(finder.stats().goodFrames, std::uint64_t{3});
    }

    void decodePrintsOneLinePerSubPayloadAndASummary()
    {
        const CliRun run = runCli({"decode", m_sample});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(run.out);
        QStringList types;
        QList<int> frames;
        for (const QJsonObject &line : lines) {
            types << line.value("type").toString();
            frames << line.value("frame").toInt(-1);
        }
        QCOMPARE(lines.size(), 13);
        QCOMPARE(types, QStringList({"basic_sensors", "dock_ir", "inertia", "cliff", "current",
                                     "gyro_raw", "gp_input", "hardware_version",
                                     "firmware_version", "udid", "controller_info", "dock_ir",
                                     "summary"}));
        QCOMPARE(frames, QList<int>({0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, -1}));

        const QJsonObject basic = lines[0];
        QCOMPARE(basic.value("time_stamp").toInt(), 0xBEEF);
        QCOMPARE(basic.value("bumper").toInt(), 5);
        QCOMPARE(basic.value("wheel_drop").toInt(), 2);
        QCOMPARE(basic.value("cliff").toInt(), 2);
        QCOMPARE(basic.value("left_encoder").toInt(), 0x1234);
        QCOMPARE(basic.value("right_encoder").toInt(), 0xFEDC);
        QCOMPARE(basic.value("left_pwm").toInt(), -100);
        QCOMPARE(basic.value("right_pwm").toInt(), 99);
        QCOMPARE(basic.value("buttons").toInt(), 2);
        QCOMPARE(basic.value("charger").toInt(), 22);
        QCOMPARE(basic.value("battery").toInt(), 163);
        QCOMPARE(basic.value("over_current").toInt(), 2);
        QCOMPARE(lines[1].value("right").toInt(), 1);
        QCOMPARE(lines[1].value("central").toInt(), 8);
        QCOMPARE(lines[1].value("left").toInt(), 32);
        QCOMPARE(lines[2].value("angle").toInt(), -17999);
        QCOMPARE(lines[2].value("angle_rate").toInt(), 4500);
        QCOMPARE(intArray(lines[3].value("bottom")), QList<int>({4095, 2048, 7}));
        QCOMPARE(intArray(lines[4].value("current")), QList<int>({12, 250}));
        QCOMPARE(lines[5].value("frame_id").toInt(), 201);
        const QJsonArray samples = lines[5].value("samples").toArray();
        QCOMPARE(samples.size(), 2);
        QCOMPARE(intArray(samples[1]), QList<int>({-1001, 2001, -32767}));
        QCOMPARE(lines[6].value("digital_input").toInt(), 5);
        QCOMPARE(intArray(lines[6].value("analog_input")), QList<int>({0, 1024, 3000, 4095}));
        QCOMPARE(lines[7].value("version").toString(), QStringLiteral("1.0.4"));
        QCOMPARE(lines[8].value("version").toString(), QStringLiteral("1.2.0"));
        const QJsonArray udid = lines[9].value("udid").toArray();
        QCOMPARE(udid.size(), 3);
        QCOMPARE(udid[0].toDouble(), double(0xAABBCCDDu));
        QCOMPARE(udid[2].toDouble(), double(0xFFFFFFFFu));
        QCOMPARE(lines[10].value("gain_type").toInt(), 1);
        QCOMPARE(lines[10].value("p_gain").toInt(), 100000);
        QCOMPARE(lines[10].value("i_gain").toInt(), 100);
        QCOMPARE(lines[10].value("d_gain").toInt(), 2000);
    }

    void summaryCountsEverything()
    {
        const CliRun run = runCli({"decode", m_sample});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(run.out);
        QVERIFY(!lines.isEmpty());
        const QJsonObject summary = lines.last();
        QCOMPARE(summary.value("type").toString(), QStringLiteral("summary"));
        QCOMPARE(summary.value("frames").toInt(), 3);
        QCOMPARE(summary.value("checksum_errors").toInt(), 1);
        QCOMPARE(summary.value("unknown_subpayloads").toInt(), 1);
        QCOMPARE(summary.value("malformed_subpayloads").toInt(), 1);
        // The 3 leading bytes and the whole corrupted copy of the 81-byte first frame.
        QCOMPARE(summary.value("discarded_bytes").toInt(), 3 + 81);
    }

    void decodeReadsStandardInput()
    {
        const CliRun fromFile = runCli({"decode", m_sample});
        const CliRun dash = runCli({"decode", "-"}, sampleStream());
        const CliRun nothing = runCli({"decode"}, sampleStream());
        QCOMPARE(dash.exitCode, 0);
        QCOMPARE(nothing.exitCode, 0);
        QCOMPARE(dash.out, fromFile.out);
        QCOMPARE(nothing.out, fromFile.out);
    }

    void decodeOfNothingPrintsAnEmptySummary()
    {
        const CliRun run = runCli({"decode", "-"});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(run.out);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0].value("frames").toInt(), 0);
    }

    void decodeFailsClearlyOnBadInput()
    {
        const QString missing = m_dir.filePath("no-such-file.bin");
        CliRun run = runCli({"decode", missing});
        QVERIFY(run.exitCode != 0);
        QVERIFY(isOneLine(run.err));
        QVERIFY(run.err.contains(missing.toUtf8()));
        QVERIFY(run.out.isEmpty());

        run = runCli({"decode", m_dir.path()});  // a directory opens but cannot be read
        QVERIFY(run.exitCode != 0);
        QVERIFY(isOneLine(run.err));

        run = runCli({"decode", m_sample, m_sample});
        QVERIFY(run.exitCode != 0);
        QVERIFY(isOneLine(run.err));

        run = runCli({"decode", "--frobnicate"});
        QVERIFY(run.exitCode != 0);
        QVERIFY(run.err.contains("--frobnicate"));
    }

    void encodeMatchesTheDesignExamples()
    {
        CliRun run = runCli({"encode", "base-control", "--speed", "100", "--radius", "0"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("AA 55 06 01 04 64 00 00 00 67\n"));
        run = runCli({"encode", "request-extra", "--hardware", "--firmware", "--udid"});
        QCOMPARE(run.out, QByteArray("AA 55 04 09 02 0B 00 04\n"));
        run = runCli({"encode", "get-gain"});
        QCOMPARE(run.out, QByteArray("AA 55 03 0E 01 00 0C\n"));
    }

    void encodeEveryCommand_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("frame");
        QTest::newRow("base-control negative")
            << QStringList{"base-control", "--speed", "-100", "--radius=1"}
            << QByteArray("AA 55 06 01 04 9C FF 01 00 61");
        QTest::newRow("sound 440 Hz")
            << QStringList{"sound", "--frequency", "440", "--duration", "100"}
            << QByteArray("AA 55 05 03 03 3A 03 64 58");
        QTest::newRow("sound-sequence by name")
            << QStringList{"sound-sequence", "cleaning-end"} << QByteArray("AA 55 03 04 01 06 00");
        QTest::newRow("sound-sequence by number")
            << QStringList{"sound-sequence", "0"} << QByteArray("AA 55 03 04 01 00 06");
        QTest::newRow("request-extra udid only")
            << QStringList{"request-extra", "--udid"} << QByteArray("AA 55 04 09 02 08 00 07");
        QTest::newRow("gpo hex word")
            << QStringList{"gpo", "--word", "0F1F"} << QByteArray("AA 55 04 0C 02 1F 0F 1A");
        QTest::newRow("gpo 0x prefix")
            << QStringList{"gpo", "--word", "0x0F1F"} << QByteArray("AA 55 04 0C 02 1F 0F 1A");
        QTest::newRow("set-gain factory defaults")
            << QStringList{"set-gain", "--type", "user", "--p", "100", "--i", "0.1", "--d", "2"}
            << QByteArray("AA 55 0F 0D 0D 01 A0 86 01 00 64 00 00 00 D0 07 00 00 9A");
    }

    void encodeEveryCommand()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, frame);
        const CliRun run = runCli(QStringList{"encode"} + arguments);
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, frame + '\n');
    }

    void encodeVelocityGoesThroughTheConversion()
    {
        const CliRun run = runCli({"encode", "velocity", "--linear", "0.2", "--angular", "-0.5"});
        QCOMPARE(run.exitCode, 0);
        const Bytes frame = fromHex(run.out.trimmed().constData());
        struct Catch : CommandHandler {
            BaseControl got;
            void onBaseControl(const BaseControl &v) override { got = v; }
        } handler;
        QVERIFY(frame.size() == 10);
        parseCommands(frame.data() + 3, frame[2], handler);
        QVERIFY(handler.got == velocityToBaseControl(0.2, -0.5));
        QCOMPARE(int(handler.got.radius), -400);
    }

    void encodeRejectsBadArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("no command") << QStringList{} << QByteArray("COMMAND");
        QTest::newRow("unknown command") << QStringList{"fly"} << QByteArray("fly");
        QTest::newRow("speed out of range")
            << QStringList{"base-control", "--speed", "40000", "--radius", "0"} << QByteArray("speed");
        QTest::newRow("radius not a number")
            << QStringList{"base-control", "--speed", "1", "--radius", "abc"} << QByteArray("radius");
        QTest::newRow("missing option") << QStringList{"base-control", "--speed", "1"} << QByteArray("radius");
        QTest::newRow("missing value") << QStringList{"base-control", "--speed"} << QByteArray("speed");
        QTest::newRow("unknown option")
            << QStringList{"get-gain", "--loud"} << QByteArray("--loud");
        QTest::newRow("velocity too fast")
            << QStringList{"velocity", "--linear", "50", "--angular", "0"} << QByteArray("speed");
        QTest::newRow("velocity not finite")
            << QStringList{"velocity", "--linear", "nan", "--angular", "0"} << QByteArray("linear");
        QTest::newRow("frequency zero")
            << QStringList{"sound", "--frequency", "0", "--duration", "10"} << QByteArray("frequency");
        QTest::newRow("duration too long")
            << QStringList{"sound", "--frequency", "440", "--duration", "256"} << QByteArray("duration");
        QTest::newRow("sound-sequence 7") << QStringList{"sound-sequence", "7"} << QByteArray("7");
        QTest::newRow("sound-sequence name") << QStringList{"sound-sequence", "song"} << QByteArray("song");
        QTest::newRow("request nothing") << QStringList{"request-extra"} << QByteArray("request-extra");
        QTest::newRow("gpo too wide") << QStringList{"gpo", "--word", "10000"} << QByteArray("word");
        QTest::newRow("gpo not hex") << QStringList{"gpo", "--word", "0xZZ"} << QByteArray("word");
        QTest::newRow("gain type")
            << QStringList{"set-gain", "--type", "best", "--p", "1", "--i", "1", "--d", "1"}
            << QByteArray("type");
        QTest::newRow("negative gain")
            << QStringList{"set-gain", "--type", "user", "--p", "-1", "--i", "1", "--d", "1"}
            << QByteArray("p");
        QTest::newRow("gain too large")
            << QStringList{"set-gain", "--type", "user", "--p", "1", "--i", "1", "--d", "5000000"}
            << QByteArray("d");
    }

    void encodeRejectsBadArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, mentions);
        const CliRun run = runCli(QStringList{"encode"} + arguments);
        QVERIFY(run.exitCode > 0);
        QVERIFY2(isOneLine(run.err), run.err.constData());
        QVERIFY2(run.err.contains(mentions), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void helpWorksForEverySubcommand()
    {
        const QList<QStringList> helps = {
            {"decode", "--help"},       {"encode", "--help"},
            {"encode", "base-control", "--help"}, {"encode", "velocity", "--help"},
            {"encode", "sound", "--help"},        {"encode", "sound-sequence", "--help"},
            {"encode", "request-extra", "--help"}, {"encode", "gpo", "--help"},
            {"encode", "set-gain", "--help"},     {"encode", "get-gain", "--help"},
        };
        for (const QStringList &arguments : helps) {
            const CliRun run = runCli(arguments);
            QVERIFY2(run.exitCode == 0, qPrintable(arguments.join(' ')));
            QVERIFY2(run.out.startsWith("usage: robodash-cli"), qPrintable(arguments.join(' ')));
        }
    }

private:
    QTemporaryDir m_dir;
    QString m_sample;
};

QTEST_GUILESS_MAIN(TestCli)

}  // namespace tst_cli
#include "tst_cli.moc"
