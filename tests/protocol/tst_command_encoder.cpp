#include "ProtocolTestSupport.h"

#include "kobuki/CommandEncoder.h"
#include "kobuki/FeedbackEncoder.h"

#include <QtTest>

#include <stdexcept>

namespace tst_command_encoder {  // this file's names, apart in a unity batch

using namespace robodash::kobuki;
using namespace robodash::kobuki::testing;

class TestCommandEncoder : public QObject {
    Q_OBJECT

private slots:
    void matchesTheDesignExampleFrames()
    {
        QCOMPARE(hexOf(encodeCommand(BaseControl{100, 0})), QByteArray("AA 55 06 01 04 64 00 00 00 67"));
        RequestExtra extra;
        extra.flags = RequestExtra::kHardwareVersion | RequestExtra::kFirmwareVersion
                      | RequestExtra::kUdid;
        QCOMPARE(hexOf(encodeCommand(extra)), QByteArray("AA 55 04 09 02 0B 00 04"));
        QCOMPARE(hexOf(encodeCommand(GetControllerGain{})), QByteArray("AA 55 03 0E 01 00 0C"));
    }

    void writesEveryCommandLsbFirst()
    {
        QCOMPARE(hexOf(encodeCommand(BaseControl{-100, 1})), QByteArray("AA 55 06 01 04 9C FF 01 00 61"));
        QCOMPARE(hexOf(encodeCommand(Sound{826, 100})), QByteArray("AA 55 05 03 03 3A 03 64 58"));
        QCOMPARE(hexOf(encodeCommand(SoundSequence::CleaningEnd)), QByteArray("AA 55 03 04 01 06 00"));
        GeneralPurposeOutput output;
        QCOMPARE(output.word, std::uint16_t{0x00F0});  // rails on, as the robot powers up
        output.word = 0x0F1F;
        QCOMPARE(hexOf(encodeCommand(output)), QByteArray("AA 55 04 0C 02 1F 0F 1A"));
        const SetControllerGain gain{1, 100000, 100, 2000};
        QCOMPARE(hexOf(encodeCommand(gain)),
                 QByteArray("AA 55 0F 0D 0D 01 A0 86 01 00 64 00 00 00 D0 07 00 00 9A"));
    }

    void packsSeveralCommandsIntoOneFrame()
    {
        CommandEncoder encoder;
        QVERIFY(encoder.empty());
        encoder.add(BaseControl{100, 0}).add(GetControllerGain{});
        QVERIFY(!encoder.empty());
        QCOMPARE(hexOf(encoder.frame()), QByteArray("AA 55 09 01 04 64 00 00 00 0E 01 00 67"));
        encoder.clear();
        QVERIFY(encoder.empty());
        encoder.add(SoundSequence::On);
        QCOMPARE(hexOf(encoder.frame()), QByteArray("AA 55 03 04 01 00 06"));
    }

    void everyFrameChecksumsToZero()
    {
        CommandEncoder encoder;
        encoder.add(BaseControl{-32768, 32767})
            .add(Sound{65535, 255})
            .add(SoundSequence::Error)
            .add(RequestExtra{0xFFFF})
            .add(GeneralPurposeOutput{0xFFFF})
            .add(SetControllerGain{0, 0xFFFFFFFF, 0, 1})
            .add(GetControllerGain{});
        const auto frame = encoder.frame();
        QCOMPARE(int(frame[2]), int(frame.size()) - 4);
        std::uint8_t x = 0;
        for (std::size_t i = 2; i < frame.size(); ++i)
            x ^= frame[i];
        QCOMPARE(int(x), 0);
    }

    void refusesAPayloadLongerThanAFrame()
    {
        CommandEncoder encoder;
        for (int i = 0; i < 42; ++i)  // 42 * 6 = 252 bytes: still fits
            encoder.add(BaseControl{});
        QCOMPARE(encoder.frame().size(), std::size_t{256});
        encoder.add(BaseControl{});
        QVERIFY_THROWS_EXCEPTION(std::length_error, encoder.frame());
    }

    void feedbackEncoderWritesTheSpecLayout()
    {
        // The mirror for feedback: a few layouts checked byte by byte, the rest through the
        // parser's round trip in tst_feedback_parser.
        QCOMPARE(hexOf(FeedbackEncoder().add(sampleCurrent()).frame()),
                 QByteArray("AA 55 04 06 02 0C FA F6"));
        QCOMPARE(hexOf(FeedbackEncoder().addFirmwareVersion(sampleVersion(1, 2, 0)).frame()),
                 QByteArray("AA 55 06 0B 04 00 02 01 00 0A"));
        QCOMPARE(hexOf(FeedbackEncoder().add(sampleInertia()).frame()),
                 QByteArray("AA 55 09 04 07 B1 B9 94 11 00 00 00 87"));
        RawGyro gyro = sampleRawGyro(1);
        gyro.samples[0] = {1, -1, 2};
        QCOMPARE(hexOf(FeedbackEncoder().add(gyro).frame()),
                 QByteArray("AA 55 0A 0D 08 C9 03 01 00 FF FF 02 00 C6"));
    }
};

QTEST_APPLESS_MAIN(TestCommandEncoder)

}  // namespace tst_command_encoder
#include "tst_command_encoder.moc"
