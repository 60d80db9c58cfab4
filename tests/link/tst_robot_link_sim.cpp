// RobotLink end to end against the virtual Kobuki, through its pseudo-terminal: the same
// serial path a real robot uses. What the robot holds is read back from the simulator.
#include "sim/kobuki/KobukiFirmware.h"
#include "TcpSerialBridge.h"
#include "sim/kobuki/VirtualKobuki.h"

#include "core/FamilyCommand.h"
#include "kobuki/Conversions.h"
#include "kobuki/KobukiCommands.h"
#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

namespace tst_robot_link_sim {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::link;
using robodash::sim::VirtualKobuki;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr std::uint32_t kSeed = 11;

int countBaseControls(const VirtualKobuki &robot)
{
    int count = 0;
    for (const sim::ReceivedCommand &command : robot.receivedCommands())
        count += command.id == kobuki::kBaseControlId;
    return count;
}

std::vector<kobuki::BaseControl> baseControls(const VirtualKobuki &robot)
{
    std::vector<kobuki::BaseControl> result;
    for (const sim::ReceivedCommand &command : robot.receivedCommands())
        if (command.id == kobuki::kBaseControlId)
            result.push_back(command.baseControl);
    return result;
}

}  // namespace

class TestRobotLinkSim : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<VirtualKobuki> m_robot;
    std::unique_ptr<robodash::app::RobotSession> m_session;
    RobotLink *m_link = nullptr;

    QString linkPath() const { return m_dir.filePath(QStringLiteral("kobuki")); }

    bool startRobot()
    {
        sim::VirtualKobukiOptions options;
        options.seed = kSeed;
        options.linkPath = linkPath().toStdString();
        m_robot = std::make_unique<VirtualKobuki>(options);
        std::string error;
        if (!m_robot->start(&error)) {
            qWarning("cannot start the virtual Kobuki: %s", error.c_str());
            return false;
        }
        return true;
    }
    bool connectLink()
    {
        m_session = std::make_unique<robodash::app::RobotSession>("kobuki");
        m_link = &m_session->link();
        QSignalSpy online(m_link, &RobotLink::onlineChanged);
        m_link->connectTo(linkPath());
        return online.wait(kTimeoutMs) && m_link->isOnline();
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(startRobot());
        QVERIFY(connectLink());
    }
    void cleanup()
    {
        m_session.reset();
        m_link = nullptr;
        m_robot.reset();
    }

    void everySignalCarriesWhatTheRobotHolds()
    {
        QSignalSpy basic(&m_session->kobuki(), &robodash::app::KobukiFeed::basicSensors);
        QSignalSpy dock(&m_session->kobuki(), &robodash::app::KobukiFeed::dockIr);
        QSignalSpy inertia(&m_session->kobuki(), &robodash::app::KobukiFeed::inertia);
        QSignalSpy cliff(&m_session->kobuki(), &robodash::app::KobukiFeed::cliff);
        QSignalSpy current(&m_session->kobuki(), &robodash::app::KobukiFeed::current);
        QSignalSpy gyro(&m_session->kobuki(), &robodash::app::KobukiFeed::rawGyro);
        QSignalSpy inputs(&m_session->kobuki(), &robodash::app::KobukiFeed::generalPurposeInput);
        QSignalSpy hardware(&m_session->kobuki(), &robodash::app::KobukiFeed::hardwareVersion);
        QSignalSpy firmware(&m_session->kobuki(), &robodash::app::KobukiFeed::firmwareVersion);
        QSignalSpy udid(&m_session->kobuki(), &robodash::app::KobukiFeed::udid);
        QSignalSpy gains(&m_session->kobuki(), &robodash::app::KobukiFeed::controllerInfo);
        QSignalSpy warnings(m_link, &RobotLink::warning);
        m_robot->setBatteryVolts(15.3);
        m_robot->setDigitalInputs(0x5);
        m_robot->setAnalogInput(2, 2048);
        // Ask again: the first answers may have come before the spies were there.
        m_link->disconnectFromRobot();
        m_link->connectTo(linkPath());

        QTRY_VERIFY_WITH_TIMEOUT(!basic.isEmpty() && basic.last().at(0)
                                         .value<kobuki::BasicSensors>().battery == 153,
                                 kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!inputs.isEmpty() && inputs.last().at(0)
                                         .value<kobuki::GeneralPurposeInput>().analogInput[2] == 2048,
                                 kTimeoutMs);
        QCOMPARE(inputs.last().at(0).value<kobuki::GeneralPurposeInput>().digitalInput,
                 std::uint16_t(0x5));
        QTRY_VERIFY_WITH_TIMEOUT(!udid.isEmpty() && !gains.isEmpty() && !hardware.isEmpty()
                                     && !firmware.isEmpty(),
                                 kTimeoutMs);
        QCOMPARE(hardware.at(0).at(0).value<kobuki::Version>(),
                 sim::KobukiFirmware::hardwareVersion());
        QCOMPARE(firmware.at(0).at(0).value<kobuki::Version>(),
                 sim::KobukiFirmware::firmwareVersion());
        QCOMPARE(udid.at(0).at(0).value<kobuki::Udid>(), sim::KobukiFirmware(kSeed).udid());
        QCOMPARE(gains.at(0).at(0).value<kobuki::ControllerInfo>(), m_robot->controllerGains());
        QVERIFY(!dock.isEmpty() && !inertia.isEmpty() && !cliff.isEmpty() && !current.isEmpty());
        QVERIFY(!gyro.isEmpty());
        QVERIFY(gyro.last().at(0).value<kobuki::RawGyro>().sampleCount >= 2);
        // Receive times come from one monotonic clock and never go backwards.
        QVERIFY(basic.last().at(1).toLongLong() >= basic.first().at(1).toLongLong());
        QVERIFY(warnings.isEmpty());  // the sim's firmware 1.2.0 is accepted quietly
    }

    void statisticsShowTheStream()
    {
        QSignalSpy stats(m_link, &RobotLink::statistics);
        QTRY_VERIFY_WITH_TIMEOUT(stats.count() >= 3, kTimeoutMs);
        const LinkStatistics last = stats.last().at(0).value<LinkStatistics>();
        QVERIFY(last.connected && last.online);
        QVERIFY2(last.framesPerSecond > 40 && last.framesPerSecond < 60,
                 qPrintable(QString::number(last.framesPerSecond)));
        QVERIFY(last.bytesPerSecond > 40 * 50);
        QCOMPARE(last.checksumErrors, quint64(0));
        QVERIFY(last.lastFrameAgeMs >= 0 && last.lastFrameAgeMs < 1000);
    }

    void bumperAgainstAWallPressesOnceAndReleasesOnce()
    {
        QSignalSpy bumper(&m_session->kobuki(), &robodash::app::KobukiFeed::bumperEvent);
        m_robot->placeRobot({1.45, -1.0, 0.0});  // 7.5 cm short of the front wall, facing it
        QTimer joystick;  // a held stick: fresh commands at 20 Hz keep the deadman happy
        connect(&joystick, &QTimer::timeout, m_link, [this] { m_link->drive(0.15, 0); });
        joystick.start(50);
        QTRY_VERIFY_WITH_TIMEOUT(!bumper.isEmpty(), kTimeoutMs);
        joystick.stop();
        m_link->drive(0, 0);
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        m_robot->placeRobot({0.0, 0.0, 0.0});
        QTRY_COMPARE_WITH_TIMEOUT(bumper.count(), 2, kTimeoutMs);
        const auto pressed = bumper.at(0).at(0).value<kobuki::BumperEvent>();
        const auto released = bumper.at(1).at(0).value<kobuki::BumperEvent>();
        QCOMPARE(pressed.bumper, kobuki::Side::Centre);
        QVERIFY(pressed.pressed);
        QCOMPARE(released.bumper, kobuki::Side::Centre);
        QVERIFY(!released.pressed);
    }

    void buttonAndWheelDropEvents()
    {
        QSignalSpy buttons(&m_session->kobuki(), &robodash::app::KobukiFeed::buttonEvent);
        QSignalSpy drops(&m_session->kobuki(), &robodash::app::KobukiFeed::wheelDropEvent);
        m_robot->pressButton(1, true);
        m_robot->liftWheel(1, true);
        QTRY_VERIFY_WITH_TIMEOUT(!buttons.isEmpty() && !drops.isEmpty(), kTimeoutMs);
        QCOMPARE(buttons.at(0).at(0).value<kobuki::ButtonEvent>().button, std::uint8_t(1));
        QVERIFY(buttons.at(0).at(0).value<kobuki::ButtonEvent>().pressed);
        QCOMPARE(drops.at(0).at(0).value<kobuki::WheelDropEvent>().wheel, kobuki::Side::Left);
        QVERIFY(drops.at(0).at(0).value<kobuki::WheelDropEvent>().dropped);
        m_robot->pressButton(1, false);
        QTRY_COMPARE_WITH_TIMEOUT(buttons.count(), 2, kTimeoutMs);
        QVERIFY(!buttons.at(1).at(0).value<kobuki::ButtonEvent>().pressed);
    }

    void cliffOverTheStairwell()
    {
        QSignalSpy cliffs(&m_session->kobuki(), &robodash::app::KobukiFeed::cliffEvent);
        m_robot->placeRobot({0.8, -1.6, 0.0});  // right over the missing floor
        QTRY_VERIFY_WITH_TIMEOUT(!cliffs.isEmpty(), kTimeoutMs);
        QVERIFY(cliffs.at(0).at(0).value<kobuki::CliffEvent>().cliff);
        m_robot->placeRobot({0.0, 0.0, 0.0});
        QTRY_VERIFY_WITH_TIMEOUT(!cliffs.last().at(0).value<kobuki::CliffEvent>().cliff, kTimeoutMs);
    }

    void powerEvents()
    {
        QSignalSpy power(&m_session->kobuki(), &robodash::app::KobukiFeed::powerEvent);
        auto seen = [&power](kobuki::PowerEvent wanted) {
            for (const QList<QVariant> &args : power)
                if (args.at(0).value<kobuki::PowerEvent>() == wanted)
                    return true;
            return false;
        };
        m_robot->setAdapterPlugged(true);
        QTRY_VERIFY_WITH_TIMEOUT(seen(kobuki::PowerEvent::PluggedToAdapter), kTimeoutMs);
        m_robot->setAdapterPlugged(false);
        QTRY_VERIFY_WITH_TIMEOUT(seen(kobuki::PowerEvent::Unplugged), kTimeoutMs);
        m_robot->setBatteryVolts(13.0);
        QTRY_VERIFY_WITH_TIMEOUT(seen(kobuki::PowerEvent::BatteryCritical), kTimeoutMs);
    }

    void closingTheRobotsPortGivesOfflineAndDisconnected()
    {
        QSignalSpy online(m_link, &RobotLink::onlineChanged);
        QSignalSpy disconnected(m_link, &RobotLink::disconnected);
        m_robot->stop();
        QTRY_COMPARE_WITH_TIMEOUT(disconnected.count(), 1, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!online.isEmpty(), kTimeoutMs);
        QCOMPARE(online.last().at(0).toBool(), false);
        QVERIFY(!disconnected.at(0).at(0).toString().isEmpty());
        QVERIFY(!m_link->isConnected());
    }

    void aNewRobotAtTheSameLinkPathIsReconnectedTo()
    {
        m_link->setAutoReconnect(true);
        QSignalSpy connected(m_link, &RobotLink::connected);
        QSignalSpy disconnected(m_link, &RobotLink::disconnected);
        m_session->kobukiControl().setLed(0, kobuki::LedColour::Green);
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->outputWord(), std::uint16_t(0x02F0), kTimeoutMs);
        m_robot->stop();
        QTRY_COMPARE_WITH_TIMEOUT(disconnected.count(), 1, kTimeoutMs);
        QSignalSpy complete(m_link, &RobotLink::identityComplete);
        m_robot.reset();
        QVERIFY(startRobot());  // new pty, same link path
        QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_link->isOnline(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(complete.count(), 1, kTimeoutMs);  // asked again who it is
        // The new robot powered up at 0x00F0 and is given the word the user set.
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->outputWord(), std::uint16_t(0x02F0), kTimeoutMs);
    }

    void aSilentRobotGoesOfflineAndComesBack()
    {
        QSignalSpy online(m_link, &RobotLink::onlineChanged);
        sim::Faults faults;
        faults.silent = true;
        m_robot->setFaults(faults);
        QTRY_VERIFY_WITH_TIMEOUT(!m_link->isOnline(), kTimeoutMs);
        QVERIFY(m_link->isConnected());  // switched off, cable still in
        m_robot->setFaults(sim::Faults{});
        QTRY_VERIFY_WITH_TIMEOUT(m_link->isOnline(), kTimeoutMs);
        QCOMPARE(online.count(), 2);
    }

    void drivingStopsOnRelease()
    {
        m_link->drive(0.2, 0.0);
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(200), kTimeoutMs);
        m_link->drive(0.0, 0.0);
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
    }

    void drivingStopsOnStop()
    {
        QTimer joystick;
        connect(&joystick, &QTimer::timeout, m_link, [this] { m_link->drive(0.0, 1.0); });
        joystick.start(50);
        QTRY_VERIFY_WITH_TIMEOUT(m_robot->lastBaseControl().speed != 0, kTimeoutMs);
        QCOMPARE(m_robot->lastBaseControl().radius, std::int16_t(1));  // spin in place
        joystick.stop();
        m_link->stop();
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
    }

    void aStalledDriverIsStoppedByTheDeadman()
    {
        QSignalSpy warnings(m_link, &RobotLink::warning);
        m_robot->clearReceivedCommands();
        m_link->drive(0.1, 0.0);  // and then nothing, as if the GUI thread hung
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(100), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(countBaseControls(*m_robot) >= 4, kTimeoutMs);  // streamed
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        // The warning is queued from the worker; the zero can reach the twin before it arrives.
        QTRY_VERIFY_WITH_TIMEOUT(!warnings.isEmpty(), kTimeoutMs);
        QTest::qWait(300);
        const int settled = countBaseControls(*m_robot);
        QTest::qWait(300);
        QCOMPARE(countBaseControls(*m_robot), settled);  // and streaming has ended
    }

    void disconnectingStopsTheRobotFirst()
    {
        QTimer joystick;
        connect(&joystick, &QTimer::timeout, m_link, [this] { m_link->drive(0.2, 0.0); });
        joystick.start(50);
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(200), kTimeoutMs);
        QSignalSpy disconnected(m_link, &RobotLink::disconnected);
        m_link->disconnectFromRobot();
        joystick.stop();
        QTRY_COMPARE_WITH_TIMEOUT(disconnected.count(), 1, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
    }

    void soundReachesTheRobot()
    {
        m_session->kobukiControl().playSoundSequence(kobuki::SoundSequence::Button);
        QTRY_VERIFY_WITH_TIMEOUT(m_robot->sound().anyPlayed, kTimeoutMs);
        QVERIFY(m_robot->sound().lastWasSequence);
        QCOMPARE(m_robot->sound().sequence, kobuki::SoundSequence::Button);
        m_session->kobukiControl().playSound(440, 50);
        QTRY_VERIFY_WITH_TIMEOUT(!m_robot->sound().lastWasSequence, kTimeoutMs);
        QCOMPARE(m_robot->sound().sound.note, std::uint16_t(826));
    }

    void disabledMotorsSendOnlyZeros()
    {
        m_link->setMotorsEnabled(false);
        m_robot->clearReceivedCommands();
        QTimer joystick;
        connect(&joystick, &QTimer::timeout, m_link, [this] { m_link->drive(0.3, 0.5); });
        joystick.start(30);
        QTRY_VERIFY_WITH_TIMEOUT(countBaseControls(*m_robot) >= 10, kTimeoutMs);
        joystick.stop();
        for (const kobuki::BaseControl &command : baseControls(*m_robot))
            QCOMPARE(command.speed, std::int16_t(0));
    }

    void outputWordReachesTheRobot()
    {
        m_session->kobukiControl().setLed(1, kobuki::LedColour::Orange);
        m_session->kobukiControl().setDigitalOutput(0, true);
        m_session->kobukiControl().setPowerRail(kobuki::PowerRail::Rail12V1A5, false);
        QCOMPARE(m_session->kobukiControl().outputWord(), quint16(0x0C71));
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->outputWord(), std::uint16_t(0x0C71), kTimeoutMs);
    }

    // The dashboard and the bridge (which sends typed partial commands and keeps no copy of
    // the word) each change their own bits: the virtual Kobuki receives both, and the
    // dashboard's control shows the bridge's change.
    void twoSendersBothBitsReachTheRobot()
    {
        robodash::app::KobukiControl &control = m_session->kobukiControl();
        QSignalSpy changed(&control, &robodash::app::KobukiControl::outputWordChanged);
        control.setDigitalOutput(3, true);
        m_link->sendCommand(robodash::core::FamilyCommand(
            kobuki::SetPowerRailCommand{kobuki::PowerRail::Rail5V, false}));
        m_link->sendCommand(robodash::core::FamilyCommand(
            kobuki::SetLedCommand{0, kobuki::LedColour::Green}));
        constexpr std::uint16_t kAll = (0x00F0 & ~0x0020) | 0x0008 | 0x0200;
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->outputWord(), kAll, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(control.outputWord(), quint16(kAll), kTimeoutMs);
        QCOMPARE(changed.last().at(0).toUInt(), uint(kAll));
        // Every word the robot received kept the dashboard's output: none was sent from a
        // sender's stale copy.
        int words = 0;
        for (const robodash::sim::ReceivedCommand &command : m_robot->receivedCommands()) {
            if (command.id != kobuki::kGeneralPurposeOutputId)
                continue;
            ++words;
            QVERIFY2(command.output.word & 0x0008,
                     qPrintable(QStringLiteral("word %1").arg(command.output.word, 4, 16)));
        }
        QVERIFY(words >= 3);  // a fourth when the robot was first heard after them
    }

    void gainsReachTheRobotAndAreReadBack()
    {
        QSignalSpy gains(&m_session->kobuki(), &robodash::app::KobukiFeed::controllerInfo);
        m_session->kobukiControl().setControllerGains(150, 0.2, 3);
        QTRY_VERIFY_WITH_TIMEOUT(!gains.isEmpty() && gains.last().at(0)
                                         .value<kobuki::ControllerInfo>().pGain == 150000,
                                 kTimeoutMs);
        QCOMPARE(m_robot->controllerGains().pGain, 150000u);
        QCOMPARE(m_robot->controllerGains().type, std::uint8_t(1));
    }

    void throughATcpSerialBridge()
    {
        m_session.reset();
        m_link = nullptr;  // the bridge takes the robot's port instead
        test::TcpSerialBridge bridge;
        QVERIFY(bridge.start(QString::fromStdString(m_robot->devicePath())));
        robodash::app::RobotSession session;
        RobotLink &link = session.link();
        QSignalSpy complete(&link, &RobotLink::identityComplete);
        QSignalSpy disconnected(&link, &RobotLink::disconnected);
        link.connectTo(QStringLiteral("tcp://127.0.0.1:%1").arg(bridge.port()));
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(complete.count(), 1, kTimeoutMs);
        link.drive(0.25, 0);
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(250), kTimeoutMs);
        link.stop();
        QTRY_COMPARE_WITH_TIMEOUT(m_robot->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        bridge.dropClient();
        QTRY_COMPARE_WITH_TIMEOUT(disconnected.count(), 1, kTimeoutMs);
        QVERIFY(disconnected.at(0).at(0).toString().contains(QLatin1String("closed the connection")));
    }

    void builtInVirtualKobuki()
    {
        robodash::app::RobotSession session;
        RobotLink &link = session.link();
        QSignalSpy complete(&link, &RobotLink::identityComplete);
        link.connectTo(QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(complete.count(), 1, kTimeoutMs);
        QVERIFY(session.virtualKobuki());
        session.kobukiControl().setOutputWord(0x01F0);
        QTRY_COMPARE_WITH_TIMEOUT(session.virtualKobuki()->outputWord(), std::uint16_t(0x01F0), kTimeoutMs);
    }
};

QTEST_GUILESS_MAIN(TestRobotLinkSim)

}  // namespace tst_robot_link_sim
#include "tst_robot_link_sim.moc"
