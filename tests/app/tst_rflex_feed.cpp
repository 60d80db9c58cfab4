// RflexFeed: each report an RflexFrame carries becomes its typed signal with the receive
// time; the bump panels also come apart from their DIO report; another family's samples
// give nothing.
#include "RflexFeed.h"
#include "kobuki/KobukiFrame.h"
#include "rflex/RflexFrame.h"

#include <QSignalSpy>
#include <QtTest>

#include <memory>

namespace tst_rflex_feed {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::app::RflexFeed;

namespace {

core::TelemetrySample sampleOf(std::shared_ptr<rflex::RflexFrame> frame, qint64 receivedMs)
{
    core::TelemetrySample sample;
    sample.receivedMs = receivedMs;
    sample.frame = std::move(frame);
    return sample;
}

}  // namespace

class TestRflexFeed : public QObject {
    Q_OBJECT

private slots:
    void eachReportBecomesItsSignal()
    {
        RflexFeed feed;
        QSignalSpy axis(&feed, &RflexFeed::axis);
        QSignalSpy sonar(&feed, &RflexFeed::sonar);
        QSignalSpy dio(&feed, &RflexFeed::dio);
        QSignalSpy panels(&feed, &RflexFeed::bumpPanels);
        QSignalSpy status(&feed, &RflexFeed::status);
        QSignalSpy state(&feed, &RflexFeed::driverState);

        auto motion = std::make_shared<rflex::RflexFrame>();
        motion->axis = rflex::AxisTelemetry{};
        motion->axis->axis = rflex::Axis::Rotation;
        motion->axis->raw.torque = 1234;
        motion->axis->velocity = 0.5;
        motion->motorsEnabled = true;
        feed.consume(sampleOf(motion, 1000));
        QCOMPARE(axis.count(), 1);
        const auto gotAxis = axis.first().at(0).value<rflex::AxisTelemetry>();
        QCOMPARE(gotAxis.axis, rflex::Axis::Rotation);
        QCOMPARE(gotAxis.raw.torque, 1234);
        QCOMPARE(gotAxis.velocity, 0.5);
        QCOMPARE(axis.first().at(1).toLongLong(), 1000);
        QCOMPARE(state.count(), 1);
        QCOMPARE(state.first().at(0).toBool(), true);   // motors enabled
        QCOMPARE(state.first().at(1).toBool(), false);  // sonar off
        QCOMPARE(sonar.count() + dio.count() + panels.count() + status.count(), 0);

        auto ring = std::make_shared<rflex::RflexFrame>();
        ring->sonar = rflex::SonarTelemetry{};
        ring->sonar->ring = {{true, 1.25}, {true, std::nullopt}, {false, std::nullopt}};
        ring->sonarOn = true;
        feed.consume(sampleOf(ring, 1100));
        QCOMPARE(sonar.count(), 1);
        const auto gotSonar = sonar.first().at(0).value<rflex::SonarTelemetry>();
        QCOMPARE(gotSonar.ring.size(), std::size_t(3));
        QCOMPARE(*gotSonar.ring[0].metres, 1.25);
        QVERIFY(gotSonar.ring[1].heard && !gotSonar.ring[1].metres);
        QCOMPARE(state.last().at(1).toBool(), true);

        auto bump = std::make_shared<rflex::RflexFrame>();
        bump->dio = rflex::DioTelemetry{};
        bump->dio->raw.address = 0x40;
        bump->dio->raw.state = 0x02;
        bump->dio->bumpPanels = rflex::BumpPanels{false, true};
        feed.consume(sampleOf(bump, 1200));
        QCOMPARE(dio.count(), 1);
        QCOMPARE(dio.first().at(0).value<rflex::DioTelemetry>().raw.state, std::uint8_t(0x02));
        QCOMPARE(panels.count(), 1);
        QVERIFY((panels.first().at(0).value<rflex::BumpPanels>() == rflex::BumpPanels{false, true}));
        QCOMPARE(panels.first().at(1).toLongLong(), 1200);

        auto other = std::make_shared<rflex::RflexFrame>();  // DIO of another address: no panels
        other->dio = rflex::DioTelemetry{};
        other->dio->raw.address = 0x41;
        feed.consume(sampleOf(other, 1250));
        QCOMPARE(dio.count(), 2);
        QCOMPARE(panels.count(), 1);

        auto battery = std::make_shared<rflex::RflexFrame>();
        battery->status = rflex::StatusTelemetry{};
        battery->status->volts = 24.6;
        battery->status->brakeEngaged = false;
        feed.consume(sampleOf(battery, 1300));
        QCOMPARE(status.count(), 1);
        const auto gotStatus = status.first().at(0).value<rflex::StatusTelemetry>();
        QCOMPARE(gotStatus.volts, 24.6);
        QCOMPARE(gotStatus.brakeEngaged, false);
        QCOMPARE(axis.count(), 1);
        QCOMPARE(sonar.count(), 1);
    }

    void otherFamiliesSamplesAreIgnored()
    {
        RflexFeed feed;
        QSignalSpy state(&feed, &RflexFeed::driverState);
        QSignalSpy axis(&feed, &RflexFeed::axis);
        core::TelemetrySample kobuki;
        kobuki.frame = std::make_shared<kobuki::KobukiFrame>();
        feed.consume(kobuki);
        feed.consume(core::TelemetrySample{});  // no frame at all
        QCOMPARE(state.count(), 0);
        QCOMPARE(axis.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestRflexFeed)

}  // namespace tst_rflex_feed
#include "tst_rflex_feed.moc"
