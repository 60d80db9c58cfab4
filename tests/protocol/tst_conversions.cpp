#include "kobuki/Conversions.h"

#include <QtTest>

#include <cmath>
#include <limits>

namespace tst_conversions {  // this file's names, apart in a unity batch

using namespace robodash::kobuki;

namespace {
constexpr double kPi = 3.14159265358979323846;
constexpr double kHalfBase = kWheelbaseM / 2;

bool near(double actual, double expected, double tolerance)
{
    return std::abs(actual - expected) <= tolerance;
}
}  // namespace

class TestConversions : public QObject {
    Q_OBJECT

private slots:
    void velocityToBaseControl_data()
    {
        QTest::addColumn<double>("linear");
        QTest::addColumn<double>("angular");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("radius");
        QTest::newRow("stopped") << 0.0 << 0.0 << 0 << 0;
        QTest::newRow("straight ahead") << 0.1 << 0.0 << 100 << 0;
        QTest::newRow("straight back") << -0.25 << 0.0 << -250 << 0;
        QTest::newRow("|w| below 1e-4 is straight") << 0.3 << 5e-5 << 300 << 0;
        QTest::newRow("spin left: w b / 2") << 0.0 << 1.0 << 115 << 1;
        QTest::newRow("spin right") << 0.0 << -2.0 << -230 << 1;
        QTest::newRow("|v| below 1e-4 spins") << 5e-5 << 1.0 << 115 << 1;
        QTest::newRow("radius 0.5 mm spins") << 0.0005 << 1.0 << 115 << 1;
        QTest::newRow("arc left forward: (r + b/2) w") << 0.2 << 0.5 << 258 << 400;
        QTest::newRow("arc right forward: (r - b/2) w") << 0.2 << -0.5 << 258 << -400;
        QTest::newRow("arc backward") << -0.2 << 0.5 << -258 << -400;
        QTest::newRow("radius 1.3 mm stays an arc") << 0.0013 << 1.0 << 116 << 2;
        QTest::newRow("speed clamps to int16") << 40.0 << 0.0 << 32767 << 0;
        QTest::newRow("negative speed clamps") << -40.0 << 0.0 << -32768 << 0;
        QTest::newRow("huge radius clamps") << 1.0 << 2e-4 << 1000 << 32767;
        QTest::newRow("NaN stops") << std::nan("") << 1.0 << 0 << 0;
        QTest::newRow("infinity stops") << 0.1 << std::numeric_limits<double>::infinity() << 0 << 0;
    }

    void velocityToBaseControl()
    {
        QFETCH(double, linear);
        QFETCH(double, angular);
        QFETCH(int, speed);
        QFETCH(int, radius);
        const BaseControl command = robodash::kobuki::velocityToBaseControl(linear, angular);
        QCOMPARE(int(command.speed), speed);
        QCOMPARE(int(command.radius), radius);
    }

    void wheelSpeedsInvertTheArcCommand_data()
    {
        QTest::addColumn<double>("linear");
        QTest::addColumn<double>("angular");
        QTest::newRow("straight") << 0.5 << 0.0;
        QTest::newRow("reverse") << -0.5 << 0.0;
        QTest::newRow("spin left") << 0.0 << 1.0;
        QTest::newRow("spin right") << 0.0 << -2.0;
        QTest::newRow("wide arc left") << 0.2 << 0.5;
        QTest::newRow("wide arc right") << 0.2 << -0.5;
        QTest::newRow("backward arc") << -0.2 << 0.5;
        QTest::newRow("backward arc right") << -0.3 << -1.0;
        QTest::newRow("tight arc, inner wheel backwards") << 0.05 << 2.0;
        QTest::newRow("tight arc right") << 0.05 << -2.0;
    }

    void wheelSpeedsInvertTheArcCommand()
    {
        QFETCH(double, linear);
        QFETCH(double, angular);
        const WheelSpeeds wheels =
            baseControlToWheelSpeeds(robodash::kobuki::velocityToBaseControl(linear, angular));
        // Millimetre rounding of speed and radius: a few mm/s at most.
        QVERIFY2(near(wheels.leftMps, linear - angular * kHalfBase, 3e-3),
                 qPrintable(QString::number(wheels.leftMps)));
        QVERIFY2(near(wheels.rightMps, linear + angular * kHalfBase, 3e-3),
                 qPrintable(QString::number(wheels.rightMps)));
    }

    void wheelSpeedsOfTheSpecialRadii()
    {
        const WheelSpeeds straight = baseControlToWheelSpeeds(BaseControl{100, 0});
        QCOMPARE(straight.leftMps, 0.1);
        QCOMPARE(straight.rightMps, 0.1);
        const WheelSpeeds spin = baseControlToWheelSpeeds(BaseControl{115, 1});
        QCOMPARE(spin.leftMps, -0.115);
        QCOMPARE(spin.rightMps, 0.115);
        const WheelSpeeds arc = baseControlToWheelSpeeds(BaseControl{345, 230});
        QVERIFY(near(arc.leftMps, 0.115, 1e-12));  // w = 1 rad/s about a point 230 mm left
        QVERIFY(near(arc.rightMps, 0.345, 1e-12));
    }

    void encoderDeltasWrapAt16Bits()
    {
        QCOMPARE(encoderDeltaTicks(100, 150), 50);
        QCOMPARE(encoderDeltaTicks(150, 100), -50);
        QCOMPARE(encoderDeltaTicks(65530, 5), 11);
        QCOMPARE(encoderDeltaTicks(5, 65530), -11);
        QCOMPARE(encoderDeltaTicks(0, 32767), 32767);
        QCOMPARE(encoderDeltaTicks(0, 32768), -32768);
        QVERIFY(near(ticksToMetres(kTicksPerWheelTurn), 2 * kPi * kWheelRadiusM, 1e-6));
        QVERIFY(near(encoderDeltaMetres(65000, 65000 + 11724 - 65536), 11724 / 11724.41658, 1e-9));
        QVERIFY(near(encoderDeltaMetres(10, 0), -10 / 11724.41658, 1e-12));
    }

    void inertiaIsInHundredthsOfADegree()
    {
        QVERIFY(near(inertiaAngleToRadians(9000), kPi / 2, 1e-12));
        QVERIFY(near(inertiaAngleToRadians(-18000), -kPi, 1e-12));
        QVERIFY(near(inertiaRateToRadiansPerSecond(100), kPi / 180, 1e-12));
        QVERIFY(near(inertiaRateToRadiansPerSecond(-4500), -kPi / 4, 1e-12));
    }

    void radiansWrapIntoTheInertiaRange()
    {
        QCOMPARE(int(radiansToInertiaAngle(0)), 0);
        QCOMPARE(int(radiansToInertiaAngle(kPi / 2)), 9000);
        QCOMPARE(int(radiansToInertiaAngle(kPi)), 18000);
        QCOMPARE(int(radiansToInertiaAngle(-kPi)), 18000);  // (-180, 180]
        QCOMPARE(int(radiansToInertiaAngle(3 * kPi / 2)), -9000);
        QCOMPARE(int(radiansToInertiaAngle(-3 * kPi / 2)), 9000);
        QCOMPARE(int(radiansToInertiaAngle(4 * kPi + 0.1)), 573);
        QCOMPARE(int(radiansToInertiaAngle(std::nan(""))), 0);
        for (std::int16_t raw : {-17999, -1, 1, 12345, 18000})
            QCOMPARE(radiansToInertiaAngle(inertiaAngleToRadians(raw)), raw);
    }

    void radiansPerSecondBecomeAnInertiaRate()
    {
        QCOMPARE(int(radiansPerSecondToInertiaRate(kPi / 4)), 4500);
        QCOMPARE(int(radiansPerSecondToInertiaRate(-kPi / 180)), -100);
        QCOMPARE(int(radiansPerSecondToInertiaRate(0.0)), 0);
        QCOMPARE(int(radiansPerSecondToInertiaRate(100.0)), 32767);  // clamped, not wrapped
        QCOMPARE(int(radiansPerSecondToInertiaRate(-100.0)), -32768);
        QCOMPARE(int(radiansPerSecondToInertiaRate(std::nan(""))), 0);
        for (std::int16_t raw : {-32768, -4500, -1, 1, 12345, 32767})
            QCOMPARE(radiansPerSecondToInertiaRate(inertiaRateToRadiansPerSecond(raw)), raw);
    }

    void rawGyroTurnsIntoTheRobotFrame()
    {
        const double k = 0.00875 * kPi / 180;
        const auto robot = rawGyroToRobotRadiansPerSecond({100, 200, -300});
        QVERIFY(near(robot[0], -200 * k, 1e-15));
        QVERIFY(near(robot[1], 100 * k, 1e-15));
        QVERIFY(near(robot[2], -300 * k, 1e-15));
    }

    void batteryVoltsPercentAndLevel()
    {
        QCOMPARE(batteryVolts(165), 16.5);
        QCOMPARE(batteryVolts(0), 0.0);
        QCOMPARE(batteryPercent(16.5), 100.0);
        QCOMPARE(batteryPercent(13.2), 0.0);
        QVERIFY(near(batteryPercent(14.85), 50.0, 1e-9));
        QCOMPARE(batteryPercent(17.0), 100.0);
        QCOMPARE(batteryPercent(9.0), 0.0);
        QCOMPARE(batteryLevel(batteryVolts(165)), BatteryLevel::Healthy);
        QCOMPARE(batteryLevel(batteryVolts(141)), BatteryLevel::Healthy);
        QCOMPARE(batteryLevel(batteryVolts(140)), BatteryLevel::Low);
        QCOMPARE(batteryLevel(batteryVolts(133)), BatteryLevel::Low);
        QCOMPARE(batteryLevel(batteryVolts(132)), BatteryLevel::Critical);
        QCOMPARE(batteryLevel(batteryVolts(100)), BatteryLevel::Critical);
    }

    void currentAndAnalogInputs()
    {
        QVERIFY(near(motorCurrentAmperes(12), 0.12, 1e-12));
        QVERIFY(near(motorCurrentAmperes(255), 2.55, 1e-12));
        QCOMPARE(analogInputVolts(0), 0.0);
        QVERIFY(near(analogInputVolts(4095), 3.3, 1e-12));
        QVERIFY(near(analogInputVolts(2048), 1.6504, 1e-4));
    }

    void soundNotes()
    {
        QCOMPARE(int(noteFromFrequency(440)), 826);
        QVERIFY(near(frequencyFromNote(826), 440.0, 0.3));
        QCOMPARE(int(noteFromFrequency(1000)), 364);
        QCOMPARE(int(noteFromFrequency(0)), 0);
        QCOMPARE(int(noteFromFrequency(-5)), 0);
        QCOMPARE(int(noteFromFrequency(1)), 65535);  // clamped: below about 5.55 Hz
        QCOMPARE(frequencyFromNote(0), 0.0);
    }

    void gainsTravelAsThousandths()
    {
        QCOMPARE(gainToWire(100), 100000u);
        QCOMPARE(gainToWire(0.1), 100u);
        QCOMPARE(gainToWire(2), 2000u);
        QCOMPARE(gainToWire(0.0004), 0u);
        QCOMPARE(gainToWire(0.0005), 1u);
        QCOMPARE(gainToWire(-1), 0u);
        QCOMPARE(gainToWire(kMaxGain), 4294967295u);
        QCOMPARE(gainToWire(1e12), 4294967295u);
        QCOMPARE(gainFromWire(100), 0.1);
        QCOMPARE(gainFromWire(100000), 100.0);
        QCOMPARE(gainToWire(gainFromWire(123456789)), 123456789u);
    }
};

QTEST_APPLESS_MAIN(TestConversions)

}  // namespace tst_conversions
#include "tst_conversions.moc"
