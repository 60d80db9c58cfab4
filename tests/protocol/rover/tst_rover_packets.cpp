#include "rover/Checksum.h"
#include "rover/HostPacket.h"
#include "rover/ReceivedHostPacket.h"
#include "rover/RegisterTable.h"
#include "rover/Reply.h"

#include <QtTest>

#include <array>
#include <vector>

namespace tst_rover_packets {  // this file's names, apart in a unity batch

using namespace robodash::rover;

namespace {

using Bytes = std::vector<std::uint8_t>;

Bytes toBytes(const HostPacketBytes &b) { return Bytes(b.begin(), b.end()); }

// Every packet the codec can build from a representative spread of inputs.
std::vector<HostPacket> everyBuildablePacket()
{
    std::vector<HostPacket> packets;
    const std::array<MotorBytes, 3> motors{MotorBytes{}, MotorBytes{0, 250, 125},
                                           MotorBytes{250, 0, 17}};
    for (const MotorBytes &m : motors) {
        packets.push_back(HostPacket::motorsOnly(m));
        packets.push_back(HostPacket::clearFault(m));
        packets.push_back(HostPacket::setLowSpeedMode(m, true));
        packets.push_back(HostPacket::setLowSpeedMode(m, false));
        for (int speed = 0; speed <= 255; ++speed)
            packets.push_back(HostPacket::setFanSpeed(m, static_cast<std::uint8_t>(speed)));
        for (const RegisterInfo &info : registerTable())
            packets.push_back(HostPacket::readRegister(m, info.id));
    }
    return packets;
}

}  // namespace

class TestRoverPackets : public QObject {
    Q_OBJECT

private slots:
    void checksumIsTheSpecFormula()
    {
        const std::uint8_t body[] = {125, 125, 125, 10, 40};  // sum 425, 425 % 255 = 170
        QCOMPARE(int(checksumOf(body, 5)), 255 - 170);
    }

    void checksumIsNeverZero()
    {
        // The checksum depends only on the sum: try every sum five bytes can make.
        for (unsigned sum = 0; sum <= 5 * 255; ++sum) {
            std::array<std::uint8_t, 5> body{};
            unsigned left = sum;
            for (auto &b : body) {
                b = static_cast<std::uint8_t>(std::min(left, 255u));
                left -= b;
            }
            const std::uint8_t cs = checksumOf(body.data(), body.size());
            QVERIFY2(cs != 0, qPrintable(QString("sum %1").arg(sum)));
            QCOMPARE(int(cs), int(255 - sum % 255));
        }
    }

    void sumsThatAreMultiplesOf255GiveChecksum255()
    {
        const std::uint8_t zeros[] = {0, 0, 0};
        QCOMPARE(int(checksumOf(zeros, 3)), 255);
        const std::uint8_t full[] = {255, 0, 0};
        QCOMPARE(int(checksumOf(full, 3)), 255);
    }

    void aZeroChecksumIsRefusedEvenWhenTheSumWouldMatchModulo255()
    {
        // 255 - 0 = 255 is sent, never 0; a 0 in that place is corruption.
        const std::uint8_t frame[] = {kStartByte, 0, 0, 0, 0};
        QVERIFY(!hasValidChecksum(frame, 5));
        QVERIFY(!parseReply(frame));
    }

    void stopAndReadRegister40()
    {
        const HostPacket packet = HostPacket::readRegister(MotorBytes{}, Register::BuildNumber);
        QCOMPARE(toBytes(packet.bytes()), (Bytes{253, 125, 125, 125, 10, 40, 85}));
    }

    void motorsOnlyCarriesTheMotorBytes()
    {
        const HostPacket packet = HostPacket::motorsOnly(MotorBytes{150, 100, 125});
        QCOMPARE(toBytes(packet.bytes()), (Bytes{253, 150, 100, 125, 0, 0, 135}));
    }

    void fanSpeedIsClampedTo240()
    {
        QCOMPARE(int(HostPacket::setFanSpeed({}, 200).param2()), 200);
        QCOMPARE(int(HostPacket::setFanSpeed({}, 255).param2()), 240);
        QCOMPARE(HostPacket::setFanSpeed({}, 255).opcode(), Opcode::FanSpeed);
        QCOMPARE(int(HostPacket::setFanSpeed({}, 10).bytes()[4]), 20);
    }

    void clearFaultAndLowSpeedMode()
    {
        QCOMPARE(int(HostPacket::clearFault({}).bytes()[4]), 232);
        QCOMPARE(int(HostPacket::setLowSpeedMode({}, true).bytes()[4]), 240);
        QCOMPARE(int(HostPacket::setLowSpeedMode({}, true).param2()), 1);
        QCOMPARE(int(HostPacket::setLowSpeedMode({}, false).param2()), 0);
    }

    void withMotorsKeepsTheRequest()
    {
        const HostPacket read = HostPacket::readRegister({}, Register::LeftRpm);
        const HostPacket driving = read.withMotors(MotorBytes{200, 50, 125});
        QCOMPARE(driving.opcode(), Opcode::ReadRegister);
        QCOMPARE(int(driving.param2()), 2);
        QVERIFY(driving.motors() == (MotorBytes{200, 50, 125}));
    }

    void flashWritingParametersAreExactly1To9And11To18()
    {
        for (int p = 0; p <= 255; ++p) {
            const bool expected = (p >= 1 && p <= 9) || (p >= 11 && p <= 18);
            QCOMPARE(writesFlash(static_cast<std::uint8_t>(p)), expected);
        }
    }

    void noBuildablePacketWritesFlash()
    {
        const std::vector<HostPacket> packets = everyBuildablePacket();
        QVERIFY(packets.size() > 700);
        for (const HostPacket &packet : packets) {
            const HostPacketBytes bytes = packet.bytes();
            QVERIFY2(!writesFlash(bytes[4]), qPrintable(QString("param1 %1").arg(bytes[4])));
            QVERIFY(hasValidChecksum(bytes.data(), bytes.size()));
        }
    }

    void opcodesFollowTheirFirmwareLine()
    {
        QVERIFY(opcodeSupportedOn(Opcode::ClearFault, FirmwareLine::Newer));
        QVERIFY(!opcodeSupportedOn(Opcode::ClearFault, FirmwareLine::Older));
        QVERIFY(!opcodeSupportedOn(Opcode::ClearFault, FirmwareLine::Unknown));
        QVERIFY(opcodeSupportedOn(Opcode::LowSpeedMode, FirmwareLine::Older));
        QVERIFY(!opcodeSupportedOn(Opcode::LowSpeedMode, FirmwareLine::Newer));
        QVERIFY(opcodeSupportedOn(Opcode::ReadRegister, FirmwareLine::Unknown));
        QVERIFY(opcodeSupportedOn(Opcode::FanSpeed, FirmwareLine::Older));
    }

    void replyIsBigEndianWithChecksum()
    {
        const ReplyBytes bytes = encodeReply(Reply{40, 10300});  // 0x283C
        QCOMPARE(int(bytes[0]), 253);
        QCOMPARE(int(bytes[1]), 40);
        QCOMPARE(int(bytes[2]), 0x28);
        QCOMPARE(int(bytes[3]), 0x3C);
        QCOMPARE(int(bytes[4]), 255 - (40 + 0x28 + 0x3C) % 255);
    }

    void replyRoundTripsForEveryRegister()
    {
        for (const RegisterInfo &info : registerTable()) {
            for (std::uint16_t value : {0, 1, 253, 0xDADA, 0xFFFF}) {
                const Reply reply{info.number(), value};
                const ReplyBytes bytes = encodeReply(reply);
                const auto parsed = parseReply(bytes.data());
                QVERIFY(parsed.has_value());
                QVERIFY(*parsed == reply);
            }
        }
    }

    void replyWithAWrongByteIsRefused()
    {
        ReplyBytes bytes = encodeReply(Reply{10, 68});
        bytes[3] ^= 0x01;
        QVERIFY(!parseReply(bytes.data()));
        bytes = encodeReply(Reply{10, 68});
        bytes[0] = 252;
        QVERIFY(!parseReply(bytes.data()));
    }

    void hostPacketParsesBack()
    {
        const HostPacketBytes bytes = HostPacket::setFanSpeed(MotorBytes{1, 2, 3}, 99).bytes();
        const auto parsed = parseHostPacket(bytes.data());
        QVERIFY(parsed.has_value());
        QVERIFY(parsed->motors == (MotorBytes{1, 2, 3}));
        QCOMPARE(int(parsed->param1), 20);
        QCOMPARE(int(parsed->param2), 99);
        HostPacketBytes corrupt = bytes;
        corrupt[2] = 4;
        QVERIFY(!parseHostPacket(corrupt.data()));
    }
};

QTEST_APPLESS_MAIN(TestRoverPackets)

}  // namespace tst_rover_packets
#include "tst_rover_packets.moc"
