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
