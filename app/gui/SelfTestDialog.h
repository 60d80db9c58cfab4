#pragma once
// Robot > Self-test…: the guided check of app/selftest for lab staff before a class. Lists
// the steps with live status, reason and figures; Start and Cancel; the interactive part as
// prompts ("Press the left bumper") that tick as telemetry shows each contact or button, each
// with a Skip, and questions ("Is LED1 lit green?") answered Yes, No or Skip; Save report… (HTML and JSON). Cancel, closing the dialog, an emergency stop and the
// dialog losing focus while the robot is driven all stop the robot.

#include "SelfTestEngine.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;
class QVBoxLayout;
class QGroupBox;

namespace robodash::link {
class RobotLink;
}

class SelfTestDialog : public QDialog {
    Q_OBJECT
public:
    SelfTestDialog(robodash::link::RobotLink &link, const robodash::core::RobotInfo &robot,
                   const robodash::selftest::SelfTestSettings &settings, QWidget *parent = nullptr);

    robodash::selftest::SelfTestEngine &engine() { return *m_engine; }
    bool isRunning() const { return m_engine->isRunning(); }
    QTreeWidget *stepList() const { return m_steps; }
    // The line above the steps: what the test checks and asks of this robot, then the result.
    QString summaryText() const;
    static QString introduction(const robodash::core::RobotCapabilities &robot);
    // Saves FILE.html and FILE.json (SelfTestReportFiles); false with a message box on error.
    bool saveReport(const QString &path);

public slots:
    void startTest();
    void cancelTest(const QString &reason = tr("cancelled by the operator"));

signals:
    void runningChanged(bool running);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void reject() override;

private:
    void createLayout(const robodash::core::RobotCapabilities &robot);
    void showSteps();
    void showStep(int index);
    void showPrompts();
    void addPromptRow(int step, int index, const robodash::selftest::StepPrompt &prompt);
    void showButtons();
    void chooseReportFile();

    robodash::selftest::SelfTestEngine *m_engine;
    QLabel *m_summary;
    QTreeWidget *m_steps;
    QGroupBox *m_promptBox;
    QPushButton *m_skipAll = nullptr;
    QVBoxLayout *m_promptLayout;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QPushButton *m_save;
    int m_promptStep = -1;  // the step whose prompts are shown
    QList<QLabel *> m_promptStates;
    QList<QList<QPushButton *>> m_promptAnswers;  // each row's Yes, No and Skip
};
