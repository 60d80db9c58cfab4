// The Rover Pro's wire as the inspector shows it: replies by register (raw and SI), host
// packets by what they ask, and a corrupted reply marked in place.

#include "core/WireStreams.h"
#include "rover/HostPacket.h"
#include "rover/Reply.h"
#include "rover/RoverWireAnnotator.h"

#include <QtTest>

namespace tst_rover_wire_annotator {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::rover;
using core::WireDirection;
using core::WireStatus;

class TestRoverWireAnnotator : public QObject {
    Q_OBJECT
private slots:
    void repliesAndPacketsBecomeRowsWithTheirKinds()
    {
        core::WireStreams streams(std::make_shared<RoverWireAnnotator>());
        const ReplyBytes good = encodeReply({std::uint8_t(Register::BatteryVoltageA), 1620});
        ReplyBytes bad = good;
        bad[4] ^= 0x5A;
        std::vector<std::uint8_t> rx(good.begin(), good.end());
        rx.insert(rx.end(), bad.begin(), bad.end());
        rx.insert(rx.end(), good.begin(), good.end());
        std::vector<core::WireFrame> rows;
        streams.received(rx.data(), rx.size(), 10, rows);
        const HostPacketBytes ask = HostPacket::readRegister(MotorBytes{}, Register::BatteryVoltageA).bytes();
        streams.sent(ask.data(), ask.size(), 11, rows);

        QCOMPARE(rows.size(), std::size_t(4));
        QCOMPARE(rows[0].status, WireStatus::Good);
        QCOMPARE(rows[1].status, WireStatus::Bad);
        QCOMPARE(rows[1].bytes.size(), kReplyLength);
        QCOMPARE(rows[2].status, WireStatus::Good);
        QCOMPARE(rows[3].direction, WireDirection::Sent);
        QVERIFY(rows[0].kind.rfind("reply ", 0) == 0);
        QVERIFY(rows[3].kind.rfind("read ", 0) == 0);
    }

    void aReplyShowsRawAndSi()
    {
        const ReplyBytes reply = encodeReply({std::uint8_t(Register::BatteryVoltageA), 1620});
        const auto a = RoverWireAnnotator().annotate(reply.data(), reply.size(), WireDirection::Received);
        bool found = false;
        for (const auto &field : a.fields) {
            if (field.name != "value")
                continue;
            found = true;
            QCOMPARE(field.raw, std::string("1620"));
            QVERIFY(!field.value.empty());
            QVERIFY(field.unit.find('V') != std::string::npos);
        }
        QVERIFY(found);
        QVERIFY(!RoverWireAnnotator().coverage().empty());
        QCOMPARE(RoverWireAnnotator().annotate(reply.data(), 3, WireDirection::Received).kind, std::string("not a frame"));
    }
};

QTEST_APPLESS_MAIN(TestRoverWireAnnotator)

}  // namespace tst_rover_wire_annotator
#include "tst_rover_wire_annotator.moc"
