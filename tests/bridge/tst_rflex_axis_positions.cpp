// RflexAxisPositions is the inverse of RflexOdometry: the rFLEX driver, fed the axis
// positions rebuilt from a network rFLEX's poses (translation report first, as the base
// plays it), moves its own pose as those poses moved.
#include "RflexAxisPositions.h"

#include "rflex/Opcodes.h"
#include "rflex/RflexOdometry.h"

#include <QtTest>

#include <cmath>

namespace tst_rflex_axis_positions {  // this file's names, apart in a unity batch

using robodash::bridge::RflexAxisPositions;
using robodash::rflex::MotionReport;
using robodash::rflex::RflexOdometry;

namespace {

void report(RflexOdometry &odometry, robodash::rflex::Axis axis, std::int32_t position)
{
    MotionReport motion;
    motion.axis = std::uint8_t(axis);
    motion.position = position;
    odometry.update(motion);
}

}  // namespace

class TestRflexAxisPositions : public QObject {
    Q_OBJECT
private slots:
    void theDriversPoseFollowsThePoses_data();
    void theDriversPoseFollowsThePoses();
};

void TestRflexAxisPositions::theDriversPoseFollowsThePoses_data()
{
    QTest::addColumn<double>("linear");
    QTest::addColumn<double>("angular");
    QTest::newRow("straight") << 0.5 << 0.0;
    QTest::newRow("backwards") << -0.4 << 0.0;
    QTest::newRow("arc") << 0.4 << 0.6;
    QTest::newRow("on the spot") << 0.0 << -1.0;
}

void TestRflexAxisPositions::theDriversPoseFollowsThePoses()
{
    QFETCH(double, linear);
    QFETCH(double, angular);
    using robodash::rflex::Axis;
    const robodash::rflex::OdometryUnits units;
    RflexOdometry robot, driver;  // the bridge's, from its twin; the dashboard's
    RflexAxisPositions positions(units);
    double distance = 0, bearing = 0;
    for (int step = 0; step < 20 * 60; ++step) {  // a minute of reports at 20 Hz
        report(robot, Axis::Translation, std::int32_t(std::llround(distance)));
        report(robot, Axis::Rotation, std::int32_t(std::llround(bearing)));
        const auto pose = robot.state().pose;
        positions.addPose(pose.x, pose.y, pose.theta);
        report(driver, Axis::Translation, positions.distance());
        report(driver, Axis::Rotation, positions.bearing());
        distance += linear * 0.05 * units.perMetre;
        bearing += angular * 0.05 * units.perRadian;
    }
    const auto shown = driver.state().pose;
    const auto truth = robot.state().pose;
    QVERIFY2(std::hypot(shown.x - truth.x, shown.y - truth.y) < 0.01,
             qPrintable(QStringLiteral("(%1, %2) against (%3, %4)").arg(shown.x).arg(shown.y).arg(truth.x).arg(truth.y)));
    QVERIFY(std::fabs(std::remainder(shown.theta - truth.theta, 2 * M_PI)) < 0.01);
    QVERIFY(std::fabs(driver.state().distanceMetres - robot.state().distanceMetres) < 0.01);
}

QTEST_GUILESS_MAIN(TestRflexAxisPositions)

}  // namespace tst_rflex_axis_positions
#include "tst_rflex_axis_positions.moc"
