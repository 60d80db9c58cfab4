// RoverTrackCounts is the inverse of RoverOdometry: the Rover driver, fed the counts rebuilt
// from a network Rover's poses, moves its own pose as those poses moved (within the counts'
// rounding), on straights, arcs, turns on the spot and across the 16-bit wrap.
#include "RoverTrackCounts.h"

#include "rover/RoverOdometry.h"

#include <QtTest>

#include <cmath>

namespace tst_rover_track_counts {  // this file's names, apart in a unity batch

using robodash::bridge::RoverTrackCounts;
using robodash::rover::RoverOdometry;

class TestRoverTrackCounts : public QObject {
    Q_OBJECT
private slots:
    void theDriversPoseFollowsThePoses_data();
    void theDriversPoseFollowsThePoses();
};

void TestRoverTrackCounts::theDriversPoseFollowsThePoses_data()
{
    QTest::addColumn<double>("linear");
    QTest::addColumn<double>("angular");
    QTest::newRow("straight") << 0.5 << 0.0;
    QTest::newRow("backwards") << -0.4 << 0.0;
    QTest::newRow("arc") << 0.4 << 0.6;
    QTest::newRow("on the spot") << 0.0 << -1.0;
}

void TestRoverTrackCounts::theDriversPoseFollowsThePoses()
{
    QFETCH(double, linear);
    QFETCH(double, angular);
    // The robot's own odometry (the bridge's), driven by exact track distances at 15 Hz.
    RoverOdometry robot;
    RoverTrackCounts counts;
    RoverOdometry driver;
    const robodash::rover::RoverDriverSettings settings;
    const double half = angular * settings.trackWidthM / settings.tractionFactor / 2;
    double left = 0, right = 0;
    std::int64_t ms = 0;
    const auto feed = [&](RoverOdometry &odometry, std::uint16_t l, std::uint16_t r) {
        odometry.leftCount(l, ms);
        odometry.rightCount(r, ms);
    };
    const auto raw = [&](double metres) {
        return std::uint16_t(std::llround(metres * settings.encoderCountsPerMetre) & 0xFFFF);
    };
    for (int step = 0; step < 15 * 60; ++step, ms += 67) {  // a minute: counts wrap
        feed(robot, raw(left), raw(right));
        const auto pose = robot.state().pose;
        counts.addPose(pose.x, pose.y, pose.theta);
        feed(driver, counts.left(), counts.right());
        left += (linear - half) * 0.067;
        right += (linear + half) * 0.067;
    }
    const auto shown = driver.state().pose;
    const auto truth = robot.state().pose;
    QVERIFY2(std::hypot(shown.x - truth.x, shown.y - truth.y) < 0.01,
             qPrintable(QStringLiteral("(%1, %2) against (%3, %4)").arg(shown.x).arg(shown.y).arg(truth.x).arg(truth.y)));
    QVERIFY(std::fabs(std::remainder(shown.theta - truth.theta, 2 * M_PI)) < 0.01);
    QVERIFY(std::fabs(driver.state().distanceMetres - robot.state().distanceMetres) < 0.01);
    if (linear != 0)
        QVERIFY(robot.state().distanceMetres > 20);  // long enough for the counts to wrap
}

QTEST_GUILESS_MAIN(TestRoverTrackCounts)

}  // namespace tst_rover_track_counts
#include "tst_rover_track_counts.moc"
