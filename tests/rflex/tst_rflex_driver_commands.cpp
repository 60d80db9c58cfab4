// RflexDriver alone, host side, byte for byte: the start-up sequence, the brake only after
// the user enables the motors, drive frames with their direction bytes, the SYS_STATUS
// poll on simulated time, shutdown. No link, no clock: times are arguments.
#include "RflexDriverHarness.h"

#include "core/SetDriveEnabledCommand.h"
#include "rflex/RflexCommands.h"

#include <QtTest>

namespace tst_rflex_driver_commands {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::rflex;
using namespace robodash::rflex::testing;

namespace {

std::vector<Bytes> startUpFrames()
{
    return {expected(SystemReportRequest{100000, 0x3}), expected(DioReportsRequest{100000}),
            expected(SetDefaults{}), expected(BrakeSet{}), expected(SystemStatusRequest{})};
}

std::vector<Bytes> zeroVelocityFrames()
{
    return {expected(axisVelocityCommand(Axis::Translation, 0)),
            expected(axisVelocityCommand(Axis::Rotation, 0))};
}

bool contains(const std::vector<Bytes> &frames, const Bytes &frame)
{
    return std::find(frames.begin(), frames.end(), frame) != frames.end();
}

// A good report from the base, so the driver knows it was heard.
Bytes anyReport() { return encodeReport(SystemStatus{1, 2300, 1}); }

}  // namespace

class TestRflexDriverCommands : public QObject {
    Q_OBJECT

private slots:
    void asksFirstWithTheFactsFileSequenceInOrder()
    {
        DriverHarness h;
        QCOMPARE(h.driver.timing().startUp, core::DriverTiming::StartUp::AskFirst);
        QCOMPARE(h.driver.info().baudRate, 115200);
        const std::vector<Bytes> written = h.connect();
        QCOMPARE(written, startUpFrames());
        // Odometry reports every 100000 us for both axes, as literal bytes.
        QCOMPARE(hexOf(written.front()),
                 QByteArray("1B 02 02 00 22 08 00 01 86 A0 00 00 00 03 0C 1B 03"));
        QVERIFY(!contains(written, expected(BrakeRelease{})));
    }

    void oneFrameLeavesPerTick()
    {
        DriverHarness h;
        core::DriverOutput out;
        h.driver.start(h.nowMs, true, out);
        QCOMPARE(out.writes.size(), std::size_t(1));
        for (int i = 0; i < 4; ++i)
            QCOMPARE(h.tick().writes.size(), std::size_t(1));
        QCOMPARE(h.tick().writes.size(), std::size_t(0));
    }

    void aReplayIsAskedNothing()
    {
        DriverHarness h;
        core::DriverOutput out;
        h.driver.start(0, false, out);
        h.driver.tick(5000, out);
        QVERIFY(out.writes.empty());
    }

    void driveWhileDisabledSendsZeroAndSaysWhyOnce()
    {
        DriverHarness h;
        h.connect();
        QVERIFY(!h.driver.motorsEnabled());
        std::vector<std::string> warnings;
        QCOMPARE(h.drive(0.5, 0.2, &warnings), zeroVelocityFrames());
        QCOMPARE(warnings.size(), std::size_t(1));
        QVERIFY(warnings.front().find("disabled") != std::string::npos);
        h.drive(0.5, 0.2, &warnings);
        QVERIFY(warnings.empty());
    }

    void brakeIsReleasedOnlyWhenTheUserEnablesTheMotors()
    {
        DriverHarness h;
        QVERIFY(!contains(h.connect(), expected(BrakeRelease{})));
        QCOMPARE(h.command(SetMotorsEnabledCommand{true}), std::vector<Bytes>{expected(BrakeRelease{})});
        QVERIFY(h.driver.motorsEnabled());
        QCOMPARE(h.drive(0.5, 0).front(), expected(axisVelocityCommand(Axis::Translation, 45405)));
    }

    void theFamilyNeutralDriveCommandWorksTheBrakeAsTheMotorsSwitchDoes()
    {
        DriverHarness h;
        QVERIFY(h.driver.info().capabilities.driveCanBeHeld);
        QCOMPARE(h.driver.info().capabilities.batteryRefreshSeconds, 2.0);  // SYS_STATUS's poll
        h.connect();
        QCOMPARE(h.command(core::SetDriveEnabledCommand{true}), std::vector<Bytes>{expected(BrakeRelease{})});
        QVERIFY(h.driver.motorsEnabled());
        std::vector<Bytes> expectedFrames = zeroVelocityFrames();
        expectedFrames.push_back(expected(BrakeSet{}));
        QCOMPARE(h.command(core::SetDriveEnabledCommand{false}), expectedFrames);
        QVERIFY(!h.driver.motorsEnabled());
    }

    void disablingStopsThenSetsTheBrake()
    {
        DriverHarness h;
        h.connect();
        h.command(SetMotorsEnabledCommand{true});
        core::DriverOutput out;
        h.driver.drive(0.5, 0.3, out);  // still waiting when the user disables
        std::vector<Bytes> expectedFrames = zeroVelocityFrames();
        expectedFrames.push_back(expected(BrakeSet{}));
        QCOMPARE(h.command(SetMotorsEnabledCommand{false}), expectedFrames);
        QVERIFY(!h.driver.motorsEnabled());
    }

    void driveFramesCarryMagnitudeAndDirection_data()
    {
        QTest::addColumn<double>("linear");
        QTest::addColumn<double>("angular");
        QTest::addColumn<int>("translation");  // magnitude, units/s
        QTest::addColumn<int>("translationDirection");
        QTest::addColumn<int>("rotation");
        QTest::addColumn<int>("rotationDirection");
        QTest::newRow("ahead") << 0.5 << 0.0 << 45405 << 1 << 0 << 1;
        QTest::newRow("back") << -0.3 << 0.0 << 27243 << 0 << 0 << 1;
        QTest::newRow("left on the spot") << 0.0 << 1.0 << 0 << 1 << 37000 << 1;
        QTest::newRow("ahead, right") << 0.2 << -0.5 << 18162 << 1 << 18500 << 0;
        QTest::newRow("back, left") << -0.25 << 0.75 << 22703 << 0 << 27750 << 1;
        QTest::newRow("released") << 0.0 << 0.0 << 0 << 1 << 0 << 1;
    }

    void driveFramesCarryMagnitudeAndDirection()
    {
        QFETCH(double, linear);
        QFETCH(double, angular);
        QFETCH(int, translation);
        QFETCH(int, translationDirection);
        QFETCH(int, rotation);
        QFETCH(int, rotationDirection);
        DriverHarness h;
        h.connect();
        h.command(SetMotorsEnabledCommand{true});
        const std::vector<Bytes> written = h.drive(linear, angular);
        QCOMPARE(written.size(), std::size_t(2));
        const Found translationFrame = parsed(written[0]), rotationFrame = parsed(written[1]);
        for (const Found &frame : {translationFrame, rotationFrame}) {
            QCOMPARE(frame.port, std::uint8_t(Port::Motion));
            QCOMPARE(frame.opcode, motion::kAxisSetDirection);
            QCOMPARE(frame.data.size(), std::size_t(14));
            QCOMPARE(int32At(frame.data, 5), kDefaultAcceleration);
        }
        QCOMPARE(int(translationFrame.data[0]), 0);
        QCOMPARE(int32At(translationFrame.data, 1), translation);
        QCOMPARE(int32At(translationFrame.data, 9), kDefaultTranslationTorque);
        QCOMPARE(int(translationFrame.data[13]), translationDirection);
        QCOMPARE(int(rotationFrame.data[0]), 1);
        QCOMPARE(int32At(rotationFrame.data, 1), rotation);
        QCOMPARE(int32At(rotationFrame.data, 9), kDefaultRotationTorque);
        QCOMPARE(int(rotationFrame.data[13]), rotationDirection);
    }

    void aTranslationFrameAsLiteralBytes()
    {
        DriverHarness h;
        h.connect();
        h.command(SetMotorsEnabledCommand{true});
        QCOMPARE(hexOf(h.drive(0.5, 0).front()),
                 QByteArray("1B 02 02 00 07 0E 00 00 00 B1 5D 00 01 86 A0 00 00 75 30 01 84 1B 03"));
    }

    void aNewerVelocityReplacesOneStillWaiting()
    {
        DriverHarness h;
        h.connect();
        h.command(SetMotorsEnabledCommand{true});
        core::DriverOutput out;
        h.driver.drive(0.5, 0.5, out);
        QCOMPARE(h.drive(0.0, 0.0), zeroVelocityFrames());
    }

    void statusIsPolledEveryTwoSecondsOfSimulatedTime()
    {
        DriverHarness h;
        h.nowMs = 0;
        h.connect();  // asks for the status once, at 0 ms
        h.receive(anyReport());
        const Bytes status = expected(SystemStatusRequest{});
        QVERIFY(h.tickAt(1990).writes.empty());
        QCOMPARE(h.tickAt(2000).writes, std::vector<Bytes>{status});
        QVERIFY(h.tickAt(2010).writes.empty());
        QVERIFY(h.tickAt(3990).writes.empty());
        QCOMPARE(h.tickAt(4000).writes, std::vector<Bytes>{status});
    }

    void startUpIsRepeatedUntilTheBaseAnswers()
    {
        DriverHarness h;
        h.nowMs = 0;
        h.connect();
        QVERIFY(h.tickAt(1990).writes.empty());
        QCOMPARE(h.tickAt(2000).writes, std::vector<Bytes>{startUpFrames().front()});
        h.drain();
        h.receive(anyReport());
        QCOMPARE(h.tickAt(4000).writes, std::vector<Bytes>{expected(SystemStatusRequest{})});
    }

    void goingOfflineDisablesTheMotorsAndSetsTheBrakeAtTheNextTick()
    {
        DriverHarness h;
        h.connect();
        h.receive(anyReport());
        h.command(SetMotorsEnabledCommand{true});
        h.driver.wentOffline();
        QVERIFY(!h.driver.motorsEnabled());
        std::vector<Bytes> written = h.tick().writes;
        const std::vector<Bytes> rest = h.drain();
        written.insert(written.end(), rest.begin(), rest.end());
        QCOMPARE(written, startUpFrames());  // the start-up again, with BrakeSet in it
        QCOMPARE(h.drive(0.4, 0), zeroVelocityFrames());
    }

    void shutdownStopsBrakesAndSwitchesEverythingOffAtOnce()
    {
        DriverHarness h;
        h.connect();
        h.command(SetMotorsEnabledCommand{true});
        h.command(SetSonarCommand{true});
        core::DriverOutput out;
        h.driver.drive(0.5, 0.5, out);
        h.driver.shutdown(out);
        std::vector<Bytes> expectedFrames = zeroVelocityFrames();
        expectedFrames.push_back(expected(BrakeSet{}));
        expectedFrames.push_back(expected(SonarRun{30000, 0, 0, SonarMode::Off}));
        expectedFrames.push_back(expected(SystemReportRequest{0, 0x3}));
        expectedFrames.push_back(expected(DioReportsRequest{0}));
        QCOMPARE(out.writes, expectedFrames);
        QCOMPARE(h.driver.framesWaiting(), std::size_t(0));
        QVERIFY(!h.driver.motorsEnabled());
    }

    void sonarOnAndOff()
    {
        DriverHarness h;
        h.connect();
        const std::vector<Bytes> on = h.command(SetSonarCommand{true});
        QCOMPARE(on, std::vector<Bytes>{expected(SonarRun{30000, 0, 0, SonarMode::On})});
        QCOMPARE(int(parsed(on.front()).data.back()), 2);
        const std::vector<Bytes> off = h.command(SetSonarCommand{false});
        QCOMPARE(int(parsed(off.front()).data.back()), 0);
    }

    void anotherFamilysCommandIsRefused()
    {
        struct NotAnRflexCommand {};
        DriverHarness h;
        core::DriverOutput out;
        QVERIFY(!h.driver.command(core::FamilyCommand(NotAnRflexCommand{}), out));
        QVERIFY(out.writes.empty());
    }
};

QTEST_GUILESS_MAIN(TestRflexDriverCommands)

}  // namespace tst_rflex_driver_commands
#include "tst_rflex_driver_commands.moc"
