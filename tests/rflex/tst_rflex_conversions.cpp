#include "rflex/Conversions.h"

#include <QtTest>

#include <cmath>
#include <limits>

namespace tst_rflex_conversions {  // this file's names, apart in a unity batch

using namespace robodash::rflex;

namespace {
bool near(double actual, double expected, double tolerance = 1e-9)
{
    return std::abs(actual - expected) <= tolerance;
}
}  // namespace

class TestRflexConversions : public QObject {
    Q_OBJECT

private slots:
    void odometryUsesTheAtrvJrUnitsByDefault()
    {
        QVERIFY(near(distanceMetres(90810), 1.0));
        QVERIFY(near(distanceMetres(-45405), -0.5));
        QVERIFY(near(bearingRadians(37000), 1.0));
        QVERIFY(near(translationMetresPerSecond(9081), 0.1));
        QVERIFY(near(rotationRadiansPerSecond(-18500), -0.5));
    }

    void odometryUnitsAreConfigurable()
    {
        const OdometryUnits carmen{87462.73, 36277.67};
        QVERIFY(near(distanceMetres(87463, carmen), 1.0, 1e-5));
        QVERIFY(near(bearingRadians(36278, carmen), 1.0, 1e-5));
        QCOMPARE(translationToRaw(1.0, carmen), 87463);
        QCOMPARE(rotationToRaw(-1.0, carmen), -36278);
    }

    void velocitiesToRawRoundAndClamp()
    {
        QCOMPARE(translationToRaw(0.5), 45405);
        QCOMPARE(rotationToRaw(-0.25), -9250);
        QCOMPARE(translationToRaw(1e12), std::numeric_limits<std::int32_t>::max());
        QCOMPARE(rotationToRaw(-1e12), std::numeric_limits<std::int32_t>::min());
        QCOMPARE(translationToRaw(std::nan("")), 0);
    }

    void positionDeltaWrapsLikeA32BitCounter()
    {
        QCOMPARE(positionDelta(100, 250), 150);
        QCOMPARE(positionDelta(250, 100), -150);
        QCOMPARE(positionDelta(std::numeric_limits<std::int32_t>::max(),
                               std::numeric_limits<std::int32_t>::min()), 1);
    }

    void batteryVoltsAddTheOffset()
    {
        QVERIFY(near(batteryVolts(2430), 25.5));
        QVERIFY(near(batteryVolts(0), 1.2));
    }

    void brakeByte()
    {
        QVERIFY(brakeEngaged(1));
        QVERIFY(!brakeEngaged(0));
    }

    void sonarNoEchoIsNoValue()
    {
        QVERIFY(!sonarRangeMetres(32766).has_value());
        QVERIFY(near(*sonarRangeMetres(1476), 1.0));
        QVERIFY(near(*sonarRangeMetres(0), 0.0));
        QVERIFY(near(*sonarRangeMetres(32767), 32767 / 1476.0));
    }

    void sonarRangeToRawForATwin()
    {
        QCOMPARE(sonarRangeToRaw(std::nullopt), kSonarNoEcho);
        QCOMPARE(sonarRangeToRaw(2.0), std::uint16_t{2952});
        QCOMPARE(sonarRangeToRaw(1000.0), std::uint16_t{kSonarNoEcho - 1});
        QCOMPARE(sonarRangeToRaw(-1.0), std::uint16_t{0});
    }

    void sonarIdIsBoardAndIndex()
    {
        QCOMPARE(sonarBoard(0x23), std::uint8_t{2});
        QCOMPARE(sonarIndex(0x23), std::uint8_t{3});
    }

    void periodsAreMicroseconds()
    {
        QCOMPARE(periodMicroseconds(0.1), std::uint32_t{100000});
        QCOMPARE(periodMicroseconds(2.0), std::uint32_t{2000000});
        QCOMPARE(periodMicroseconds(0.0), std::uint32_t{0});
        QCOMPARE(periodMicroseconds(-1.0), std::uint32_t{0});
        QCOMPARE(periodMicroseconds(std::nan("")), std::uint32_t{0});
        QCOMPARE(periodMicroseconds(1e9), std::numeric_limits<std::uint32_t>::max());
    }
};

QTEST_GUILESS_MAIN(TestRflexConversions)

}  // namespace tst_rflex_conversions
#include "tst_rflex_conversions.moc"
