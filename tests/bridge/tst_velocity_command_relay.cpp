// Network velocity commands hold 0.6 s, are renewed for the link's dead-man meanwhile, and
// end in one zero drive. Only lower bounds on time are asserted (a timer never fires early).
#include "bridge/VelocityCommandRelay.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>
#include <utility>
#include <vector>

namespace tst_velocity_command_relay {  // this file's names, apart in a unity batch

using robodash::bridge::VelocityCommandRelay;

class TestVelocityCommandRelay : public QObject {
    Q_OBJECT
private slots:
    void commandIsRenewedThenStoppedAfterTimeout()
    {
        std::vector<std::pair<double, double>> drives;
        VelocityCommandRelay relay([&](double v, double w) { drives.emplace_back(v, w); });
        QSignalSpy driving(&relay, &VelocityCommandRelay::drivingChanged);
        QElapsedTimer clock;
        clock.start();
        relay.command(0.3, -0.5);
        QVERIFY(relay.isDriving());
        QCOMPARE(driving.count(), 1);
        QCOMPARE(driving.at(0).at(0).toBool(), true);

        QTRY_VERIFY_WITH_TIMEOUT(!relay.isDriving(), 10000);
        QVERIFY(clock.elapsed() >= VelocityCommandRelay::kTimeoutMs);
        QCOMPARE(driving.count(), 2);
        QCOMPARE(driving.at(1).at(0).toBool(), false);
        QVERIFY(drives.size() >= 3);  // the command, at least one renewal, the stop
        for (std::size_t i = 0; i + 1 < drives.size(); ++i)
            QVERIFY(drives[i] == std::make_pair(0.3, -0.5));
        QVERIFY(drives.back() == std::make_pair(0.0, 0.0));
    }

    void newerCommandReplacesAndExtends()
    {
        std::vector<std::pair<double, double>> drives;
        VelocityCommandRelay relay([&](double v, double w) { drives.emplace_back(v, w); });
        relay.command(0.3, 0);
        QTest::qWait(200);
        QElapsedTimer sinceSecond;
        sinceSecond.start();
        relay.command(0.1, 0.2);
        QCOMPARE(drives.back(), std::make_pair(0.1, 0.2));
        QTRY_VERIFY_WITH_TIMEOUT(!relay.isDriving(), 10000);
        QVERIFY(sinceSecond.elapsed() >= VelocityCommandRelay::kTimeoutMs);
        QVERIFY(drives.back() == std::make_pair(0.0, 0.0));
    }

    void releaseStopsAtOnce()
    {
        std::vector<std::pair<double, double>> drives;
        VelocityCommandRelay relay([&](double v, double w) { drives.emplace_back(v, w); });
        relay.release();
        QVERIFY(drives.empty());  // not driving: nothing to stop
        relay.command(0.3, 0);
        relay.release();
        QVERIFY(!relay.isDriving());
        QVERIFY(drives.back() == std::make_pair(0.0, 0.0));
        const std::size_t count = drives.size();
        QTest::qWait(VelocityCommandRelay::kRenewPeriodMs * 3);
        QCOMPARE(drives.size(), count);  // no renewal after the release
    }

    void nonFiniteCommandsAreIgnored()
    {
        int calls = 0;
        VelocityCommandRelay relay([&](double, double) { ++calls; });
        relay.command(std::nan(""), 0);
        relay.command(0, INFINITY);
        QCOMPARE(calls, 0);
        QVERIFY(!relay.isDriving());
    }
};

QTEST_GUILESS_MAIN(TestVelocityCommandRelay)

}  // namespace tst_velocity_command_relay
#include "tst_velocity_command_relay.moc"
