// The general purpose output word: each setter touches only its own bits, LEDs in the order
// of kobuki_msgs/Led.
#include "kobuki/OutputWord.h"

#include <QTest>

namespace tst_output_word {  // this file's names, apart in a unity batch

using namespace robodash::kobuki;

class TestOutputWord : public QObject {
    Q_OBJECT
private slots:
    void startsWithTheRailsOn()
    {
        const OutputWord outputs;
        QCOMPARE(outputs.word(), std::uint16_t(0x00F0));
        QVERIFY(outputs.powerRail(PowerRail::Rail5V));
    }

    void ledColoursFollowKobukiMsgs()
    {
        QCOMPARE(int(LedColour::Off), 0);
        QCOMPARE(int(LedColour::Green), 1);
        QCOMPARE(int(LedColour::Orange), 2);
        QCOMPARE(int(LedColour::Red), 3);
    }

    void ledBits()
    {
        const auto withLed = [](std::uint16_t word, int led, LedColour colour) {
            OutputWord outputs(word);
            outputs.setLed(led, colour);
            return outputs.word();
        };
        QCOMPARE(withLed(0x00F0, 0, LedColour::Red), std::uint16_t(0x01F0));
        QCOMPARE(withLed(0x00F0, 0, LedColour::Green), std::uint16_t(0x02F0));
        QCOMPARE(withLed(0x00F0, 0, LedColour::Orange), std::uint16_t(0x03F0));
        QCOMPARE(withLed(0x00F0, 1, LedColour::Red), std::uint16_t(0x04F0));
        QCOMPARE(withLed(0x00F0, 1, LedColour::Green), std::uint16_t(0x08F0));
        QCOMPARE(withLed(0x0FF0, 1, LedColour::Off), std::uint16_t(0x03F0));
        QCOMPARE(withLed(0x00F0, 2, LedColour::Red), std::uint16_t(0x00F0));  // no third LED
        QCOMPARE(OutputWord(0x0C00).led(1), LedColour::Orange);
        QCOMPARE(OutputWord(0x0C00).led(0), LedColour::Off);
        QCOMPARE(OutputWord(0x0400).led(1), LedColour::Red);
        QCOMPARE(OutputWord(0x0200).led(0), LedColour::Green);
        QCOMPARE(OutputWord(0x0FFF).led(2), LedColour::Off);
    }

    void settersKeepTheOtherBits()
    {
        OutputWord outputs;
        outputs.setLed(1, LedColour::Red);
        QCOMPARE(outputs.word(), std::uint16_t(0x04F0));
        outputs.setLed(0, LedColour::Orange);
        QCOMPARE(outputs.word(), std::uint16_t(0x07F0));
        outputs.setLed(1, LedColour::Green);
        QCOMPARE(outputs.word(), std::uint16_t(0x0BF0));
        QCOMPARE(outputs.led(0), LedColour::Orange);
        QCOMPARE(outputs.led(1), LedColour::Green);
        outputs.setDigitalOutput(3, true);
        outputs.setDigitalOutput(0, true);
        QCOMPARE(outputs.word(), std::uint16_t(0x0BF9));
        outputs.setPowerRail(PowerRail::Rail3V3, false);
        outputs.setPowerRail(PowerRail::Rail12V1A5, false);
        QCOMPARE(outputs.word(), std::uint16_t(0x0B69));
        outputs.setDigitalOutputs(0x02);
        QCOMPARE(outputs.word(), std::uint16_t(0x0B62));
        QVERIFY(outputs.digitalOutput(1));
        QVERIFY(!outputs.digitalOutput(0));
    }

    void railsInBitOrder()
    {
        std::uint16_t bit = 0x0010;
        for (PowerRail rail : kPowerRails) {
            QCOMPARE(static_cast<std::uint16_t>(rail), bit);
            bit = static_cast<std::uint16_t>(bit << 1);
        }
    }

    void outOfRangeChannelsChangeNothing()
    {
        OutputWord outputs;
        outputs.setDigitalOutput(4, true);
        outputs.setDigitalOutput(-1, true);
        outputs.setLed(2, LedColour::Red);
        outputs.setLed(-1, LedColour::Green);
        QCOMPARE(outputs.word(), std::uint16_t(0x00F0));
        QVERIFY(!outputs.digitalOutput(4));
        QVERIFY(!outputs.digitalOutput(-1));
    }
};

QTEST_GUILESS_MAIN(TestOutputWord)

}  // namespace tst_output_word
#include "tst_output_word.moc"
