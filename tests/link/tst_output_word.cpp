// The shared output word: each setter touches only its own bits.
#include "link/OutputWord.h"

#include <QTest>

using namespace robodash::link;

class TestOutputWord : public QObject {
    Q_OBJECT
private slots:
    void startsWithTheRailsOn()
    {
        const OutputWord outputs;
        QCOMPARE(outputs.word(), quint16(0x00F0));
        QVERIFY(outputs.powerRail(PowerRail::Rail5V));
    }

    void settersKeepTheOtherBits()
    {
        OutputWord outputs;
        outputs.setLed(1, LedColour::Red);
        QCOMPARE(outputs.word(), quint16(0x04F0));
        outputs.setLed(0, LedColour::Orange);
        QCOMPARE(outputs.word(), quint16(0x07F0));
        outputs.setLed(1, LedColour::Green);
        QCOMPARE(outputs.word(), quint16(0x0BF0));
        QCOMPARE(outputs.led(0), LedColour::Orange);
        QCOMPARE(outputs.led(1), LedColour::Green);
        outputs.setDigitalOutput(3, true);
        outputs.setDigitalOutput(0, true);
        QCOMPARE(outputs.word(), quint16(0x0BF9));
        outputs.setPowerRail(PowerRail::Rail3V3, false);
        outputs.setPowerRail(PowerRail::Rail12V1A5, false);
        QCOMPARE(outputs.word(), quint16(0x0B69));
        outputs.setDigitalOutputs(0x02);
        QCOMPARE(outputs.word(), quint16(0x0B62));
        QVERIFY(outputs.digitalOutput(1));
        QVERIFY(!outputs.digitalOutput(0));
    }

    void outOfRangeChannelsChangeNothing()
    {
        OutputWord outputs;
        outputs.setDigitalOutput(4, true);
        outputs.setDigitalOutput(-1, true);
        outputs.setLed(2, LedColour::Red);
        QCOMPARE(outputs.word(), quint16(0x00F0));
    }
};

QTEST_GUILESS_MAIN(TestOutputWord)
#include "tst_output_word.moc"
