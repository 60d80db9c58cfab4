// LinkHealth on its own: times and counters are given, no timer runs, so each case states
// exactly when the link is online, when it times out and what rates a period shows.
#include "link/LinkHealth.h"

#include <QTest>

namespace tst_link_health {  // this file's names, apart in a unity batch

using robodash::core::DriverCounters;
using robodash::link::LinkHealth;
using robodash::link::LinkStatistics;

namespace {

constexpr qint64 kOpenedAt = 50'000;  // link-clock ms at which the connection opened
constexpr int kOfflineAfterMs = 400;

DriverCounters counters(quint64 bytesIn, quint64 goodFrames)
{
    DriverCounters c;
    c.bytesIn = bytesIn;
    c.goodFrames = goodFrames;
    return c;
}

}  // namespace

class TestLinkHealth : public QObject {
    Q_OBJECT

private slots:
    void onlyTheFirstFrameBringsTheLinkOnline()
    {
        LinkHealth health;
        health.restart(kOpenedAt);
        QVERIFY(!health.isOnline());
        QVERIFY(health.frameReceived(kOpenedAt + 10));
        QVERIFY(health.isOnline());
        QVERIFY(!health.frameReceived(kOpenedAt + 30));
        QCOMPARE(health.lastGoodFrameMs(), kOpenedAt + 30);
        health.wentOffline();
        QVERIFY(health.frameReceived(kOpenedAt + 900));  // a robot that comes back
    }

    void timesOutOnlyAfterTheLimitAndOnlyWhenOnline()
    {
        LinkHealth health;
        health.restart(kOpenedAt);
        QVERIFY(!health.timedOut(kOpenedAt + 10 * kOfflineAfterMs, kOfflineAfterMs));
        health.frameReceived(kOpenedAt + 100);
        QVERIFY(!health.timedOut(kOpenedAt + 100 + kOfflineAfterMs, kOfflineAfterMs));
        QVERIFY(health.timedOut(kOpenedAt + 101 + kOfflineAfterMs, kOfflineAfterMs));
        health.wentOffline();
        QVERIFY(!health.timedOut(kOpenedAt + 5000, kOfflineAfterMs));  // said once
    }

    void restartForgetsTheLastFrameButNotTheOnlineState()
    {
        LinkHealth health;
        health.restart(kOpenedAt);
        health.frameReceived(kOpenedAt + 100);
        health.restart(kOpenedAt + 200);
        QCOMPARE(health.lastGoodFrameMs(), -1);
        QVERIFY(health.isOnline());
        QVERIFY(!health.timedOut(kOpenedAt + 5000, kOfflineAfterMs));  // no frame to age
    }

    void snapshotCopiesTheTotalsAndAgesTheLastFrame()
    {
        LinkHealth health;
        health.restart(kOpenedAt);
        DriverCounters c = counters(900, 12);
        c.checksumErrors = 3;
        c.discardedBytes = 7;
        c.malformed = 2;
        LinkStatistics s = health.snapshot(c, true, kOpenedAt + 500);
        QVERIFY(s.connected);
        QVERIFY(!s.online);
        QCOMPARE(s.goodFrames, quint64(12));
        QCOMPARE(s.checksumErrors, quint64(3));
        QCOMPARE(s.discardedBytes, quint64(7));
        QCOMPARE(s.malformedSubPayloads, quint64(2));
        QCOMPARE(s.lastFrameAgeMs, qint64(-1));  // no frame yet
        QCOMPARE(s.framesPerSecond, 0.0);

        health.frameReceived(kOpenedAt + 400);
        QCOMPARE(health.snapshot(c, true, kOpenedAt + 650).lastFrameAgeMs, qint64(250));
        // A fast replay stamps frames ahead of the clock: age 0, never negative.
        health.frameReceived(kOpenedAt + 2000);
        QCOMPARE(health.snapshot(c, true, kOpenedAt + 700).lastFrameAgeMs, qint64(0));
    }

    void publishGivesTheRatesOfEachPeriod()
    {
        LinkHealth health;
        health.restart(kOpenedAt);
        LinkStatistics s = health.publish(counters(1000, 50), true, kOpenedAt + 500);
        QCOMPARE(s.bytesPerSecond, 2000.0);
        QCOMPARE(s.framesPerSecond, 100.0);
        // The next period counts only what came since.
        s = health.publish(counters(1500, 60), true, kOpenedAt + 1500);
        QCOMPARE(s.bytesPerSecond, 500.0);
        QCOMPARE(s.framesPerSecond, 10.0);
        // Published twice at the same time: no period, no division by zero.
        s = health.publish(counters(1600, 61), true, kOpenedAt + 1500);
        QCOMPARE(s.bytesPerSecond, 0.0);
    }

    // A replay's seek rebuilds its driver, whose counters start again below the last ones
    // published, with no new connection: the rate counts from zero (a new user saw
    // 18428315757951600640.0 frames/s, the difference wrapped).
    void countersThatGoBackCountFromZero()
    {
        LinkHealth health;
        health.restart(kOpenedAt);
        health.publish(counters(100000, 5000), true, kOpenedAt + 1000);
        const LinkStatistics s = health.publish(counters(400, 20), true, kOpenedAt + 2000);
        QCOMPARE(s.bytesPerSecond, 400.0);
        QCOMPARE(s.framesPerSecond, 20.0);
    }

    void noRatesWhileDisconnectedAndANewConnectionCountsFromZero()
    {
        LinkHealth health;
        health.restart(kOpenedAt);
        health.publish(counters(1000, 50), true, kOpenedAt + 1000);
        // The port is gone but the driver still shows what came before the loss.
        const LinkStatistics lost = health.publish(counters(1400, 55), false, kOpenedAt + 2000);
        QVERIFY(!lost.connected);
        QCOMPARE(lost.bytesPerSecond, 0.0);
        QCOMPARE(lost.framesPerSecond, 0.0);
        QCOMPARE(lost.goodFrames, quint64(55));
        // The new connection's driver counts from zero again.
        health.restart(kOpenedAt + 3000);
        const LinkStatistics s = health.publish(counters(300, 10), true, kOpenedAt + 4000);
        QCOMPARE(s.bytesPerSecond, 300.0);
        QCOMPARE(s.framesPerSecond, 10.0);
    }
};

QTEST_GUILESS_MAIN(TestLinkHealth)

}  // namespace tst_link_health
#include "tst_link_health.moc"
