#include "SelfTestDialog.h"

#include "SaveFolder.h"
#include "ScreenFit.h"

#include "BuildInfo.h"
#include "DashStyle.h"
#include "SelfTestReportFiles.h"
#include "link/RobotLink.h"

#include <QCloseEvent>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontMetrics>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace robodash::selftest;

namespace {

enum Column { StepColumn, ResultColumn, DetailColumn };

QString statusText(StepStatus status)
{
    switch (status) {
    case StepStatus::Pending: return QObject::tr("waiting");
    case StepStatus::Running: return QObject::tr("running…");
    case StepStatus::Passed: return QObject::tr("passed");
    case StepStatus::Failed: return QObject::tr("FAILED");
    case StepStatus::Skipped: return QObject::tr("skipped");
    }
    return {};
}

// The theme's status colours as text: readable on the light and the dark theme alike.
QColor statusColour(StepStatus status)
{
    namespace style = robodash::widgets::style;
    switch (status) {
    case StepStatus::Passed: return style::readableText(style::ok());
    case StepStatus::Failed: return style::readableText(style::critical());
    default: return style::mutedText();
    }
}

QString figuresText(const StepResult &result)
{
    QStringList parts;
    for (const SelfTestFigure &figure : result.figures) {
        const QString name = QString::fromStdString(figure.name);
        if (figure.isText())
            parts << QStringLiteral("%1 %2").arg(name, QString::fromStdString(figure.text));
        else
            parts << QStringLiteral("%1 %2 %3").arg(name).arg(figure.value, 0, 'g', 3).arg(QString::fromStdString(figure.unit));
    }
    return parts.join(QStringLiteral(", "));
}

QString promptStateText(const StepPrompt &prompt)
{
    switch (prompt.state) {
    case StepPrompt::State::Waiting: return prompt.question ? QObject::tr("<b>lit now</b>") : QObject::tr("waiting…");
    case StepPrompt::State::Seen: return prompt.question ? QObject::tr("✔ yes") : QObject::tr("✔ seen");
    case StepPrompt::State::Skipped: return QObject::tr("skipped");
    case StepPrompt::State::Denied: return QObject::tr("✘ no");
    case StepPrompt::State::Queued: return QObject::tr("next");
    }
    return {};
}

}  // namespace

SelfTestDialog::SelfTestDialog(robodash::link::RobotLink &link, const robodash::core::RobotInfo &robot,
                               const SelfTestSettings &settings, QWidget *parent)
    : QDialog(parent), m_engine(new SelfTestEngine(link, robot, settings, this))
{
    setWindowTitle(tr("Self-test: %1").arg(QString::fromStdString(robot.displayName)));
    m_engine->setInteractive(true);
    m_engine->setProgram(robodash::build_info::versionLine("robodash"));
    createLayout(robot.capabilities);
    showSteps();
    connect(m_engine, &SelfTestEngine::started, this, [this] {
        m_summary->setText(tr("Running… the robot will drive a little: keep the space around it clear."));
        showSteps();
        showButtons();
        emit runningChanged(true);
    });
    connect(m_engine, &SelfTestEngine::stepChanged, this, &SelfTestDialog::showStep);
    connect(m_engine, &SelfTestEngine::finished, this, [this] {
        showPrompts();
        showButtons();
        const SelfTestReport report = m_engine->report();
        m_summary->setText(tr("%1: %2 passed, %3 failed, %4 skipped.%5")
                               .arg(report.anyFailed() ? tr("<b>Failed</b>") : tr("<b>Passed</b>"))
                               .arg(report.count(StepStatus::Passed))
                               .arg(report.count(StepStatus::Failed))
                               .arg(report.count(StepStatus::Skipped))
                               .arg(report.cancelled ? tr(" Stopped early: %1.").arg(QString::fromStdString(report.cancelReason)) : QString()));
        emit runningChanged(false);
    });
    // Room for every step above the longest prompt list (six light questions on a Kobuki).
    resize(sizeWithinScreen(this, QSize(900, 540)));
}

// Only what this robot has: a Rover has no gyro, cliff sensors, buttons or lights to ask about.
QString SelfTestDialog::introduction(const robodash::core::RobotCapabilities &robot)
{
    QStringList checks{tr("the link"), tr("battery")};
    if (robot.gyro) checks << tr("gyro");
    checks << tr("motors") << tr("odometry");
    if (robot.motorCurrents) checks << tr("currents");
    const robodash::core::Contacts &has = robot.contacts;
    QStringList asks;
    if (has.anyBumper()) asks << (has.bumperLeft || has.bumperRight ? tr("press each bumper") : tr("press each bump panel"));
    if (has.anyCliff()) asks << tr("hold each cliff sensor over an edge");
    if (has.anyWheelDrop()) asks << tr("lift each wheel");
    if (!robot.buttons.empty()) asks << tr("press each button");
    if (!robot.lights.empty()) asks << tr("confirm each light in each colour as it is lit");
    const auto list = [](QStringList items) {
        const QString last = items.takeLast();
        return items.isEmpty() ? last : tr("%1 and %2").arg(items.join(QStringLiteral(", ")), last);
    };
    QString text = tr("Checks %1").arg(list(checks));
    text += asks.isEmpty() ? QStringLiteral(". ") : tr(", then asks you to %1. ").arg(list(asks));
    return text + tr("The robot drives about 20 cm ahead, turns and drives back: leave half a metre free around "
                     "it. Cancel stops it at once.");
}

QString SelfTestDialog::summaryText() const { return m_summary->text(); }

void SelfTestDialog::createLayout(const robodash::core::RobotCapabilities &robot)
{
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel(introduction(robot), this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_steps = new QTreeWidget(this);
    m_steps->setRootIsDecorated(false);
    m_steps->setHeaderLabels({tr("Step"), tr("Result"), tr("Reason and figures")});
    m_steps->header()->setSectionResizeMode(StepColumn, QHeaderView::ResizeToContents);
    m_steps->header()->setSectionResizeMode(ResultColumn, QHeaderView::ResizeToContents);
    m_steps->setWordWrap(true);
    layout->addWidget(m_steps, 1);

    m_promptBox = new QGroupBox(tr("Your turn"), this);
    auto *promptBoxLayout = new QVBoxLayout(m_promptBox);
    m_promptLayout = new QVBoxLayout;
    m_promptLayout->setSpacing(2);
    promptBoxLayout->addLayout(m_promptLayout);
    // Eleven Skips for a robot on a desk: one click for every question of this run.
    m_skipAll = new QPushButton(tr("Skip all &questions"), m_promptBox);
    m_skipAll->setToolTip(tr("Skip every question of this run, this step's and the later steps'; "
                             "the automatic checks still run"));
    connect(m_skipAll, &QPushButton::clicked, m_engine, &robodash::selftest::SelfTestEngine::skipRemainingQuestions);
    promptBoxLayout->addWidget(m_skipAll, 0, Qt::AlignRight);
    m_promptBox->hide();
    layout->addWidget(m_promptBox);

    auto *buttons = new QDialogButtonBox(this);
    m_start = buttons->addButton(tr("&Start"), QDialogButtonBox::ActionRole);
    m_cancel = buttons->addButton(tr("&Cancel test"), QDialogButtonBox::ActionRole);
    m_save = buttons->addButton(tr("Save &report…"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_start, &QPushButton::clicked, this, &SelfTestDialog::startTest);
    connect(m_cancel, &QPushButton::clicked, this, [this] { cancelTest(); });
    connect(m_save, &QPushButton::clicked, this, &SelfTestDialog::chooseReportFile);
    connect(buttons, &QDialogButtonBox::rejected, this, &SelfTestDialog::reject);
    layout->addWidget(buttons);
    showButtons();
}

void SelfTestDialog::startTest()
{
    m_engine->start();
}

void SelfTestDialog::cancelTest(const QString &reason)
{
    m_engine->cancel(reason);
}

void SelfTestDialog::showSteps()
{
    m_steps->clear();
    for (std::size_t i = 0; i < m_engine->steps().size(); ++i) {
        new QTreeWidgetItem(m_steps, {QString::fromStdString(m_engine->steps()[i]->title())});
        showStep(static_cast<int>(i));
    }
}

void SelfTestDialog::showStep(int index)
{
    QTreeWidgetItem *item = m_steps->topLevelItem(index);
    if (!item)
        return;
    const StepResult &result = m_engine->steps()[index]->result();
    item->setText(ResultColumn, statusText(result.status));
    item->setForeground(ResultColumn, statusColour(result.status));
    QString detail = QString::fromStdString(result.reason);
    const QString figures = figuresText(result);
    if (!figures.isEmpty())
        detail += (detail.isEmpty() ? QString() : QStringLiteral("\n")) + figures;
    item->setText(DetailColumn, detail);
    item->setToolTip(DetailColumn, detail);
    if (index == m_engine->currentStep())
        m_steps->scrollToItem(item);  // the running step stays in sight
    if (index == m_engine->currentStep() || index == m_promptStep)
        showPrompts();
}

void SelfTestDialog::showPrompts()
{
    const int current = m_engine->isAskingOperator() ? m_engine->currentStep() : -1;
    if (current != m_promptStep) {
        m_promptStep = current;
        m_promptStates.clear();
        m_promptAnswers.clear();
        // Later: the Skip button that was clicked may be one of them, still in its signal.
        while (QLayoutItem *item = m_promptLayout->takeAt(0)) {
            if (QWidget *row = item->widget()) {
                row->hide();
                row->deleteLater();
            }
            delete item;
        }
        if (current < 0) {
            m_promptBox->hide();
            return;
        }
        const auto &prompts = m_engine->steps()[current]->prompts();
        for (std::size_t i = 0; i < prompts.size(); ++i)
            addPromptRow(current, static_cast<int>(i), prompts[i]);
        m_promptBox->setTitle(tr("Your turn: %1").arg(QString::fromStdString(m_engine->steps()[current]->title())));
        m_promptBox->show();
    }
    if (m_promptStep < 0)
        return;
    const auto &prompts = m_engine->steps()[m_promptStep]->prompts();
    for (int i = 0; i < m_promptStates.size() && i < static_cast<int>(prompts.size()); ++i) {
        m_promptStates[i]->setText(promptStateText(prompts[i]));
        // Only what is asked now can be answered: a light's question waits until it is lit.
        for (QPushButton *answer : m_promptAnswers[i])
            answer->setEnabled(prompts[i].state == StepPrompt::State::Waiting);
    }
}

void SelfTestDialog::addPromptRow(int step, int index, const StepPrompt &prompt)
{
    auto *row = new QWidget(m_promptBox);
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->addWidget(new QLabel(QString::fromStdString(prompt.text), row), 1);
    auto *state = new QLabel(row);
    QFont bold = state->font();  // the longest state, shown bold while a light is asked about
    bold.setBold(true);
    state->setMinimumWidth(QFontMetrics(bold).horizontalAdvance(tr("waiting…")));
    rowLayout->addWidget(state);
    QList<QPushButton *> answers;
    if (prompt.question) {
        for (const bool yes : {true, false}) {
            auto *answer = new QPushButton(yes ? tr("Yes") : tr("No"), row);
            connect(answer, &QPushButton::clicked, this, [this, step, index, yes] {
                m_engine->answerPrompt(step, index, yes);
            });
            rowLayout->addWidget(answer);
            answers << answer;
        }
    }
    auto *skip = new QPushButton(tr("Skip"), row);
    connect(skip, &QPushButton::clicked, this, [this, step, index] { m_engine->skipPrompt(step, index); });
    rowLayout->addWidget(skip);
    answers << skip;
    m_promptLayout->addWidget(row);
    m_promptStates << state;
    m_promptAnswers << answers;
}

void SelfTestDialog::showButtons()
{
    const bool running = m_engine->isRunning();
    m_start->setEnabled(!running);
    m_start->setText(m_engine->hasRun() ? tr("&Start again") : tr("&Start"));
    m_cancel->setEnabled(running);
    m_save->setEnabled(!running && m_engine->hasRun());
}

void SelfTestDialog::chooseReportFile()
{
    const SelfTestReport report = m_engine->report();
    const QString suggested = QStringLiteral("self-test-%1-%2.html")
                                  .arg(QString::fromStdString(report.family),
                                       QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save self-test report"), SaveFolder::suggest(suggested),
                                                      tr("HTML report, with a JSON copy beside it (*.html)"));
    if (path.isEmpty())
        return;
    SaveFolder::remember(path);
    saveReport(path);
}

bool SelfTestDialog::saveReport(const QString &path)
{
    const SelfTestReportFiles files = SelfTestReportFiles::forPath(path);
    QString error;
    if (files.write(m_engine->report(), &error)) {
        m_summary->setText(m_summary->text() + tr(" Saved %1 and %2.").arg(files.html, files.json));
        return true;
    }
    QMessageBox::warning(this, tr("Report not saved"), error);
    return false;
}

void SelfTestDialog::changeEvent(QEvent *event)
{
    // The self-test drives the robot; like the drive pad, it stops when its window loses
    // focus. While it only waits for the operator's presses nothing moves, so it goes on.
    if (event->type() == QEvent::ActivationChange && !isActiveWindow() && isRunning()
        && !m_engine->isAskingOperator())
        cancelTest(tr("the self-test window lost focus"));
    QDialog::changeEvent(event);
}

void SelfTestDialog::closeEvent(QCloseEvent *event)
{
    cancelTest(tr("the self-test window was closed"));
    QDialog::closeEvent(event);
}

void SelfTestDialog::reject()
{
    cancelTest(tr("the self-test window was closed"));
    QDialog::reject();
}
