#include "OutputsPanel.h"
#include "SoundPanel.h"
#include "ValidatedField.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

namespace tst_control_panels {  // this file's names, apart in a unity batch

using robodash::widgets::OutputsPanel;
using robodash::widgets::SoundPanel;
using Led = robodash::kobuki::LedColour;

class ControlPanelsTest : public QObject {
    Q_OBJECT
private slots:
    void outputsStartWithTheRailsOn();
    void ledWordBits();
    void ledButtonsEmitTheWholeWord();
    void digitalOutputsToggleTheirBits();
    void cuttingARailDeclinedLeavesTheWordUnchanged();
    void cuttingARailConfirmedClearsItsBit();
    void setOutputWordShowsWithoutEmitting();
    void soundSequencesEmitTheirIndex();
    void soundNoteIsValidated_data();
    void soundNoteIsValidated();
    void soundNotePlaysWhenValid();
};

namespace {
quint16 lastWord(const QSignalSpy &spy)
{
    return static_cast<quint16>(spy.last().at(0).toUInt());
}
}  // namespace

void ControlPanelsTest::outputsStartWithTheRailsOn()
{
    OutputsPanel panel;
    QCOMPARE(panel.word(), quint16(0x00F0));
    for (int rail = 0; rail < 4; ++rail)
        QVERIFY(panel.railCheckBox(rail)->isChecked());
    QVERIFY(panel.ledButton(1, Led::Off)->isChecked());
    QVERIFY(panel.ledButton(2, Led::Off)->isChecked());
    QCOMPARE(panel.railCheckBox(2)->text(), QStringLiteral("12 V / 5 A"));
}

// The bits themselves are kobuki::OutputWord's (tests/protocol/tst_output_word.cpp); here
// the panel's LED numbering (1 and 2) and button ids must land on them.
void ControlPanelsTest::ledWordBits()
{
    const auto clicked = [](quint16 start, int led, Led colour) {
        OutputsPanel panel;
        panel.setOutputWord(start);
        QSignalSpy words(&panel, &OutputsPanel::outputWordRequested);
        panel.ledButton(led, colour)->click();
        return words.isEmpty() ? start : lastWord(words);
    };
    QCOMPARE(clicked(0x00F0, 1, Led::Red), quint16(0x01F0));
    QCOMPARE(clicked(0x00F0, 1, Led::Green), quint16(0x02F0));
    QCOMPARE(clicked(0x00F0, 1, Led::Orange), quint16(0x03F0));
    QCOMPARE(clicked(0x00F0, 2, Led::Red), quint16(0x04F0));
    QCOMPARE(clicked(0x00F0, 2, Led::Green), quint16(0x08F0));
    QCOMPARE(clicked(0x0FF0, 2, Led::Off), quint16(0x03F0));
    OutputsPanel panel;
    QVERIFY(!panel.ledButton(3, Led::Red));  // no LED 3
    panel.setOutputWord(0x0C00);
    QVERIFY(panel.ledButton(2, Led::Orange)->isChecked());
    QVERIFY(panel.ledButton(1, Led::Off)->isChecked());
}

void ControlPanelsTest::ledButtonsEmitTheWholeWord()
{
    OutputsPanel panel;
    QSignalSpy words(&panel, &OutputsPanel::outputWordRequested);
    panel.findChild<QAbstractButton *>("led1Green")->click();
    QCOMPARE(lastWord(words), quint16(0x02F0));
    panel.ledButton(1, Led::Orange)->click();
    QCOMPARE(lastWord(words), quint16(0x03F0));
    panel.ledButton(2, Led::Red)->click();
    QCOMPARE(lastWord(words), quint16(0x07F0));
    panel.ledButton(1, Led::Off)->click();
    QCOMPARE(lastWord(words), quint16(0x04F0));
    QCOMPARE(words.count(), 4);
    QVERIFY(panel.ledButton(2, Led::Red)->isChecked());
}

void ControlPanelsTest::digitalOutputsToggleTheirBits()
{
    OutputsPanel panel;
    QSignalSpy words(&panel, &OutputsPanel::outputWordRequested);
    panel.outputButton(2)->click();
    QCOMPARE(lastWord(words), quint16(0x00F4));
    panel.outputButton(0)->click();
    QCOMPARE(lastWord(words), quint16(0x00F5));
    panel.outputButton(2)->click();
    QCOMPARE(lastWord(words), quint16(0x00F1));
    QVERIFY(!panel.outputButton(2)->isChecked());
    QVERIFY(panel.outputButton(0)->isChecked());
}

void ControlPanelsTest::cuttingARailDeclinedLeavesTheWordUnchanged()
{
    OutputsPanel panel;
    QString asked;
    panel.setRailCutConfirmation([&asked](const QString &question) {
        asked = question;
        return false;
    });
    QSignalSpy words(&panel, &OutputsPanel::outputWordRequested);
    panel.railCheckBox(2)->click();
    QVERIFY2(asked.contains("12 V / 5 A") && asked.contains("powered from it"), qPrintable(asked));
    QCOMPARE(words.count(), 0);
    QCOMPARE(panel.word(), quint16(0x00F0));
    QVERIFY(panel.railCheckBox(2)->isChecked());
}

void ControlPanelsTest::cuttingARailConfirmedClearsItsBit()
{
    OutputsPanel panel;
    int questions = 0;
    panel.setRailCutConfirmation([&questions](const QString &) {
        ++questions;
        return true;
    });
    QSignalSpy words(&panel, &OutputsPanel::outputWordRequested);
    panel.findChild<QCheckBox *>("rail1")->click();
    QCOMPARE(lastWord(words), quint16(0x00D0));
    QVERIFY(!panel.railCheckBox(1)->isChecked());
    panel.railCheckBox(1)->click();  // switching on needs no confirmation
    QCOMPARE(lastWord(words), quint16(0x00F0));
    QCOMPARE(questions, 1);
}

void ControlPanelsTest::setOutputWordShowsWithoutEmitting()
{
    OutputsPanel panel;
    QSignalSpy words(&panel, &OutputsPanel::outputWordRequested);
    panel.setOutputWord(0x0A5F);
    QCOMPARE(words.count(), 0);
    QCOMPARE(panel.word(), quint16(0x0A5F));
    QVERIFY(panel.ledButton(1, Led::Green)->isChecked());
    QVERIFY(panel.ledButton(2, Led::Green)->isChecked());
    for (int channel = 0; channel < 4; ++channel)
        QVERIFY(panel.outputButton(channel)->isChecked());
    QVERIFY(panel.railCheckBox(0)->isChecked());
    QVERIFY(!panel.railCheckBox(1)->isChecked());
    QVERIFY(panel.railCheckBox(2)->isChecked());
    QVERIFY(!panel.railCheckBox(3)->isChecked());
    // The next change starts from what the link holds.
    panel.outputButton(3)->click();
    QCOMPARE(lastWord(words), quint16(0x0A57));
}

void ControlPanelsTest::soundSequencesEmitTheirIndex()
{
    SoundPanel panel;
    QSignalSpy sequences(&panel, &SoundPanel::soundSequenceRequested);
    for (int sequence = 0; sequence < 7; ++sequence) {
        panel.sequenceButton(sequence)->click();
        QCOMPARE(sequences.last().at(0).toInt(), sequence);
    }
    QCOMPARE(panel.findChild<QPushButton *>("sequence5")->text(), QStringLiteral("Cleaning start"));
    QCOMPARE(panel.sequenceButton(7), nullptr);
}

void ControlPanelsTest::soundNoteIsValidated_data()
{
    QTest::addColumn<QString>("hertz");
    QTest::addColumn<QString>("milliseconds");
    QTest::addColumn<QString>("problem");  // part of the message, empty when valid
    QTest::newRow("A4") << "440" << "200" << "";
    QTest::newRow("lowest note") << "5.55" << "1" << "";
    QTest::newRow("longest") << "1000" << "255" << "";
    QTest::newRow("too low to fit 16 bits") << "5.5" << "100" << "Too low";
    QTest::newRow("zero hertz") << "0" << "100" << "Too low";
    QTest::newRow("negative hertz") << "-440" << "100" << "Too low";
    QTest::newRow("not a number") << "la" << "100" << "not a number";
    QTest::newRow("empty frequency") << "" << "100" << "Enter a frequency";
    QTest::newRow("zero duration") << "440" << "0" << "1 to 255";
    QTest::newRow("too long") << "440" << "256" << "1 to 255";
    QTest::newRow("fractional ms") << "440" << "12.5" << "whole number";
}

void ControlPanelsTest::soundNoteIsValidated()
{
    QFETCH(QString, hertz);
    QFETCH(QString, milliseconds);
    QFETCH(QString, problem);
    SoundPanel panel;
    panel.frequencyField()->setText(hertz);
    panel.durationField()->setText(milliseconds);
    QCOMPARE(panel.playButton()->isEnabled(), problem.isEmpty());
    const QString shown = panel.frequencyField()->problem() + panel.durationField()->problem();
    if (problem.isEmpty())
        QVERIFY2(shown.isEmpty(), qPrintable(shown));
    else
        QVERIFY2(shown.contains(problem), qPrintable(shown));
}

void ControlPanelsTest::soundNotePlaysWhenValid()
{
    SoundPanel panel;
    QSignalSpy notes(&panel, &SoundPanel::soundRequested);
    panel.frequencyField()->setText("523.25");
    panel.durationField()->setText("120");
    panel.playButton()->click();
    QCOMPARE(notes.count(), 1);
    QCOMPARE(notes.last().at(0).toDouble(), 523.25);
    QCOMPARE(notes.last().at(1).toInt(), 120);
    panel.durationField()->setText("300");
    panel.playButton()->click();  // disabled: nothing
    QCOMPARE(notes.count(), 1);
}

QTEST_MAIN(ControlPanelsTest)

}  // namespace tst_control_panels
#include "tst_control_panels.moc"
