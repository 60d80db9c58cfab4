// The core's readings read back from the store (store/CoreReadings.h): whole, with every
// member the views show, and only when the store's newest sample carried them, so a view
// follows a reading at its own rate and a clear shows nothing old.
#include "store/CoreReadings.h"
#include "store/RobotStore.h"

#include <QtTest>

#include <map>

using namespace robodash;
using store::RobotStore;

namespace {

core::TelemetrySample sampleAt(std::int64_t timeMs)
{
    core::TelemetrySample sample;
    sample.receivedMs = timeMs;
    return sample;
}

// Every enum a different number (state 3, source 2, level 1): two columns swapped would show.
core::BatteryReading onTheDockStateUnknown()
{
    core::BatteryReading battery;
    battery.volts = 15.9;
    battery.percent = 87.5;
    battery.state = core::ChargeState::Unknown;
    battery.source = core::ChargeSource::Dock;
    battery.level = core::BatteryLevel::Low;
    return battery;
}

// The contact the name says, and no other.
core::Contacts onlyContact(const QString &name)
{
    core::Contacts contacts;
    const std::map<QString, bool core::Contacts::*> members{
        {QStringLiteral("bumper_left"), &core::Contacts::bumperLeft},
        {QStringLiteral("bumper_centre"), &core::Contacts::bumperCentre},
        {QStringLiteral("bumper_right"), &core::Contacts::bumperRight},
        {QStringLiteral("bumper_rear"), &core::Contacts::bumperRear},
        {QStringLiteral("cliff_left"), &core::Contacts::cliffLeft},
        {QStringLiteral("cliff_centre"), &core::Contacts::cliffCentre},
        {QStringLiteral("cliff_right"), &core::Contacts::cliffRight},
        {QStringLiteral("wheel_drop_left"), &core::Contacts::wheelDropLeft},
        {QStringLiteral("wheel_drop_right"), &core::Contacts::wheelDropRight}};
    contacts.*members.at(name) = true;
    return contacts;
}

}  // namespace

class TestCoreReadings : public QObject {
    Q_OBJECT
private slots:
    void aBatteryComesBackWhole()
    {
        RobotStore store(nullptr);
        QVERIFY(!store::newestBattery(store));
        core::TelemetrySample sample = sampleAt(1000);
        sample.core.battery = onTheDockStateUnknown();
        store.add(sample);
        const auto battery = store::newestBattery(store);
        QVERIFY(battery);
        QCOMPARE(battery->volts, 15.9);
        QCOMPARE(battery->percent, 87.5);
        QCOMPARE(battery->state, core::ChargeState::Unknown);
        QCOMPARE(battery->source, core::ChargeSource::Dock);
        QCOMPARE(battery->level, core::BatteryLevel::Low);
    }

    // An rFLEX says its battery once a second and its axes fifty times: the battery panel is
    // given the battery with the sample that carried it, not again with every other.
    void aReadingIsGivenOnlyWithTheSampleThatCarriedIt()
    {
        RobotStore store(nullptr);
        core::TelemetrySample withBattery = sampleAt(1000);
        withBattery.core.battery = onTheDockStateUnknown();
        store.add(withBattery);
        core::TelemetrySample moving = sampleAt(1020);
        core::OdometryState odometry;
        odometry.pose = {1.5, -0.25, 3.5};
        odometry.distanceMetres = 2.75;
        odometry.velocity = {0.2, -0.5};
        moving.core.odometry = odometry;
        store.add(moving);
        QVERIFY(!store::newestBattery(store));
        const auto shown = store::newestOdometry(store);
        QVERIFY(shown);
        QCOMPARE(shown->pose.x, 1.5);
        QCOMPARE(shown->pose.y, -0.25);
        QCOMPARE(shown->pose.theta, 3.5);
        QCOMPARE(shown->distanceMetres, 2.75);
        QCOMPARE(shown->velocity.linearMps, 0.2);
        QCOMPARE(shown->velocity.angularRadps, -0.5);
        // The same battery again a second later: given again (the panel's trend goes on).
        withBattery.receivedMs = 2000;
        store.add(withBattery);
        QVERIFY(store::newestBattery(store));
        QVERIFY(!store::newestOdometry(store));
    }

    void eachContactComesBackByItsName_data()
    {
        QTest::addColumn<QString>("contact");
        for (const char *name : {"bumper_left", "bumper_centre", "bumper_right", "bumper_rear", "cliff_left",
                                 "cliff_centre", "cliff_right", "wheel_drop_left", "wheel_drop_right"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void eachContactComesBackByItsName()
    {
        QFETCH(QString, contact);
        RobotStore store(nullptr);
        core::TelemetrySample sample = sampleAt(500);
        sample.core.contacts = onlyContact(contact);
        store.add(sample);
        const auto shown = store::newestContacts(store);
        QVERIFY(shown);
        QVERIFY(*shown == onlyContact(contact));
    }

    // An rFLEX's reports read together share a millisecond: the battery's sample and the axis
    // sample after it. The battery goes with its own sample only.
    void samplesThatShareAMillisecondAreTwo()
    {
        RobotStore store(nullptr);
        core::TelemetrySample withBattery = sampleAt(1000);
        withBattery.core.battery = onTheDockStateUnknown();
        store.add(withBattery);
        QVERIFY(store::newestBattery(store));
        core::TelemetrySample moving = sampleAt(1000);
        moving.core.odometry = core::OdometryState{};
        store.add(moving);
        QVERIFY(!store::newestBattery(store));
        QVERIFY(store::newestOdometry(store));
    }

    void aClearShowsNothingOld()
    {
        RobotStore store(nullptr);
        core::TelemetrySample sample = sampleAt(500);
        sample.core.battery = onTheDockStateUnknown();
        store.add(sample);
        store.clearReadings();
        QVERIFY(!store::newestBattery(store));
    }
};

QTEST_APPLESS_MAIN(TestCoreReadings)
#include "tst_core_readings.moc"
