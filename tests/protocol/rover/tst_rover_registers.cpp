#include "rover/RegisterTable.h"

#include <QtTest>

#include <cmath>
#include <set>
#include <string>

using namespace robodash::rover;

Q_DECLARE_METATYPE(robodash::rover::Register)
Q_DECLARE_METATYPE(robodash::rover::Unit)
Q_DECLARE_METATYPE(robodash::rover::RateClass)

namespace tst_rover_registers {  // this file's names, apart in a unity batch

namespace {
constexpr double kPi = 3.14159265358979323846;

const RegisterInfo &info(Register r)
{
    const RegisterInfo *found = findRegister(numberOf(r));
    Q_ASSERT(found);
    return *found;
}

FirmwareIdentity newer() { return identifyFirmware(10300); }
}  // namespace

class TestRoverRegisters : public QObject {
    Q_OBJECT

    std::set<int> m_decodedRegisters;

    void addDecodingRow(const char *name, Register reg, int raw, double si, Unit unit,
                        bool approximate)
    {
        m_decodedRegisters.insert(numberOf(reg));
        QTest::newRow(name) << reg << raw << si << unit << approximate;
    }

private slots:
    void tableHoldsEverySpecRegisterInOrder()
    {
        std::set<std::string> keys;
        int expected = 0;
        for (const RegisterInfo &row : registerTable()) {
            QCOMPARE(int(row.number()), expected);
            QVERIFY(row.toSi != nullptr);
            QVERIFY(keys.insert(row.key).second);
            QVERIFY(std::string(row.specName).size() > 3);
            expected += 2;
        }
        QCOMPARE(expected, 72);  // 0..70
    }

    void findRegisterRefusesWhatTheSpecDoesNotDocument()
    {
        QVERIFY(findRegister(1) == nullptr);
        QVERIFY(findRegister(72) == nullptr);
        QVERIFY(findRegister(82) == nullptr);
        QVERIFY(findRegister(253) == nullptr);
        QCOMPARE(findRegister(70)->id, Register::SmartBatteryCurrentB);
    }

    void decodesEveryRegister_data()
    {
        QTest::addColumn<Register>("reg");
        QTest::addColumn<int>("raw");
        QTest::addColumn<double>("si");
        QTest::addColumn<Unit>("unit");
        QTest::addColumn<bool>("approximate");
        using R = Register;
        using U = Unit;
        addDecodingRow("0 total current, 34 = 1 A", R::TotalCurrent, 68, 2.0, U::Ampere, true);
        addDecodingRow("2 left RPM, signed", R::LeftRpm, 0xFFFF - 14084 + 1, -14084 / 14084.6, U::MetrePerSecond, true);
        addDecodingRow("4 right RPM", R::RightRpm, 7042, 7042 / 14084.6, U::MetrePerSecond, true);
        addDecodingRow("6 pot 1 low end 15 deg", R::FlipperPot1, 0, 15 * kPi / 180, U::Radian, true);
        addDecodingRow("8 pot 2 high end 330 deg", R::FlipperPot2, 1023, 330 * kPi / 180, U::Radian, true);
        addDecodingRow("10 left motor current", R::LeftMotorCurrent, 17, 0.5, U::Ampere, true);
        addDecodingRow("12 right motor current", R::RightMotorCurrent, 340, 10.0, U::Ampere, true);
        addDecodingRow("14 left encoder", R::LeftEncoderCount, 65535, 65535.0, U::Count, false);
        addDecodingRow("16 right encoder", R::RightEncoderCount, 1455, 1455.0, U::Count, false);
        addDecodingRow("18 motor fault word", R::MotorFault, 4, 4.0, U::Flags, false);
        addDecodingRow("20 left motor temperature", R::LeftMotorTemperature, 41, 41.0, U::DegreeCelsius, false);
        addDecodingRow("22 right motor temperature below 0", R::RightMotorTemperature, 0xFFFB, -5.0, U::DegreeCelsius, false);
        addDecodingRow("24 battery A, 58 = 1 V", R::BatteryVoltageA, 58 * 16, 16.0, U::Volt, true);
        addDecodingRow("26 battery B", R::BatteryVoltageB, 29, 0.5, U::Volt, true);
        addDecodingRow("28 left interval, 16 us on 1.x", R::LeftEncoderInterval, 1000, 0.016, U::Second, true);
        addDecodingRow("30 right interval", R::RightEncoderInterval, 10, 160e-6, U::Second, true);
        addDecodingRow("32 flipper interval", R::FlipperEncoderInterval, 1, 16e-6, U::Second, true);
        addDecodingRow("34 charge A", R::StateOfChargeA, 87, 87.0, U::Percent, false);
        addDecodingRow("36 charge B", R::StateOfChargeB, 100, 100.0, U::Percent, false);
        addDecodingRow("38 charging 0xDADA", R::ChargerState, 0xDADA, 1.0, U::Boolean, false);
        addDecodingRow("38 anything else", R::ChargerState, 0xDADB, 0.0, U::Boolean, false);
        addDecodingRow("40 build number, raw", R::BuildNumber, 10300, 10300.0, U::Firmware, false);
        addDecodingRow("42 battery A current", R::BatteryCurrentA, 34, 1.0, U::Ampere, true);
        addDecodingRow("44 battery B current", R::BatteryCurrentB, 51, 1.5, U::Ampere, true);
        addDecodingRow("46 flipper angle", R::FlipperAngle, 180, kPi, U::Radian, true);
        addDecodingRow("48 fan speed", R::FanSpeed, 120, 0.5, U::Fraction, false);
        addDecodingRow("50 low speed on", R::LowSpeedMode, 1, 1.0, U::Boolean, false);
        addDecodingRow("50 low speed off", R::LowSpeedMode, 0, 0.0, U::Boolean, false);
        addDecodingRow("52 status A word", R::SmartBatteryStatusA, 0x80C0, double(0x80C0), U::Flags, false);
        addDecodingRow("54 status B word", R::SmartBatteryStatusB, 0x0020, 32.0, U::Flags, false);
        addDecodingRow("56 mode A word", R::SmartBatteryModeA, 0x80, 128.0, U::Flags, false);
        addDecodingRow("58 mode B word", R::SmartBatteryModeB, 0, 0.0, U::Flags, false);
        addDecodingRow("60 temperature A, decikelvin", R::SmartBatteryTemperatureA, 2982, 25.05, U::DegreeCelsius, false);
        addDecodingRow("62 temperature B freezing", R::SmartBatteryTemperatureB, 2731, -0.05, U::DegreeCelsius, false);
        addDecodingRow("64 cell voltage A, mV", R::SmartBatteryVoltageA, 16400, 16.4, U::Volt, false);
        addDecodingRow("66 cell voltage B", R::SmartBatteryVoltageB, 15000, 15.0, U::Volt, false);
        addDecodingRow("68 cell current A, signed mA", R::SmartBatteryCurrentA, 0xFFFF - 1500 + 1, -1.5, U::Ampere, false);
        addDecodingRow("70 cell current B charging", R::SmartBatteryCurrentB, 2000, 2.0, U::Ampere, false);
    }

    void decodesEveryRegister()
    {
        QFETCH(Register, reg);
        QFETCH(int, raw);
        QFETCH(double, si);
        QFETCH(Unit, unit);
        QFETCH(bool, approximate);
        const RegisterInfo &row = info(reg);
        const double value = row.toSi(static_cast<std::uint16_t>(raw), newer());
        QVERIFY2(std::abs(value - si) < 1e-9 * std::max(1.0, std::abs(si)),
                 qPrintable(QString("%1 != %2").arg(value).arg(si)));
        QCOMPARE(row.unit, unit);
        QCOMPARE(row.approximate, approximate);
        QVERIFY(std::string(unitSymbol(row.unit)).size() > 0);
    }

    void everyRegisterHasADecodingRow()
    {
        // A register added to the table without a row in decodesEveryRegister fails here.
        for (const RegisterInfo &row : registerTable())
            QVERIFY2(m_decodedRegisters.count(row.number()), row.key);
    }

    void olderLineIntervalsUse45Microseconds()
    {
        const double seconds = info(Register::LeftEncoderInterval).toSi(100, identifyFirmware(40621));
        QVERIFY(std::abs(seconds - 0.0045) < 1e-12);
    }

    void rpmDoublesOn1_0_9()
    {
        const RegisterInfo &left = info(Register::LeftRpm);
        QVERIFY(std::abs(left.toSi(7042, identifyFirmware(10009)) - 1.0) < 1e-4);
        QVERIFY(std::abs(left.toSi(7042, identifyFirmware(10008)) - 0.5) < 1e-4);
    }

    void rateClassesFollowIssue15_data()
    {
        QTest::addColumn<Register>("reg");
        QTest::addColumn<RateClass>("rate");
        using R = Register;
        using C = RateClass;
        QTest::newRow("RPM is odometry") << R::LeftRpm << C::Fast;
        QTest::newRow("encoder counts") << R::RightEncoderCount << C::Fast;
        QTest::newRow("encoder intervals") << R::LeftEncoderInterval << C::Fast;
        QTest::newRow("flipper interval is unused") << R::FlipperEncoderInterval << C::Unpolled;
        QTest::newRow("motor current") << R::LeftMotorCurrent << C::Medium;
        QTest::newRow("total current") << R::TotalCurrent << C::Medium;
        QTest::newRow("flipper") << R::FlipperAngle << C::Medium;
        QTest::newRow("fan") << R::FanSpeed << C::Medium;
        QTest::newRow("mode") << R::LowSpeedMode << C::Medium;
        QTest::newRow("battery voltage") << R::BatteryVoltageB << C::Slow;
        QTest::newRow("charge") << R::StateOfChargeA << C::Slow;
        QTest::newRow("temperature") << R::LeftMotorTemperature << C::Slow;
        QTest::newRow("charger") << R::ChargerState << C::Slow;
        QTest::newRow("smart battery") << R::SmartBatteryCurrentA << C::Slow;
        QTest::newRow("firmware first") << R::BuildNumber << C::Startup;
    }

    void rateClassesFollowIssue15()
    {
        QFETCH(Register, reg);
        QFETCH(RateClass, rate);
        QCOMPARE(info(reg).rate, rate);
    }

    void firmwareLinesDecideWhatIsPolled()
    {
        int olderCount = 0, newerCount = 0, unknownCount = 0;
        for (const RegisterInfo &row : registerTable()) {
            olderCount += hasRegister(row, FirmwareLine::Older);
            newerCount += hasRegister(row, FirmwareLine::Newer);
            unknownCount += hasRegister(row, FirmwareLine::Unknown);
        }
        QCOMPARE(newerCount, 36);
        QCOMPARE(olderCount, 36 - 10 - 2);  // no smart battery (52-70), encoders read 0
        QCOMPARE(unknownCount, olderCount);
        QVERIFY(!hasRegister(info(Register::SmartBatteryStatusA), FirmwareLine::Older));
        QVERIFY(!hasRegister(info(Register::LeftEncoderCount), FirmwareLine::Older));
        QVERIFY(hasRegister(info(Register::LeftRpm), FirmwareLine::Older));
    }
};

QTEST_APPLESS_MAIN(TestRoverRegisters)

}  // namespace tst_rover_registers
#include "tst_rover_registers.moc"
