// The Kobuki driver's battery percent is read from the resting voltage: driving sags the
// pack's voltage (its internal resistance), and the percent must not follow the sag down and
// back up each time the robot drives and stops. The volts shown stay the live ones.
#include "core/RestingVoltage.h"
#include "kobuki/Conversions.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/KobukiDriver.h"

#include <QtTest>

namespace tst_kobuki_driver_battery {  // this file's names, apart in a unity batch

using namespace robodash;

namespace {

// One feedback frame: the battery in 0.1 V steps, both motors' current in 10 mA steps.
core::BatteryReading feed(kobuki::KobukiDriver &driver, std::uint8_t decivolts, std::uint8_t centiamperes,
                          std::int64_t timeMs)
{
    kobuki::BasicSensors basic;
    basic.battery = decivolts;
    kobuki::Current current;
    current.current = {centiamperes, centiamperes};
    const std::vector<std::uint8_t> frame = kobuki::FeedbackEncoder().add(basic).add(current).frame();
    core::DriverOutput out;
    driver.receive(frame.data(), frame.size(), timeMs, out);
    if (out.samples.size() != 1 || !out.samples[0].core.battery)
        return {};
    return *out.samples[0].core.battery;
}

}  // namespace

class TestKobukiDriverBattery : public QObject {
    Q_OBJECT
private slots:
    void thePercentHoldsWhileTheMotorsDraw()
    {
        kobuki::KobukiDriver driver;
        core::DriverOutput out;
        driver.start(0, true, out);
        const double full = kobuki::batteryPercent(16.0);
        QCOMPARE(feed(driver, 160, 0, 0).percent, full);
        // Driving at 1.5 A a motor: the pack reads 0.4 V low; the percent stays.
        const core::BatteryReading driving = feed(driver, 156, 150, 20);
        QCOMPARE(driving.volts, 15.6);
        QCOMPARE(driving.percent, full);
        QCOMPARE(feed(driver, 156, 150, 5000).percent, full);
        // Stopped: the pack recovers over a moment, then the percent follows the resting volts.
        QCOMPARE(feed(driver, 159, 0, 5020).percent, full);
        QCOMPARE(feed(driver, 159, 0, 5500).percent, full);
        QCOMPARE(feed(driver, 159, 0, 5020 + core::RestingVoltage::kSettleMs).percent, kobuki::batteryPercent(15.9));
    }

    // Driving without a rest for a minute: the percent reads the pack as it is, sagged, so a
    // battery running flat on a long drive is not hidden behind the last rest.
    void aLongDriveIsReadAsItIs()
    {
        kobuki::KobukiDriver driver;
        core::DriverOutput out;
        driver.start(0, true, out);
        QCOMPARE(feed(driver, 160, 0, 0).percent, kobuki::batteryPercent(16.0));
        QCOMPARE(feed(driver, 150, 150, 20).percent, kobuki::batteryPercent(16.0));
        QCOMPARE(feed(driver, 140, 150, 20 + core::RestingVoltage::kLongestHoldMs).percent, kobuki::batteryPercent(14.0));
    }

    void aRobotSeenFirstWhileDrivingShowsWhatItReads()
    {
        kobuki::KobukiDriver driver;
        core::DriverOutput out;
        driver.start(0, true, out);
        QCOMPARE(feed(driver, 150, 150, 0).percent, kobuki::batteryPercent(15.0));
        QCOMPARE(feed(driver, 157, 0, 20).percent, kobuki::batteryPercent(15.7));
    }

    // The low and critical warnings read the resting voltage too: a sag under load does not
    // flash "low" on a pack that is not.
    void theLevelIsTheRestingOne()
    {
        kobuki::KobukiDriver driver;
        core::DriverOutput out;
        driver.start(0, true, out);
        QCOMPARE(feed(driver, 145, 0, 0).level, core::BatteryLevel::Healthy);
        const core::BatteryReading sagged = feed(driver, 135, 170, 20);
        QCOMPARE(kobuki::batteryLevel(13.5) == kobuki::BatteryLevel::Healthy, false);
        QCOMPARE(sagged.level, core::BatteryLevel::Healthy);
    }
};

QTEST_GUILESS_MAIN(TestKobukiDriverBattery)

}  // namespace tst_kobuki_driver_battery
#include "tst_kobuki_driver_battery.moc"
