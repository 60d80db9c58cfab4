// The Rover driver hosted by the real link, against a fake transport answering register reads
// on the test thread: start-up by register 40, telemetry with the Rover's frame, drive bytes
// in the packets, a stop at once, and the stream going on while the robot is idle.
#include "FakeTransport.h"

#include "link/RobotLink.h"
#include "rover/HostPacketFinder.h"
#include "rover/Reply.h"
#include "rover/RoverDriver.h"
#include "rover/RoverFrame.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

namespace tst_rover_link {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::link::RobotLink;
using robodash::link::test::FakeWire;

namespace {

constexpr int kTimeoutMs = 8000;
constexpr std::uint16_t kFirmware130 = 10300;

core::FamilyRegistry roverOnly()
{
    core::FamilyRegistry registry;
    core::FamilyDescriptor rover;
    rover.name = rover::RoverDriver::kFamilyName;
    rover.displayName = "Rover Pro";
    rover.recordingId = rover::RoverDriver::kRecordingId;
    rover.makeDriver = [] { return std::make_unique<rover::RoverDriver>(); };
    registry.add(rover);
    return registry;
}

}  // namespace

class TestRoverLink : public QObject {
    Q_OBJECT

private:
    FakeWire m_wire;
    QTimer m_responder;  // the robot: answers every register read it finds on the wire
    int m_answeredWrites = 0;
    rover::HostPacketFinder m_finder;
    std::vector<rover::ReceivedHostPacket> m_packets;
    std::uint16_t m_motorCurrentRaw = 0;  // what registers 10 and 12 answer (raw / 34 A)
    bool m_answersMotorCurrents = true;   // false: 10 and 12 go unanswered, as on the network
    std::uint16_t m_packCurrentRaw = 0;   // what registers 42 and 44 answer (raw / 34 A)
    int m_currentReplies = 0;

    void answer()
    {
        const QList<QByteArray> written = m_wire.written();
        QByteArray replies;
        for (; m_answeredWrites < written.size(); ++m_answeredWrites) {
            const QByteArray &bytes = written.at(m_answeredWrites);
            m_finder.feed(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()),
                          [&](const rover::ReceivedHostPacket &packet) {
                              m_packets.push_back(packet);
                              if (packet.param1 != static_cast<std::uint8_t>(rover::Opcode::ReadRegister))
                                  return;
                              const bool current = packet.param2 == 10 || packet.param2 == 12;
                              const bool pack = packet.param2 == 42 || packet.param2 == 44;
                              if (current && !m_answersMotorCurrents)
                                  return;
                              m_currentReplies += current || pack ? 1 : 0;
                              const std::uint16_t value = packet.param2 == 40 ? kFirmware130
                                                          : current           ? m_motorCurrentRaw
                                                          : pack              ? m_packCurrentRaw
                                                                              : 0;
                              const rover::ReplyBytes reply = rover::encodeReply({packet.param2, value});
                              replies.append(reinterpret_cast<const char *>(reply.data()), int(reply.size()));
                          });
        }
        if (!replies.isEmpty())
            m_wire.receive(replies);
    }

    bool lastPacketDrives(int left, int right) const
    {
        return !m_packets.empty() && m_packets.back().motors.left == left
               && m_packets.back().motors.right == right;
    }

private slots:
    void init()
    {
        m_wire.clearWritten();
        m_answeredWrites = 0;
        m_packets.clear();
        m_finder.reset();
        m_motorCurrentRaw = 0;
        m_answersMotorCurrents = true;
        m_packCurrentRaw = 0;
        m_currentReplies = 0;
        m_responder.setInterval(2);
        connect(&m_responder, &QTimer::timeout, this, &TestRoverLink::answer, Qt::UniqueConnection);
        m_responder.start();
    }

    void cleanup() { m_responder.stop(); }

    void connectsIdentifiesAndDrives()
    {
        RobotLink link(roverOnly(), rover::RoverDriver::kFamilyName, m_wire.factory());
        QCOMPARE(link.family(), QStringLiteral("rover"));
        QSignalSpy identified(&link, &RobotLink::identityComplete);
        QSignalSpy telemetry(&link, &RobotLink::telemetry);
        link.connectTo(QStringLiteral("/dev/fake"));
        QVERIFY(identified.wait(kTimeoutMs));
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);

        // The first request on the wire was register 40, with the motors stopped.
        QVERIFY(!m_packets.empty());
        QCOMPARE(int(m_packets.front().param1), 10);
        QCOMPARE(int(m_packets.front().param2), 40);
        QVERIFY(m_packets.front().motors.isStop());

        QTRY_VERIFY_WITH_TIMEOUT(telemetry.size() > 20, kTimeoutMs);
        const auto sample = telemetry.last().at(0).value<core::TelemetrySample>();
        const auto *frame = sample.frameAs<rover::RoverFrame>();
        QVERIFY(frame);
        QCOMPARE(frame->firmware.line, rover::FirmwareLine::Newer);
        QVERIFY(frame->driveAllowed);

        link.drive(0.3, 0);  // 0.3 m/s on both tracks: byte 140
        QTRY_VERIFY_WITH_TIMEOUT(lastPacketDrives(140, 140), kTimeoutMs);
        link.stop();
        QTRY_VERIFY_WITH_TIMEOUT(lastPacketDrives(125, 125), kTimeoutMs);

        // Idle and stopped, the stream goes on: the firmware's watchdog hears from us.
        const std::size_t before = m_packets.size();
        QTRY_VERIFY_WITH_TIMEOUT(m_packets.size() > before + 20, kTimeoutMs);
        QVERIFY(lastPacketDrives(125, 125));
    }

private:
    // Holds the drive forward on `link` as a pad does (the link's dead-man wants it fresh),
    // with `amperesRaw` answering 5 A: it drives on over six current readings (more than the
    // 500 ms hold); then at 16 A it must stop. The link is stopped at the end.
    void holdForwardThenStall(RobotLink &link, std::uint16_t &amperesRaw)
    {
        amperesRaw = 170;  // 5 A
        link.connectTo(QStringLiteral("/dev/fake"));
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);
        QTimer operatorHand;
        operatorHand.setInterval(50);
        connect(&operatorHand, &QTimer::timeout, &link, [&link] { link.drive(0.3, 0); });
        operatorHand.start();
        QTRY_VERIFY_WITH_TIMEOUT(lastPacketDrives(140, 140), kTimeoutMs);
        const int before = m_currentReplies;
        QTRY_VERIFY_WITH_TIMEOUT(m_currentReplies >= before + 6, kTimeoutMs);
        QCoreApplication::processEvents();
        QVERIFY(!link.safetyStatus().enforced.has(core::Hazard::OverCurrent));
        QVERIFY(lastPacketDrives(140, 140));

        amperesRaw = 544;  // 16 A
        QTRY_VERIFY_WITH_TIMEOUT(link.safetyStatus().enforced.has(core::Hazard::OverCurrent), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(lastPacketDrives(125, 125), kTimeoutMs);
        operatorHand.stop();
        link.stop();
    }

private slots:
    // The over-current stop is the Rover's own (10 A, RobotInfo), not the Kobuki's 1.2 A:
    // 5 A, what its motors draw accelerating, drives on; 16 A, a stall, stops it.
    void theOverCurrentLimitIsTheRovers()
    {
        QCOMPARE(rover::RoverDriver().info().overCurrentAmperes, 10.0);
        RobotLink link(roverOnly(), rover::RoverDriver::kFamilyName, m_wire.factory());
        holdForwardThenStall(link, m_motorCurrentRaw);
    }

    // A Rover on the network carries its packs' currents and not its motors' (the bridge's
    // BatteryState): their sum stops it above 1.6 times the motor limit. Two packs at 5 A
    // (both tracks accelerating) drive on; at 16 A each (a stall against a wall) it stops,
    // and the reason says what was measured.
    void withoutMotorCurrentsThePacksStopAStall()
    {
        m_answersMotorCurrents = false;
        RobotLink link(roverOnly(), rover::RoverDriver::kFamilyName, m_wire.factory());
        holdForwardThenStall(link, m_packCurrentRaw);
        if (QTest::currentTestFailed())
            return;
        const QString reason = QString::fromStdString(link.safetyStatus().reason);
        QVERIFY2(reason.contains(QLatin1String("batteries deliver 32.00 A, above 16.00 A")), qPrintable(reason));
    }
};

QTEST_GUILESS_MAIN(TestRoverLink)

}  // namespace tst_rover_link
#include "tst_rover_link.moc"
