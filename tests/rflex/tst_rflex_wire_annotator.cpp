// The rFLEX's wire as the inspector shows it: frames both ways by port and opcode, their
// raw size with stuffing, and a frame with a broken checksum marked in place.

#include "core/WireStreams.h"
#include "rflex/FrameWriter.h"
#include "rflex/Opcodes.h"
#include "rflex/RflexWireAnnotator.h"

#include <QtTest>

namespace tst_rflex_wire_annotator {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::rflex;
using core::WireDirection;
using core::WireStatus;

class TestRflexWireAnnotator : public QObject {
    Q_OBJECT
private slots:
    void framesBothWaysWithABadOneInPlace()
    {
        SendStats stats;
        const wire::Bytes status = FrameWriter(Port::System, sys::kStatus).hostFrame(1, stats);
        wire::Bytes bad = status;
        bad[bad.size() - 3] ^= 0x01;  // the checksum byte, before 1B 03
        wire::Bytes stream = status;
        stream.insert(stream.end(), bad.begin(), bad.end());
        stream.insert(stream.end(), status.begin(), status.end());
        core::WireStreams streams(std::make_shared<RflexWireAnnotator>());
        std::vector<core::WireFrame> rows;
        streams.received(stream.data(), stream.size(), 5, rows);
        streams.sent(status.data(), status.size(), 6, rows);

        QCOMPARE(rows.size(), std::size_t(4));
        QCOMPARE(rows[0].status, WireStatus::Good);
        QCOMPARE(rows[0].bytes, status);
        QCOMPARE(rows[0].kind, std::string("status"));
        QCOMPARE(rows[1].status, WireStatus::Bad);
        QCOMPARE(rows[2].status, WireStatus::Good);
        QCOMPARE(rows[3].direction, WireDirection::Sent);
        QCOMPARE(rows[3].kind, std::string("status request"));
        const auto a = RflexWireAnnotator().annotate(status.data(), status.size(), WireDirection::Sent);
        QCOMPARE(a.fields.front().name, std::string("port"));
        QCOMPARE(a.fields.front().value, std::string("system"));
    }
};

QTEST_APPLESS_MAIN(TestRflexWireAnnotator)

}  // namespace tst_rflex_wire_annotator
#include "tst_rflex_wire_annotator.moc"
