// The Kobuki's telemetry description: every feedback kind the decoder produces is described,
// every column has a unit, rows have as many values as there are columns, and the values
// come from kobuki/Conversions.h. (Byte-for-byte CSV and monitor output: tests/golden.)
#include "kobuki/Conversions.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/KobukiTelemetryDescription.h"

#include <QTest>

#include <algorithm>

namespace tst_kobuki_telemetry_description {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::kobuki;
using Kind = core::TelemetryKind<FeedbackFrame>;

namespace {

// A frame with every sub-payload, through the encoder and decoder, so a kind the decoder
// knows and the description misses cannot go unnoticed.
FeedbackFrame everyKindFrame(std::uint16_t leftEncoder)
{
    BasicSensors basic;
    basic.leftEncoder = leftEncoder;
    basic.battery = 152;
    RawGyro gyro;
    gyro.sampleCount = 3;
    gyro.samples[2] = {100, -200, 300};
    ControllerInfo gains;
    gains.type = 1;
    gains.pGain = 100000;
    const std::vector<std::uint8_t> frame = FeedbackEncoder()
        .add(basic).add(DockIr{}).add(Inertia{}).add(Cliff{}).add(Current{})
        .addHardwareVersion(Version{1, 0, 4}).addFirmwareVersion(Version{1, 2, 0})
        .add(gyro).add(GeneralPurposeInput{}).add(Udid{{1, 2, 3}}).add(gains)
        .frame();
    // frame = AA 55 LEN payload CS
    return decodeFeedbackFrame(frame.data() + 3, frame.size() - 4);
}

std::vector<core::TelemetryRow> rowsOf(const Kind::RowReader &reader, const FeedbackFrame &frame)
{
    std::vector<core::TelemetryRow> rows;
    reader(frame, [&rows](core::TelemetryRow &&row) { rows.push_back(std::move(row)); });
    return rows;
}

std::size_t columnIndex(const Kind &kind, const std::string &name)
{
    for (std::size_t i = 0; i < kind.columns().size(); ++i) {
        if (kind.columns()[i].name == name)
            return i;
    }
    return kind.columns().size();
}

const Kind &kind(const char *name)
{
    const Kind *found = kobukiTelemetryDescription().find(name);
    if (!found)
        qFatal("no kind %s", name);
    return *found;
}

}  // namespace

class TstKobukiTelemetryDescription : public QObject {
    Q_OBJECT

private slots:
    void describesEveryFeedbackKindInFileOrder()
    {
        std::vector<std::string> names;
        for (const Kind &k : kobukiTelemetryDescription().kinds())
            names.push_back(k.name());
        const std::vector<std::string> expected{
            "basic_sensors", "dock_ir", "inertia", "cliff", "current", "hardware_version",
            "firmware_version", "raw_gyro", "general_purpose_input", "udid", "controller_info"};
        QCOMPARE(names, expected);
        QCOMPARE(kobukiTelemetryDescription().family(), std::string("kobuki"));
    }

    void everyKindReadsARowFromAFullFrame()
    {
        const FeedbackFrame frame = everyKindFrame(0);
        QCOMPARE(frame.counts.unknown + frame.counts.malformed, 0u);
        for (const Kind &k : kobukiTelemetryDescription().kinds()) {
            const auto rows = rowsOf(k.newRowReader(), frame);
            QVERIFY2(!rows.empty(), k.name().c_str());
            QVERIFY2(rowsOf(k.newRowReader(), FeedbackFrame{}).empty(), k.name().c_str());
        }
    }

    void rowsHaveOneValuePerColumn()
    {
        const FeedbackFrame frame = everyKindFrame(0);
        for (const Kind &k : kobukiTelemetryDescription().kinds()) {
            for (const core::TelemetryRow &row : rowsOf(k.newRowReader(), frame))
                QVERIFY2(row.size() == k.columns().size(), k.name().c_str());
            const auto monitor = k.readMonitor(frame);
            QCOMPARE(bool(monitor), !k.monitorLine().empty());
            if (monitor)
                QCOMPARE(monitor->size(), k.monitorColumns().size());
        }
    }

    void everyColumnHasAUniqueNameAndAUnit()
    {
        for (const Kind &k : kobukiTelemetryDescription().kinds()) {
            std::vector<std::string> names{"time_s"};  // the exporter's first column
            for (const auto *columns : {&k.columns(), &k.monitorColumns()}) {
                for (const core::TelemetryColumn &column : *columns)
                    QVERIFY2(!column.unit.empty(), (k.name() + "." + column.name).c_str());
            }
            for (const core::TelemetryColumn &column : k.columns()) {
                QVERIFY2(std::find(names.begin(), names.end(), column.name) == names.end(),
                         (k.name() + "." + column.name).c_str());
                names.push_back(column.name);
            }
        }
    }

    void siColumnsComeFromTheConversions()
    {
        const FeedbackFrame frame = everyKindFrame(0);
        const Kind &basic = kind("basic_sensors");
        const auto row = rowsOf(basic.newRowReader(), frame).at(0);
        QCOMPARE(row.at(columnIndex(basic, "battery_raw")).integer(), std::int64_t(152));
        QCOMPARE(row.at(columnIndex(basic, "battery_v")).real(), batteryVolts(152));
        const Kind &gyro = kind("raw_gyro");
        const auto samples = rowsOf(gyro.newRowReader(), frame);
        QCOMPARE(samples.size(), std::size_t(3));  // one row per sample
        QCOMPARE(samples[2].at(columnIndex(gyro, "sample")).integer(), std::int64_t(2));
        QCOMPARE(samples[2].at(columnIndex(gyro, "robot_x_rad_s")).real(),
                 rawGyroToRobotRadiansPerSecond({100, -200, 300})[0]);
    }

    void distanceAccumulatesOverEncoderWrapAndRestartsPerPass()
    {
        const Kind &basic = kind("basic_sensors");
        const std::size_t left = columnIndex(basic, "left_distance_m");
        const auto reader = basic.newRowReader();
        QCOMPARE(rowsOf(reader, everyKindFrame(65530)).at(0).at(left).real(), 0.0);
        const double wrapped = rowsOf(reader, everyKindFrame(10)).at(0).at(left).real();
        QCOMPARE(wrapped, encoderDeltaMetres(65530, 10));
        QVERIFY(wrapped > 0);
        QCOMPARE(rowsOf(basic.newRowReader(), everyKindFrame(10)).at(0).at(left).real(), 0.0);
    }

    void monitorLinesNameTheIdentityAndTheGains()
    {
        const FeedbackFrame frame = everyKindFrame(0);
        QCOMPARE(kind("hardware_version").monitorLine(), std::string("version_info"));
        QCOMPARE(kind("hardware_version").readMonitor(frame)->at(0).text(), std::string("1.0.4"));
        QCOMPARE(kind("firmware_version").monitorColumns().at(0).name, std::string("firmware"));
        QCOMPARE(kind("udid").readMonitor(frame)->at(0).text(), frame.udid->toString());
        const Kind &gains = kind("controller_info");
        QCOMPARE(gains.monitorLine(), std::string("controller_info"));
        const auto values = gains.readMonitor(frame);
        QCOMPARE(values->at(0).text(), std::string("user"));
        QCOMPARE(values->at(1).real(), 100.0);
        // Issue 38: the monitor prints the Kobuki's readings once a second, as it does a
        // Rover's and an rFLEX's.
        const Kind &basic = kind("basic_sensors");
        QCOMPARE(basic.monitorLine(), std::string("base"));
        const auto base = basic.readMonitor(frame);
        QVERIFY(base);
        QCOMPARE(basic.monitorColumns().at(0).name, std::string("battery_v"));
        QCOMPARE(base->at(0).real(), frame.basicSensors->battery / 10.0);
        QCOMPARE(kind("inertia").monitorLine(), std::string("heading"));
    }
};

QTEST_APPLESS_MAIN(TstKobukiTelemetryDescription)

}  // namespace tst_kobuki_telemetry_description
#include "tst_kobuki_telemetry_description.moc"
