// The virtual Kobuki seen the way a driver sees it: only through its pseudo-terminal,
// read byte by byte and decoded with the project's real codec.
#include "PtyHost.h"
#include "sim/kobuki/RobotSimulation.h"
#include "sim/kobuki/VirtualKobuki.h"

#include "kobuki/CommandEncoder.h"
#include "kobuki/Conversions.h"

#include <QDir>
#include <QSerialPort>
#include <QTest>

#include <cmath>
#include <fcntl.h>
#include <memory>
#include <optional>
#include <unistd.h>

namespace tst_virtual_kobuki {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::kobuki;
using robodash::sim::Pose;
using robodash::sim::VirtualKobuki;
using robodash::sim::VirtualKobukiOptions;

namespace {

constexpr double kTimeScale = 4.0;  // simulated seconds per wall second: fast, still smooth
constexpr double kPi = 3.14159265358979323846;

std::unique_ptr<VirtualKobuki> startRobot(VirtualKobukiOptions options = {})
{
    options.timeScale = kTimeScale;
    options.seed = 7;
    auto robot = std::make_unique<VirtualKobuki>(options);
    std::string error;
    if (!robot->start(&error))
        qWarning("cannot start the virtual Kobuki: %s", error.c_str());
    return robot;
}

int ticksBetween(std::uint16_t from, std::uint16_t to)
{
    return encoderDeltaTicks(from, to);
}

const BasicSensors &basic(const FeedbackFrame &frame) { return *frame.basicSensors; }

}  // namespace

class TestVirtualKobuki : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<VirtualKobuki> robot;
    std::unique_ptr<PtyHost> host;

    // Waits until the simulator has run `seconds` more of simulated time, reading as it goes.
    bool runFor(double seconds) { return runForFrom(robot->simulatedSeconds(), seconds); }
    bool runForFrom(double start, double seconds)
    {
        const double until = start + seconds;
        return host->pumpUntil([&] { return robot->simulatedSeconds() >= until; });
    }
    // The first frame since the last check that matches, or nothing after the pump's wait.
    // The matched frame, not the newest: one read can bring several frames, and a frame that
    // came after the answer (a plain one) must not stand in for it.
    std::optional<FeedbackFrame> waitForFrame(const std::function<bool(const FeedbackFrame &)> &match)
    {
        std::size_t checked = 0;
        std::optional<FeedbackFrame> found;
        host->pumpUntil([&] {
            for (; checked < host->frames.size(); ++checked) {
                if (match(host->frames[checked])) {
                    found = host->frames[checked];
                    return true;
                }
            }
            return false;
        });
        return found;
    }
    void send(const std::vector<std::uint8_t> &bytes) { QVERIFY(host->write(bytes)); }

private slots:
    void init()
    {
        robot = startRobot();
        QVERIFY(robot->isRunning());
        host = std::make_unique<PtyHost>();
        QVERIFY2(host->open(robot->devicePath()), robot->devicePath().c_str());
        QVERIFY(runFor(0.2));  // let stale bytes from before we opened drain away
        host->discard();
    }

    void cleanup()
    {
        host.reset();
        robot.reset();
    }

    void streamsAtFiftyHertzWithoutBeingAsked()
    {
        const double from = robot->simulatedSeconds();
        QVERIFY(runFor(2.0));
        const double to = robot->simulatedSeconds();
        const double rate = static_cast<double>(host->frames.size()) / (to - from);
        QVERIFY2(rate > 45 && rate < 55, qPrintable(QString::number(rate)));
        QCOMPARE(host->stats().checksumErrors, 0u);
    }

    void everyFrameCarriesTheDefaultSensorsAndNoExtras()
    {
        QVERIFY(runFor(1.0));
        QVERIFY(host->frames.size() > 30);
        for (std::size_t i = 0; i < host->frames.size(); ++i) {
            const FeedbackFrame &f = host->frames[i];
            QVERIFY(f.basicSensors && f.dockIr && f.inertia && f.cliff && f.current);
            QVERIFY(f.rawGyro && f.generalPurposeInput);
            QVERIFY(!f.hardwareVersion && !f.firmwareVersion && !f.udid && !f.controllerInfo);
            QCOMPARE(f.counts.malformed, 0u);
            QVERIFY(f.rawGyro->sampleCount == 2 || f.rawGyro->sampleCount == 3);
            // 15.96 V open-circuit at power-up, less 0.25 ohm x 0.35 A of electronics
            QCOMPARE(f.basicSensors->battery, std::uint8_t(159));
            for (std::uint16_t psd : f.cliff->bottom)
                QVERIFY(psd > 2000 && psd < 2600);  // floor right below every sensor
            if (i == 0)
                continue;
            const FeedbackFrame &previous = host->frames[i - 1];
            // The robot's own millisecond clock: 20 ms per frame, wrapping at 16 bits.
            QCOMPARE(std::uint16_t(basic(f).timeStamp - basic(previous).timeStamp),
                     std::uint16_t(20));
            // Gyro frame ids count samples.
            QCOMPARE(f.rawGyro->frameId,
                     std::uint8_t(previous.rawGyro->frameId + previous.rawGyro->sampleCount));
        }
        int threes = 0;
        for (const FeedbackFrame &f : host->frames)
            threes += f.rawGyro->sampleCount == 3;
        QVERIFY(threes > 0);  // a 100 Hz sensor against a 50 Hz frame clock
    }

    void versionsAndUdidOnlyWhenAsked()
    {
        send(encodeCommand(RequestExtra{RequestExtra::kFirmwareVersion}));
        const auto answered =
            waitForFrame([](const FeedbackFrame &f) { return f.firmwareVersion.has_value(); });
        QVERIFY(answered);
        const FeedbackFrame answer = *answered;
        QCOMPARE(answer.firmwareVersion->toString(), std::string("1.2.0"));
        QVERIFY(!answer.hardwareVersion && !answer.udid);

        host->discard();
        send(encodeCommand(RequestExtra{RequestExtra::kHardwareVersion | RequestExtra::kUdid}));
        const auto bothAnswered =
            waitForFrame([](const FeedbackFrame &f) { return f.udid.has_value(); });
        QVERIFY(bothAnswered);
        const FeedbackFrame both = *bothAnswered;
        QVERIFY(both.hardwareVersion);
        QCOMPARE(both.hardwareVersion->major, std::uint8_t(1));
        QVERIFY(!both.firmwareVersion);
        QVERIFY(both.udid->udid[0] != 0 || both.udid->udid[1] != 0);

        // Answered once: the following frames are plain again.
        host->discard();
        QVERIFY(runFor(0.3));
        for (const FeedbackFrame &f : host->frames)
            QVERIFY(!f.hardwareVersion && !f.firmwareVersion && !f.udid);
    }

    void controllerGainsRoundTripAndFactoryRestore()
    {
        const auto askForGains = [this]() -> ControllerInfo {
            host->discard();
            send(encodeCommand(GetControllerGain{}));
            const auto answer =
                waitForFrame([](const FeedbackFrame &f) { return f.controllerInfo.has_value(); });
            return answer ? *answer->controllerInfo : ControllerInfo{};
        };
        const ControllerInfo factory = askForGains();
        QCOMPARE(factory.type, std::uint8_t(0));
        QCOMPARE(factory.pGain, 100000u);
        QCOMPARE(factory.iGain, 100u);
        QCOMPARE(factory.dGain, 2000u);

        SetControllerGain user;
        user.type = 1;
        user.pGain = 123456;
        user.iGain = 789;
        user.dGain = 4321;
        send(encodeCommand(user));
        const ControllerInfo stored = askForGains();
        QCOMPARE(stored.type, std::uint8_t(1));
        QCOMPARE(stored.pGain, 123456u);
        QCOMPARE(stored.iGain, 789u);
        QCOMPARE(stored.dGain, 4321u);
        QCOMPARE(robot->controllerGains().pGain, 123456u);

        SetControllerGain restore;  // type 0: factory defaults, whatever the gains say
        restore.pGain = 1;
        send(encodeCommand(restore));
        const ControllerInfo restored = askForGains();
        QCOMPARE(restored.type, std::uint8_t(0));
        QCOMPARE(restored.pGain, 100000u);
        QCOMPARE(restored.iGain, 100u);
        QCOMPARE(restored.dGain, 2000u);
    }

    void drivingAtPointTwoForOneSecondMovesPointTwoMetres()
    {
        QVERIFY(!host->frames.empty() || runFor(0.1));
        const BasicSensors before = basic(host->frames.back());
        robot->clearReceivedCommands();
        send(encodeCommand(BaseControl{200, 0}));
        // Count the second from the step that read the command, not from when it was sent:
        // the robot's thread reads it when its scheduling lets it, a step or more later.
        QVERIFY(host->pumpUntil([&] { return robot->receivedCommands().size() == 1; }));
        QVERIFY(runForFrom(robot->receivedCommands().front().t, 1.0));
        send(encodeCommand(BaseControl{0, 0}));
        QVERIFY(host->pumpUntil([&] { return robot->receivedCommands().size() == 2; }));
        QVERIFY(runFor(0.5));
        const BasicSensors after = basic(host->frames.back());

        // Judge against the simulated time the robot really drove, which the host's
        // scheduling may stretch a little past 1 s: accelerating to 0.2 m/s costs 0.02 m,
        // braking at the same rate gives it back, so the distance is 0.2 m/s times that.
        const auto commands = robot->receivedCommands();
        const double drove = commands[1].t - commands[0].t;
        // Simulated time is a sum of steps: 1 s of them may add up to 1 - 1e-16 (GCC 14's
        // code does, on Debian 13), which is a full second all the same.
        QVERIFY2(drove >= 1.0 - 1e-9, qPrintable(QString::number(drove, 'g', 17)));
        const Pose pose = robot->truePose();
        QVERIFY2(std::fabs(pose.x - 0.2 * drove) < 0.005,
                 qPrintable(QString("x %1 after %2 s").arg(pose.x).arg(drove)));
        QVERIFY(std::fabs(pose.y) < 1e-6);
        const double expectedTicks = pose.x * kTicksPerMetre;  // 2345 for exactly 1 s
        const int left = ticksBetween(before.leftEncoder, after.leftEncoder);
        const int right = ticksBetween(before.rightEncoder, after.rightEncoder);
        QVERIFY2(std::fabs(left - expectedTicks) < 2, qPrintable(QString::number(left)));
        QVERIFY2(std::fabs(right - expectedTicks) < 2, qPrintable(QString::number(right)));
        QCOMPARE(after.leftPwm, std::int8_t(0));
        qInfo("drove %.3f s simulated: %.4f m, %d / %d ticks", drove, pose.x, left, right);
    }

    void theLastCommandHoldsWithoutTimeout()
    {
        send(encodeCommand(BaseControl{100, 0}));
        QVERIFY(runFor(2.0));  // no more commands: a real Kobuki keeps going
        const BasicSensors now = basic(host->frames.back());
        QVERIFY(now.leftPwm > 0 && now.rightPwm > 0);
        QVERIFY(robot->truePose().x > 0.15);
    }

    void turningLeftRaisesTheInertiaAngleAndGyro()
    {
        const std::int16_t start = host->frames.empty() ? 0 : host->frames.back().inertia->angle;
        const BaseControl spin = velocityToBaseControl(0.0, 0.5);  // rad/s, anticlockwise
        send(encodeCommand(spin));
        QVERIFY(runFor(1.0));
        const FeedbackFrame &f = host->frames.back();
        QVERIFY(f.inertia->angle > start + 2000);  // more than 20 degrees in a second
        const double rate = inertiaRateToRadiansPerSecond(f.inertia->angleRate);
        QVERIFY2(std::fabs(rate - 0.5) < 0.02, qPrintable(QString::number(rate)));
        const auto gyro = rawGyroToRobotRadiansPerSecond(f.rawGyro->samples[0]);
        QVERIFY2(std::fabs(gyro[2] - 0.5) < 0.02, qPrintable(QString::number(gyro[2])));
        QVERIFY(std::fabs(gyro[0]) < 0.01 && std::fabs(gyro[1]) < 0.01);
        QVERIFY(robot->truePose().theta > 0.4);
    }

    void touchingAWallOnTheRightFrontPressesTheRightBumper()
    {
        // Facing 45 degrees left of the front wall: the wall meets the right front.
        robot->placeRobot({1.35, 0.0, kPi / 4});
        send(encodeCommand(BaseControl{200, 0}));
        const auto bumped =
            waitForFrame([](const FeedbackFrame &f) { return f.basicSensors->bumper != 0; });
        QVERIFY(bumped);
        QCOMPARE(bumped->basicSensors->bumper, bits::kRight);
        QVERIFY(runFor(0.5));  // keep pushing: the wall holds
        QVERIFY(robot->truePose().x <= 1.7 - 0.175 + 1e-6);
        send(encodeCommand(BaseControl{0, 0}));
    }

    void headOnIntoTheWallPressesTheCentreBumperAndStalls()
    {
        robot->placeRobot({1.45, -1.0, 0.0});
        send(encodeCommand(BaseControl{150, 0}));
        QVERIFY(runFor(1.5));
        const BasicSensors now = basic(host->frames.back());
        QCOMPARE(now.bumper, bits::kCentre);
        const BasicSensors earlier = basic(host->frames[host->frames.size() - 10]);
        QCOMPARE(earlier.leftEncoder, now.leftEncoder);  // the wheels cannot turn
        QVERIFY(host->frames.back().current->current[0] > 50);  // stalled motor draws more
        send(encodeCommand(BaseControl{0, 0}));
    }

    void dockFieldsAppearAsTheRobotApproachesAndItCharges()
    {
        // Straight in front of the dock (at x 1.7, y 1.0, facing back into the room).
        robot->placeRobot({-1.2, 1.0, 0.0});
        QVERIFY(runFor(0.2));
        QCOMPARE(host->frames.back().dockIr->central, std::uint8_t(0));  // 2.9 m: out of range
        host->discard();
        send(encodeCommand(BaseControl{300, 0}));
        QVERIFY(waitForFrame([](const FeedbackFrame &f) {
            return f.dockIr->central & bits::kFarCenter;
        }));
        QVERIFY(waitForFrame([](const FeedbackFrame &f) {
            return f.dockIr->central & bits::kNearCenter;
        }));
        QVERIFY(waitForFrame([](const FeedbackFrame &f) {
            return f.basicSensors->charger == kDockingCharging;
        }));
        send(encodeCommand(BaseControl{0, 0}));
        QVERIFY(robot->isDocked());
    }

    void badFramesAreCountedAndIgnoredGoodOnesObeyed()
    {
        std::vector<std::uint8_t> bad = encodeCommand(BaseControl{-300, 0});
        bad.back() ^= 0x5A;  // wrong checksum
        const std::vector<std::uint8_t> good = encodeCommand(BaseControl{123, 0});
        std::vector<std::uint8_t> stream;
        for (const std::uint8_t garbage : {0x00, 0xAA, 0x13, 0x55, 0xAA})
            stream.push_back(garbage);
        for (const auto &part : {bad, good})
            for (const std::uint8_t byte : part)
                stream.push_back(byte);
        QVERIFY(host->writeBytewise(stream));
        QVERIFY(host->pumpUntil([&] { return robot->lastBaseControl().speed == 123; }));
        QVERIFY(robot->badCommandFrames() >= 1);
        for (const auto &command : robot->receivedCommands())
            QVERIFY(command.baseControl.speed != -300);
    }

    void outputsAndSoundsAreCarriedOut()
    {
        QCOMPARE(robot->outputWord(), std::uint16_t(0x00F0));  // rails on at power-up
        send(CommandEncoder()
                 .add(GeneralPurposeOutput{0x0100 | 0x0800 | 0x0030 | 0x0001})
                 .add(SoundSequence::Button)
                 .frame());
        QVERIFY(host->pumpUntil([&] { return robot->outputWord() == 0x0931; }));
        const auto outputs = robot->outputs();
        QCOMPARE(int(outputs.led1), int(robodash::kobuki::LedColour::Red));
        QCOMPARE(int(outputs.led2), int(robodash::kobuki::LedColour::Green));
        QVERIFY(outputs.powerRails[0] && outputs.powerRails[1] && !outputs.powerRails[2]);
        QVERIFY(outputs.digitalOutputs[0] && !outputs.digitalOutputs[1]);
        QVERIFY(robot->sound().lastWasSequence);
        QCOMPARE(int(robot->sound().sequence), int(SoundSequence::Button));
    }

    void buttonsWheelDropAndInputsReachTheHost()
    {
        robot->pressButton(1, true);
        robot->liftWheel(1, true);
        robot->setDigitalInputs(0x5);
        robot->setAnalogInput(2, 2048);
        robot->setAdapterPlugged(true);
        QVERIFY(waitForFrame([](const FeedbackFrame &f) {
            return f.basicSensors->buttons == bits::kButton1
                && f.basicSensors->wheelDrop == bits::kWheelLeft
                && f.generalPurposeInput->digitalInput == 0x5
                && f.generalPurposeInput->analogInput[2] == 2048
                && f.basicSensors->charger == kAdapterCharging;
        }));
        // A dropped wheel cuts the motors.
        send(encodeCommand(BaseControl{200, 0}));
        QVERIFY(runFor(0.5));
        QCOMPARE(robot->truePose().x, 0.0);
    }

    void silentRobotSendsNothingAndRecovers()
    {
        robot->setFaults({0, 0, 0, true});
        QVERIFY(runFor(0.2));
        host->discard();
        QVERIFY(runFor(0.5));
        QCOMPARE(host->frames.size(), std::size_t(0));
        robot->setFaults({});
        QVERIFY(waitForFrame([](const FeedbackFrame &) { return true; }));
    }

    void droppedFramesThinTheStream()
    {
        robot->setFaults({0.5, 0, 0, false});
        QVERIFY(runFor(0.2));
        host->discard();
        const double from = robot->simulatedSeconds();
        QVERIFY(runFor(4.0));
        const double rate = static_cast<double>(host->frames.size())
            / (robot->simulatedSeconds() - from);
        QVERIFY2(rate > 15 && rate < 35, qPrintable(QString::number(rate)));
    }

    void delayedFramesStillArriveInOrder()
    {
        robot->setFaults({0, 0, 100, false});
        QVERIFY(runFor(1.0));
        host->discard();
        QVERIFY(runFor(1.0));
        QVERIFY(host->frames.size() > 30);
        for (std::size_t i = 1; i < host->frames.size(); ++i)
            QCOMPARE(std::uint16_t(basic(host->frames[i]).timeStamp
                                   - basic(host->frames[i - 1]).timeStamp),
                     std::uint16_t(20));
    }

    void aHostThatReconnectsGetsTheStreamAgain()
    {
        host->close();
        QVERIFY(host->open(robot->devicePath()));
        host->discard();
        QVERIFY(runFor(0.5));
        QVERIFY(host->frames.size() > 15);
        send(encodeCommand(BaseControl{77, 0}));
        QVERIFY(host->pumpUntil([&] { return robot->lastBaseControl().speed == 77; }));
    }

    void qSerialPortOpensTheDeviceLikeASerialPort()
    {
        host->close();
        QSerialPort port(QString::fromStdString(robot->devicePath()));
        port.setBaudRate(115200);
        QVERIFY2(port.open(QIODevice::ReadWrite), qPrintable(port.errorString()));
        FrameFinder finder;
        std::vector<FeedbackFrame> frames;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                port.waitForReadyRead(10);
                const QByteArray bytes = port.readAll();
                finder.feed(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                            static_cast<std::size_t>(bytes.size()),
                            [&](const std::uint8_t *payload, std::size_t length) {
                                frames.push_back(decodeFeedbackFrame(payload, length));
                            });
                return frames.size() >= 10;
            }(),
            10000);
        const auto command = encodeCommand(BaseControl{55, 0});
        port.write(reinterpret_cast<const char *>(command.data()),
                   static_cast<qint64>(command.size()));
        QVERIFY(port.waitForBytesWritten(5000));
        QTRY_COMPARE_WITH_TIMEOUT(robot->lastBaseControl().speed, std::int16_t(55), 10000);
    }

    void corruptedBytesAreCaughtByTheChecksum()
    {
        robot->setFaults({0, 0.01, 0, false});
        QVERIFY(runFor(2.0));
        QVERIFY(host->stats().checksumErrors > 0);
        QVERIFY(!host->frames.empty());
    }

    void startAfterStopOpensANewPortAndKeepsTheRobot()
    {
        robot->placeRobot({0.5, -0.5, 1.0});
        robot->stop();
        QVERIFY(!robot->isRunning());
        QVERIFY(robot->devicePath().empty());
        QVERIFY(robot->start());
        QVERIFY(host->open(robot->devicePath()));
        host->discard();
        QVERIFY(runFor(0.3));
        QVERIFY(!host->frames.empty());
        QCOMPARE(robot->truePose().x, 0.5);
    }

    void stopClosesThePortAndRemovesTheLink()
    {
        const std::string link = QDir::tempPath().toStdString() + "/robodash-tst-kobuki-"
            + std::to_string(::getpid());
        VirtualKobukiOptions options;
        options.linkPath = link;
        auto first = startRobot(options);
        char target[256] = {};
        QVERIFY(::readlink(link.c_str(), target, sizeof target - 1) > 0);
        QCOMPARE(std::string(target), first->devicePath());

        auto second = startRobot(options);  // takes the name over
        std::fill(std::begin(target), std::end(target), 0);
        QVERIFY(::readlink(link.c_str(), target, sizeof target - 1) > 0);
        QCOMPARE(std::string(target), second->devicePath());
        first->stop();  // must not remove the link that is no longer its own
        QVERIFY(::access(link.c_str(), F_OK) == 0);

        PtyHost linked;
        QVERIFY(linked.open(link));
        QVERIFY(linked.pumpUntil([&] { return !linked.frames.empty(); }));
        second->stop();
        QVERIFY(::access(link.c_str(), F_OK) != 0);
        QVERIFY(linked.pumpUntil([&] { return !linked.pump(10); }));  // port vanished
    }
};

QTEST_GUILESS_MAIN(TestVirtualKobuki)

}  // namespace tst_virtual_kobuki
#include "tst_virtual_kobuki.moc"
