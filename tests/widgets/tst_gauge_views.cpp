#include "BatteryView.h"
#include "kobuki/CoreContacts.h"
#include "DashStyle.h"
#include "GyroView.h"
#include "HeadingDial.h"
#include "InputsView.h"
#include "MotorsView.h"
#include "RefreshGate.h"
#include "TimePlot.h"
#include "VersionInfoView.h"

#include <QtTest>

#include <cmath>

namespace tst_gauge_views {  // this file's names, apart in a unity batch

namespace style = robodash::widgets::style;
namespace kobuki = robodash::kobuki;
using robodash::widgets::BatteryView;
using robodash::widgets::GyroView;
using robodash::widgets::InputsView;
using robodash::widgets::MotorsView;
using robodash::widgets::VersionInfoView;

class GaugeViewsTest : public QObject {
    Q_OBJECT
private slots:
    void gyroShowsHeadingAndRateInDegrees();
    void gyroSpreadsRawSamplesAt100HzInTheRobotFrame();
    void batteryHealthy();
    void batteryLowAndCriticalAreImpossibleToMiss();
    void batteryChargingSourceAndState();
    void batteryTrendKeepsOnePointEveryTwoSeconds();
    void versionsAndUdid();
    void firmwareWarnings_data();
    void firmwareWarnings();
    void motorsSpeedFromEncodersWithWrap();
    void motorsIgnoreGapsAndRepeats();
    void motorsCurrentPwmAndOverCurrent();
    void inputsLampsAndVolts();
    void headingDialFaceFollowsItsSize();
};

void GaugeViewsTest::gyroShowsHeadingAndRateInDegrees()
{
    GyroView view;
    kobuki::Inertia inertia;
    inertia.angle = 4500;       // 45.00 degrees
    inertia.angleRate = -1250;  // -12.50 degrees per second
    view.setInertia(inertia, 3.0);
    QCOMPARE(view.headingText(), QStringLiteral("+45.0°"));
    QCOMPARE(view.rateText(), QStringLiteral("-12.5 °/s"));
    QVERIFY(std::abs(view.dial()->headingDegrees() - 45.0) < 1e-9);
    // Positive heading turns the needle counter-clockwise: up and to the left.
    view.dial()->resize(140, 140);
    QVERIFY(view.dial()->needleTip().x() < 70 && view.dial()->needleTip().y() < 70);
    view.ratePlot()->refresh();
    QCOMPARE(view.ratePlot()->displayedPoints(0).size(), 1);
    QVERIFY(std::abs(view.ratePlot()->displayedPoints(0).first().y() + 12.5) < 1e-9);

    inertia.angle = 20000;  // 200 degrees is -160
    inertia.angleRate = -3;
    view.setInertia(inertia, 3.02);
    QCOMPARE(view.headingText(), QStringLiteral("-160.0°"));
    QCOMPARE(view.rateText(), QStringLiteral("0.0 °/s"));
}

void GaugeViewsTest::gyroSpreadsRawSamplesAt100HzInTheRobotFrame()
{
    GyroView view;
    kobuki::RawGyro gyro;
    gyro.sampleCount = 3;
    gyro.samples[0] = {1000, 0, 0};
    gyro.samples[1] = {0, 2000, 0};
    gyro.samples[2] = {0, 0, -400};
    view.setRawGyro(gyro, 10.0);
    auto *plot = view.rawPlot();
    QCOMPARE(plot->storedSampleCount(GyroView::X), 3);
    plot->refresh();
    const auto x = plot->displayedPoints(GyroView::X);
    const auto y = plot->displayedPoints(GyroView::Y);
    const auto z = plot->displayedPoints(GyroView::Z);
    QCOMPARE(x.size(), 3);
    // Times: 9.98, 9.99, 10.00 relative to the newest.
    QVERIFY(std::abs(x[0].x() + 0.02) < 1e-9 && std::abs(x[1].x() + 0.01) < 1e-9);
    // robot y = raw x; robot x = -raw y; robot z = raw z; 0.00875 deg/s per digit.
    QVERIFY(std::abs(y[0].y() - 8.75) < 1e-9);
    QVERIFY(std::abs(x[1].y() + 17.5) < 1e-9);
    QVERIFY(std::abs(z[2].y() + 3.5) < 1e-9);
}

namespace {
// A Kobuki's battery byte and charger byte as the telemetry core reads them.
robodash::core::BatteryReading battery(std::uint8_t decivolts, std::uint8_t charger = 0)
{
    kobuki::BasicSensors sensors;
    sensors.battery = decivolts;
    sensors.charger = charger;
    return kobuki::toCoreBattery(sensors);
}
}  // namespace

void GaugeViewsTest::batteryHealthy()
{
    BatteryView view;
    QCOMPARE(view.levelText(), QStringLiteral("NO DATA"));
    view.setBattery(battery(165), 1.0);
    QCOMPARE(view.voltsText(), QStringLiteral("16.5 V"));
    QCOMPARE(view.percentText(), QStringLiteral("100 %"));
    QCOMPARE(view.levelText(), QStringLiteral("HEALTHY"));
    QCOMPARE(view.levelColour(), style::ok());
    QVERIFY(!view.warningShown());
}

void GaugeViewsTest::batteryLowAndCriticalAreImpossibleToMiss()
{
    BatteryView view;
    view.setBattery(battery(139), 1.0);
    QCOMPARE(view.levelText(), QStringLiteral("LOW"));
    QCOMPARE(view.levelColour(), style::warning());
    QVERIFY(view.warningShown());
    QVERIFY2(view.warningText().contains("low") && view.warningText().contains("13.9 V"),
             qPrintable(view.warningText()));

    view.setBattery(battery(131), 2.0);
    QCOMPARE(view.levelText(), QStringLiteral("CRITICAL"));
    QCOMPARE(view.levelColour(), style::critical());
    QVERIFY(view.warningText().contains("critical"));
    QCOMPARE(view.percentText(), QStringLiteral("0 %"));

    view.setBattery(battery(160), 3.0);
    QVERIFY(!view.warningShown());
}

void GaugeViewsTest::batteryChargingSourceAndState()
{
    BatteryView view;
    view.setBattery(battery(150, kobuki::kDischarging), 1);
    QCOMPARE(view.chargingText(), QStringLiteral("On battery (discharging)"));
    view.setBattery(battery(150, kobuki::kDockingCharging), 1);
    QCOMPARE(view.chargingText(), QStringLiteral("Charging from the dock"));
    view.setBattery(battery(150, kobuki::kAdapterCharging), 1);
    QCOMPARE(view.chargingText(), QStringLiteral("Charging from the adapter"));
    view.setBattery(battery(150, kobuki::kDockingCharged), 1);
    QCOMPARE(view.chargingText(), QStringLiteral("Charged, on the dock"));
    view.setBattery(battery(150, kobuki::kAdapterCharged), 1);
    QCOMPARE(view.chargingText(), QStringLiteral("Charged, on the adapter"));
    view.setBattery(battery(150, 0x07), 1);
    QVERIFY(view.chargingText().contains("Unknown"));
}

void GaugeViewsTest::batteryTrendKeepsOnePointEveryTwoSeconds()
{
    BatteryView view;
    for (int i = 0; i < 500; ++i)  // 10 s at 50 Hz
        view.setBattery(battery(160), i * 0.02);
    QCOMPARE(view.trend()->storedSampleCount(0), 5);
}

void GaugeViewsTest::versionsAndUdid()
{
    VersionInfoView view;
    QCOMPARE(view.softwareText(), QStringLiteral(ROBODASH_VERSION));
    QVERIFY(view.firmwareText().contains("waiting"));
    kobuki::Version hardware;
    hardware.major = 1;
    hardware.minor = 0;
    hardware.patch = 4;
    view.setHardwareVersion(hardware);
    QCOMPARE(view.hardwareText(), QStringLiteral("1.0.4"));
    kobuki::Udid udid;
    udid.udid = {97713968u, 842412341u, 4294967295u};
    view.setUdid(udid);
    QCOMPARE(view.udidText(), QStringLiteral("05d2ff30-32363135-ffffffff"));  // hex, as the CLI prints it
}

void GaugeViewsTest::firmwareWarnings_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::addColumn<int>("patch");
    QTest::addColumn<QString>("expected");  // a word of the message, empty for none
    QTest::newRow("1.2.0 accepted") << 1 << 2 << 0 << QString();
    QTest::newRow("1.1.4 accepted") << 1 << 1 << 4 << QString();
    QTest::newRow("1.1.3 noted") << 1 << 1 << 3 << QString("1.1.4, 1.2.0");
    QTest::newRow("1.3.0 noted") << 1 << 3 << 0 << QString("Note");
    QTest::newRow("2.0.0 refused") << 2 << 0 << 0 << QString("refuses");
    QTest::newRow("0.9.9 refused") << 0 << 9 << 9 << QString("Unsupported");
}

void GaugeViewsTest::firmwareWarnings()
{
    QFETCH(int, major);
    QFETCH(int, minor);
    QFETCH(int, patch);
    QFETCH(QString, expected);
    VersionInfoView view;
    kobuki::Version firmware;
    firmware.major = static_cast<std::uint8_t>(major);
    firmware.minor = static_cast<std::uint8_t>(minor);
    firmware.patch = static_cast<std::uint8_t>(patch);
    view.setFirmwareVersion(firmware);
    QCOMPARE(view.firmwareText(), QString("%1.%2.%3").arg(major).arg(minor).arg(patch));
    QCOMPARE(view.firmwareMessageShown(), !expected.isEmpty());
    if (!expected.isEmpty())
        QVERIFY2(view.firmwareMessage().contains(expected), qPrintable(view.firmwareMessage()));
}

namespace {
kobuki::BasicSensors motion(std::uint16_t time, std::uint16_t left, std::uint16_t right)
{
    kobuki::BasicSensors sensors;
    sensors.timeStamp = time;
    sensors.leftEncoder = left;
    sensors.rightEncoder = right;
    return sensors;
}
}  // namespace

void GaugeViewsTest::motorsSpeedFromEncodersWithWrap()
{
    MotorsView view;
    QVERIFY(std::isnan(view.wheelSpeed(MotorsView::Left)));
    view.setBasicSensors(motion(65530, 1000, 65500));
    // 20 ms later across the time stamp wrap; +235 ticks left, +66 ticks right across the wrap.
    view.setBasicSensors(motion(14, 1235, 30));
    const double left = 235 / 11724.41658 / 0.020;
    const double right = 66 / 11724.41658 / 0.020;
    QVERIFY2(std::abs(view.wheelSpeed(MotorsView::Left) - left) < 1e-6,
             qPrintable(QString::number(view.wheelSpeed(MotorsView::Left))));
    QVERIFY(std::abs(view.wheelSpeed(MotorsView::Right) - right) < 1e-6);
    QCOMPARE(view.speedText(MotorsView::Left), QString("%1 m/s").arg(left, 0, 'f', 3));

    view.setBasicSensors(motion(34, 1135, 30));  // backwards
    QVERIFY(view.wheelSpeed(MotorsView::Left) < -0.4);
    QCOMPARE(view.speedText(MotorsView::Right), QStringLiteral("0.000 m/s"));
}

void GaugeViewsTest::motorsIgnoreGapsAndRepeats()
{
    MotorsView view;
    view.setBasicSensors(motion(1000, 0, 0));
    view.setBasicSensors(motion(1020, 117, 117));
    const double speed = view.wheelSpeed(MotorsView::Left);
    view.setBasicSensors(motion(1020, 117, 117));  // the same reading again: no division by 0
    QCOMPARE(view.wheelSpeed(MotorsView::Left), speed);
    view.setBasicSensors(motion(9000, 5000, 5000));  // a gap of 8 s is not a speed
    QCOMPARE(view.wheelSpeed(MotorsView::Left), speed);
    view.setBasicSensors(motion(9020, 5000, 5000));
    QCOMPARE(view.wheelSpeed(MotorsView::Left), 0.0);
}

void GaugeViewsTest::motorsCurrentPwmAndOverCurrent()
{
    MotorsView view;
    kobuki::Current current;
    current.current = {25, 150};
    view.setCurrent(current);
    QCOMPARE(view.currentText(MotorsView::Left), QStringLiteral("0.25 A"));
    QCOMPARE(view.currentText(MotorsView::Right), QStringLiteral("1.50 A"));
    kobuki::BasicSensors sensors;
    sensors.leftPwm = -50;
    sensors.rightPwm = 100;
    sensors.overCurrent = kobuki::bits::kOverCurrentRight;
    view.setBasicSensors(sensors);
    QCOMPARE(view.pwmText(MotorsView::Left), QStringLiteral("-50 %"));
    QCOMPARE(view.pwmText(MotorsView::Right), QStringLiteral("100 %"));
    QCOMPARE(view.overCurrentColour(MotorsView::Right), style::critical());
    QCOMPARE(view.overCurrentColour(MotorsView::Left), style::ok());
}

void GaugeViewsTest::inputsLampsAndVolts()
{
    InputsView view;
    kobuki::GeneralPurposeInput input;
    input.digitalInput = 0x05;
    input.analogInput = {0, 4095, 2048, 1000};
    view.setGeneralPurposeInput(input);
    QCOMPARE(view.digitalColour(0), style::ok());
    QCOMPARE(view.digitalColour(1), style::idle());
    QCOMPARE(view.digitalColour(2), style::ok());
    QCOMPARE(view.digitalColour(3), style::idle());
    QCOMPARE(view.analogText(0), QStringLiteral("0.000 V"));
    QCOMPARE(view.analogText(1), QStringLiteral("3.300 V"));
    QCOMPARE(view.analogText(2), QStringLiteral("1.650 V"));
    QVERIFY(std::abs(view.analogVolts(3) - 1000 * 3.3 / 4095) < 1e-9);
    QCOMPARE(view.analogText(7), QString());
}

// HeadingDial keeps its face in a pixmap: after a resize it must look as a dial made at
// that size, and the needle must still move.
void GaugeViewsTest::headingDialFaceFollowsItsSize()
{
    using robodash::widgets::HeadingDial;
    const auto picture = [](HeadingDial &dial) { return dial.grab().toImage(); };
    HeadingDial dial;
    dial.resize(120, 120);
    dial.setHeadingDegrees(30);
    robodash::widgets::RefreshGate::flushAll(dial);
    const QImage at30 = picture(dial);
    dial.setHeadingDegrees(-60);
    robodash::widgets::RefreshGate::flushAll(dial);
    QVERIFY(picture(dial) != at30);
    dial.resize(180, 180);
    HeadingDial fresh;
    fresh.resize(180, 180);
    fresh.setHeadingDegrees(-60);
    robodash::widgets::RefreshGate::flushAll(fresh);
    QCOMPARE(picture(dial), picture(fresh));
}

QTEST_MAIN(GaugeViewsTest)

}  // namespace tst_gauge_views
#include "tst_gauge_views.moc"
