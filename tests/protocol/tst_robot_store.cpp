// One robot's readings kept once: every field of the core and of the family's description is
// there before any reading, with its unit; readings land in their field's series at the
// sample's time; clearing forgets readings but keeps fields; the link state is one value; a
// laser scan's and a camera's readings are fields like the rest.
#include "kobuki/KobukiFrame.h"
#include "kobuki/KobukiTelemetryDescription.h"
#include "rflex/RflexFrame.h"
#include "rflex/RflexTelemetryDescription.h"
#include "store/CoreTelemetryDescription.h"
#include "store/RobotStore.h"
#include "store/SensorTelemetryDescription.h"

#include <QtTest>

#include <memory>

using namespace robodash;
using store::RobotStore;

namespace {

core::TelemetrySample kobukiSample(std::int64_t timeMs, std::uint8_t batteryTenthsOfVolts, std::uint16_t leftTicks)
{
    auto frame = std::make_shared<kobuki::KobukiFrame>();
    kobuki::BasicSensors sensors;
    sensors.battery = batteryTenthsOfVolts;
    sensors.leftEncoder = leftTicks;
    sensors.timeStamp = std::uint16_t(timeMs);
    frame->feedback.basicSensors = sensors;
    kobuki::Version firmware;
    firmware.major = 1;
    firmware.minor = 2;
    firmware.patch = 3;
    frame->feedback.firmwareVersion = firmware;
    core::TelemetrySample sample;
    sample.receivedMs = timeMs;
    sample.frame = frame;
    core::BatteryReading battery;
    battery.volts = batteryTenthsOfVolts / 10.0;
    battery.percent = 80;
    sample.core.battery = battery;
    return sample;
}

core::TelemetrySample rflexAxisSample(std::int64_t timeMs, rflex::Axis axis, double velocity)
{
    auto frame = std::make_shared<rflex::RflexFrame>();
    rflex::AxisTelemetry report;
    report.axis = axis;
    report.velocity = velocity;
    frame->axis = report;
    core::TelemetrySample sample;
    sample.receivedMs = timeMs;
    sample.frame = frame;
    return sample;
}

}  // namespace

class TestRobotStore : public QObject {
    Q_OBJECT
private slots:
    void everyFieldIsKnownBeforeAnyReading()
    {
        const RobotStore store(&kobuki::kobukiFrameTelemetry());
        std::size_t kobukiColumns = 0;
        for (const auto &kind : kobuki::kobukiFrameTelemetry().kinds())
            kobukiColumns += kind.columns().size();
        std::size_t coreColumns = 0;
        for (const auto &kind : store::coreTelemetryDescription().kinds())
            coreColumns += kind.columns().size();
        std::size_t sensorColumns = 0;
        for (const auto &kind : store::sensorTelemetryDescription().kinds())
            sensorColumns += kind.columns().size();
        QCOMPARE(store.fields().size(), kobukiColumns + coreColumns + sensorColumns);
        const auto volts = store.indexOf("kobuki/basic_sensors/battery_v");
        QVERIFY(volts);
        QCOMPARE(store.fields()[*volts].unit, std::string("V"));
        const auto percent = store.indexOf(store::paths::kBatteryPercent);
        QVERIFY(percent);
        QCOMPARE(store.fields()[*percent].unit, std::string("%"));
        QVERIFY(!store.latest(store::paths::kBatteryPercent));
        QVERIFY(!store.indexOf("kobuki/basic_sensors/no_such_column"));
    }

    void withoutAFamilyOnlyTheCoreFields()
    {
        RobotStore store(nullptr);
        for (const auto &field : store.fields())
            QVERIFY2(field.source == "robot" || field.source == "sensors", field.source.c_str());
        store.add(kobukiSample(100, 161, 7));  // a frame no description reads: ignored
        QCOMPARE(*store.latest(store::paths::kBatteryVoltage), 16.1);
    }

    void readingsLandInTheirFieldsAtTheSamplesTime()
    {
        RobotStore store(&kobuki::kobukiFrameTelemetry());
        store.add(kobukiSample(1000, 161, 10));
        store.add(kobukiSample(1020, 161, 12));
        store.add(kobukiSample(1040, 158, 15));
        QCOMPARE(store.samples(), std::uint64_t(3));
        QCOMPARE(*store.lastSampleMs(), std::int64_t(1040));
        const store::FieldSeries *raw = store.find("kobuki/basic_sensors/battery_raw");
        QVERIFY(raw);
        QCOMPARE(raw->size(), std::size_t(2));  // 161 held, then 158
        QCOMPARE(raw->point(1).timeMs, std::int64_t(1040));
        QCOMPARE(raw->point(1).value, 158.0);
        QCOMPARE(*raw->valueAt(1039), 161.0);
        const store::FieldSeries *ticks = store.find("kobuki/basic_sensors/left_encoder");
        QCOMPARE(ticks->size(), std::size_t(3));
        QCOMPARE(*store.latest("kobuki/basic_sensors/left_encoder"), 15.0);
        QCOMPARE(*store.latest(store::paths::kBatteryVoltage), 15.8);
        QVERIFY(!store.latestText("kobuki/firmware_version/major"));  // a number, not text
        QCOMPARE(*store.latest("kobuki/firmware_version/major"), 1.0);
        // The distance column carries from one frame to the next, as an export's does.
        QVERIFY(*store.latest("kobuki/basic_sensors/left_distance_m") > 0);
    }

    void clearingForgetsReadingsNotFields()
    {
        RobotStore store(&kobuki::kobukiFrameTelemetry());
        store.add(kobukiSample(1000, 161, 10));
        const std::size_t fields = store.fields().size();
        store.clearReadings();
        QCOMPARE(store.fields().size(), fields);
        QCOMPARE(store.samples(), std::uint64_t(0));
        QVERIFY(!store.latest(store::paths::kBatteryVoltage));
        QVERIFY(!store.lastSampleMs());
        // A reader that carried distance starts afresh: the first frame after is no motion.
        store.add(kobukiSample(2000, 161, 500));
        QCOMPARE(*store.latest("kobuki/basic_sensors/left_distance_m"), 0.0);
    }

    void restartedReadersCountNoMotionFromAJump()
    {
        RobotStore store(&kobuki::kobukiFrameTelemetry());
        store.add(kobukiSample(1000, 161, 10));
        store.add(kobukiSample(1020, 161, 20));
        const double travelled = *store.latest("kobuki/basic_sensors/left_distance_m");
        QVERIFY(travelled > 0);
        store.restartReaders();  // a reconnect: the robot's counter may be anywhere now
        store.add(kobukiSample(5000, 160, 30000));
        // Counted afresh from the reconnect, as an export of a new log counts: not 29,980 ticks.
        QCOMPARE(*store.latest("kobuki/basic_sensors/left_distance_m"), 0.0);
        QCOMPARE(store.samples(), std::uint64_t(3));  // the readings stayed
        QCOMPARE(store.find("kobuki/basic_sensors/battery_raw")->size(), std::size_t(2));
    }

    void aSampleFromBeforeStartsAfresh()
    {
        RobotStore store(&kobuki::kobukiFrameTelemetry());
        store.add(kobukiSample(1000, 161, 10));
        store.add(kobukiSample(2000, 158, 20));
        store.add(kobukiSample(1500, 150, 15));  // earlier than the newest: a series runs forward
        QCOMPARE(store.samples(), std::uint64_t(1));
        QCOMPARE(store.find("kobuki/basic_sensors/battery_raw")->size(), std::size_t(1));
        QCOMPARE(*store.latest("kobuki/basic_sensors/battery_raw"), 150.0);
    }

    // The rFLEX reports its two axes in one kind: a series that took both would jump between
    // metres and radians from one report to the next.
    void aKeyedKindKeepsASeriesPerKey()
    {
        RobotStore store(&rflex::rflexFrameTelemetry());
        QVERIFY(!store.find("rflex/axes/velocity"));
        QVERIFY(!store.find("rflex/axes[translation]/velocity"));
        const std::size_t before = store.fields().size();
        store.add(rflexAxisSample(10, rflex::Axis::Translation, 0.5));
        const store::FieldSeries *translation = store.find("rflex/axes[translation]/velocity");
        QVERIFY(translation);
        store.add(rflexAxisSample(20, rflex::Axis::Rotation, -1.25));
        store.add(rflexAxisSample(30, rflex::Axis::Translation, 0.75));
        const store::FieldSeries *rotation = store.find("rflex/axes[rotation]/velocity");
        QVERIFY(rotation);
        const std::size_t axisColumns = rflex::rflexFrameTelemetry().find("axes")->columns().size();
        QCOMPARE(store.fields().size(), before + 2 * axisColumns);
        QCOMPARE(translation->size(), std::size_t(2));  // the pointer held while fields were added
        QCOMPARE(translation->point(1).value, 0.75);
        QCOMPARE(rotation->size(), std::size_t(1));
        QCOMPARE(rotation->point(0).value, -1.25);
        QCOMPARE(store.fields()[*store.indexOf("rflex/axes[rotation]/velocity")].key, std::string("rotation"));
        // Each axis in its own unit: the description's "m/s or rad/s" is rad/s for rotation.
        QCOMPARE(store.fields()[*store.indexOf("rflex/axes[rotation]/velocity")].unit, std::string("rad/s"));
        QCOMPARE(store.fields()[*store.indexOf("rflex/axes[translation]/velocity")].unit, std::string("m/s"));
        store.clearReadings();  // a key's fields stay, empty
        QCOMPARE(store.fields().size(), before + 2 * axisColumns);
        QVERIFY(rotation->empty());
    }

    void aScanAndAPictureAreFieldsLikeAnyOther()
    {
        RobotStore store(nullptr);
        QVERIFY(store.find(store::paths::kScanNearest) && store.find(store::paths::kCameraRate));
        QCOMPARE(store.fields()[*store.indexOf(store::paths::kScanNearest)].unit, std::string("m"));
        core::LaserScan scan;
        scan.angleMin = -1.0f;
        scan.angleIncrement = 0.5f;
        scan.rangeMin = 0.2f;
        scan.rangeMax = 10.0f;
        // No return is never the nearest: inf, NaN, below the minimum, beyond the maximum.
        scan.ranges = {INFINITY, 3.0f, NAN, 0.1f, 1.5f, 12.0f};
        scan.receivedMs = 1000;
        store.addSensor({&scan, nullptr});
        QCOMPARE(*store.latest(store::paths::kScanNearest), 1.5);
        QCOMPARE(*store.latest("sensors/scan/nearest_bearing"), 1.0);  // ray 4: -1 + 4 x 0.5
        QCOMPARE(*store.latest("sensors/scan/returns"), 2.0);
        QCOMPARE(*store.latest("sensors/scan/rays"), 6.0);
        QVERIFY(!store.latest(store::paths::kScanRate));  // one scan: no rate yet
        scan.receivedMs = 1100;
        scan.ranges = {INFINITY, INFINITY, INFINITY, INFINITY, INFINITY, INFINITY};
        store.addSensor({&scan, nullptr});
        QCOMPARE(*store.latest(store::paths::kScanRate), 10.0);
        QCOMPARE(*store.latest("sensors/scan/returns"), 0.0);
        QCOMPARE(*store.latest(store::paths::kScanNearest), 1.5);  // nothing returned: no new nearest

        core::CameraImage picture;
        picture.data = std::make_shared<const std::vector<std::uint8_t>>(std::vector<std::uint8_t>(4096));
        for (std::int64_t timeMs : {2000, 2066, 2133}) {
            picture.receivedMs = timeMs;
            store.addSensor({nullptr, &picture});
        }
        QCOMPARE(*store.latest("sensors/camera/bytes"), 4096.0);
        QVERIFY(std::fabs(*store.latest(store::paths::kCameraRate) - 1000.0 / 67) < 1e-9);
        QCOMPARE(store.find(store::paths::kCameraRate)->readings(), std::uint64_t(2));

        // A new connection: the rate starts again, it does not span the gap.
        store.clearReadings();
        picture.receivedMs = 9000;
        store.addSensor({nullptr, &picture});
        QVERIFY(!store.latest(store::paths::kCameraRate));
    }

    void theLinkStateIsOneValue()
    {
        RobotStore store(nullptr);
        QCOMPARE(store.linkState().phase, store::LinkPhase::NotConnected);
        QVERIFY(!store.linkState().mayDrive());
        store::RobotLinkState online;
        online.phase = store::LinkPhase::Online;
        QVERIFY(store.setLinkState(online));
        QVERIFY(!store.setLinkState(online));  // no change, nothing to tell
        QVERIFY(store.linkState().mayDrive());
        online.driveRefusal = "watch only";
        QVERIFY(store.setLinkState(online));
        QVERIFY(!store.linkState().mayDrive());
        QVERIFY(store.linkState().showsReadings());
        store::RobotLinkState paused;
        paused.phase = store::LinkPhase::ReplayPaused;
        QVERIFY(paused.isReplay() && paused.showsReadings() && !paused.mayDrive());
    }
};

QTEST_APPLESS_MAIN(TestRobotStore)
#include "tst_robot_store.moc"
