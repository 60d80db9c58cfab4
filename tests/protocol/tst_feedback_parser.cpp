#include "ProtocolTestSupport.h"

#include "kobuki/FeedbackEncoder.h"
#include "kobuki/FeedbackParser.h"

#include <QtTest>

namespace tst_feedback_parser {  // this file's names, apart in a unity batch

using namespace robodash::kobuki;
using namespace robodash::kobuki::testing;

namespace {

using Bytes = std::vector<std::uint8_t>;

// Records the order of callbacks, with ids and lengths of skipped sub-payloads.
class Recorder : public FeedbackHandler {
public:
    QStringList calls;
    void onBasicSensors(const BasicSensors &) override { calls << "basic"; }
    void onDockIr(const DockIr &) override { calls << "dockIr"; }
    void onInertia(const Inertia &) override { calls << "inertia"; }
    void onCliff(const Cliff &) override { calls << "cliff"; }
    void onCurrent(const Current &) override { calls << "current"; }
    void onHardwareVersion(const Version &) override { calls << "hardware"; }
    void onFirmwareVersion(const Version &) override { calls << "firmware"; }
    void onRawGyro(const RawGyro &) override { calls << "gyro"; }
    void onGeneralPurposeInput(const GeneralPurposeInput &) override { calls << "input"; }
    void onUdid(const Udid &) override { calls << "udid"; }
    void onControllerInfo(const ControllerInfo &) override { calls << "controller"; }
    void onUnknown(std::uint8_t id, std::size_t length) override
    {
        calls << QStringLiteral("unknown %1/%2").arg(id).arg(length);
    }
    void onMalformed(std::uint8_t id, std::size_t length) override
    {
        calls << QStringLiteral("malformed %1/%2").arg(id).arg(length);
    }
};

Bytes payloadOf(const Bytes &frame) { return Bytes(frame.begin() + 3, frame.end() - 1); }

// Data field only: skips the id and length bytes of a one-sub-payload frame.
Bytes dataOf(const Bytes &frame) { return Bytes(frame.begin() + 5, frame.end() - 1); }

}  // namespace

class TestFeedbackParser : public QObject {
    Q_OBJECT

private slots:
    // Bytes written out by hand from the spec's tables (LSB first), not by our encoder.
    void decodesBasicSensorsFromTheSpecLayout()
    {
        const Bytes data = fromHex("EF BE 05 02 02 34 12 DC FE 9C 63 02 16 A3 02");
        const auto v = decodeBasicSensors(data.data(), data.size());
        QVERIFY(v.has_value());
        QVERIFY(*v == sampleBasicSensors());
        QCOMPARE(int(v->leftPwm), -100);
        QCOMPARE(int(v->battery), 163);
    }

    void decodesTheSmallFixedSubPayloads()
    {
        const Bytes dock = fromHex("01 08 20");
        QVERIFY(*decodeDockIr(dock.data(), dock.size()) == sampleDockIr());
        const Bytes inertia = fromHex("B1 B9 94 11 00 00 00");  // -17999, 4500, 3 unused
        QVERIFY(*decodeInertia(inertia.data(), inertia.size()) == sampleInertia());
        const Bytes cliff = fromHex("FF 0F 00 08 07 00");
        QVERIFY(*decodeCliff(cliff.data(), cliff.size()) == sampleCliff());
        const Bytes current = fromHex("0C FA");
        QVERIFY(*decodeCurrent(current.data(), current.size()) == sampleCurrent());
        const Bytes version = fromHex("04 01 01 00");  // patch, minor, major, 0
        QCOMPARE(QString::fromStdString(decodeVersion(version.data(), version.size())->toString()),
                 QStringLiteral("1.1.4"));
        const Bytes input = fromHex("05 00 00 00 00 04 B8 0B FF 0F 00 00 00 00 00 00");
        QVERIFY(*decodeGeneralPurposeInput(input.data(), input.size()) == sampleInput());
        const Bytes udid = fromHex("DD CC BB AA 04 03 02 01 FF FF FF FF");
        QVERIFY(*decodeUdid(udid.data(), udid.size()) == sampleUdid());
        QCOMPARE(QString::fromStdString(sampleUdid().toString()), QStringLiteral("aabbccdd-01020304-ffffffff"));
        QCOMPARE(QString::fromStdString(Udid{}.toString()), QStringLiteral("00000000-00000000-00000000"));
        const Bytes gains = fromHex("01 A0 86 01 00 64 00 00 00 D0 07 00 00");
        QVERIFY(*decodeControllerInfo(gains.data(), gains.size()) == sampleControllerInfo());
    }

    void decodesRawGyroWithAnyNumberOfSamples()
    {
        // 41 is the most a frame can carry: 2 + 2 + 6 * 41 = 250 <= 255 payload bytes.
        for (std::uint8_t n : {0, 1, 2, 3, 41}) {
            const Bytes data = dataOf(FeedbackEncoder().add(sampleRawGyro(n)).frame());
            QCOMPARE(data.size(), std::size_t(2 + 6 * n));
            QCOMPARE(int(data[1]), 3 * n);
            const auto v = decodeRawGyro(data.data(), data.size());
            QVERIFY(v.has_value());
            QCOMPARE(int(v->sampleCount), int(n));
            QVERIFY(*v == sampleRawGyro(n));
        }
        Bytes most = {9, 3 * 42};  // the length byte's own bound, (255 - 2) / 6
        most.resize(2 + 6 * 42, 0x11);
        const auto largest = decodeRawGyro(most.data(), most.size());
        QVERIFY(largest.has_value());
        QCOMPARE(int(largest->sampleCount), 42);
        QCOMPARE(largest->samples[41][2], std::int16_t(0x1111));
        const Bytes oneSample = fromHex("07 03 01 00 FF FF 00 80");
        const auto v = decodeRawGyro(oneSample.data(), oneSample.size());
        QVERIFY(v.has_value());
        QCOMPARE(int(v->frameId), 7);
        QCOMPARE(v->samples[0][0], std::int16_t(1));
        QCOMPARE(v->samples[0][1], std::int16_t(-1));
        QCOMPARE(v->samples[0][2], std::int16_t(-32768));
    }

    void fewerGyroSamplesAfterMoreLeaveNoStaleValues()
    {
        // The parser reuses one RawGyro per thread: a 2-sample frame after a 3-sample one
        // must not show the third sample of the earlier frame.
        class LastGyro : public FeedbackHandler {
        public:
            RawGyro last;
            void onRawGyro(const RawGyro &v) override { last = v; }
        } handler;
        const Bytes three = payloadOf(FeedbackEncoder().add(sampleRawGyro(3)).frame());
        const Bytes two = payloadOf(FeedbackEncoder().add(sampleRawGyro(2)).frame());
        parseFeedback(three.data(), three.size(), handler);
        QCOMPARE(handler.last.samples[2][0], sampleRawGyro(3).samples[2][0]);
        parseFeedback(two.data(), two.size(), handler);
        QCOMPARE(int(handler.last.sampleCount), 2);
        QCOMPARE(handler.last.samples[2], (std::array<std::int16_t, 3>{0, 0, 0}));
        QVERIFY(handler.last == sampleRawGyro(2));
    }

    void rejectsRawGyroWhoseCountsDisagree()
    {
        const Bytes wrongWordCount = fromHex("07 06 01 00 02 00 03 00");  // says 2 samples, has 1
        QVERIFY(!decodeRawGyro(wrongWordCount.data(), wrongWordCount.size()));
        const Bytes notSixN = fromHex("07 03 01 00 02 00 03");
        QVERIFY(!decodeRawGyro(notSixN.data(), notSixN.size()));
        const Bytes tooShort = fromHex("07");
        QVERIFY(!decodeRawGyro(tooShort.data(), tooShort.size()));
    }

    void rejectsEveryWrongFixedLength()
    {
        const Bytes big(32, 0);
        for (std::size_t n = 0; n < big.size(); ++n) {
            QCOMPARE(decodeBasicSensors(big.data(), n).has_value(), n == 15);
            QCOMPARE(decodeDockIr(big.data(), n).has_value(), n == 3);
            QCOMPARE(decodeInertia(big.data(), n).has_value(), n == 7);
            QCOMPARE(decodeCliff(big.data(), n).has_value(), n == 6);
            QCOMPARE(decodeCurrent(big.data(), n).has_value(), n == 2);  // not 4, as the spec says
            QCOMPARE(decodeVersion(big.data(), n).has_value(), n == 4);
            QCOMPARE(decodeGeneralPurposeInput(big.data(), n).has_value(), n == 16);
            QCOMPARE(decodeUdid(big.data(), n).has_value(), n == 12);
            QCOMPARE(decodeControllerInfo(big.data(), n).has_value(), n == 13);
        }
    }

    void roundTripsAWholeFrameOfEverySubPayload()
    {
        const Bytes frame = FeedbackEncoder()
                                .add(sampleBasicSensors())
                                .add(sampleDockIr())
                                .add(sampleInertia())
                                .add(sampleCliff())
                                .add(sampleCurrent())
                                .addHardwareVersion(sampleVersion(1, 0, 4))
                                .addFirmwareVersion(sampleVersion(1, 2, 0))
                                .add(sampleRawGyro(3))
                                .add(sampleInput())
                                .add(sampleUdid())
                                .add(sampleControllerInfo())
                                .frame();
        const Bytes payload = payloadOf(frame);
        const FeedbackFrame f = decodeFeedbackFrame(payload.data(), payload.size());
        QCOMPARE(f.counts.decoded, 11u);
        QCOMPARE(f.counts.unknown, 0u);
        QCOMPARE(f.counts.malformed, 0u);
        QVERIFY(*f.basicSensors == sampleBasicSensors());
        QVERIFY(*f.dockIr == sampleDockIr());
        QVERIFY(*f.inertia == sampleInertia());
        QVERIFY(*f.cliff == sampleCliff());
        QVERIFY(*f.current == sampleCurrent());
        QVERIFY(*f.hardwareVersion == sampleVersion(1, 0, 4));
        QVERIFY(*f.firmwareVersion == sampleVersion(1, 2, 0));
        QVERIFY(*f.rawGyro == sampleRawGyro(3));
        QVERIFY(*f.generalPurposeInput == sampleInput());
        QVERIFY(*f.udid == sampleUdid());
        QVERIFY(*f.controllerInfo == sampleControllerInfo());
    }

    void skipsUnknownAndReservedIdsByTheirLength()
    {
        // reserved 2 (3 bytes), then dock IR, then unknown 200 (0 bytes), then current.
        const Bytes payload = fromHex("02 03 AA BB CC  03 03 01 08 20  C8 00  06 02 0C FA");
        Recorder recorder;
        const FeedbackParseCounts counts = parseFeedback(payload.data(), payload.size(), recorder);
        QCOMPARE(recorder.calls,
                 QStringList({"unknown 2/3", "dockIr", "unknown 200/0", "current"}));
        QCOMPARE(counts.decoded, 2u);
        QCOMPARE(counts.unknown, 2u);
        QCOMPARE(counts.malformed, 0u);
    }

    void countsAWrongLengthAsMalformedAndGoesOn()
    {
        // current with the spec's wrong length 4, then a good inertia.
        const Bytes payload = fromHex("06 04 0C 00 FA 00  04 07 B1 B9 94 11 00 00 00");
        Recorder recorder;
        const FeedbackParseCounts counts = parseFeedback(payload.data(), payload.size(), recorder);
        QCOMPARE(recorder.calls, QStringList({"malformed 6/4", "inertia"}));
        QCOMPARE(counts.decoded, 1u);
        QCOMPARE(counts.malformed, 1u);
    }

    void stopsAtASubPayloadThatRunsPastTheFrame()
    {
        const Bytes payload = fromHex("03 03 01 08 20  01 0F 00 00");
        Recorder recorder;
        const FeedbackParseCounts counts = parseFeedback(payload.data(), payload.size(), recorder);
        QCOMPARE(recorder.calls, QStringList({"dockIr", "malformed 1/15"}));
        QCOMPARE(counts.decoded, 1u);
        QCOMPARE(counts.malformed, 1u);
    }

    void reportsALoneTrailingIdByte()
    {
        const Bytes payload = fromHex("03 03 01 08 20  05");
        Recorder recorder;
        const FeedbackParseCounts counts = parseFeedback(payload.data(), payload.size(), recorder);
        QCOMPARE(recorder.calls, QStringList({"dockIr", "malformed 5/0"}));
        QCOMPARE(counts.malformed, 1u);
    }

    void handlesEmptyAndNullPayloads()
    {
        Recorder recorder;
        QCOMPARE(parseFeedback(nullptr, 10, recorder).decoded, 0u);
        const Bytes none;
        QCOMPARE(parseFeedback(none.data(), 0, recorder).malformed, 0u);
        QVERIFY(recorder.calls.isEmpty());
        QVERIFY(!decodeBasicSensors(nullptr, 15));
        QVERIFY(!decodeRawGyro(nullptr, 8));
    }

    void neverReadsPastAnyTruncationOfAFrame()
    {
        const Bytes payload = payloadOf(FeedbackEncoder()
                                             .add(sampleBasicSensors())
                                             .add(sampleRawGyro(2))
                                             .add(sampleUdid())
                                             .frame());
        for (std::size_t n = 0; n <= payload.size(); ++n) {
            // A heap copy of exactly n bytes, so that a sanitizer build would catch overreads.
            const Bytes cut(payload.begin(), payload.begin() + static_cast<std::ptrdiff_t>(n));
            const FeedbackFrame f = decodeFeedbackFrame(cut.data(), cut.size());
            QVERIFY(f.counts.decoded <= 3);
            QCOMPARE(f.counts.decoded + f.counts.malformed >= (n > 0 ? 1u : 0u), true);
        }
    }

    void versionPrintsMajorMinorPatch()
    {
        QCOMPARE(QString::fromStdString(sampleVersion(1, 2, 0).toString()), QStringLiteral("1.2.0"));
        QCOMPARE(QString::fromStdString(sampleVersion(255, 0, 10).toString()),
                 QStringLiteral("255.0.10"));
    }
};

QTEST_APPLESS_MAIN(TestFeedbackParser)

}  // namespace tst_feedback_parser
#include "tst_feedback_parser.moc"
