// The store follows its link: a replay's readings are those its family's feed gave, field by
// field; its phase is playing, paused or ended as the replay is; a new log starts afresh; a
// port that cannot open leaves the store failed with the reason. Waits are on conditions.
#include "RobotSession.h"
#include "RobotStoreFeed.h"
#include "StoreSeries.h"
#include "kobuki/Conversions.h"
#include "link/RobotLink.h"
#include "store/CoreTelemetryDescription.h"
#include "store/LogOverview.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tst_robot_store_feed {  // this file's names, apart in a unity batch

using namespace robodash;
using app::RobotStoreFeed;
using link::RobotLink;
using store::LinkPhase;
using testing::valuesIn;

namespace {

constexpr int kTimeoutMs = 10000;
const QString kKobukiLog = QStringLiteral(ROBODASH_TEST_DATA_DIR "/kobuki-before-seam.rdlog");

// The values a field took, one per change, as the store keeps them.
std::vector<double> changesOf(const std::vector<double> &readings)
{
    std::vector<double> changes;
    for (double value : readings)
        if (changes.empty() || changes.back() != value)
            changes.push_back(value);
    return changes;
}

}  // namespace

class TestRobotStoreFeed : public QObject {
    Q_OBJECT
private slots:
    void aReplaysReadingsAreWhatItsFeedGave()
    {
        app::RobotSession session;
        RobotLink &link = session.link();
        std::vector<double> encoders, volts;
        connect(&session.kobuki(), &app::KobukiFeed::basicSensors, this, [&](const kobuki::BasicSensors &sensors) {
            encoders.push_back(sensors.leftEncoder);
            volts.push_back(kobuki::batteryVolts(sensors.battery));
        });
        QSignalSpy finished(&link, &RobotLink::replayFinished);
        link.openReplay(kKobukiLog);
        link.setReplaySpeed(0);  // after the open: it speeds the open log
        QVERIFY(finished.wait(kTimeoutMs));
        const store::RobotStore &store = session.store().store();
        QVERIFY(encoders.size() > 100);
        QCOMPARE(valuesIn(*store.find("kobuki/basic_sensors/left_encoder")), changesOf(encoders));
        QCOMPARE(valuesIn(*store.find("kobuki/basic_sensors/battery_v")), changesOf(volts));
        QCOMPARE(store.find("kobuki/basic_sensors/left_encoder")->readings(), std::uint64_t(encoders.size()));
        QCOMPARE(session.store().linkState().phase, LinkPhase::ReplayEnded);
    }

    // The whole log at a glance, built beside the replay: its span is the log's, and each
    // field's range over it is the range the replay gave the store.
    void aReplaysWholeLogOverviewIsBuilt()
    {
        app::RobotSession session;
        RobotLink &link = session.link();
        QSignalSpy overviewChanged(&session.store().overview(), &app::ReplayOverview::changed);
        QSignalSpy finished(&link, &RobotLink::replayFinished);
        QSignalSpy origin(&link, &RobotLink::replayClockOrigin);
        qint64 duration = 0;
        connect(&link, &RobotLink::replayOpened, this, [&duration](const QString &, qint64 ms) { duration = ms; });
        link.openReplay(kKobukiLog);
        link.setReplaySpeed(0);
        QVERIFY(finished.wait(kTimeoutMs));
        if (!session.store().overview().overview())
            QVERIFY(overviewChanged.wait(kTimeoutMs));
        const store::LogOverview &overview = *session.store().overview().overview();
        QCOMPARE(overview.durationMs(), duration);
        const store::RobotStore &store = session.store().store();
        int compared = 0;
        for (const char *path : {"kobuki/basic_sensors/left_encoder", "kobuki/basic_sensors/battery_v",
                                 "kobuki/inertia/angle_rad", "robot/odometry/x"}) {
            const store::OverviewField *field = overview.find(path);
            QVERIFY2(field, path);
            float low = INFINITY, high = -INFINITY;
            for (std::size_t b = 0; b < field->buckets.size(); ++b) {
                if (field->read[b])
                    low = std::min(low, field->buckets[b].minimum), high = std::max(high, field->buckets[b].maximum);
            }
            const std::vector<double> values = valuesIn(*store.find(path));
            QCOMPARE(low, float(*std::min_element(values.begin(), values.end())));
            QCOMPARE(high, float(*std::max_element(values.begin(), values.end())));
            ++compared;
        }
        QCOMPARE(compared, 4);
        // Time counts from the log's start: the store's origin is the replay's, and a reading
        // lands in the overview's bucket of its time in the log.
        QVERIFY(!origin.isEmpty());
        QCOMPARE(*store.timeOriginMs(), origin.back().front().toLongLong());
        const store::FieldSeries &left = *store.find("kobuki/basic_sensors/left_encoder");
        const store::SeriesPoint point = left.point(left.size() / 2);
        const auto bucket = std::size_t(double(point.timeMs - *store.timeOriginMs()) / overview.bucketMs());
        const store::OverviewField &leftWhole = *overview.find("kobuki/basic_sensors/left_encoder");
        QVERIFY(leftWhole.read[bucket]);
        QVERIFY(float(point.value) >= leftWhole.buckets[bucket].minimum
                && float(point.value) <= leftWhole.buckets[bucket].maximum);
        link.connectTo(QStringLiteral("/dev/robodash-no-such-port"));  // not a replay any more
        QTRY_VERIFY_WITH_TIMEOUT(!session.store().overview().overview(), kTimeoutMs);
    }

    void aReplayIsPlayingPausedOrEnded()
    {
        app::RobotSession session;
        RobotLink &link = session.link();
        const RobotStoreFeed &feed = session.store();
        std::vector<LinkPhase> phases;
        connect(&feed, &RobotStoreFeed::linkStateChanged, this,
                [&](const store::RobotLinkState &state) { phases.push_back(state.phase); });
        QSignalSpy finished(&link, &RobotLink::replayFinished);
        link.openReplay(kKobukiLog);
        link.setReplaySpeed(0);  // after the open: it speeds the open log
        QVERIFY(finished.wait(kTimeoutMs));
        QCOMPARE(phases.front(), LinkPhase::Replaying);
        QCOMPARE(feed.linkState().phase, LinkPhase::ReplayEnded);
        QVERIFY(!feed.linkState().mayDrive());
        link.setReplayPaused(true);  // at its end it stays ended...
        QCOMPARE(feed.linkState().phase, LinkPhase::ReplayEnded);
        link.seekReplay(0);  // ...until it is taken back: then paused where it is
        QTRY_COMPARE_WITH_TIMEOUT(feed.linkState().phase, LinkPhase::ReplayPaused, kTimeoutMs);
        QVERIFY(feed.linkState().showsReadings());
        QCOMPARE(feed.store().samples(), std::uint64_t(0));  // read afresh from where it was taken
        link.setReplayPaused(false);
        QCOMPARE(feed.linkState().phase, LinkPhase::Replaying);
        link.disconnectFromRobot();  // closed: no replay any more
        QTRY_COMPARE_WITH_TIMEOUT(feed.linkState().phase, LinkPhase::NotConnected, kTimeoutMs);
        QVERIFY(!feed.linkState().showsReadings());
    }

    void aReplayAfterAFailureIsNotFailed()
    {
        app::RobotSession session;
        RobotLink &link = session.link();
        link.connectTo(QStringLiteral("/dev/robodash-no-such-port"));
        QTRY_COMPARE_WITH_TIMEOUT(session.store().linkState().phase, LinkPhase::Failed, kTimeoutMs);
        QSignalSpy finished(&link, &RobotLink::replayFinished);
        link.openReplay(kKobukiLog);
        link.setReplaySpeed(0);
        QVERIFY(finished.wait(kTimeoutMs));
        QVERIFY(session.store().linkState().failure.empty());
        link.disconnectFromRobot();
        QTRY_COMPARE_WITH_TIMEOUT(session.store().linkState().phase, LinkPhase::NotConnected, kTimeoutMs);
    }

    void aNewLogStartsAfresh()
    {
        app::RobotSession session;
        RobotLink &link = session.link();
        QSignalSpy finished(&link, &RobotLink::replayFinished);
        link.openReplay(kKobukiLog);
        link.setReplaySpeed(0);  // after the open: it speeds the open log
        QVERIFY(finished.wait(kTimeoutMs));
        const std::uint64_t once = session.store().store().samples();
        QVERIFY(once > 100);
        link.openReplay(kKobukiLog);
        link.setReplaySpeed(0);
        QVERIFY(finished.wait(kTimeoutMs));
        QCOMPARE(session.store().store().samples(), once);  // not twice as many
    }

    void aPortThatCannotOpenLeavesTheReason()
    {
        app::RobotSession session;
        RobotLink &link = session.link();
        link.connectTo(QStringLiteral("/dev/robodash-no-such-port"));
        QTRY_COMPARE_WITH_TIMEOUT(session.store().linkState().phase, LinkPhase::Failed, kTimeoutMs);
        QVERIFY2(QString::fromStdString(session.store().linkState().failure).contains(QStringLiteral("robodash-no-such-port")),
                 session.store().linkState().failure.c_str());
        QVERIFY(!session.store().store().latest(store::paths::kBatteryVoltage));
    }

    void theVirtualKobukiIsOnlineWithItsReadings()
    {
        app::RobotSession session;
        RobotLink &link = session.link();
        link.connectTo(QStringLiteral("sim:"));
        QTRY_COMPARE_WITH_TIMEOUT(session.store().linkState().phase, LinkPhase::Online, kTimeoutMs);
        QVERIFY(session.store().linkState().mayDrive());
        const store::RobotStore &store = session.store().store();
        QTRY_VERIFY_WITH_TIMEOUT(store.latest("kobuki/basic_sensors/battery_v"), kTimeoutMs);
        // The core's battery and the family's own column are one reading.
        QTRY_COMPARE_WITH_TIMEOUT(store.latest(store::paths::kBatteryVoltage), store.latest("kobuki/basic_sensors/battery_v"),
                                  kTimeoutMs);
        link.disconnectFromRobot();
        QTRY_COMPARE_WITH_TIMEOUT(session.store().linkState().phase, LinkPhase::NotConnected, kTimeoutMs);
        QVERIFY(!session.store().linkState().mayDrive());
    }
};

QTEST_GUILESS_MAIN(TestRobotStoreFeed)

}  // namespace tst_robot_store_feed
#include "tst_robot_store_feed.moc"
