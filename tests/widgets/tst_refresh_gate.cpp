// RefreshGate and the widgets that use it: samples are stored at once (accessors answer with
// the newest), while labels and repaints follow at most once per refresh period.
#include "BatteryView.h"
#include "EventWaits.h"
#include "kobuki/CoreContacts.h"
#include "GyroView.h"
#include "HeadingDial.h"
#include "MapView.h"
#include "MotorsView.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"

#include <QLabel>
#include <QtTest>

#include <algorithm>
#include <cmath>

namespace tst_refresh_gate {  // this file's names, apart in a unity batch

namespace kobuki = robodash::kobuki;
using robodash::widgets::BatteryView;
using robodash::widgets::GyroView;
using robodash::widgets::MapView;
using robodash::widgets::MotorsView;
using robodash::widgets::ReadoutLabel;
using robodash::widgets::RefreshGate;

namespace {
// Live values are in ReadoutLabels, captions in QLabels.
bool hasLabelWithText(QWidget &widget, const QString &text)
{
    const auto labels = widget.findChildren<QLabel *>();
    const auto readouts = widget.findChildren<ReadoutLabel *>();
    return std::any_of(labels.begin(), labels.end(), [&](QLabel *label) { return label->text() == text; }) ||
           std::any_of(readouts.begin(), readouts.end(),
                       [&](ReadoutLabel *readout) { return readout->text() == text; });
}
}  // namespace

class RefreshGateTest : public QObject {
    Q_OBJECT
private slots:
    void manyRequestsMakeOneRefresh();
    void flushRunsOnlyAPendingRefresh();
    void flushAllReachesNestedGates();
    void aSuspendedGateDrawsOnceWhenResumed();
    void gyroLabelsFollowTheGateButAccessorsDoNot();
    void batteryAndMotorAccessorsShowTheNewestSample();
    void mapStoresEveryPoseAtOnce();
};

void RefreshGateTest::manyRequestsMakeOneRefresh()
{
    int refreshes = 0;
    QObject owner;
    RefreshGate gate([&] { ++refreshes; }, &owner);
    QCOMPARE(gate.periodMs(), RefreshGate::kDefaultPeriodMs);
    for (int i = 0; i < 100; ++i)
        gate.requestRefresh();
    QCOMPARE(refreshes, 0);  // nothing runs inside the request
    QVERIFY(gate.pending());
    QTRY_COMPARE_WITH_TIMEOUT(refreshes, 1, robodash::waits::kEventMs);
    QVERIFY(!gate.pending());
    QCoreApplication::processEvents();
    QCOMPARE(refreshes, 1);  // the hundred requests shared that one refresh
}

void RefreshGateTest::flushRunsOnlyAPendingRefresh()
{
    int refreshes = 0;
    QObject owner;
    RefreshGate gate([&] { ++refreshes; }, &owner);
    gate.flush();
    QCOMPARE(refreshes, 0);
    gate.requestRefresh();
    gate.flush();
    QCOMPARE(refreshes, 1);
    QVERIFY(!gate.pending());
    gate.flush();
    QCOMPARE(refreshes, 1);
}

// A fleet's robot behind another: requests only mark it stale, its one refresh comes when
// it is in front again; a flush (a screenshot) still gets the newest values.
void RefreshGateTest::aSuspendedGateDrawsOnceWhenResumed()
{
    int refreshes = 0;
    QObject owner;
    RefreshGate gate([&] { ++refreshes; }, &owner);
    gate.requestRefresh();
    RefreshGate::setSuspendedAll(owner, true);  // the pending one is kept as stale, not run
    for (int i = 0; i < 50; ++i) gate.requestRefresh();
    QTest::qWait(3 * RefreshGate::kDefaultPeriodMs);
    QCOMPARE(refreshes, 0);
    QVERIFY(gate.pending());
    gate.flush();
    QCOMPARE(refreshes, 1);
    gate.requestRefresh();
    RefreshGate::setSuspendedAll(owner, false);
    QTRY_COMPARE_WITH_TIMEOUT(refreshes, 2, robodash::waits::kEventMs);
    QVERIFY(!gate.pending());
    RefreshGate::setSuspendedAll(owner, true);
    RefreshGate::setSuspendedAll(owner, false);  // nothing asked meanwhile: nothing to draw
    QCoreApplication::processEvents();
    QVERIFY(!gate.pending());
    QCOMPARE(refreshes, 2);
}

void RefreshGateTest::flushAllReachesNestedGates()
{
    int outer = 0, inner = 0;
    QWidget root;
    auto *child = new QWidget(&root);
    auto *outerGate = new RefreshGate([&] { ++outer; }, &root);
    auto *innerGate = new RefreshGate([&] { ++inner; }, child);
    outerGate->requestRefresh();
    innerGate->requestRefresh();
    RefreshGate::flushAll(root);
    QCOMPARE(outer, 1);
    QCOMPARE(inner, 1);
    QVERIFY(!outerGate->pending() && !innerGate->pending());
}

void RefreshGateTest::gyroLabelsFollowTheGateButAccessorsDoNot()
{
    GyroView view;
    kobuki::Inertia inertia;
    for (int i = 1; i <= 50; ++i) {
        inertia.angle = static_cast<std::int16_t>(i * 100);  // 1 .. 50 degrees
        view.setInertia(inertia, i * 0.002);
    }
    QCOMPARE(view.headingText(), QStringLiteral("+50.0°"));
    QVERIFY(std::abs(view.dial()->headingDegrees() - 50.0) < 1e-9);
    // The label has not been touched yet: no event loop has run.
    QVERIFY(!hasLabelWithText(view, QStringLiteral("+50.0°")));
    RefreshGate::flushAll(view);
    QVERIFY(hasLabelWithText(view, QStringLiteral("+50.0°")));
    // And without a flush, the gate's timer gets there too.
    inertia.angle = -9000;
    view.setInertia(inertia, 1.0);
    QTRY_VERIFY_WITH_TIMEOUT(hasLabelWithText(view, QStringLiteral("-90.0°")), robodash::waits::kEventMs);
}

void RefreshGateTest::batteryAndMotorAccessorsShowTheNewestSample()
{
    BatteryView battery;
    MotorsView motors;
    kobuki::BasicSensors sensors;
    for (int i = 0; i < 20; ++i) {
        sensors.battery = static_cast<std::uint8_t>(150 + i);  // 15.0 .. 16.9 V
        sensors.leftPwm = static_cast<std::int8_t>(i);
        sensors.timeStamp = static_cast<std::uint16_t>(i * 2);
        sensors.leftEncoder = static_cast<std::uint16_t>(i * 10);
        battery.setBattery(kobuki::toCoreBattery(sensors), i * 0.002);
        motors.setBasicSensors(sensors);
    }
    QCOMPARE(battery.voltsText(), QStringLiteral("16.9 V"));
    QCOMPARE(motors.pwmText(MotorsView::Left), QStringLiteral("19 %"));
    QVERIFY(motors.wheelSpeed(MotorsView::Left) > 0);
    kobuki::Current current;
    current.current = {{123, 7}};
    motors.setCurrent(current);
    QCOMPARE(motors.currentText(MotorsView::Left), QStringLiteral("1.23 A"));
    QCOMPARE(motors.currentText(MotorsView::Right), QStringLiteral("0.07 A"));
}

void RefreshGateTest::mapStoresEveryPoseAtOnce()
{
    MapView map;
    robodash::core::Pose2D pose;
    for (int i = 1; i <= 10; ++i) {
        pose.x = i * 0.01;
        map.setPose(pose);
    }
    QCOMPARE(map.pose().x, 0.1);
    QCOMPARE(map.trail().size(), 10);
    map.setTravel(1.5, 0.2, 0);
    QCOMPARE(map.travelText(), QStringLiteral("Travelled 1.50 m · 0.20 m/s · 0 °/s"));
}

QTEST_MAIN(RefreshGateTest)

}  // namespace tst_refresh_gate
#include "tst_refresh_gate.moc"
