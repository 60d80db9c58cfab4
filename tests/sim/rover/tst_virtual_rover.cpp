// The virtual Rover Pro over its pseudo-terminal, against an independent host that speaks
// only bytes (RoverByteHost): every register the line has is answered, silence stops the
// motors, a bad checksum is ignored. Waits are generous; nothing depends on timing.
#include "RoverByteHost.h"
#include "EventWaits.h"

#include "sim/rover/VirtualRover.h"

#include <QTest>

#include <cstdlib>
#include <vector>

namespace tst_virtual_rover {  // this file's names, apart in a unity batch

using namespace robodash::sim;

namespace {

// Written out here rather than taken from the codec's table: the test's own reading of
// rover-protocol.md (registers 0-70; 72-82 exist undocumented). Both lines answer them all:
// the older one answers those it lacks (52-82) with other registers' words.
std::vector<std::uint8_t> specRegisters(std::uint8_t last)
{
    std::vector<std::uint8_t> numbers;
    for (unsigned number = 0; number <= last; number += 2)
        numbers.push_back(static_cast<std::uint8_t>(number));
    return numbers;
}

VirtualRoverOptions optionsFor(RoverFirmwareVersion firmware)
{
    VirtualRoverOptions options;
    options.firmware = firmware;
    return options;
}

struct Running {
    explicit Running(RoverFirmwareVersion firmware) : twin(optionsFor(firmware))
    {
        std::string error;
        started = twin.start(&error) && host.open(twin.devicePath());
        if (!started)
            qWarning("%s", error.c_str());
    }
    VirtualRover twin;
    RoverByteHost host;
    bool started = false;
};

}  // namespace

class TestVirtualRover : public QObject {
    Q_OBJECT

private slots:
    void answersEveryRegisterItsLineHas_data()
    {
        QTest::addColumn<int>("firmware");
        QTest::addColumn<int>("register40");
        QTest::addColumn<int>("lastRegister");
        QTest::newRow("1.3.0") << int(RoverFirmwareVersion::V1_3_0) << 10300 << 82;
        QTest::newRow("1.0.9") << int(RoverFirmwareVersion::V1_0_9) << 10009 << 82;
    }

    void answersEveryRegisterItsLineHas()
    {
        QFETCH(int, firmware);
        QFETCH(int, register40);
        QFETCH(int, lastRegister);
        Running rover(static_cast<RoverFirmwareVersion>(firmware));
        QVERIFY(rover.started);
        QCOMPARE(rover.host.request(40), std::optional<std::uint16_t>(register40));
        for (const std::uint8_t number : specRegisters(static_cast<std::uint8_t>(lastRegister)))
            QVERIFY2(rover.host.request(number).has_value(), qPrintable(QString::number(number)));
        QCOMPARE(rover.host.strayBytes, std::size_t{0});
        QCOMPARE(rover.twin.counters().unanswered, std::uint64_t{0});
    }

    // librover (the vendor's ROS 2 driver's library) polls 2, 4, 28, 30 and 10, 12, 20, 22,
    // 38, 40, 64 whatever the firmware and waits for each answer. 1.0.x answers 64 with the
    // word of 64 % 60 = 4 (the right track's RPM), and 52-58 with the previous reply's word
    // (roverpro-firmware 1.0.9, device_robot_motor.c).
    void theOlderLineAnswersLibroversPollingAsItsFirmwareDoes()
    {
        Running rover(RoverFirmwareVersion::V1_0_9);
        QVERIFY(rover.started);
        constexpr std::uint8_t kAhead = 150;  // 0.5 m/s on both tracks
        // 1.0.9 reports half the RPM librover reads as m/s (raw / 14084.6), doubling it back.
        const int halfRpm = static_cast<int>(0.5 * 14084.6 / 2);
        const auto rightRpm = [&](std::uint8_t number) {
            const auto value = rover.host.request(number, 2000, kAhead);
            return value ? static_cast<std::int16_t>(*value) : -1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(rightRpm(4) - halfRpm) < 2, 10000);  // at speed
        QVERIFY2(std::abs(rightRpm(64) - halfRpm) < 2, qPrintable(QString::number(rightRpm(64))));
        for (const std::uint8_t number : {2, 4, 28, 30, 10, 12, 20, 22, 38, 40, 64})
            QVERIFY2(rover.host.request(number, 2000, kAhead).has_value(),
                     qPrintable(QString::number(number)));
        QCOMPARE(rover.host.request(40, 2000, kAhead), std::optional<std::uint16_t>(10009));
        QCOMPARE(rover.host.request(52, 2000, kAhead), std::optional<std::uint16_t>(10009));
        QCOMPARE(rover.host.request(66, 2000, kAhead), rover.host.request(6, 2000, kAhead));
        QCOMPARE(rover.host.strayBytes, std::size_t{0});
        QCOMPARE(rover.twin.counters().unanswered, std::uint64_t{0});
        QVERIFY(rover.twin.truePose().x > 0.1);  // every poll carried the motor bytes
    }

    void silenceStopsTheMotorsAfter333ms()
    {
        Running rover(RoverFirmwareVersion::V1_3_0);
        QVERIFY(rover.started);
        QVERIFY(rover.host.write(RoverByteHost::packet(150, 150, 0, 0)));  // 0.5 m/s, once
        QTRY_VERIFY_WITH_TIMEOUT(rover.twin.leftTrackSpeed() > 0, robodash::waits::kEventMs);
        // Nothing more is sent: the firmware's watchdog stops the tracks by itself.
        QTRY_VERIFY_WITH_TIMEOUT(rover.twin.motorsStoppedByWatchdog(), robodash::waits::kEventMs);
        QTRY_COMPARE_WITH_TIMEOUT(rover.twin.leftTrackSpeed(), 0.0, robodash::waits::kEventMs);
        QCOMPARE(rover.twin.rightTrackSpeed(), 0.0);
        QCOMPARE(rover.twin.counters().watchdogStops, std::uint64_t{1});
        QVERIFY(rover.twin.truePose().x > 0.001);  // it did move before it stopped
    }

    void ignoresAPacketWithABadChecksum()
    {
        Running rover(RoverFirmwareVersion::V1_3_0);
        QVERIFY(rover.started);
        std::vector<std::uint8_t> bad = RoverByteHost::packet(200, 200, 10, 0);
        bad.back() = static_cast<std::uint8_t>(bad.back() + 1);
        QVERIFY(rover.host.write(bad));
        // The next good request's reply is the first reply at all: nothing answered register
        // 0, and the motors never took the bad packet's 200.
        QVERIFY(rover.host.write(RoverByteHost::packet(125, 125, 10, 40)));
        const auto first = rover.host.readReply(2000);
        QVERIFY(first.has_value());
        QCOMPARE(first->registerNumber, std::uint8_t{40});
        QCOMPARE(rover.twin.counters().badChecksums, std::uint64_t{1});
        QCOMPARE(rover.twin.counters().packets, std::uint64_t{1});
        QVERIFY(rover.twin.lastMotorBytes().isStop());
        QCOMPARE(rover.twin.truePose().x, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestVirtualRover)

}  // namespace tst_virtual_rover
#include "tst_virtual_rover.moc"
