// CSV export of a session log: one file per feedback kind, row counts and values match
// what the log carries, SI columns agree with kobuki/Conversions.h, and a damaged log
// exports up to the damage.
#include "kobuki/Conversions.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/KobukiTelemetryDescription.h"
#include "FamilyCatalog.h"
#include "link/CsvExporter.h"
#include "link/SessionLogWriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace tst_csv_export {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::link;

namespace {
// The program's own families: a Kobuki log is decoded by the Kobuki's driver.
const CsvExporter &exporter()
{
    static const CsvExporter instance(robodash::app::robotFamilies().registry());
    return instance;
}
}  // namespace

namespace {

constexpr int kFrames = 30;

kobuki::BasicSensors basicAt(int i)
{
    kobuki::BasicSensors v;
    v.timeStamp = std::uint16_t(65000 + i * 20);  // wraps during the log
    v.leftEncoder = std::uint16_t(65530 + i * 3);  // wraps too: distance must not jump
    v.rightEncoder = std::uint16_t(100 - i);
    v.battery = std::uint8_t(150 + i % 10);
    v.bumper = std::uint8_t(i % 2 ? kobuki::bits::kLeft : 0);
    return v;
}

kobuki::RawGyro gyroAt(int i)
{
    kobuki::RawGyro g;
    g.frameId = std::uint8_t(i);
    g.sampleCount = std::uint8_t(2 + i % 2);
    for (std::size_t s = 0; s < g.sampleCount; ++s)
        g.samples[s] = {std::int16_t(i * 10 + int(s)), std::int16_t(-i), std::int16_t(1000 + i)};
    return g;
}

std::vector<std::uint8_t> frameAt(int i)
{
    kobuki::FeedbackEncoder encoder;
    encoder.add(basicAt(i));
    kobuki::Inertia inertia;
    inertia.angle = std::int16_t(i * 150 - 2000);
    inertia.angleRate = std::int16_t(-i * 7);
    encoder.add(inertia).add(gyroAt(i));
    kobuki::Current current;
    current.current = {std::uint8_t(i), std::uint8_t(2 * i)};
    encoder.add(current);
    if (i == 3)
        encoder.addHardwareVersion(kobuki::Version{1, 0, 4});
    return encoder.frame();
}

// Frames of 20 ms, cut into chunks that never line up with frame edges.
std::vector<std::pair<qint64, QByteArray>> chunkedStream()
{
    QByteArray stream;
    for (int i = 0; i < kFrames; ++i) {
        const std::vector<std::uint8_t> frame = frameAt(i);
        stream.append(reinterpret_cast<const char *>(frame.data()), qsizetype(frame.size()));
    }
    std::vector<std::pair<qint64, QByteArray>> chunks;
    const qsizetype frameBytes = qsizetype(frameAt(0).size());
    qint64 t = 0;
    for (qsizetype at = 0; at < stream.size(); t += 20) {
        const qsizetype size = std::min<qsizetype>(frameBytes + 5, stream.size() - at);
        chunks.push_back({t, stream.mid(at, size)});
        at += size;
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

}  // namespace

class TestCsvExport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeLog(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        SessionLogWriter writer;
        SessionLogHeader header;
        header.port = QStringLiteral("sim:");
        header.startUtc = QDateTime::currentDateTimeUtc();
        if (!writer.open(path, header))
            qFatal("%s", qPrintable(writer.errorString()));
        for (const auto &[t, bytes] : chunkedStream())
            writer.append(t, bytes);
        writer.close(10000);
        return path;
    }

private slots:
    void everyKindGetsItsFileAndRowCountsMatch()
    {
        const QString out = m_dir.filePath(QStringLiteral("csv"));
        const CsvExportResult result = exporter().exportFile(writeLog(QStringLiteral("a.rdlog")), out);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.goodFrames, quint64(kFrames));
        QCOMPARE(result.checksumErrors, quint64(0));
        QVERIFY(result.stop.clean);
        int gyroSamples = 0;
        for (int i = 0; i < kFrames; ++i)
            gyroSamples += gyroAt(i).sampleCount;
        for (const QString &name : exporter().fileNames())
            QVERIFY2(QFile::exists(out + '/' + name), qPrintable(name));
        QCOMPARE(readCsv(out + QStringLiteral("/basic_sensors.csv")).size(), kFrames + 1);
        QCOMPARE(readCsv(out + QStringLiteral("/inertia.csv")).size(), kFrames + 1);
        QCOMPARE(readCsv(out + QStringLiteral("/current.csv")).size(), kFrames + 1);
        QCOMPARE(readCsv(out + QStringLiteral("/raw_gyro.csv")).size(), gyroSamples + 1);
        QCOMPARE(readCsv(out + QStringLiteral("/hardware_version.csv")).size(), 2);
        QCOMPARE(readCsv(out + QStringLiteral("/udid.csv")).size(), 1);  // header only
        QCOMPARE(result.rows.at(QStringLiteral("raw_gyro.csv")), quint64(gyroSamples));
    }

    // The files are generated from the Kobuki's telemetry description: one file per kind,
    // a header of time_s and the kind's columns, and as many fields in every row.
    void headersFollowTheTelemetryDescription()
    {
        const QString out = m_dir.filePath(QStringLiteral("headers"));
        QVERIFY(exporter().exportFile(writeLog(QStringLiteral("h.rdlog")), out).ok);
        const auto &kinds = kobuki::kobukiTelemetryDescription().kinds();
        QCOMPARE(exporter().fileNames().size(), qsizetype(kinds.size()));
        for (const auto &kind : kinds) {
            const QString name = QString::fromStdString(kind.name()) + QStringLiteral(".csv");
            const QList<QByteArrayList> rows = readCsv(out + '/' + name);
            QByteArrayList expected{"time_s"};
            for (const core::TelemetryColumn &column : kind.columns())
                expected << QByteArray::fromStdString(column.name);
            QCOMPARE(rows.at(0), expected);
            for (const QByteArrayList &row : rows)
                QVERIFY2(row.size() == expected.size(), qPrintable(name));
        }
    }

    void valuesAndSiColumnsMatchTheFrames()
    {
        const QString out = m_dir.filePath(QStringLiteral("values"));
        QVERIFY(exporter().exportFile(writeLog(QStringLiteral("b.rdlog")), out).ok);

        const QList<QByteArrayList> basic = readCsv(out + QStringLiteral("/basic_sensors.csv"));
        QCOMPARE(basic[0][0], QByteArray("time_s"));
        const int battery = int(basic[0].indexOf("battery_raw"));
        const int volts = int(basic[0].indexOf("battery_v"));
        const int leftM = int(basic[0].indexOf("left_distance_m"));
        const int stamp = int(basic[0].indexOf("time_stamp_ms"));
        QVERIFY(battery > 0 && volts > 0 && leftM > 0 && stamp > 0);
        for (int i = 0; i < kFrames; ++i) {
            const QByteArrayList &row = basic[i + 1];
            QCOMPARE(row[battery].toInt(), int(basicAt(i).battery));
            QCOMPARE(row[volts].toDouble(), kobuki::batteryVolts(basicAt(i).battery));
            QCOMPARE(row[stamp].toInt(), int(basicAt(i).timeStamp));
            QVERIFY(qAbs(row[leftM].toDouble() - kobuki::ticksToMetres(3.0 * i)) < 1e-9);
        }
        // Time is the receive time of the chunk that completed the frame: never decreasing,
        // and within the recorded span.
        double previous = 0;
        for (int i = 1; i < basic.size(); ++i) {
            const double t = basic[i][0].toDouble();
            QVERIFY(t >= previous);
            previous = t;
        }
        QVERIFY(previous > 0.3 && previous < 1.0);

        const QList<QByteArrayList> inertia = readCsv(out + QStringLiteral("/inertia.csv"));
        QCOMPARE(inertia[0], QByteArrayList({"time_s", "angle_raw", "angle_rad", "angle_rate_raw", "angle_rate_rad_s"}));
        for (int i = 0; i < kFrames; ++i) {
            QCOMPARE(inertia[i + 1][1].toInt(), i * 150 - 2000);
            QVERIFY(qAbs(inertia[i + 1][2].toDouble() - kobuki::inertiaAngleToRadians(std::int16_t(i * 150 - 2000))) < 1e-9);
            QVERIFY(qAbs(inertia[i + 1][4].toDouble() - kobuki::inertiaRateToRadiansPerSecond(std::int16_t(-i * 7))) < 1e-9);
        }

        const QList<QByteArrayList> gyro = readCsv(out + QStringLiteral("/raw_gyro.csv"));
        const kobuki::RawGyro g = gyroAt(5);
        int row = 1;
        for (int i = 0; i < 5; ++i)
            row += gyroAt(i).sampleCount;
        const std::array<double, 3> rate = kobuki::rawGyroToRobotRadiansPerSecond(g.samples[1]);
        QCOMPARE(gyro[row + 1][1].toInt(), 5);   // frame id
        QCOMPARE(gyro[row + 1][2].toInt(), 1);   // sample index
        QCOMPARE(gyro[row + 1][3].toInt(), int(g.samples[1][0]));
        QVERIFY(qAbs(gyro[row + 1][6].toDouble() - rate[0]) < 1e-9);
        QVERIFY(qAbs(gyro[row + 1][8].toDouble() - rate[2]) < 1e-9);

        const QList<QByteArrayList> current = readCsv(out + QStringLiteral("/current.csv"));
        QCOMPARE(current[8][3].toInt(), 14);
        QCOMPARE(current[8][4].toDouble(), kobuki::motorCurrentAmperes(14));

        const QList<QByteArrayList> hardware = readCsv(out + QStringLiteral("/hardware_version.csv"));
        QCOMPARE(hardware[1].mid(1), QByteArrayList({"1", "0", "4"}));
    }

    void truncatedLogExportsUpToTheDamage()
    {
        const QString path = writeLog(QStringLiteral("c.rdlog"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.resize(file.size() / 2));
        file.close();
        const QString out = m_dir.filePath(QStringLiteral("half"));
        const CsvExportResult result = exporter().exportFile(path, out);
        QVERIFY2(result.ok, qPrintable(result.error));
        QVERIFY(!result.stop.clean);
        const int rows = int(readCsv(out + QStringLiteral("/basic_sensors.csv")).size()) - 1;
        QVERIFY2(rows > kFrames / 2 - 3 && rows < kFrames / 2 + 3, qPrintable(QString::number(rows)));
        QCOMPARE(quint64(rows), result.goodFrames);
    }

    void unwritableDirectoryIsAnError()
    {
        const CsvExportResult result =
            exporter().exportFile(writeLog(QStringLiteral("d.rdlog")), QStringLiteral("/proc/robodash-csv"));
        QVERIFY(!result.ok);
        QVERIFY2(result.error.contains(QStringLiteral("/proc/robodash-csv")), qPrintable(result.error));
    }
};

QTEST_GUILESS_MAIN(TestCsvExport)

}  // namespace tst_csv_export
#include "tst_csv_export.moc"
