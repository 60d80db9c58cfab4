// RflexDriver alone, base side: reports as the base stuffs them, in; the telemetry core
// (odometry, battery, contacts, events, identity) and the RflexFrame, out.
#include "RflexDriverHarness.h"

#include "core/MotionSafety.h"
#include "rflex/RflexCommands.h"

#include <QtTest>

#include <cmath>
#include <limits>

namespace tst_rflex_driver_reports {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::rflex;
using namespace robodash::rflex::testing;

namespace {

constexpr double kPi = 3.14159265358979323846;

Bytes axisReport(Axis axis, std::int32_t position, std::int32_t velocity = 0)
{
    MotionReport report;
    report.axis = static_cast<std::uint8_t>(axis);
    report.position = position;
    report.velocity = velocity;
    report.acceleration = 1000;
    report.torque = 1234;
    return encodeReport(report);
}

Bytes panels(std::uint8_t state, std::uint8_t address = 0x40)
{
    return encodeReport(DioState{7, address, 0, state});
}

Bytes status(std::int32_t batteryRaw, std::uint8_t brake)
{
    return encodeReport(SystemStatus{9, batteryRaw, brake});
}

QStringList eventTexts(const core::DriverOutput &out)
{
    QStringList texts;
    for (const core::TelemetrySample &sample : out.samples) {
        for (const core::RobotEvent &event : sample.core.events)
            texts << QString::fromStdString(event.text);
    }
    return texts;
}

const core::Pose2D &poseOf(const core::DriverOutput &out)
{
    return out.samples.back().core.odometry->pose;
}

}  // namespace

class TestRflexDriverReports : public QObject {
    Q_OBJECT

private slots:
    void odometryFollowsBothAxesPositions()
    {
        DriverHarness h;
        h.connect();
        h.receive(axisReport(Axis::Translation, 5000));  // first reports: starting points
        h.receive(axisReport(Axis::Rotation, -700));
        core::DriverOutput out = h.receive(axisReport(Axis::Translation, 5000 + 90810, 45405));
        QVERIFY(out.samples.back().core.odometry.has_value());
        QCOMPARE(poseOf(out).x, 1.0);
        QCOMPARE(out.samples.back().core.odometry->velocity.linearMps, 0.5);
        out = h.receive(axisReport(Axis::Rotation, -700 + 58119));  // a quarter turn left
        QVERIFY(std::abs(poseOf(out).theta - kPi / 2) < 1e-4);
        out = h.receive(axisReport(Axis::Translation, 5000 + 90810 + 45405));
        QVERIFY(std::abs(poseOf(out).x - 1.0) < 1e-4);
        QVERIFY(std::abs(poseOf(out).y - 0.5) < 1e-4);
        QVERIFY(std::abs(out.samples.back().core.odometry->distanceMetres - 1.5) < 1e-9);
    }

    void odometryWrapsWithTheBasesCounter()
    {
        DriverHarness h;
        h.connect();
        h.receive(axisReport(Axis::Translation, std::numeric_limits<std::int32_t>::max() - 99));
        const core::DriverOutput out =
            h.receive(axisReport(Axis::Translation, std::numeric_limits<std::int32_t>::min() + 100));
        QCOMPARE(poseOf(out).x, 200.0 / 90810.0);  // 200 units ahead, not 4 billion back
    }

    void resetOdometryKeepsTheCounters()
    {
        DriverHarness h;
        h.connect();
        h.receive(axisReport(Axis::Translation, 0));
        h.receive(axisReport(Axis::Translation, 90810));
        h.driver.resetOdometry();
        const core::DriverOutput out = h.receive(axisReport(Axis::Translation, 90810 * 2));
        QCOMPARE(poseOf(out).x, 1.0);
    }

    void odometryUnitsComeFromTheDescription()
    {
        DriverHarness h(RobotDescription::b21r());
        h.connect();
        h.receive(axisReport(Axis::Translation, 0));
        QCOMPARE(poseOf(h.receive(axisReport(Axis::Translation, 101230))).x, 1.0);
    }

    void axisTelemetryIsInTheFrame()
    {
        DriverHarness h;
        h.connect();
        const core::DriverOutput out = h.receive(axisReport(Axis::Rotation, 37000, -18500));
        const RflexFrame *frame = frameOf(out);
        QVERIFY(frame && frame->axis);
        QCOMPARE(frame->axis->axis, Axis::Rotation);
        QCOMPARE(frame->axis->position, 1.0);
        QCOMPARE(frame->axis->velocity, -0.5);
        QCOMPARE(frame->axis->torque, 1234.0);
        QCOMPARE(frame->axis->raw.position, 37000);
    }

    void sonarNoEchoIsNoValueAndUnheardStaysApart()
    {
        DriverHarness h;
        h.connect();
        SonarReport report;
        report.count = 3;
        report.echoes[0] = SonarEcho{0, 1476};   // ring slot 0, 1 m
        report.echoes[1] = SonarEcho{1, 32766};  // ring slot 1, no echo
        report.echoes[2] = SonarEcho{200, 738};  // placed nowhere on an ATRV-Jr
        const core::DriverOutput out = h.receive(encodeReport(report));
        const RflexFrame *frame = frameOf(out);
        QVERIFY(frame && frame->sonar);
        const SonarTelemetry &sonar = *frame->sonar;
        QCOMPARE(sonar.ring.size(), std::size_t(17));
        QVERIFY(sonar.ring[0].heard && sonar.ring[0].metres && *sonar.ring[0].metres == 1.0);
        QVERIFY(sonar.ring[1].heard);
        QVERIFY(!sonar.ring[1].metres.has_value());
        QVERIFY(!sonar.ring[2].heard);
        QCOMPARE(sonar.unplacedEchoes, 1);
        QCOMPARE(sonar.echoMetres.size(), std::size_t(3));
        QVERIFY(!sonar.echoMetres[1].has_value());
        QCOMPARE(*sonar.echoMetres[2], 0.5);
    }

    void bumpPanelsBecomeContactsAndEvents()
    {
        DriverHarness h;
        h.connect();
        core::DriverOutput out = h.receive(panels(0x01));
        QVERIFY(out.samples.back().core.contacts.has_value());
        core::Contacts contacts = *out.samples.back().core.contacts;
        QVERIFY(contacts.bumperCentre && !contacts.bumperRear);
        QCOMPARE(eventTexts(out), QStringList{"Front bump panel pressed"});
        QVERIFY(frameOf(out)->dio->bumpPanels->front);

        out = h.receive(panels(0x02));
        contacts = *out.samples.back().core.contacts;
        QVERIFY(!contacts.bumperCentre && contacts.bumperRear);
        QCOMPARE(eventTexts(out),
                 (QStringList{"Front bump panel released", "Rear bump panel pressed"}));
        QVERIFY(eventTexts(h.receive(panels(0x02))).isEmpty());  // no change, no event
        QCOMPARE(eventTexts(h.receive(panels(0x00))), QStringList{"Rear bump panel released"});
    }

    void anotherDioAddressTouchesNoContact()
    {
        DriverHarness h;
        h.connect();
        const core::DriverOutput out = h.receive(panels(0x03, 0x41));
        QVERIFY(!out.samples.back().core.contacts.has_value());
        QVERIFY(frameOf(out)->dio && !frameOf(out)->dio->bumpPanels);
    }

    void panelContactsDriveTheCommonSafetyLayer()
    {
        DriverHarness h;
        h.connect();
        core::MotionSafety safety;
        safety.updateContacts(*h.receive(panels(0x01)).samples.back().core.contacts);
        QVERIFY(safety.filter(0.3, 0).allowed.isZero());      // into the front panel: no
        QCOMPARE(safety.filter(-0.3, 0).allowed.linearMps, -0.3);
        safety.updateContacts(*h.receive(panels(0x02)).samples.back().core.contacts);
        QVERIFY(safety.filter(-0.3, 0).allowed.isZero());     // into the rear panel: no
        QCOMPARE(safety.filter(0.3, 0).allowed.linearMps, 0.3);
    }

    void batteryAndBrakeFromSystemStatus()
    {
        DriverHarness h;
        h.connect();
        core::DriverOutput out = h.receive(status(2300, 1));
        QVERIFY(out.samples.back().core.battery.has_value());
        const core::BatteryReading battery = *out.samples.back().core.battery;
        QCOMPARE(battery.volts, 24.2);  // 2300 / 100 + 1.2
        QVERIFY(std::abs(battery.percent - 50.0) < 1e-9);  // halfway from 23.0 to 25.4 V
        QCOMPARE(battery.level, core::BatteryLevel::Healthy);
        QVERIFY(frameOf(out)->status->brakeEngaged);
        QVERIFY(eventTexts(out).isEmpty());  // the first status is no change

        out = h.receive(status(2180, 0));
        QCOMPARE(out.samples.back().core.battery->level, core::BatteryLevel::Critical);
        QVERIFY(!frameOf(out)->status->brakeEngaged);
        QCOMPARE(eventTexts(out), QStringList{"Brake released"});
        QCOMPARE(eventTexts(h.receive(status(2180, 1))), QStringList{"Brake engaged"});
    }

    // Driving sags the pack: the percent is read from the resting voltage (the volts shown
    // stay the live ones) and follows again once the base has stood still for a moment.
    void thePercentIsTheRestingVoltages()
    {
        DriverHarness h;
        h.connect();
        QVERIFY(std::abs(h.receive(status(2300, 0)).samples.back().core.battery->percent - 50.0) < 1e-9);
        h.receive(axisReport(Axis::Translation, 0, 20000));  // rolling
        const core::BatteryReading driving = *h.receive(status(2240, 0)).samples.back().core.battery;
        QCOMPARE(driving.volts, 23.6);
        QVERIFY(std::abs(driving.percent - 50.0) < 1e-9);
        h.receive(axisReport(Axis::Translation, 20000, 0));
        const core::BatteryReading recovering = *h.receive(status(2280, 0)).samples.back().core.battery;
        QCOMPARE(recovering.volts, 24.0);
        QVERIFY(std::abs(recovering.percent - 50.0) < 1e-9);
        h.nowMs += core::RestingVoltage::kSettleMs;
        QVERIFY(std::abs(h.receive(status(2290, 0)).samples.back().core.battery->percent - 45.83) < 0.01);
    }

    void theFirstAnswerCompletesTheIdentity()
    {
        DriverHarness h;
        h.connect();
        core::DriverOutput out = h.receive(status(2300, 1));
        QVERIFY(out.identityComplete);
        QVERIFY(out.samples.back().core.device.has_value());
        QCOMPARE(out.samples.back().core.device->family, std::string("rflex"));
        QCOMPARE(out.samples.back().core.device->model, std::string("ATRV-Jr"));
        out = h.receive(status(2300, 1));
        QVERIFY(!out.identityComplete);
        QVERIFY(!out.samples.back().core.device.has_value());
    }

    void framesCarryTheMotorsAndSonarState()
    {
        DriverHarness h;
        h.connect();
        const core::DriverOutput braked = h.receive(status(2300, 1));
        QVERIFY(!frameOf(braked)->motorsEnabled);
        QCOMPARE(braked.samples.front().core.driveHeld, std::optional<bool>(true));  // family-neutral
        h.command(SetMotorsEnabledCommand{true});
        h.command(SetSonarCommand{true});
        const core::DriverOutput out = h.receive(status(2300, 0));
        const RflexFrame *frame = frameOf(out);
        QVERIFY(frame->motorsEnabled && frame->sonarOn);
        QCOMPARE(out.samples.front().core.driveHeld, std::optional<bool>(false));
    }

    // A ring that echoes is on, whoever switched it on (a network rFLEX's own bridge, an
    // earlier session): the frames say so. Echoes already on their way when this program
    // switches it off do not switch it back on (issue 38).
    void echoesSayTheSonarIsOn()
    {
        DriverHarness h;
        h.connect();
        SonarReport report;
        report.count = 1;
        report.echoes[0] = SonarEcho{0, 1476};
        QVERIFY(!frameOf(h.receive(status(2300, 1)))->sonarOn);
        QVERIFY(frameOf(h.receive(encodeReport(report)))->sonarOn);
        h.command(SetSonarCommand{false});
        h.nowMs += 100;
        QVERIFY(!frameOf(h.receive(encodeReport(report)))->sonarOn);  // late: still off
        h.nowMs += RflexDriver::kSonarOffSettleMs;
        QVERIFY(frameOf(h.receive(encodeReport(report)))->sonarOn);  // still echoing: on again
    }

    void countersSeeGoodAndBadFrames()
    {
        DriverHarness h;
        h.connect();
        Bytes broken = status(2300, 1);
        broken[broken.size() - 3] ^= 0x55;  // the checksum
        h.receive(concat({broken, status(2300, 1)}));
        const core::DriverCounters counters = h.driver.counters();
        QCOMPARE(counters.goodFrames, std::uint64_t(1));
        QCOMPARE(counters.checksumErrors, std::uint64_t(1));
        QCOMPARE(counters.bytesIn, std::uint64_t(broken.size() * 2));
    }

    void descriptionsPlaceTheirRings()
    {
        QCOMPARE(RobotDescription::atrvJr().sonars.size(), std::size_t(17));
        QCOMPARE(RobotDescription::b21r().sonars.size(), std::size_t(24));
        QCOMPARE(RobotDescription::atrvJr().slotOf(16), 3);  // board 1, index 0
        QCOMPARE(RobotDescription::b21r().slotOf(16), 8);   // boards of 8
        QCOMPARE(RobotDescription::atrvJr().slotOf(15), -1);
    }
};

QTEST_GUILESS_MAIN(TestRflexDriverReports)

}  // namespace tst_rflex_driver_reports
#include "tst_rflex_driver_reports.moc"
