#include "kobuki/Events.h"

#include <QtTest>

namespace tst_events {  // this file's names, apart in a unity batch

using namespace robodash::kobuki;

namespace {

EventState withBasic(const BasicSensors &basic)
{
    EventState state;
    state.hasBasic = true;
    state.basic = basic;
    return state;
}

BasicSensors discharging(std::uint8_t batteryTenthsOfVolt)
{
    BasicSensors basic;
    basic.charger = kDischarging;
    basic.battery = batteryTenthsOfVolt;
    return basic;
}

BasicSensors healthy() { return discharging(160); }

std::vector<PowerEvent> powerEvents(const BasicSensors &before, const BasicSensors &after)
{
    return deriveEvents(withBasic(before), withBasic(after)).power;
}

}  // namespace

class TestEvents : public QObject {
    Q_OBJECT

private slots:
    void nothingChangedMeansNoEvents()
    {
        const EventState state = withBasic(healthy());
        QVERIFY(deriveEvents(state, state).empty());
        QVERIFY(deriveEvents(EventState{}, EventState{}).empty());
    }

    void noStormOfEventsOnConnect()
    {
        BasicSensors busy = healthy();
        busy.bumper = 0x07;
        busy.cliff = 0x07;
        busy.wheelDrop = 0x03;
        busy.buttons = 0x01;
        busy.charger = kDockingCharging;
        EventState current = withBasic(busy);
        current.hasInput = true;
        current.input.digitalInput = 0x0F;
        QVERIFY(deriveEvents(EventState{}, current).empty());
    }

    void bumperPressedAndReleasedPerBumper()
    {
        BasicSensors before = healthy();
        BasicSensors after = healthy();
        after.bumper = bits::kLeft | bits::kRight;
        RobotEvents events = deriveEvents(withBasic(before), withBasic(after));
        QCOMPARE(events.bumpers.size(), std::size_t{2});
        QCOMPARE(events.bumpers[0].bumper, Side::Left);
        QVERIFY(events.bumpers[0].pressed);
        QCOMPARE(events.bumpers[1].bumper, Side::Right);
        QVERIFY(events.bumpers[1].pressed);

        before = after;
        after.bumper = bits::kRight | bits::kCentre;
        events = deriveEvents(withBasic(before), withBasic(after));
        QCOMPARE(events.bumpers.size(), std::size_t{2});
        QCOMPARE(events.bumpers[0].bumper, Side::Left);
        QVERIFY(!events.bumpers[0].pressed);
        QCOMPARE(events.bumpers[1].bumper, Side::Centre);
        QVERIFY(events.bumpers[1].pressed);
        QCOMPARE(int(Side::Left), 0);  // kobuki_msgs numbering
        QCOMPARE(int(Side::Centre), 1);
        QCOMPARE(int(Side::Right), 2);
    }

    void cliffEventsCarryThatSensorsPsdValue()
    {
        EventState before = withBasic(healthy());
        EventState after = withBasic(healthy());
        after.basic.cliff = bits::kLeft;
        after.hasCliff = true;
        after.cliff.bottom = {1111, 2222, 3333};  // right, central, left
        RobotEvents events = deriveEvents(before, after);
        QCOMPARE(events.cliffs.size(), std::size_t{1});
        QCOMPARE(events.cliffs[0].sensor, Side::Left);
        QVERIFY(events.cliffs[0].cliff);
        QCOMPARE(events.cliffs[0].bottom, std::uint16_t{3333});

        before = after;
        after.basic.cliff = bits::kRight;
        events = deriveEvents(before, after);
        QCOMPARE(events.cliffs.size(), std::size_t{2});
        QCOMPARE(events.cliffs[0].sensor, Side::Left);
        QVERIFY(!events.cliffs[0].cliff);
        QCOMPARE(events.cliffs[1].sensor, Side::Right);
        QVERIFY(events.cliffs[1].cliff);
        QCOMPARE(events.cliffs[1].bottom, std::uint16_t{1111});
    }

    void cliffWithoutPsdDataStillReportsTheChange()
    {
        EventState after = withBasic(healthy());
        after.basic.cliff = bits::kCentre;
        const RobotEvents events = deriveEvents(withBasic(healthy()), after);
        QCOMPARE(events.cliffs.size(), std::size_t{1});
        QCOMPARE(events.cliffs[0].sensor, Side::Centre);
        QCOMPARE(events.cliffs[0].bottom, std::uint16_t{0});
    }

    void wheelDropPerWheel()
    {
        BasicSensors after = healthy();
        after.wheelDrop = bits::kWheelLeft;
        RobotEvents events = deriveEvents(withBasic(healthy()), withBasic(after));
        QCOMPARE(events.wheelDrops.size(), std::size_t{1});
        QCOMPARE(events.wheelDrops[0].wheel, Side::Left);
        QVERIFY(events.wheelDrops[0].dropped);
        BasicSensors later = after;
        later.wheelDrop = bits::kWheelRight;
        events = deriveEvents(withBasic(after), withBasic(later));
        QCOMPARE(events.wheelDrops.size(), std::size_t{2});
        QCOMPARE(events.wheelDrops[0].wheel, Side::Left);
        QVERIFY(!events.wheelDrops[0].dropped);
        QCOMPARE(events.wheelDrops[1].wheel, Side::Right);
        QVERIFY(events.wheelDrops[1].dropped);
    }

    void buttonsByIndex()
    {
        BasicSensors after = healthy();
        after.buttons = bits::kButton2;
        RobotEvents events = deriveEvents(withBasic(healthy()), withBasic(after));
        QCOMPARE(events.buttons.size(), std::size_t{1});
        QCOMPARE(int(events.buttons[0].button), 2);
        QVERIFY(events.buttons[0].pressed);
        events = deriveEvents(withBasic(after), withBasic(healthy()));
        QCOMPARE(events.buttons.size(), std::size_t{1});
        QVERIFY(!events.buttons[0].pressed);
    }

    void digitalInputGivesOneEventWithAllFourValues()
    {
        EventState before;
        before.hasInput = true;
        before.input.digitalInput = 0x0001;
        EventState after = before;
        after.input.digitalInput = 0x000A;
        RobotEvents events = deriveEvents(before, after);
        QCOMPARE(events.digitalInputs.size(), std::size_t{1});
        QCOMPARE(events.digitalInputs[0].values, (std::array<bool, 4>{false, true, false, true}));
        after.input.digitalInput = 0x0001 | 0x0040;  // only bits above the four pins changed
        QVERIFY(deriveEvents(before, after).empty());
    }

    void pluggingAndUnplugging()
    {
        BasicSensors adapter = healthy();
        adapter.charger = kAdapterCharging;
        BasicSensors dock = healthy();
        dock.charger = kDockingCharging;
        QCOMPARE(powerEvents(healthy(), adapter), std::vector<PowerEvent>{PowerEvent::PluggedToAdapter});
        QCOMPARE(powerEvents(healthy(), dock), std::vector<PowerEvent>{PowerEvent::PluggedToDockbase});
        QCOMPARE(powerEvents(adapter, healthy()), std::vector<PowerEvent>{PowerEvent::Unplugged});
        QCOMPARE(powerEvents(dock, adapter), std::vector<PowerEvent>{PowerEvent::PluggedToAdapter});
        QVERIFY(powerEvents(dock, dock).empty());
    }

    void chargeCompletedWhenChargingBecomesCharged()
    {
        BasicSensors charging = healthy();
        charging.charger = kDockingCharging;
        BasicSensors charged = healthy();
        charged.charger = kDockingCharged;
        QCOMPARE(powerEvents(charging, charged), std::vector<PowerEvent>{PowerEvent::ChargeCompleted});
        charging.charger = kAdapterCharging;
        charged.charger = kAdapterCharged;
        QCOMPARE(powerEvents(charging, charged), std::vector<PowerEvent>{PowerEvent::ChargeCompleted});
        QVERIFY(powerEvents(charged, charging).empty());
    }

    void batteryLowAndCriticalWhileDischarging()
    {
        QCOMPARE(powerEvents(discharging(141), discharging(140)),
                 std::vector<PowerEvent>{PowerEvent::BatteryLow});
        QVERIFY(powerEvents(discharging(140), discharging(135)).empty());
        QCOMPARE(powerEvents(discharging(133), discharging(132)),
                 std::vector<PowerEvent>{PowerEvent::BatteryCritical});
        QCOMPARE(powerEvents(discharging(150), discharging(130)),
                 std::vector<PowerEvent>{PowerEvent::BatteryCritical});
        QVERIFY(powerEvents(discharging(132), discharging(131)).empty());
        QVERIFY(powerEvents(discharging(132), discharging(135)).empty());  // recovering
        QVERIFY(powerEvents(discharging(140), discharging(160)).empty());
    }

    void batteryLevelIsIgnoredWhileCharging()
    {
        BasicSensors charging = discharging(141);
        charging.charger = kDockingCharging;
        BasicSensors lower = charging;
        lower.battery = 130;
        QVERIFY(powerEvents(charging, lower).empty());
    }

    void unpluggingALowBatteryReportsBoth()
    {
        BasicSensors charging = discharging(138);
        charging.charger = kAdapterCharging;
        QCOMPARE(powerEvents(charging, discharging(138)),
                 (std::vector<PowerEvent>{PowerEvent::Unplugged, PowerEvent::BatteryLow}));
    }

    void connectingWithALowBatteryReportsItOnce()
    {
        const EventState first = withBasic(discharging(139));
        QCOMPARE(deriveEvents(EventState{}, first).power, std::vector<PowerEvent>{PowerEvent::BatteryLow});
        QVERIFY(deriveEvents(first, withBasic(discharging(139))).empty());
        QCOMPARE(deriveEvents(EventState{}, withBasic(discharging(120))).power,
                 std::vector<PowerEvent>{PowerEvent::BatteryCritical});
        QVERIFY(deriveEvents(EventState{}, withBasic(discharging(160))).empty());
    }
};

QTEST_APPLESS_MAIN(TestEvents)

}  // namespace tst_events
#include "tst_events.moc"
