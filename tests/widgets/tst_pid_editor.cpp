#include "PidEditor.h"
#include "ValidatedField.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

namespace tst_pid_editor {  // this file's names, apart in a unity batch

using robodash::kobuki::ControllerInfo;
using robodash::widgets::PidEditor;

class PidEditorTest : public QObject {
    Q_OBJECT
private slots:
    void parsesGains_data();
    void parsesGains();
    void rejectsBadGains_data();
    void rejectsBadGains();
    void writeIsDisabledWhileAFieldIsInvalid();
    void readShowsWhatTheRobotAnswered();
    void writeWaitsForReadBackThenConfirms();
    void readBackMismatchIsFlagged();
    void factoryRestoreIsConfirmedByTheType();
};

namespace {
ControllerInfo info(std::uint8_t type, std::uint32_t p, std::uint32_t i, std::uint32_t d)
{
    ControllerInfo controller;
    controller.type = type;
    controller.pGain = p;
    controller.iGain = i;
    controller.dGain = d;
    return controller;
}
}  // namespace

void PidEditorTest::parsesGains_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<quint32>("wire");
    QTest::newRow("integer") << "100" << 100000u;
    QTest::newRow("decimal") << "0.1" << 100u;
    QTest::newRow("three decimals") << "2.345" << 2345u;
    QTest::newRow("leading point") << ".5" << 500u;
    QTest::newRow("trailing point") << "5." << 5000u;
    QTest::newRow("spaces") << "  7.25 " << 7250u;
    QTest::newRow("zero") << "0" << 0u;
    QTest::newRow("negative zero") << "-0.000" << 0u;
    QTest::newRow("maximum") << "10000" << 10000000u;
    QTest::newRow("maximum with decimals") << "10000.000" << 10000000u;
    QTest::newRow("exponent") << "1e3" << 1000000u;
    QTest::newRow("negative exponent") << "2.5E-1" << 250u;
}

void PidEditorTest::parsesGains()
{
    QFETCH(QString, text);
    QFETCH(quint32, wire);
    QString problem = "stale";
    const auto parsed = PidEditor::parseGain(text, &problem);
    QVERIFY2(parsed.has_value(), qPrintable(problem));
    QCOMPARE(*parsed, wire);
    QVERIFY(problem.isEmpty());
}

void PidEditorTest::rejectsBadGains_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("problem");
    QTest::newRow("empty") << "" << "Enter a gain";
    QTest::newRow("negative") << "-1" << "negative";
    QTest::newRow("negative decimal") << "-0.001" << "negative";
    QTest::newRow("too many decimals") << "1.2345" << "3 decimals";
    QTest::newRow("just above maximum") << "10000.001" << "0 to 10000";
    QTest::newRow("the wire's maximum") << "4294967" << "0 to 10000";
    QTest::newRow("far above maximum") << "99999999999999999999" << "0 to 10000";
    QTest::newRow("huge exponent") << "1e12" << "0 to 10000";
    QTest::newRow("exponent, 4 decimals") << "1.2345e0" << "3 decimals";
    QTest::newRow("negative exponent value") << "-1e2" << "negative";
    QTest::newRow("letters") << "abc" << "not a number";
    QTest::newRow("bad exponent") << "1e" << "not a number";
    QTest::newRow("two points") << "1.2.3" << "not a number";
    QTest::newRow("comma") << "0,1" << "not a number";
    QTest::newRow("lone point") << "." << "not a number";
}

void PidEditorTest::rejectsBadGains()
{
    QFETCH(QString, text);
    QFETCH(QString, problem);
    QString reason;
    QVERIFY(!PidEditor::parseGain(text, &reason).has_value());
    QVERIFY2(reason.contains(problem), qPrintable(reason));
}

void PidEditorTest::writeIsDisabledWhileAFieldIsInvalid()
{
    PidEditor editor;
    QVERIFY(editor.writeButton()->isEnabled());
    editor.field(1)->lineEdit()->clear();
    QTest::keyClicks(editor.field(1)->lineEdit(), "-0.5");
    QVERIFY(!editor.writeButton()->isEnabled());
    QVERIFY(editor.field(1)->problem().contains("negative"));
    editor.field(1)->setText("0.5");
    QVERIFY(editor.writeButton()->isEnabled());
    QVERIFY(editor.field(1)->problem().isEmpty());
    editor.field(2)->setText("2.0001");
    QVERIFY(!editor.writeButton()->isEnabled());
}

void PidEditorTest::readShowsWhatTheRobotAnswered()
{
    PidEditor editor;
    QSignalSpy reads(&editor, &PidEditor::readGainsRequested);
    editor.readButton()->click();
    QCOMPARE(reads.count(), 1);
    QCOMPARE(editor.state(), PidEditor::State::Reading);
    editor.setControllerInfo(info(0, 100000, 100, 2000));
    QCOMPARE(editor.state(), PidEditor::State::Current);
    QVERIFY2(editor.robotGainsText().contains("P 100.000 · I 0.100 · D 2.000") &&
                 editor.robotGainsText().contains("factory default"),
             qPrintable(editor.robotGainsText()));
    editor.setControllerInfo(info(1, 1500, 0, 250));
    QVERIFY(editor.robotGainsText().contains("(user)"));
    QCOMPARE(editor.field(0)->text(), QStringLiteral("1.500"));
    QCOMPARE(editor.field(2)->text(), QStringLiteral("0.250"));
}

void PidEditorTest::writeWaitsForReadBackThenConfirms()
{
    PidEditor editor;
    QSignalSpy writes(&editor, &PidEditor::writeGainsRequested);
    QSignalSpy reads(&editor, &PidEditor::readGainsRequested);
    editor.field(0)->setText("120.5");
    editor.field(1)->setText("0.2");
    editor.field(2)->setText("3");
    editor.writeButton()->click();
    QCOMPARE(writes.count(), 1);
    QCOMPARE(writes.last().at(0).toDouble(), 120.5);
    QCOMPARE(writes.last().at(1).toDouble(), 0.2);
    QCOMPARE(writes.last().at(2).toDouble(), 3.0);
    QCOMPARE(reads.count(), 1);  // asks for the read-back itself
    QCOMPARE(editor.state(), PidEditor::State::WaitingForReadBack);
    QVERIFY(editor.statusText().contains("waiting for read-back"));

    editor.setControllerInfo(info(1, 120500, 200, 3000));
    QCOMPARE(editor.state(), PidEditor::State::Confirmed);
    QVERIFY(editor.statusText().contains("confirmed"));
    QVERIFY(editor.robotGainsText().contains("P 120.500"));
}

void PidEditorTest::readBackMismatchIsFlagged()
{
    PidEditor editor;
    editor.field(0)->setText("50");
    editor.writeButton()->click();
    editor.setControllerInfo(info(1, 100000, 100, 2000));
    QCOMPARE(editor.state(), PidEditor::State::Mismatch);
    QVERIFY2(editor.statusText().contains("Mismatch") && editor.statusText().contains("P 50.000") &&
                 editor.statusText().contains("P 100.000"),
             qPrintable(editor.statusText()));
    // The fields now show what the robot holds.
    QCOMPARE(editor.field(0)->text(), QStringLiteral("100.000"));
    // A later plain answer is just the current state again.
    editor.setControllerInfo(info(1, 100000, 100, 2000));
    QCOMPARE(editor.state(), PidEditor::State::Current);
}

void PidEditorTest::factoryRestoreIsConfirmedByTheType()
{
    PidEditor editor;
    QSignalSpy factory(&editor, &PidEditor::factoryGainsRequested);
    editor.factoryButton()->click();
    QCOMPARE(factory.count(), 1);
    QCOMPARE(editor.state(), PidEditor::State::WaitingForReadBack);
    editor.setControllerInfo(info(0, 100000, 100, 2000));
    QCOMPARE(editor.state(), PidEditor::State::Confirmed);

    editor.factoryButton()->click();
    editor.setControllerInfo(info(1, 1, 2, 3));
    QCOMPARE(editor.state(), PidEditor::State::Mismatch);
}

QTEST_MAIN(PidEditorTest)

}  // namespace tst_pid_editor
#include "tst_pid_editor.moc"
