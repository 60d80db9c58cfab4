#include "rover/BatteryFlags.h"
#include "rover/Conversions.h"
#include "rover/MotorBytes.h"

#include <QtTest>

#include <cmath>
#include <limits>

namespace tst_rover_conversions {  // this file's names, apart in a unity batch

using namespace robodash::rover;

class TestRoverConversions : public QObject {
    Q_OBJECT

private slots:
    void motorByteFromTrackSpeed_data()
    {
        QTest::addColumn<double>("speed");
        QTest::addColumn<int>("byte");
        QTest::newRow("stop") << 0.0 << 125;
        QTest::newRow("0.5 m/s forward") << 0.5 << 150;
        QTest::newRow("1 m/s backward") << -1.0 << 75;
        QTest::newRow("rounds half up") << 0.01 << 126;
        QTest::newRow("rounds down") << 0.009 << 125;
        QTest::newRow("2.5 m/s is full forward") << 2.5 << 250;
        QTest::newRow("clamped forward") << 9.0 << 250;
        QTest::newRow("-2.5 m/s is full reverse") << -2.5 << 0;
        QTest::newRow("clamped reverse") << -9.0 << 0;
        QTest::newRow("NaN stops") << std::nan("") << 125;
    }

    void motorByteFromTrackSpeed()
    {
        QFETCH(double, speed);
        QFETCH(int, byte);
        QCOMPARE(int(robodash::rover::motorByteFromTrackSpeed(speed)), byte);
    }

    void motorBytesFromVelocityUseTheTrackWidth_data()
    {
        QTest::addColumn<double>("linear");
        QTest::addColumn<double>("angular");
        QTest::addColumn<double>("width");
        QTest::addColumn<int>("left");
        QTest::addColumn<int>("right");
        QTest::newRow("stopped") << 0.0 << 0.0 << kTrackWidthM << 125 << 125;
        QTest::newRow("straight") << 0.4 << 0.0 << kTrackWidthM << 145 << 145;
        // w W / 2 = 1 * 0.365 / 2 = 0.1825 m/s -> 9.125 bytes
        QTest::newRow("spin left") << 0.0 << 1.0 << kTrackWidthM << 116 << 134;
        QTest::newRow("spin right") << 0.0 << -1.0 << kTrackWidthM << 134 << 116;
        QTest::newRow("flipper model width") << 0.0 << 2.0 << kFlipperTrackWidthM << 111 << 139;
        QTest::newRow("arc") << 0.5 << 1.0 << kTrackWidthM << 141 << 159;
        QTest::newRow("each track clamps alone") << 2.4 << 4.0 << kTrackWidthM << 209 << 250;
        QTest::newRow("NaN stops") << std::nan("") << 1.0 << kTrackWidthM << 125 << 125;
        QTest::newRow("infinity stops") << 0.2 << std::numeric_limits<double>::infinity()
                                        << kTrackWidthM << 125 << 125;
    }

    void motorBytesFromVelocityUseTheTrackWidth()
    {
        QFETCH(double, linear);
        QFETCH(double, angular);
        QFETCH(double, width);
        QFETCH(int, left);
        QFETCH(int, right);
        const MotorBytes bytes = motorBytesFromVelocity(linear, angular, width);
        QCOMPARE(int(bytes.left), left);
        QCOMPARE(int(bytes.right), right);
        QCOMPARE(int(bytes.flipper), int(kMotorStop));
    }

    void trackSpeedInvertsTheMotorByte()
    {
        for (int byte = 0; byte <= 250; ++byte) {
            const auto b = static_cast<std::uint8_t>(byte);
            QCOMPARE(int(robodash::rover::motorByteFromTrackSpeed(trackSpeedFromMotorByte(b))), byte);
        }
        QCOMPARE(trackSpeedFromMotorByte(255), 2.5);  // out of range reads as full forward
    }

    void flipperEffort()
    {
        QCOMPARE(int(flipperByteFromEffort(0.0)), 125);
        QCOMPARE(int(flipperByteFromEffort(1.0)), 250);
        QCOMPARE(int(flipperByteFromEffort(-1.0)), 0);
        QCOMPARE(int(flipperByteFromEffort(0.5)), 188);
        QCOMPARE(int(flipperByteFromEffort(7.0)), 250);
        QCOMPARE(int(flipperByteFromEffort(std::nan(""))), 125);
    }

    void encoderDeltaWraps_data()
    {
        QTest::addColumn<int>("previous");
        QTest::addColumn<int>("current");
        QTest::addColumn<int>("delta");
        QTest::newRow("forward") << 100 << 250 << 150;
        QTest::newRow("backward") << 250 << 100 << -150;
        QTest::newRow("forward over the top") << 65530 << 5 << 11;
        QTest::newRow("backward under zero") << 5 << 65530 << -11;
        QTest::newRow("half range is negative") << 0 << 32768 << -32768;
        QTest::newRow("just under half range") << 0 << 32767 << 32767;
    }

    void encoderDeltaWraps()
    {
        QFETCH(int, previous);
        QFETCH(int, current);
        QFETCH(int, delta);
        QCOMPARE(encoderDelta(static_cast<std::uint16_t>(previous),
                              static_cast<std::uint16_t>(current)), delta);
    }

    void encoderDeltaInMetres()
    {
        QCOMPARE(encoderDeltaMetres(65000, 65000 + 1455 - 65536), 1.0);
        QCOMPARE(encoderDeltaMetres(0, 100, 200.0), 0.5);
    }

    void approximateScales()
    {
        QCOMPARE(approximateAmperes(34), 1.0);
        QCOMPARE(approximateVolts(58), 1.0);
    }

    void smartBatteryConversions()
    {
        QVERIFY(std::abs(deciKelvinToCelsius(2731) - (-0.05)) < 1e-9);
        QVERIFY(std::abs(deciKelvinToCelsius(0) - (-273.15)) < 1e-9);
        QCOMPARE(millivoltsToVolts(16800), 16.8);
        QCOMPARE(signedMilliampsToAmperes(0x8000), -32.768);
        QCOMPARE(signedMilliampsToAmperes(1000), 1.0);
    }

    void chargerFaultAndMode()
    {
        QVERIFY(isCharging(0xDADA));
        QVERIFY(!isCharging(0));
        QVERIFY(!isCharging(0xDAD9));
        QVERIFY(lowSpeedModeOn(1));
        QVERIFY(!lowSpeedModeOn(0));
        QVERIFY(motorFaultActive(2));
        QVERIFY(!motorFaultActive(0));
    }

    void batteryStatusBitsAreNamed_data()
    {
        QTest::addColumn<int>("bit");
        QTest::addColumn<QString>("name");
        QTest::newRow("0x8000") << 0x8000 << "overCharged";
        QTest::newRow("0x4000") << 0x4000 << "terminateCharge";
        QTest::newRow("0x1000") << 0x1000 << "overTemperature";
        QTest::newRow("0x0800") << 0x0800 << "terminateDischarge";
        QTest::newRow("0x0200") << 0x0200 << "remainingCapacity";
        QTest::newRow("0x0100") << 0x0100 << "remainingTime";
        QTest::newRow("0x0080") << 0x0080 << "initialized";
        QTest::newRow("0x0040") << 0x0040 << "discharging";
        QTest::newRow("0x0020") << 0x0020 << "fullyCharged";
        QTest::newRow("0x0010") << 0x0010 << "fullyDischarged";
        QTest::newRow("undocumented bits") << 0x200F << "";
    }

    void batteryStatusBitsAreNamed()
    {
        QFETCH(int, bit);
        QFETCH(QString, name);
        const BatteryFlags f = decodeBatteryStatus(static_cast<std::uint16_t>(bit));
        const QStringList set = setFlags(f);
        QCOMPARE(set, name.isEmpty() ? QStringList{} : QStringList{name});
        QCOMPARE(f.anyAlarm(), bit >= 0x0100 && !name.isEmpty());
    }

    void conditionCycleIsBit7()
    {
        QVERIFY(conditionCycleRequested(0x0080));
        QVERIFY(conditionCycleRequested(0xFFFF));
        QVERIFY(!conditionCycleRequested(0xFF7F));
    }

private:
    static QStringList setFlags(const BatteryFlags &f)
    {
        QStringList names;
        const std::pair<bool, const char *> all[] = {
            {f.overCharged, "overCharged"}, {f.terminateCharge, "terminateCharge"},
            {f.overTemperature, "overTemperature"}, {f.terminateDischarge, "terminateDischarge"},
            {f.remainingCapacity, "remainingCapacity"}, {f.remainingTime, "remainingTime"},
            {f.initialized, "initialized"}, {f.discharging, "discharging"},
            {f.fullyCharged, "fullyCharged"}, {f.fullyDischarged, "fullyDischarged"}};
        for (const auto &[on, name] : all) {
            if (on)
                names << name;
        }
        return names;
    }
};

QTEST_APPLESS_MAIN(TestRoverConversions)

}  // namespace tst_rover_conversions
#include "tst_rover_conversions.moc"
