// CSV export of Rover Pro and rFLEX logs through the program's own families: one file per
// Rover register class and per rFLEX report kind, rows counted from what the log carries,
// SI columns equal to the codecs' conversions, and a register the firmware line does not
// have (or an echo that did not return) an empty cell, never a number.
#include "FamilyCatalog.h"
#include "link/CsvExporter.h"
#include "link/SessionLogWriter.h"
#include "rflex/Conversions.h"
#include "rflex/ReportEncoder.h"
#include "rover/Conversions.h"
#include "rover/Register.h"
#include "rover/Reply.h"

#include <QFile>
#include <cmath>
#include <QTemporaryDir>
#include <QTest>

namespace tst_family_csv_export {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::link;

namespace {

const CsvExporter &exporter()
{
    static const CsvExporter instance(app::robotFamilies().registry());
    return instance;
}

using Chunks = std::vector<std::pair<qint64, QByteArray>>;

QByteArray bytesOf(const std::vector<std::uint8_t> &bytes)
{
    return QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size()));
}

QByteArray replyBytes(rover::Register which, std::uint16_t value)
{
    const rover::ReplyBytes bytes = rover::encodeReply({rover::numberOf(which), value});
    return QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size()));
}

constexpr int kRoverRounds = 5;

// Register 40 first, then rounds of two fast, one medium and two slow replies; every reply
// a chunk of its own, 10 ms apart, as a polling driver receives them.
Chunks roverStream(std::uint16_t register40)
{
    using R = rover::Register;
    Chunks chunks{{0, replyBytes(R::BuildNumber, register40)}};
    qint64 t = 10;
    for (int i = 0; i < kRoverRounds; ++i) {
        for (const auto &[which, value] : std::vector<std::pair<R, std::uint16_t>>{
                 {R::LeftRpm, std::uint16_t(1000 + i)},
                 {R::RightRpm, std::uint16_t(-200 - i)},
                 {R::LeftMotorCurrent, std::uint16_t(68)},
                 {R::BatteryVoltageA, std::uint16_t(58 * 24)},
                 {R::SmartBatteryTemperatureA, std::uint16_t(2981)}}) {
            chunks.push_back({t, replyBytes(which, value)});
            t += 10;
        }
    }
    return chunks;
}

constexpr int kRflexRounds = 4;

// Both axes' reports, a status, a sonar report with one echo and one no-echo, and the bump
// panels' DIO report with the front panel pressed, per round.
Chunks rflexStream()
{
    Chunks chunks;
    qint64 t = 0;
    for (int i = 0; i < kRflexRounds; ++i) {
        rflex::MotionReport translation;
        translation.axis = 0;
        translation.position = 90810 / 10 * i;  // 0.1 m a round
        translation.velocity = 90810 / 10;
        rflex::MotionReport rotation;
        rotation.axis = 1;
        rflex::SystemStatus status;
        status.batteryRaw = 2300 + i;
        status.brake = 1;
        rflex::SonarReport sonar;
        sonar.count = 2;
        sonar.echoes[0] = {0x00, 1476};
        sonar.echoes[1] = {0x01, rflex::kSonarNoEcho};
        rflex::DioState dio;
        dio.address = 0x40;
        dio.state = 0x01;
        for (const auto &bytes : {rflex::encodeReport(translation), rflex::encodeReport(rotation),
                                  rflex::encodeReport(status), rflex::encodeReport(sonar),
                                  rflex::encodeReport(dio)}) {
            chunks.push_back({t, bytesOf(bytes)});
            t += 20;
        }
    }
    return chunks;
}

QList<QByteArrayList> readCsv(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArrayList> rows;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (!line.isEmpty())
            rows.append(line.split(','));
    return rows;
}

QByteArray cell(const QList<QByteArrayList> &csv, int row, const char *column)
{
    const int index = int(csv.value(0).indexOf(QByteArray(column)));
    return index < 0 ? QByteArray("<no column>") : csv.value(row).value(index);
}

// The CSV holds 10 significant digits.
bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-8 * std::max(1.0, std::abs(b));
}

}  // namespace

class TestFamilyCsvExport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString writeLog(const QString &name, const char *robot, const char *protocol, const Chunks &chunks,
                     const QString &recordedSerial = {})
    {
        const QString path = m_dir.filePath(name);
        SessionLogWriter writer;
        SessionLogHeader header;
        header.robot = QString::fromLatin1(robot);
        header.protocol = QString::fromLatin1(protocol);
        header.port = QStringLiteral("sim:");
        header.startUtc = QDateTime::currentDateTimeUtc();
        header.udid = recordedSerial;  // what the driver reported as DeviceInfo::serial
        if (!writer.open(path, header))
            qFatal("%s", qPrintable(writer.errorString()));
        for (const auto &[t, bytes] : chunks)
            writer.append(t, bytes);
        writer.close(chunks.back().first + 10);
        return path;
    }

    QString exportRover(std::uint16_t register40)
    {
        const QString name = QStringLiteral("rover-%1").arg(register40);
        const QString out = m_dir.filePath(name);
        const CsvExportResult result = exporter().exportFile(
            writeLog(name + ".rdlog", "rover", "rover-pro-serial-1", roverStream(register40)), out);
        if (!result.ok)
            qWarning("%s", qPrintable(result.error));
        return result.ok ? out : QString();
    }

private slots:
    void roverWritesOneFilePerRegisterClass()
    {
        const QStringList names = exporter().fileNames("rover");
        QCOMPARE(names, (QStringList{"identity.csv", "fast_odometry.csv", "medium_drive.csv",
                                     "slow_power.csv"}));
        const QString out = exportRover(10300);
        QVERIFY(!out.isEmpty());
        for (const QString &name : names)
            QVERIFY2(QFile::exists(out + '/' + name), qPrintable(name));
        const auto identity = readCsv(out + "/identity.csv");
        QCOMPARE(identity.size(), 2);
        QCOMPARE(cell(identity, 1, "firmware"), QByteArray("1.3.0"));
        QCOMPARE(cell(identity, 1, "odometry_source"), QByteArray("encoders"));
        const auto fast = readCsv(out + "/fast_odometry.csv");
        QCOMPARE(fast.size(), 1 + 2 * kRoverRounds);
        QCOMPARE(fast.value(0).mid(0, 4), (QByteArrayList{"time_s", "register", "left_speed_raw", "left_speed"}));
        QCOMPARE(cell(fast, 2, "register"), QByteArray("right_speed"));
        QCOMPARE(cell(fast, 2, "left_speed_raw"), QByteArray("1000"));  // the snapshot carries on
        QCOMPARE(cell(fast, 2, "right_speed_raw"), QByteArray::number(std::uint16_t(-200)));
        QVERIFY(near(cell(fast, 2, "right_speed").toDouble(), rover::rpmToTrackSpeed(-200, 1.0)));
        QCOMPARE(cell(fast, 2, "left_encoder"), QByteArray());  // polled, not answered yet
        QCOMPARE(readCsv(out + "/medium_drive.csv").size(), 1 + kRoverRounds);
        const auto slow = readCsv(out + "/slow_power.csv");
        QCOMPARE(slow.size(), 1 + 2 * kRoverRounds);
        QVERIFY(near(cell(slow, 2, "battery_a_temperature").toDouble(), rover::deciKelvinToCelsius(2981)));
        QVERIFY(near(cell(slow, 2, "battery_a_voltage").toDouble(), rover::approximateVolts(58 * 24)));
    }

    void roverOlderLineLeavesItsMissingRegistersEmpty()
    {
        const QString out = exportRover(10009);
        QVERIFY(!out.isEmpty());
        const auto identity = readCsv(out + "/identity.csv");
        QCOMPARE(cell(identity, 1, "firmware"), QByteArray("1.0.9"));
        QCOMPARE(cell(identity, 1, "odometry_source"), QByteArray("RPM"));
        const auto fast = readCsv(out + "/fast_odometry.csv");
        QCOMPARE(fast.size(), 1 + 2 * kRoverRounds);
        QCOMPARE(cell(fast, 1, "left_encoder_raw"), QByteArray());
        // 1.0.9 reads half the RPM: the vendor's library doubles it, and so does the table.
        QVERIFY(near(cell(fast, 1, "left_speed").toDouble(), rover::rpmToTrackSpeed(1000, 2.0)));
        const auto slow = readCsv(out + "/slow_power.csv");
        // The smart-battery replies alias other registers on this line: not a row, not a value.
        QCOMPARE(slow.size(), 1 + kRoverRounds);
        QCOMPARE(cell(slow, 1, "battery_a_temperature"), QByteArray());
        QCOMPARE(cell(slow, 1, "battery_a_temperature_raw"), QByteArray());
    }

    // A recording started after the Rover said who it is (the GUI's Record button on a live
    // link) holds no register 40: the header's identity decides how the registers read.
    void roverLogStartedAfterIdentificationReadsTheHeader()
    {
        Chunks chunks = roverStream(10009);
        chunks.erase(chunks.begin());  // register 40 came before the recording started
        const QString withIdentity = m_dir.filePath(QStringLiteral("late-start"));
        QVERIFY(exporter()
                    .exportFile(writeLog(QStringLiteral("late-start.rdlog"), "rover", "rover-pro-serial-1",
                                         chunks, QStringLiteral("10009")),
                                withIdentity)
                    .ok);
        const auto fast = readCsv(withIdentity + "/fast_odometry.csv");
        QCOMPARE(fast.size(), 1 + 2 * kRoverRounds);
        // Read as 1.0.9, the line the header names: its RPM doubled.
        QVERIFY(near(cell(fast, 1, "left_speed").toDouble(), rover::rpmToTrackSpeed(1000, 2.0)));

        // A log whose header does not say: nothing can be read, nothing is made up.
        const QString without = m_dir.filePath(QStringLiteral("late-start-unknown"));
        QVERIFY(exporter()
                    .exportFile(writeLog(QStringLiteral("late-start-unknown.rdlog"), "rover",
                                         "rover-pro-serial-1", chunks),
                                without)
                    .ok);
        QCOMPARE(readCsv(without + "/fast_odometry.csv").size(), 1);
    }

    void rflexWritesOneFilePerReportKind()
    {
        const QStringList names = exporter().fileNames("rflex");
        QCOMPARE(names, (QStringList{"odometry.csv", "axes.csv", "battery.csv", "sonar.csv",
                                     "dio.csv", "status.csv"}));
        const QString out = m_dir.filePath(QStringLiteral("rflex"));
        const CsvExportResult result = exporter().exportFile(
            writeLog("rflex.rdlog", "rflex", "rflex-serial-1", rflexStream()), out);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.goodFrames, quint64(5 * kRflexRounds));
        QCOMPARE(result.checksumErrors, quint64(0));
        const auto odometry = readCsv(out + "/odometry.csv");
        QCOMPARE(odometry.size(), 1 + 2 * kRflexRounds);
        QVERIFY(near(cell(odometry, 2 * kRflexRounds, "x_m").toDouble(),
                     rflex::distanceMetres(90810 / 10 * (kRflexRounds - 1))));
        const auto axes = readCsv(out + "/axes.csv");
        QCOMPARE(axes.size(), 1 + 2 * kRflexRounds);
        QCOMPARE(cell(axes, 2, "axis"), QByteArray("rotation"));
        const auto battery = readCsv(out + "/battery.csv");
        QCOMPARE(battery.size(), 1 + kRflexRounds);
        QVERIFY(near(cell(battery, 1, "battery_v").toDouble(), rflex::batteryVolts(2300)));
        const auto sonar = readCsv(out + "/sonar.csv");
        QCOMPARE(sonar.size(), 1 + 2 * kRflexRounds);
        QVERIFY(near(cell(sonar, 1, "range_m").toDouble(), 1.0));
        QCOMPARE(cell(sonar, 2, "range_raw"), QByteArray::number(rflex::kSonarNoEcho));
        QCOMPARE(cell(sonar, 2, "range_m"), QByteArray());  // no echo: no number
        const auto dio = readCsv(out + "/dio.csv");
        QCOMPARE(dio.size(), 1 + kRflexRounds);
        QCOMPARE(cell(dio, 1, "front_bump"), QByteArray("1"));
        QCOMPARE(cell(dio, 1, "rear_bump"), QByteArray("0"));
        const auto status = readCsv(out + "/status.csv");
        QCOMPARE(status.size(), 1 + kRflexRounds);
        QCOMPARE(cell(status, 1, "brake_engaged"), QByteArray("1"));
        QCOMPARE(cell(status, 1, "motors_enabled"), QByteArray("0"));
    }
};

QTEST_GUILESS_MAIN(TestFamilyCsvExport)

}  // namespace tst_family_csv_export
#include "tst_family_csv_export.moc"
