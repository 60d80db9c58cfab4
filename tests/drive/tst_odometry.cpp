// Odometry maths: encoder wrap, straight lines, arcs, gyro heading, pairing of the
// sub-payloads of one frame, speeds from the robot's own clock, glitches and reset.
#include "kobuki/Conversions.h"
#include "kobuki/Odometry.h"

#include <QtTest>

#include <cmath>

namespace tst_odometry {  // this file's names, apart in a unity batch

namespace kobuki = robodash::kobuki;
using kobuki::Odometry;

namespace {

constexpr double kPi = 3.14159265358979323846;

kobuki::BasicSensors sensors(std::uint16_t timeStamp, std::uint16_t left, std::uint16_t right)
{
    kobuki::BasicSensors s;
    s.timeStamp = timeStamp;
    s.leftEncoder = left;
    s.rightEncoder = right;
    return s;
}

std::uint16_t ticks(double metres)
{
    return static_cast<std::uint16_t>(std::lround(metres * kobuki::kTicksPerMetre) & 0xFFFF);
}

}  // namespace

class TestOdometry : public QObject {
    Q_OBJECT
private slots:
    void firstReadingIsTheReference()
    {
        Odometry odometry;
        odometry.update(sensors(100, 5000, 60000), std::nullopt);
        QCOMPARE(odometry.pose().x, 0.0);
        QCOMPARE(odometry.pose().y, 0.0);
        QCOMPARE(odometry.updateCount(), std::uint64_t(0));
    }

    void straightLineAcrossTheEncoderWrap()
    {
        Odometry odometry;
        std::uint16_t left = 65000, right = 65000;
        odometry.update(sensors(0, left, right), std::nullopt);
        // 50 frames of 117 ticks (10 mm) each, starting 536 ticks below the wrap.
        const int step = 117;
        for (int frame = 1; frame <= 50; ++frame) {
            left = static_cast<std::uint16_t>(left + step);
            right = static_cast<std::uint16_t>(right + step);
            odometry.update(sensors(std::uint16_t(frame * 20), left, right), std::nullopt);
        }
        const double expected = 50 * step / kobuki::kTicksPerMetre;
        QVERIFY(std::abs(odometry.pose().x - expected) < 1e-9);
        QVERIFY(std::abs(odometry.pose().y) < 1e-12);
        QVERIFY(std::abs(odometry.pose().theta) < 1e-12);
        QVERIFY(std::abs(odometry.distanceMetres() - expected) < 1e-9);
        QVERIFY(std::abs(odometry.linearSpeedMps() - step / kobuki::kTicksPerMetre / 0.02) < 1e-3);
    }

    void backwardsCountsAsDistance()
    {
        Odometry odometry;
        odometry.update(sensors(0, 100, 100), std::nullopt);
        odometry.update(sensors(20, 0, 0), std::nullopt);  // 100 ticks back, no wrap trouble
        QVERIFY(odometry.pose().x < 0);
        QVERIFY(std::abs(odometry.distanceMetres() + odometry.pose().x) < 1e-12);
        QVERIFY(odometry.linearSpeedMps() < 0);
    }

    void encoderHeadingTurnsInPlace()
    {
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), std::nullopt);
        // A quarter turn: each wheel travels b/2 * pi/2 in opposite directions.
        const double wheel = kobuki::kWheelbaseM / 2 * kPi / 2;
        odometry.update(sensors(20, ticks(-wheel), ticks(wheel)), std::nullopt);
        QVERIFY(std::abs(odometry.pose().theta - kPi / 2) < 1e-3);
        QVERIFY(std::abs(odometry.pose().x) < 1e-12);
        QCOMPARE(odometry.distanceMetres(), 0.0);
        QVERIFY(!odometry.headingFromGyro());
    }

    void arcEndsWhereGeometrySays()
    {
        // A half circle of radius 0.5 m to the left, in 200 small steps.
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), std::nullopt);
        const double radius = 0.5, b = kobuki::kWheelbaseM;
        double leftTotal = 0, rightTotal = 0;
        for (int i = 1; i <= 200; ++i) {
            const double angle = kPi * i / 200;
            leftTotal = (radius - b / 2) * angle;
            rightTotal = (radius + b / 2) * angle;
            odometry.update(sensors(std::uint16_t(i * 20), ticks(leftTotal), ticks(rightTotal)),
                            std::nullopt);
        }
        QVERIFY(std::abs(odometry.pose().x) < 0.005);
        QVERIFY(std::abs(odometry.pose().y - 2 * radius) < 0.005);
        QVERIFY(std::abs(odometry.pose().theta - kPi) < 0.005);
    }

    void gyroHeadingWinsOverSlippingWheels()
    {
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), std::int16_t(1000));  // gyro starts at 10 degrees
        // The wheels say "straight on" but the gyro says the body turned 90 degrees left.
        odometry.update(sensors(20, 100, 100), std::int16_t(10000));
        QVERIFY(odometry.headingFromGyro());
        QVERIFY(std::abs(odometry.pose().theta - kPi / 2) < 1e-9);
        // The step went along the mean heading, 45 degrees.
        QVERIFY(std::abs(odometry.pose().x - odometry.pose().y) < 1e-12);
    }

    void gyroWrapAtHalfTurn()
    {
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), std::int16_t(17900));   // 179 degrees
        odometry.update(sensors(20, 0, 0), std::int16_t(-17900)); // -179: turned +2 degrees
        QVERIFY(std::abs(odometry.pose().theta - 2 * kPi / 180) < 1e-9);
        odometry.update(sensors(40, 0, 0), std::int16_t(17900));  // and back
        QVERIFY(std::abs(odometry.pose().theta) < 1e-9);
    }

    void headingIsUnwrappedOverManyTurns()
    {
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), std::int16_t(0));
        int angle = 0;
        for (int i = 1; i <= 100; ++i) {  // two full turns left in 7.2 degree steps
            angle += 720;
            if (angle > 18000)
                angle -= 36000;
            odometry.update(sensors(std::uint16_t(i * 20), 0, 0), std::int16_t(angle));
        }
        QVERIFY(std::abs(odometry.pose().theta - 4 * kPi) < 1e-9);
    }

    void pairsSubPayloadsOfOneFrame()
    {
        Odometry odometry;
        kobuki::Inertia inertia;
        inertia.angle = 0;
        odometry.addBasicSensors(sensors(0, 0, 0));
        odometry.addInertia(inertia);
        inertia.angle = 9000;
        odometry.addBasicSensors(sensors(20, 0, 0));
        QCOMPARE(odometry.pose().theta, 0.0);  // waits for this frame's gyro
        odometry.addInertia(inertia);
        QVERIFY(std::abs(odometry.pose().theta - kPi / 2) < 1e-9);
        odometry.addInertia(inertia);  // a second inertia without encoders moves nothing
        QCOMPARE(odometry.updateCount(), std::uint64_t(1));
    }

    void framesWithoutGyroStillCount()
    {
        Odometry odometry;
        odometry.addBasicSensors(sensors(0, 0, 0));
        odometry.addBasicSensors(sensors(20, 117, 117));
        odometry.addBasicSensors(sensors(40, 234, 234));
        // The last frame waits for a possible inertia sub-payload; the one before counted.
        QVERIFY(std::abs(odometry.pose().x - 117 / kobuki::kTicksPerMetre) < 1e-12);
        QVERIFY(!odometry.headingFromGyro());
    }

    void aJumpIsNotDriving()
    {
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), std::nullopt);
        odometry.update(sensors(20, 117, 117), std::nullopt);
        const double before = odometry.pose().x;
        odometry.update(sensors(40, 20000, 20000), std::nullopt);  // 1.7 m in 20 ms
        QCOMPARE(odometry.pose().x, before);
        QCOMPARE(odometry.rejectedSteps(), std::uint64_t(1));
        odometry.update(sensors(60, 20117, 20117), std::nullopt);  // continues from there
        QVERIFY(std::abs(odometry.pose().x - 2 * before) < 1e-12);
    }

    // Stopped is 0, soon: not a speed that shrinks by a sixth a frame for ever (which a plot
    // of it drew as a change in every frame, down to 1e-323 m/s).
    void aStoppedRobotsSpeedsAreZero()
    {
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), 0);
        odometry.update(sensors(20, 117, 0), 500);  // moving and turning
        QVERIFY(odometry.linearSpeedMps() > 0);
        QVERIFY(odometry.angularSpeedRadps() != 0);
        int frame = 2;
        for (; frame < 200 && (odometry.linearSpeedMps() != 0 || odometry.angularSpeedRadps() != 0); ++frame)
            odometry.update(sensors(std::uint16_t(frame * 20), 117, 0), 500);  // still since
        QCOMPARE(odometry.linearSpeedMps(), 0.0);
        QCOMPARE(odometry.angularSpeedRadps(), 0.0);
        QVERIFY2(frame < 100, qPrintable(QString::number(frame)));  // within two seconds
    }

    void duplicateTimeStampLeavesSpeed()
    {
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), std::nullopt);
        odometry.update(sensors(20, 117, 117), std::nullopt);
        const double speed = odometry.linearSpeedMps();
        odometry.update(sensors(20, 117, 117), std::nullopt);
        QCOMPARE(odometry.linearSpeedMps(), speed);
    }

    void timeStampWraps()
    {
        Odometry odometry;
        odometry.update(sensors(65530, 0, 0), std::nullopt);
        odometry.update(sensors(14, 117, 117), std::nullopt);  // 20 ms later
        // One smoothing step from zero: weight 0.02 / 0.12.
        const double instant = 117 / kobuki::kTicksPerMetre / 0.02;
        QVERIFY(std::abs(odometry.linearSpeedMps() - instant * 0.02 / 0.12) < 1e-9);
    }

    void resetReturnsToOriginAndKeepsReference()
    {
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), std::int16_t(0));
        odometry.update(sensors(20, 1000, 1000), std::int16_t(500));
        odometry.reset();
        QCOMPARE(odometry.pose().x, 0.0);
        QCOMPARE(odometry.pose().theta, 0.0);
        QCOMPARE(odometry.distanceMetres(), 0.0);
        odometry.update(sensors(40, 1117, 1117), std::int16_t(500));
        QVERIFY(std::abs(odometry.pose().x - 117 / kobuki::kTicksPerMetre) < 1e-12);
    }

    void forgetReferenceKeepsThePose()
    {
        Odometry odometry;
        odometry.update(sensors(0, 0, 0), std::nullopt);
        odometry.update(sensors(20, 1000, 1000), std::nullopt);
        const double x = odometry.pose().x;
        odometry.forgetReference();
        odometry.update(sensors(0, 40000, 3), std::nullopt);  // another robot's counters
        QCOMPARE(odometry.pose().x, x);
        odometry.update(sensors(20, 40117, 120), std::nullopt);
        QVERIFY(odometry.pose().x > x);
    }
};

QTEST_APPLESS_MAIN(TestOdometry)

}  // namespace tst_odometry
#include "tst_odometry.moc"
