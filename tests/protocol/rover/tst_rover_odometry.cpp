// RoverOdometry on its own: pairs of track readings, the 16-bit wrap both ways, speed
// integration and its gap rule, settings that cannot describe a robot.
#include "rover/RoverOdometry.h"

#include <QtTest>

#include <cmath>

namespace tst_rover_odometry {  // this file's names, apart in a unity batch

using namespace robodash::rover;

namespace {
bool near(double a, double b) { return std::fabs(a - b) < 1e-9; }
}  // namespace

class TestRoverOdometry : public QObject {
    Q_OBJECT

private slots:
    void aPairMovesThePoseOnlyWhenComplete()
    {
        RoverOdometry odometry;
        QVERIFY(!odometry.leftCount(0, 0));
        QVERIFY(!odometry.rightCount(0, 0));  // the first pair is the baseline
        QVERIFY(!odometry.leftCount(1455, 100));
        QVERIFY(near(odometry.state().pose.x, 0));
        QVERIFY(odometry.rightCount(1455, 100));
        QVERIFY(near(odometry.state().pose.x, 1.0));
        QVERIFY(near(odometry.state().velocity.linearMps, 10.0));  // 1 m in 100 ms
    }

    // Counts polled at 10 Hz beside odometry that moves in uneven steps (over the network:
    // 0, 1 or 2 messages between two polls) step the pose; the RPM read beside them is the
    // velocity, steady at the tracks' speed, not the counts' 0 and 2x (issue 38).
    void theRpmBesideTheCountsIsTheVelocity()
    {
        RoverOdometry odometry;
        odometry.leftCount(0, 0);
        odometry.rightCount(0, 0);
        odometry.leftSpeedBesideCounts(-0.3);
        odometry.rightSpeedBesideCounts(-0.3);
        QVERIFY(near(odometry.state().velocity.linearMps, -0.3));
        const int steps[] = {0, -87, -87, 0, -87};  // 0.06 m a step at 1455 counts a metre
        int left = 0, right = 0;
        std::int64_t t = 0;
        for (int step : steps) {
            left += step;
            right += step;
            t += 100;
            odometry.leftCount(std::uint16_t(left), t);
            odometry.rightCount(std::uint16_t(right), t);
            odometry.leftSpeedBesideCounts(-0.3);
            odometry.rightSpeedBesideCounts(-0.3);
            QVERIFY(near(odometry.state().velocity.linearMps, -0.3));
            QVERIFY(near(odometry.state().velocity.angularRadps, 0));
        }
        QVERIFY(near(odometry.state().pose.x, -261 / 1455.0));
    }

    void countsWrapBothWays()
    {
        RoverOdometry odometry;
        odometry.leftCount(10, 0);
        odometry.rightCount(10, 0);
        odometry.leftCount(std::uint16_t(10 - 1455), 100);  // backwards through 0
        odometry.rightCount(std::uint16_t(10 - 1455), 100);
        QVERIFY(near(odometry.state().pose.x, -1.0));
        odometry.leftCount(10, 200);  // and forwards through 65535
        odometry.rightCount(10, 200);
        QVERIFY(near(odometry.state().pose.x, 0.0));
        QVERIFY(near(odometry.state().distanceMetres, 2.0));
    }

    void speedsAreIntegratedOverTime()
    {
        RoverOdometry odometry;
        odometry.leftSpeed(0.5, 0);
        odometry.rightSpeed(0.5, 0);
        QVERIFY(!odometry.leftSpeed(0.5, 100));
        QVERIFY(!odometry.leftSpeed(0.5, 100));  // the same side twice completes nothing
        QVERIFY(odometry.rightSpeed(0.5, 100));
        QVERIFY(near(odometry.state().pose.x, 0.05));
    }

    void aLongGapIsNotIntegrated()
    {
        RoverOdometry odometry;
        odometry.leftSpeed(1.0, 0);
        odometry.rightSpeed(1.0, 0);
        odometry.leftSpeed(1.0, RoverOdometry::kMaxSpeedGapMs + 1);
        QVERIFY(!odometry.rightSpeed(1.0, RoverOdometry::kMaxSpeedGapMs + 1));
        QVERIFY(near(odometry.state().pose.x, 0.0));
    }

    void impossibleSettingsFallBackToTheDefaults()
    {
        RoverDriverSettings settings;
        settings.encoderCountsPerMetre = 0;
        settings.trackWidthM = -1;
        settings.tractionFactor = std::nan("");
        const RoverDriverSettings s = settings.sanitised();
        QCOMPARE(s.encoderCountsPerMetre, kEncoderCountsPerMetre);
        QCOMPARE(s.trackWidthM, kTrackWidthM);
        QCOMPARE(s.tractionFactor, kTractionFactor);
        QVERIFY(near(s.effectiveTrackWidthM(), kTrackWidthM / kTractionFactor));
    }
};

QTEST_GUILESS_MAIN(TestRoverOdometry)

}  // namespace tst_rover_odometry
#include "tst_rover_odometry.moc"
