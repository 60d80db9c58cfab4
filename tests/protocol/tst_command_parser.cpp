#include "ProtocolTestSupport.h"

#include "kobuki/CommandEncoder.h"
#include "kobuki/CommandParser.h"
#include "kobuki/FrameFinder.h"

#include <QtTest>

namespace tst_command_parser {  // this file's names, apart in a unity batch

using namespace robodash::kobuki;
using namespace robodash::kobuki::testing;

namespace {

using Bytes = std::vector<std::uint8_t>;

class Recorder : public CommandHandler {
public:
    QStringList calls;
    BaseControl baseControl;
    Sound sound;
    SoundSequence sequence = SoundSequence::On;
    RequestExtra extra;
    GeneralPurposeOutput output;
    SetControllerGain gain;

    void onBaseControl(const BaseControl &v) override { calls << "base"; baseControl = v; }
    void onSound(const Sound &v) override { calls << "sound"; sound = v; }
    void onSoundSequence(SoundSequence v) override { calls << "sequence"; sequence = v; }
    void onRequestExtra(const RequestExtra &v) override { calls << "extra"; extra = v; }
    void onGeneralPurposeOutput(const GeneralPurposeOutput &v) override { calls << "gpo"; output = v; }
    void onSetControllerGain(const SetControllerGain &v) override { calls << "setGain"; gain = v; }
    void onGetControllerGain(const GetControllerGain &) override { calls << "getGain"; }
    void onUnknown(std::uint8_t id, std::size_t length) override
    {
        calls << QStringLiteral("unknown %1/%2").arg(id).arg(length);
    }
    void onMalformed(std::uint8_t id, std::size_t length) override
    {
        calls << QStringLiteral("malformed %1/%2").arg(id).arg(length);
    }
};

// Through the frame finder as the virtual robot's firmware would receive it.
CommandParseCounts parseFrame(const Bytes &frame, Recorder &recorder)
{
    FrameFinder finder;
    CommandParseCounts counts;
    int frames = 0;
    finder.feed(frame.data(), frame.size(), [&](const std::uint8_t *p, std::size_t n) {
        ++frames;
        counts = parseCommands(p, n, recorder);
    });
    if (frames != 1)
        qWarning("expected exactly one frame, found %d", frames);
    return counts;
}

}  // namespace

class TestCommandParser : public QObject {
    Q_OBJECT

private slots:
    void roundTripsEveryCommand()
    {
        CommandEncoder encoder;
        encoder.add(BaseControl{-250, -400})
            .add(Sound{1234, 77})
            .add(SoundSequence::Recharge)
            .add(RequestExtra{RequestExtra::kUdid})
            .add(GeneralPurposeOutput{0x0A5F})
            .add(SetControllerGain{1, 123456, 7, 0xFFFFFFFF})
            .add(GetControllerGain{});
        Recorder r;
        const CommandParseCounts counts = parseFrame(encoder.frame(), r);
        QCOMPARE(counts.decoded, 7u);
        QCOMPARE(counts.unknown + counts.malformed, 0u);
        QCOMPARE(r.calls, QStringList({"base", "sound", "sequence", "extra", "gpo", "setGain",
                                       "getGain"}));
        QVERIFY(r.baseControl == (BaseControl{-250, -400}));
        QVERIFY(r.sound == (Sound{1234, 77}));
        QVERIFY(r.sequence == SoundSequence::Recharge);
        QVERIFY(r.extra == RequestExtra{RequestExtra::kUdid});
        QVERIFY(r.output == GeneralPurposeOutput{0x0A5F});
        QVERIFY(r.gain == (SetControllerGain{1, 123456, 7, 0xFFFFFFFF}));
    }

    void decodesTheDesignExampleFrames()
    {
        Recorder r;
        parseFrame(fromHex("AA 55 06 01 04 64 00 00 00 67"), r);
        parseFrame(fromHex("AA 55 04 09 02 0B 00 04"), r);
        parseFrame(fromHex("AA 55 03 0E 01 00 0C"), r);
        QCOMPARE(r.calls, QStringList({"base", "extra", "getGain"}));
        QVERIFY(r.baseControl == (BaseControl{100, 0}));
        QCOMPARE(r.extra.flags, std::uint16_t{0x0B});
    }

    void rejectsSoundSequencesAboveSix()
    {
        for (int value = 0; value < 256; ++value) {
            const Bytes payload = {kSoundSequenceId, 1, static_cast<std::uint8_t>(value)};
            Recorder r;
            const CommandParseCounts counts = parseCommands(payload.data(), payload.size(), r);
            QCOMPARE(counts.decoded, value <= 6 ? 1u : 0u);
            QCOMPARE(counts.malformed, value <= 6 ? 0u : 1u);
        }
    }

    void countsWrongLengthsAndUnknownIdsAndGoesOn()
    {
        // base control of 3 bytes, reserved id 2, get gain with 2 bytes, then a good sound.
        const Bytes payload = fromHex("01 03 00 00 00  02 01 FF  0E 02 00 00  03 03 3A 03 64");
        Recorder r;
        const CommandParseCounts counts = parseCommands(payload.data(), payload.size(), r);
        QCOMPARE(r.calls, QStringList({"malformed 1/3", "unknown 2/1", "malformed 14/2", "sound"}));
        QCOMPARE(counts.decoded, 1u);
        QCOMPARE(counts.unknown, 1u);
        QCOMPARE(counts.malformed, 2u);
        QCOMPARE(r.sound.note, std::uint16_t{826});
    }

    void stopsAtACommandThatRunsPastThePayload()
    {
        const Bytes payload = fromHex("04 01 03  0D 0D 01 02 03");
        Recorder r;
        const CommandParseCounts counts = parseCommands(payload.data(), payload.size(), r);
        QCOMPARE(r.calls, QStringList({"sequence", "malformed 13/13"}));
        QCOMPARE(counts.malformed, 1u);
        QVERIFY(!parseCommands(nullptr, 3, r).decoded);
    }
};

QTEST_APPLESS_MAIN(TestCommandParser)

}  // namespace tst_command_parser
#include "tst_command_parser.moc"
