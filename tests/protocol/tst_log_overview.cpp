// A whole log at a glance (store/LogOverview.h): each field as buckets over the log with the
// smallest, largest, first and last value read in each; a bucket between two readings holds
// the value in force; a field never read has none; a keyed kind's fields are per key; a
// short log's buckets are 1 ms; its memory is bounded by buckets, not by the log's length.
#include "kobuki/KobukiFrame.h"
#include "kobuki/KobukiTelemetryDescription.h"
#include "rflex/RflexFrame.h"
#include "rflex/RflexTelemetryDescription.h"
#include "store/LogOverview.h"

#include <QtTest>

#include <memory>

namespace tst_log_overview {  // this file's names, apart in a unity batch

using namespace robodash;
using store::LogOverview;

namespace {

core::TelemetrySample kobukiSample(std::int64_t timeMs, std::uint16_t leftTicks)
{
    auto frame = std::make_shared<kobuki::KobukiFrame>();
    kobuki::BasicSensors sensors;
    sensors.leftEncoder = leftTicks;
    sensors.battery = 160;
    frame->feedback.basicSensors = sensors;
    core::TelemetrySample sample;
    sample.receivedMs = timeMs;
    sample.frame = frame;
    return sample;
}

}  // namespace

class TestLogOverview : public QObject {
    Q_OBJECT
private slots:
    void eachBucketKeepsItsRangeAndEnds()
    {
        LogOverview overview(&kobuki::kobukiFrameTelemetry(), 1000, 10);  // 100 ms buckets
        QCOMPARE(overview.bucketMs(), 100.0);
        for (int t = 0; t < 100; t += 20)  // bucket 0: 5, 9, 3, 7, 1
            overview.add(kobukiSample(t, std::uint16_t((t / 20 * 4 + 5) % 10)), t);
        overview.add(kobukiSample(450, 42), 450);  // bucket 4; 1 to 3 between readings
        overview.finish();
        const store::OverviewField *left = overview.find("kobuki/basic_sensors/left_encoder");
        QVERIFY(left);
        QCOMPARE(left->buckets[0].first, 5.0f);
        QCOMPARE(left->buckets[0].minimum, 1.0f);
        QCOMPARE(left->buckets[0].maximum, 9.0f);
        QCOMPARE(left->buckets[0].last, 1.0f);
        for (int b = 1; b <= 3; ++b) {  // held at the last value read
            QVERIFY(left->read[std::size_t(b)]);
            QCOMPARE(left->buckets[std::size_t(b)].minimum, 1.0f);
            QCOMPARE(left->buckets[std::size_t(b)].maximum, 1.0f);
        }
        QCOMPARE(left->buckets[4].last, 42.0f);
        QVERIFY(!left->read[5]);  // after its last reading: nothing
        QVERIFY(!overview.find("kobuki/cliff/left_raw"));  // never read
        QVERIFY(overview.find("robot/battery/voltage") == nullptr);  // the core was not filled in
    }

    void aShortLogHasMillisecondBuckets()
    {
        const LogOverview overview(&kobuki::kobukiFrameTelemetry(), 300);
        QCOMPARE(overview.bucketCount(), std::size_t(300));
        QCOMPARE(overview.bucketMs(), 1.0);
    }

    void itsMemoryIsBoundedByItsBuckets()
    {
        LogOverview overview(&kobuki::kobukiFrameTelemetry(), 24LL * 3600 * 1000);
        for (std::int64_t t = 0; t < 24LL * 3600 * 1000; t += 60'000)  // a reading a minute for a day
            overview.add(kobukiSample(t, std::uint16_t(t / 60'000)), t);
        overview.finish();
        const std::size_t bound = overview.fields().size() * LogOverview::kDefaultBuckets * (16 + 1);
        QVERIFY2(overview.bytes() < bound, qPrintable(QString::number(overview.bytes())));
        const store::OverviewField *left = overview.find("kobuki/basic_sensors/left_encoder");
        const auto lastBucket = std::size_t((24.0 * 60 - 1) * 60'000 / overview.bucketMs());
        QCOMPARE(left->buckets[lastBucket].last, float(24 * 60 - 1));
        QVERIFY(!left->read.back());  // the last minute's buckets are after the last reading
    }

    void aKeyedKindHasBucketsPerKey()
    {
        LogOverview overview(&rflex::rflexFrameTelemetry(), 100, 10);
        for (int t = 0; t < 100; t += 10) {
            auto frame = std::make_shared<rflex::RflexFrame>();
            rflex::AxisTelemetry axis;
            axis.axis = t % 20 ? rflex::Axis::Rotation : rflex::Axis::Translation;
            axis.velocity = t % 20 ? -1.0 : 0.5;
            frame->axis = axis;
            core::TelemetrySample sample;
            sample.receivedMs = t;
            sample.frame = frame;
            overview.add(sample, t);
        }
        overview.finish();
        QCOMPARE(overview.find("rflex/axes[translation]/velocity")->buckets[4].maximum, 0.5f);
        QCOMPARE(overview.find("rflex/axes[rotation]/velocity")->buckets[4].minimum, -1.0f);
    }
};

QTEST_GUILESS_MAIN(TestLogOverview)

}  // namespace tst_log_overview

#include "tst_log_overview.moc"
