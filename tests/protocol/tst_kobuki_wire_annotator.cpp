// The Kobuki's wire as the inspector shows it: rows cut from both directions (frames, a bad
// frame and discarded bytes in place) and every field of feedback and command frames, with
// values checked against the spec (DESIGN.md "Kobuki facts").

#include "core/WireStreams.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/KobukiWireAnnotator.h"

#include <QtTest>

namespace tst_kobuki_wire_annotator {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::kobuki;
using core::WireDirection;
using core::WireStatus;
using Bytes = std::vector<std::uint8_t>;

namespace {

const Bytes kBaseControl100 = {0xAA, 0x55, 0x06, 0x01, 0x04, 0x64, 0x00, 0x00, 0x00, 0x67};
const Bytes kRequestExtra = {0xAA, 0x55, 0x04, 0x09, 0x02, 0x0B, 0x00, 0x04};

Bytes feedbackFrame()
{
    BasicSensors basic;
    basic.timeStamp = 1500;
    basic.bumper = bits::kLeft | bits::kRight;
    basic.leftEncoder = 11724;  // about one metre of ticks
    basic.charger = 0x16;       // adapter, charging
    basic.battery = 165;
    Inertia inertia;
    inertia.angle = 9000;       // 90 degrees
    Current current;
    current.current = {120, 5};
    return FeedbackEncoder().add(basic).add(inertia).add(current).frame();
}

const core::AnnotatedField *find(const core::FrameAnnotation &a, const std::string &group,
                                 const std::string &name)
{
    for (const auto &field : a.fields)
        if (field.group == group && field.name == name)
            return &field;
    return nullptr;
}

}  // namespace

class TestKobukiWireAnnotator : public QObject {
    Q_OBJECT
private slots:
    void baseControlIsAnnotatedAsTheSpecSays()
    {
        const auto a = KobukiWireAnnotator().annotate(kBaseControl100.data(), kBaseControl100.size(),
                                                      WireDirection::Sent);
        QCOMPARE(a.kind, std::string("base control"));
        const auto *speed = find(a, "base control", "speed");
        QVERIFY(speed);
        QCOMPARE(speed->raw, std::string("100"));
        QCOMPARE(speed->value, std::string("0.100"));
        QCOMPARE(speed->unit, std::string("m/s"));
        const auto *radius = find(a, "base control", "radius");
        QVERIFY(radius);
        QCOMPARE(radius->value, std::string("straight"));
    }

    void requestExtraNamesItsFlags()
    {
        const auto a = KobukiWireAnnotator().annotate(kRequestExtra.data(), kRequestExtra.size(),
                                                      WireDirection::Sent);
        QCOMPARE(a.kind, std::string("request extra"));
        const auto *flags = find(a, "request extra", "flags");
        QVERIFY(flags);
        QCOMPARE(flags->raw, std::string("0x000B"));
        QCOMPARE(flags->value, std::string("hardware version, firmware version, UDID"));
    }

    void feedbackFieldsCarryRawAndSi()
    {
        const Bytes frame = feedbackFrame();
        const auto a = KobukiWireAnnotator().annotate(frame.data(), frame.size(), WireDirection::Received);
        QCOMPARE(a.kind, std::string("feedback"));
        QCOMPARE(find(a, "basic sensors", "battery")->value, std::string("16.5"));
        QCOMPARE(find(a, "basic sensors", "battery")->unit, std::string("V"));
        QCOMPARE(find(a, "basic sensors", "bumper")->value, std::string("right, left"));
        QCOMPARE(find(a, "basic sensors", "charger")->value, std::string("charging (adapter)"));
        QCOMPARE(find(a, "basic sensors", "left encoder")->value, std::string("1.000"));
        QCOMPARE(find(a, "inertia", "angle")->raw, std::string("9000"));
        QCOMPARE(find(a, "inertia", "angle")->value, std::string("1.5708"));
        QCOMPARE(find(a, "current", "left")->value, std::string("1.20"));
        QCOMPARE(find(a, "current", "left")->unit, std::string("A"));
    }

    void notAFrameSaysSoAndNeverCrashes()
    {
        const Bytes junk = {0xAA, 0x55, 0x09, 0x01};
        const auto a = KobukiWireAnnotator().annotate(junk.data(), junk.size(), WireDirection::Received);
        QCOMPARE(a.kind, std::string("not a frame"));
        QVERIFY(!a.note.empty());
        QVERIFY(KobukiWireAnnotator().annotate(nullptr, 0, WireDirection::Sent).fields.empty());
    }

    // Noise, a good frame, a frame with a broken checksum and a good frame cut across two
    // reads: four rows in order, each with its own bytes and state.
    void receivedStreamIsCutIntoMarkedRows()
    {
        core::WireStreams streams(std::make_shared<KobukiWireAnnotator>());
        Bytes bad = feedbackFrame();
        bad.back() ^= 0x01;
        Bytes stream = {0x01, 0x02};
        const Bytes good = feedbackFrame();
        stream.insert(stream.end(), good.begin(), good.end());
        stream.insert(stream.end(), bad.begin(), bad.end());
        stream.insert(stream.end(), good.begin(), good.begin() + 5);
        std::vector<core::WireFrame> rows;
        streams.received(stream.data(), stream.size(), 100, rows);
        streams.received(good.data() + 5, good.size() - 5, 120, rows);

        QCOMPARE(rows.size(), std::size_t(4));
        QCOMPARE(rows[0].status, WireStatus::Discarded);
        QCOMPARE(rows[0].bytes, (Bytes{0x01, 0x02}));
        QCOMPARE(rows[1].status, WireStatus::Good);
        QCOMPARE(rows[1].kind, std::string("feedback"));
        QCOMPARE(rows[1].bytes, good);
        QCOMPARE(rows[2].status, WireStatus::Bad);
        QCOMPARE(rows[2].bytes, bad);
        QCOMPARE(rows[3].status, WireStatus::Good);
        QCOMPARE(rows[3].timeMs, std::int64_t(120));
        QCOMPARE(rows[3].bytes, good);
        for (const auto &row : rows)
            QCOMPARE(row.direction, WireDirection::Received);
    }

    void sentStreamIsCutByCommand()
    {
        core::WireStreams streams(std::make_shared<KobukiWireAnnotator>());
        Bytes writes = kRequestExtra;
        writes.insert(writes.end(), kBaseControl100.begin(), kBaseControl100.end());
        std::vector<core::WireFrame> rows;
        streams.sent(writes.data(), writes.size(), 7, rows);
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[0].kind, std::string("request extra"));
        QCOMPARE(rows[1].kind, std::string("base control"));
        QCOMPARE(rows[1].direction, WireDirection::Sent);
        QCOMPARE(rows[1].bytes, kBaseControl100);
    }
};

QTEST_APPLESS_MAIN(TestKobukiWireAnnotator)

}  // namespace tst_kobuki_wire_annotator
#include "tst_kobuki_wire_annotator.moc"
