// RobotLink against a fake transport: what the simulator cannot show (garbage on the wire,
// chosen failures, a robot that never answers), plus the command paths byte for byte.
#include "FakeTransport.h"
#include "WrittenCommands.h"

#include "core/FamilyCommand.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/KobukiCommands.h"
#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QSignalSpy>
#include <QTest>
#include <QTemporaryFile>
#include <QTimer>

namespace tst_robot_link {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::link;
using robodash::link::test::FakeWire;
using robodash::link::test::bytesOf;
using robodash::link::test::WrittenCommands;

namespace {

constexpr int kTimeoutMs = 8000;

QByteArray basicFrame(std::uint8_t battery = 160, std::uint8_t bumper = 0)
{
    kobuki::BasicSensors basic;
    basic.battery = battery;
    basic.bumper = bumper;
    return bytesOf(kobuki::FeedbackEncoder().add(basic).frame());
}

kobuki::Version version(int major, int minor, int patch)
{
    kobuki::Version v;
    v.major = std::uint8_t(major);
    v.minor = std::uint8_t(minor);
    v.patch = std::uint8_t(patch);
    return v;
}

// What another device on the port might stream, 20 ms at a time: never an `AA 55` frame.
QByteArray rflexFrames()  // iRobot rFLEX: 1B 02, address, sequence, command, opcode, length, data, checksum, 1B 03
{
    return QByteArray::fromHex("1b02000004000200001b03") + QByteArray::fromHex("1b02000104040000001b03");
}

QByteArray roverPackets()  // a 5-byte-packet rover: FD, id, value, 2 reserved bytes
{
    return QByteArray::fromHex("fd00280000fd01280000fd02000000fd03000000");
}

int wrongPortWarnings(const QSignalSpy &warnings)
{
    int count = 0;
    for (const QList<QVariant> &arguments : warnings)
        count += arguments.at(0).toString().contains(QLatin1String("none of them is a Kobuki frame"));
    return count;
}

}  // namespace

class TestRobotLink : public QObject {
    Q_OBJECT

private:
    FakeWire m_wire;
    QTimer m_stream;         // a robot streaming feedback at 50 Hz, like a real one
    QByteArray m_streamFrame;

    void startStreaming(const QByteArray &frame = basicFrame())
    {
        m_streamFrame = frame;
        m_stream.start();
    }
    // A Kobuki session on the fake wire; the link is its link(), the feed its kobuki().
    std::unique_ptr<robodash::app::RobotSession> connectedLink()
    {
        auto session = std::make_unique<robodash::app::RobotSession>("kobuki", m_wire.factory());
        QSignalSpy connectedSpy(&session->link(), &RobotLink::connected);
        session->link().connectTo(QStringLiteral("/dev/fake"));
        if (!connectedSpy.wait(kTimeoutMs))
            return nullptr;
        return session;
    }
    WrittenCommands written() const { return WrittenCommands(m_wire.written()); }

private slots:
    void initTestCase()
    {
        m_stream.setInterval(20);
        connect(&m_stream, &QTimer::timeout, this, [this] { m_wire.receive(m_streamFrame); });
    }
    void init()
    {
        m_wire.setOpenError({});
        m_wire.clearWritten();
    }
    void cleanup() { m_stream.stop(); }

    void decodesGoodFramesAmongGarbage()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy basic(&session->kobuki(), &robodash::app::KobukiFeed::basicSensors);
        QSignalSpy stats(link, &RobotLink::statistics);
        QByteArray corrupt = basicFrame(100);
        corrupt[corrupt.size() - 1] = char(corrupt.back() ^ 0x5A);  // bad checksum
        // The false header "AA 55 'g'" claims a 103-byte payload: the frames after it are
        // found only once enough bytes arrived to prove it false, as a streaming robot sends.
        m_wire.receive(QByteArray("\x00\x13\xAA\xAA\x55garbage", 12) + corrupt + basicFrame(123));
        for (int i = 0; i < 6; ++i)
            m_wire.receive(basicFrame(124));
        QTRY_COMPARE_WITH_TIMEOUT(basic.count(), 7, kTimeoutMs);
        QCOMPARE(basic.at(0).at(0).value<kobuki::BasicSensors>().battery, std::uint8_t(123));
        QVERIFY(basic.at(0).at(1).toLongLong() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(!stats.isEmpty()
                                     && stats.last().at(0).value<LinkStatistics>().checksumErrors >= 1,
                                 kTimeoutMs);
        const LinkStatistics last = stats.last().at(0).value<LinkStatistics>();
        QVERIFY(last.discardedBytes >= 12);
        QCOMPARE(last.goodFrames, quint64(7));
        QVERIFY(last.connected);
    }

    void anotherDeviceOnThePortIsDiagnosedOncePerConnection_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::newRow("rFLEX frames") << rflexFrames();
        QTest::newRow("rover packets") << roverPackets();
    }

    void anotherDeviceOnThePortIsDiagnosedOncePerConnection()
    {
        QFETCH(QByteArray, stream);
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy warnings(link, &RobotLink::warning);
        QSignalSpy stats(link, &RobotLink::statistics);
        startStreaming(stream);
        QTRY_COMPARE_WITH_TIMEOUT(wrongPortWarnings(warnings), 1, kTimeoutMs);
        const QString message = warnings.first().at(0).toString();
        QVERIFY2(message.startsWith(QLatin1String("Bytes arrive on /dev/fake (")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("115200 baud")), qPrintable(message));
        QVERIFY(!link->isOnline());
        // Said once: two more statistics reports of the same garbage add no second warning.
        const int statsAtWarning = int(stats.count());
        QTRY_VERIFY_WITH_TIMEOUT(stats.count() >= statsAtWarning + 2, kTimeoutMs);
        QCOMPARE(wrongPortWarnings(warnings), 1);
        // A new connection is judged afresh.
        QSignalSpy connected(link, &RobotLink::connected);
        link->disconnectFromRobot();
        link->connectTo(QStringLiteral("/dev/fake"));
        QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(wrongPortWarnings(warnings), 2, kTimeoutMs);
    }

    void aKobukiThatSpokeFirstIsNotAWrongPort()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy warnings(link, &RobotLink::warning);
        QSignalSpy stats(link, &RobotLink::statistics);
        // Kobuki frames until the link says online: one frame alone would be online for only
        // 400 ms, which a poll on a loaded machine can miss (a failure seen on Debian 13).
        startStreaming(basicFrame());
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline(), kTimeoutMs);
        startStreaming(roverPackets());  // then only garbage, as from a loose connector
        // The verdict is checked before each report, so four reports (the one on connect
        // and three a second apart) come only after it was due, at 2 s.
        QTRY_VERIFY_WITH_TIMEOUT(stats.count() >= 4, kTimeoutMs);
        QVERIFY(stats.last().at(0).value<LinkStatistics>().discardedBytes >= 64);
        QCOMPARE(wrongPortWarnings(warnings), 0);
    }

    void reportsOnlineAndOfflineFromTheStream()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy online(link, &RobotLink::onlineChanged);
        startStreaming();
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline(), kTimeoutMs);
        m_stream.stop();  // robot switched off, cable still in
        QTRY_VERIFY_WITH_TIMEOUT(!link->isOnline(), kTimeoutMs);
        QCOMPARE(online.count(), 2);
        QCOMPARE(online.at(0).at(0).toBool(), true);
        QCOMPARE(online.at(1).at(0).toBool(), false);
        QVERIFY(link->isConnected());
    }

    void openFailureComesOutAsItsMessage()
    {
        m_wire.setOpenError(QStringLiteral("permission denied on /dev/fake: add yourself to "
                                           "the 'dialout' group"));
        robodash::app::RobotSession session("kobuki", m_wire.factory());
        RobotLink &link = session.link();
        QSignalSpy failed(&link, &RobotLink::connectionFailed);
        QSignalSpy connected(&link, &RobotLink::connected);
        link.connectTo(QStringLiteral("/dev/fake"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kTimeoutMs);
        QVERIFY(failed.at(0).at(0).toString().contains(QLatin1String("dialout")));
        QCOMPARE(connected.count(), 0);
        QVERIFY(!link.isConnected());
    }

    void badPortStringIsAClearFailure()
    {
        const int opensBefore = m_wire.opens();
        robodash::app::RobotSession session("kobuki", m_wire.factory());
        RobotLink &link = session.link();
        QSignalSpy failed(&link, &RobotLink::connectionFailed);
        link.connectTo(QStringLiteral("tcp://robot"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kTimeoutMs);
        QVERIFY(failed.at(0).at(0).toString().contains(QLatin1String("bad port string")));
        QCOMPARE(m_wire.opens(), opensBefore);
    }

    void lostConnectionIsReportedWithItsReason()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy disconnected(link, &RobotLink::disconnected);
        QSignalSpy online(link, &RobotLink::onlineChanged);
        startStreaming();
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline(), kTimeoutMs);
        m_wire.loseConnection(QStringLiteral("port /dev/fake went away: No such device"));
        QTRY_COMPARE_WITH_TIMEOUT(disconnected.count(), 1, kTimeoutMs);
        QCOMPARE(disconnected.at(0).at(0).toString(),
                 QStringLiteral("port /dev/fake went away: No such device"));
        QVERIFY(!link->isConnected());
        QTRY_VERIFY_WITH_TIMEOUT(!link->isOnline(), kTimeoutMs);
        QCOMPARE(online.last().at(0).toBool(), false);
    }

    void autoReconnectOpensTheSamePathAgain()
    {
        // A device without serial number is found again by its path, so it must exist.
        QTemporaryFile device;
        QVERIFY(device.open());
        robodash::app::RobotSession session("kobuki", m_wire.factory());
        RobotLink &link = session.link();
        QSignalSpy connected(&link, &RobotLink::connected);
        QSignalSpy disconnected(&link, &RobotLink::disconnected);
        link.setAutoReconnect(true);
        link.connectTo(device.fileName());
        QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 1, kTimeoutMs);
        const int opensBefore = m_wire.opens();
        m_wire.loseConnection(QStringLiteral("gone"));
        QTRY_COMPARE_WITH_TIMEOUT(disconnected.count(), 1, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(connected.count(), 2, kTimeoutMs);
        QCOMPARE(connected.at(1).at(0).toString(), device.fileName());
        QCOMPARE(m_wire.opens(), opensBefore + 1);
    }

    void asksForIdentityABoundedNumberOfTimes()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy warnings(link, &RobotLink::warning);
        QVERIFY(written().requestExtras.empty());  // nothing asked before the robot speaks
        startStreaming();
        QTRY_COMPARE_WITH_TIMEOUT(warnings.count(), 1, kTimeoutMs);
        QVERIFY(warnings.at(0).at(0).toString().contains(QLatin1String("firmware version")));
        QTest::qWait(600);  // three more retry periods: no further request may leave
        const WrittenCommands commands = written();
        QCOMPARE(int(commands.requestExtras.size()), 10);
        QCOMPARE(commands.getGains, 10);
        QCOMPARE(commands.requestExtras.front().flags, std::uint16_t(0x0B));
    }

    void stopsAskingOnceAnsweredAndWarnsAboutFirmware2()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy warnings(link, &RobotLink::warning);
        QSignalSpy complete(link, &RobotLink::identityComplete);
        QSignalSpy firmware(&session->kobuki(), &robodash::app::KobukiFeed::firmwareVersion);
        QSignalSpy gains(&session->kobuki(), &robodash::app::KobukiFeed::controllerInfo);
        startStreaming();
        QTRY_VERIFY_WITH_TIMEOUT(!written().requestExtras.empty(), kTimeoutMs);
        kobuki::Udid id;
        id.udid = {1, 2, 3};
        kobuki::ControllerInfo info;
        info.pGain = 100000;
        info.iGain = 100;
        info.dGain = 2000;
        m_wire.receive(bytesOf(kobuki::FeedbackEncoder()
                                   .addHardwareVersion(version(1, 0, 4))
                                   .addFirmwareVersion(version(2, 0, 0))
                                   .add(id)
                                   .add(info)
                                   .frame()));
        QTRY_COMPARE_WITH_TIMEOUT(complete.count(), 1, kTimeoutMs);
        QCOMPARE(firmware.at(0).at(0).value<kobuki::Version>().major, std::uint8_t(2));
        QCOMPARE(gains.at(0).at(0).value<kobuki::ControllerInfo>().pGain, 100000u);
        QTRY_COMPARE_WITH_TIMEOUT(warnings.count(), 1, kTimeoutMs);
        QVERIFY(warnings.at(0).at(0).toString().contains(QLatin1String("2.0.0")));
        const int asked = int(written().requestExtras.size());
        QTest::qWait(600);
        QCOMPARE(int(written().requestExtras.size()), asked);
    }

    void bumperGivesPressedThenReleased()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy bumper(&session->kobuki(), &robodash::app::KobukiFeed::bumperEvent);
        m_wire.receive(basicFrame(160, 0));
        m_wire.receive(basicFrame(160, kobuki::bits::kLeft));
        m_wire.receive(basicFrame(160, kobuki::bits::kLeft));
        m_wire.receive(basicFrame(160, 0));
        QTRY_COMPARE_WITH_TIMEOUT(bumper.count(), 2, kTimeoutMs);
        const auto pressed = bumper.at(0).at(0).value<kobuki::BumperEvent>();
        const auto released = bumper.at(1).at(0).value<kobuki::BumperEvent>();
        QCOMPARE(pressed.bumper, kobuki::Side::Left);
        QVERIFY(pressed.pressed);
        QCOMPARE(released.bumper, kobuki::Side::Left);
        QVERIFY(!released.pressed);
    }

    void drivingStreamsAndTheDeadmanStopsIt()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy warnings(link, &RobotLink::warning);
        m_wire.clearWritten();
        link->drive(0.1, 0.0);  // once, then the GUI "hangs"
        QTRY_VERIFY_WITH_TIMEOUT(written().baseControls.size() >= 3, kTimeoutMs);
        QCOMPARE(written().baseControls.front().speed, std::int16_t(100));
        QTRY_VERIFY_WITH_TIMEOUT(!warnings.isEmpty(), kTimeoutMs);
        QVERIFY(warnings.last().at(0).toString().contains(QLatin1String("no fresh drive command")));
        QTRY_COMPARE_WITH_TIMEOUT(written().baseControls.back().speed, std::int16_t(0), kTimeoutMs);
        QTest::qWait(300);
        const auto settled = written().baseControls;
        QTest::qWait(300);
        QCOMPARE(written().baseControls.size(), settled.size());  // streaming has stopped
        QCOMPARE(settled.back().speed, std::int16_t(0));
    }

    void releaseAndStopSendZeroAtOnce()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        link->drive(0.2, 0.5);
        QTRY_VERIFY_WITH_TIMEOUT(!written().baseControls.empty()
                                     && written().baseControls.back().speed != 0,
                                 kTimeoutMs);
        link->drive(0, 0);
        QTRY_COMPARE_WITH_TIMEOUT(written().baseControls.back().speed, std::int16_t(0), kTimeoutMs);
        link->drive(-0.2, 0);
        QTRY_COMPARE_WITH_TIMEOUT(written().baseControls.back().speed, std::int16_t(-200), kTimeoutMs);
        link->stop();
        QTRY_COMPARE_WITH_TIMEOUT(written().baseControls.back().speed, std::int16_t(0), kTimeoutMs);
    }

    void disabledMotorsSendOnlyZeros()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        link->setMotorsEnabled(false);
        m_wire.clearWritten();
        for (int i = 0; i < 5; ++i)
            link->drive(0.3, 0.2);
        QTRY_VERIFY_WITH_TIMEOUT(written().baseControls.size() >= 5, kTimeoutMs);
        for (const kobuki::BaseControl &command : written().baseControls)
            QCOMPARE(command.speed, std::int16_t(0));
        link->setMotorsEnabled(true);
        link->drive(0.3, 0);
        QTRY_COMPARE_WITH_TIMEOUT(written().baseControls.back().speed, std::int16_t(300), kTimeoutMs);
        link->stop();
    }

    void outputWordIsKeptWholeAndSentWhole()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QCOMPARE(session->kobukiControl().outputWord(), quint16(0x00F0));
        QSignalSpy changed(&session->kobukiControl(), &robodash::app::KobukiControl::outputWordChanged);
        session->kobukiControl().setLed(0, kobuki::LedColour::Green);
        session->kobukiControl().setDigitalOutput(2, true);
        session->kobukiControl().setPowerRail(kobuki::PowerRail::Rail12V5A, false);
        QCOMPARE(session->kobukiControl().outputWord(), quint16(0x0200 | 0x0004 | 0x00B0));
        QCOMPARE(changed.count(), 3);
        QCOMPARE(changed.last().at(0).toUInt(), 0x02B4u);
        QTRY_COMPARE_WITH_TIMEOUT(int(written().outputs.size()), 3, kTimeoutMs);
        QCOMPARE(written().outputs.at(0).word, std::uint16_t(0x02F0));
        QCOMPARE(written().outputs.at(2).word, std::uint16_t(0x02B4));
    }

    void outputWordIsGivenAgainToARobotThatComesBack()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        startStreaming();
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline(), kTimeoutMs);
        QVERIFY(written().outputs.empty());  // nothing the user did not ask for
        session->kobukiControl().setLed(1, kobuki::LedColour::Red);
        QTRY_COMPARE_WITH_TIMEOUT(int(written().outputs.size()), 1, kTimeoutMs);
        m_stream.stop();  // switched off...
        QTRY_VERIFY_WITH_TIMEOUT(!link->isOnline(), kTimeoutMs);
        m_wire.clearWritten();
        startStreaming();  // ...and on again, at its power-on word
        QTRY_COMPARE_WITH_TIMEOUT(int(written().outputs.size()), 1, kTimeoutMs);
        QCOMPARE(written().outputs.at(0).word, std::uint16_t(0x04F0));
    }

    void anOutputChangeIsOneFrameWithTheWholeWord()
    {
        // The bytes as they were when the dashboard kept the word: command 12, two bytes, the
        // whole word little-endian (LED1 green, rails on: 0x02F0), then the XOR checksum.
        auto session = connectedLink();
        QVERIFY(session);
        session->kobukiControl().setLed(0, kobuki::LedColour::Green);
        const QByteArray frame = QByteArray::fromHex("aa55040c02f002f8");
        QTRY_VERIFY_WITH_TIMEOUT(m_wire.written().contains(frame), kTimeoutMs);
    }

    void twoSendersChangeOnlyTheirOwnBits()
    {
        auto session = connectedLink();
        QVERIFY(session);
        app::KobukiControl &control = session->kobukiControl();
        QSignalSpy changed(&control, &app::KobukiControl::outputWordChanged);
        // The dashboard sets digital output 1; the bridge, with no copy of the word, LED1 red.
        control.setDigitalOutput(1, true);
        session->link().sendCommand(
            core::FamilyCommand(kobuki::SetLedCommand{0, kobuki::LedColour::Red}));
        constexpr std::uint16_t kBoth = 0x00F0 | 0x0002 | 0x0100;
        QTRY_COMPARE_WITH_TIMEOUT(int(written().outputs.size()), 2, kTimeoutMs);
        QCOMPARE(written().outputs.back().word, kBoth);
        // The dashboard shows the bridge's LED too.
        QTRY_COMPARE_WITH_TIMEOUT(control.outputWord(), quint16(kBoth), kTimeoutMs);
        QCOMPARE(changed.last().at(0).toUInt(), uint(kBoth));
        QCOMPARE(control.outputs().led(0), kobuki::LedColour::Red);
    }

    void aPanelsWholeWordKeepsWhatTheNetworkJustSet()
    {
        auto session = connectedLink();
        QVERIFY(session);
        app::KobukiControl &control = session->kobukiControl();
        // LED2 green from the network, and before the dashboard hears of it, a click on
        // digital output 2 in a panel that still shows the power-on word.
        session->link().sendCommand(
            core::FamilyCommand(kobuki::SetLedCommand{1, kobuki::LedColour::Green}));
        control.setOutputWord(0x00F0 | 0x0004);
        constexpr std::uint16_t kBoth = 0x00F0 | 0x0004 | 0x0800;
        QTRY_COMPARE_WITH_TIMEOUT(int(written().outputs.size()), 2, kTimeoutMs);
        QCOMPARE(written().outputs.back().word, kBoth);
        QTRY_COMPARE_WITH_TIMEOUT(control.outputWord(), quint16(kBoth), kTimeoutMs);
    }

    void anOutputCommandOutOfRangeIsRefused()
    {
        auto session = connectedLink();
        QVERIFY(session);
        QSignalSpy warnings(&session->link(), &RobotLink::warning);
        session->link().sendCommand(
            core::FamilyCommand(kobuki::SetLedCommand{2, kobuki::LedColour::Red}));
        session->link().sendCommand(
            core::FamilyCommand(kobuki::SetPowerRailCommand{kobuki::PowerRail(0x0100), false}));
        QTRY_COMPARE_WITH_TIMEOUT(warnings.count(), 2, kTimeoutMs);
        QVERIFY(warnings.at(0).at(0).toString().contains(QLatin1String("no LED 3")));
        QVERIFY(written().outputs.empty());
        QCOMPARE(session->kobukiControl().outputWord(), quint16(0x00F0));
    }

    void motorsEnabledChangedSaysWhenTheGateMoves()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QSignalSpy motors(link, &RobotLink::motorsEnabledChanged);
        link->setMotorsEnabled(true);  // as it was: nothing to tell
        QCOMPARE(motors.count(), 0);
        link->setMotorsEnabled(false);
        link->setMotorsEnabled(false);
        link->setMotorsEnabled(true);
        QCOMPARE(motors.count(), 2);
        QCOMPARE(motors.at(0).at(0).toBool(), false);
        QCOMPARE(motors.at(1).at(0).toBool(), true);
    }

    void theFirstThingSentOnConnectIsZeroVelocity()
    {
        // A robot that was driving when an earlier link dropped is still driving.
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QTRY_VERIFY_WITH_TIMEOUT(!m_wire.written().isEmpty(), kTimeoutMs);
        const WrittenCommands first(m_wire.written().mid(0, 1));
        QCOMPARE(int(first.baseControls.size()), 1);
        QCOMPARE(first.baseControls.front(), kobuki::BaseControl{});
    }

    void soundsAreEncodedAndCheckedForRange()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy warnings(link, &RobotLink::warning);
        session->kobukiControl().playSound(440, 100);
        QTRY_COMPARE_WITH_TIMEOUT(int(written().sounds.size()), 1, kTimeoutMs);
        QCOMPARE(written().sounds.front().note, std::uint16_t(826));
        QCOMPARE(written().sounds.front().durationMs, std::uint8_t(100));
        session->kobukiControl().playSound(1, 100);     // below what a 16-bit note can hold
        session->kobukiControl().playSound(440, 0);
        QTRY_COMPARE_WITH_TIMEOUT(warnings.count(), 2, kTimeoutMs);
        QCOMPARE(int(written().sounds.size()), 1);
    }

    void gainsAreValidatedAndReadBack()
    {
        auto session = connectedLink();
        QVERIFY(session);
        RobotLink *link = &session->link();
        QVERIFY(link);
        QSignalSpy warnings(link, &RobotLink::warning);
        session->kobukiControl().setControllerGains(-1, 0, 0);
        QTRY_COMPARE_WITH_TIMEOUT(warnings.count(), 1, kTimeoutMs);
        session->kobukiControl().setControllerGains(120, 0.5, 3);
        QTRY_COMPARE_WITH_TIMEOUT(int(written().setGains.size()), 1, kTimeoutMs);
        const kobuki::SetControllerGain sent = written().setGains.front();
        QCOMPARE(sent.type, std::uint8_t(1));
        QCOMPARE(sent.pGain, 120000u);
        QCOMPARE(sent.iGain, 500u);
        QCOMPARE(sent.dGain, 3000u);
        QCOMPARE(written().getGains, 1);
    }
};

QTEST_GUILESS_MAIN(TestRobotLink)

}  // namespace tst_robot_link
#include "tst_robot_link.moc"
