#include "SessionLogControls.h"

#include "RecordingOptions.h"
#include "BagRobotChoice.h"
#include "DashStyle.h"
#include "KobukiBag.h"
#include "ReplayBar.h"
#include "SaveFolder.h"
#include "TimePlot.h"
#include "FamilyCatalog.h"
#include "bridge/McapExporter.h"
#include "bridge/McapRecordingSink.h"
#include "link/CsvExporter.h"
#include "link/PortAddress.h"
#include "link/RobotLink.h"
#include "link/SessionLogReader.h"
#include "link/SessionRecorder.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QThread>
#include <QToolBar>

using robodash::link::RobotLink;

namespace {

constexpr int kSizeRefreshMs = 1000;
constexpr int kMessageMs = 10000;
constexpr int kBagNoteMs = 15000;
// A .mcap name records the bridge's ROS 2 messages with the log inside (McapRecordingSink).
const QString kLogFilter = QStringLiteral(
    "RoboDash session logs (*.rdlog);;MCAP with ROS 2 messages (*.mcap);;All files (*)");
const QString kMcapFilter = QStringLiteral("MCAP with ROS 2 messages (*.mcap);;All files (*)");
// Opening also takes an MCAP file RoboDash exported (its session log is inside:
// McapSessionLog) and a ROS 2 bag of kobuki_ros topics (bridge::KobukiBag).
const QString kOpenFilter = QStringLiteral(
    "RoboDash session logs and ROS 2 bags (*.rdlog *.mcap);;All files (*)");

}  // namespace

SessionLogControls::SessionLogControls(QMainWindow *window, RobotLink *link, const QString &family)
    : QObject(window), m_window(window), m_link(link), m_family(family),
      m_familyWindows(family, [this](const QString &message, bool problem) { report(message, problem); }),
      m_replayBar(new ReplayBar(window)),
      m_replayToolBar(new QToolBar(tr("Replay"), window)), m_recordingLabel(new QLabel(window)),
      m_options(new RecordingOptions(link, this))
{
    m_replayToolBar->setObjectName(QStringLiteral("replayToolBar"));
    m_replayToolBar->setMovable(false);
    m_replayToolBar->addWidget(m_replayBar);
    window->addToolBarBreak(Qt::TopToolBarArea);
    window->addToolBar(Qt::TopToolBarArea, m_replayToolBar);
    m_replayToolBar->hide();
    // Opening and exporting a log also read a ROS 2 bag of kobuki_ros topics.
    robodash::bridge::KobukiBag::install();

    robodash::widgets::style::setThemedStyleSheet(m_recordingLabel, [] {
        return QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(robodash::widgets::style::critical().name());
    });
    m_recordingLabel->hide();
    window->statusBar()->addPermanentWidget(m_recordingLabel);
    m_sizeTimer.setInterval(kSizeRefreshMs);
    connect(&m_sizeTimer, &QTimer::timeout, this, &SessionLogControls::updateRecordingLabel);

    // A .mcap name records MCAP (the file dialog offers both).
    robodash::link::SessionRecorder::setSinkFactory(
        robodash::bridge::McapRecordingSink::factory(robodash::app::robotFamilies().registry()));
    connectLink();
}

void SessionLogControls::connectLink()
{
    connect(m_link, &RobotLink::recordingStarted, this, [this](const QString &path) {
        m_recordingPath = path;
        m_lastLogPath = path;
        updateRecordingState(true);
        report(tr("Recording to %1").arg(path), false);
    });
    connect(m_link, &RobotLink::recordingStopped, this,
            [this](const QString &path, quint64 bytes, const QString &error) {
                updateRecordingState(false);
                // The file's own size (what a file manager shows), and of it what the robot sent;
                // its name, not its folder (the user chose it): the whole line fits a netbook's
                // status bar.
                const QLocale locale;
                if (error.isEmpty())
                    report(tr("Recorded %1 to %2 (%3 from the robot)")
                               .arg(locale.formattedDataSize(QFileInfo(path).size()), QFileInfo(path).fileName(),
                                    locale.formattedDataSize(qint64(bytes))),
                           false);
                else
                    report(tr("Recording stopped: %1").arg(error), true);
            });
    connect(m_link, &RobotLink::replayOpened, this, [this](const QString &path, qint64 durationMs) {
        m_lastLogPath = path;
        m_replayBar->start(path, durationMs);
        m_link->setReplaySpeed(m_replayBar->speed());
        m_replayToolBar->show();
        emit replayHeld(QString());
        report(tr("Replaying %1 (%2 s); nothing is sent to any robot")
                   .arg(path)
                   .arg(double(durationMs) / 1000.0, 0, 'f', 1),
               false);
    });
    connect(m_link, &RobotLink::replayPosition, m_replayBar, &ReplayBar::setPosition);
    connect(m_link, &RobotLink::replayFinished, this, [this](const QString &message) {
        m_replayBar->showFinished(message);
        emit replayHeld(tr("Replay at its end"));
        if (!message.isEmpty())
            report(tr("Replay of a damaged log %1").arg(message), true);
    });
    connect(m_link, &RobotLink::connected, this, [this](const QString &port) {
        if (robodash::link::PortAddress::replayFileName(port).isEmpty())
            m_livePort = port;
        if (!m_link->isReplaying())
            m_replayToolBar->hide();
    });
    connect(m_link, &RobotLink::disconnected, m_replayToolBar, &QToolBar::hide);

    connect(m_replayBar, &ReplayBar::pausedChanged, m_link, &RobotLink::setReplayPaused);
    connect(m_replayBar, &ReplayBar::speedChanged, m_link, &RobotLink::setReplaySpeed);
    connect(m_replayBar, &ReplayBar::seekRequested, m_link, &RobotLink::seekReplay);
    connect(m_replayBar, &ReplayBar::pausedChanged, this, [this](bool paused) {
        emit replayHeld(paused ? tr("Replay paused") : QString());
    });
    // A seek back from the end plays on, unless paused.
    connect(m_replayBar, &ReplayBar::seekRequested, this, [this] {
        emit replayMoved();
        if (!m_replayBar->isPaused()) emit replayHeld(QString());
    });
    connect(m_replayBar, &ReplayBar::closeRequested, this, &SessionLogControls::backToLive);
}

void SessionLogControls::setLivePort(const QString &port)
{
    if (!port.isEmpty() && robodash::link::PortAddress::replayFileName(port).isEmpty())
        m_livePort = port;
}

// Connecting ends the replay (RobotLink::connectTo); with no live port ever known, only ends it.
void SessionLogControls::backToLive()
{
    if (m_livePort.isEmpty())
        m_link->disconnectFromRobot();
    else
        m_link->connectTo(m_livePort);
}

void SessionLogControls::addMenuActions(QMenu *fileMenu)
{
    QAction *first = fileMenu->actions().value(0);
    const auto add = [&](const QString &text, const QKeySequence &key, auto slot) {
        auto *action = new QAction(text, fileMenu);
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        fileMenu->insertAction(first, action);
        return action;
    };
    m_startAction = add(tr("Start &recording…"), QKeySequence(tr("Ctrl+R")), &SessionLogControls::chooseRecordingFile);
    m_stopAction = add(tr("S&top recording"), QKeySequence(tr("Ctrl+Shift+R")), &SessionLogControls::stopRecording);
    add(tr("&Open log for replay…"), QKeySequence::Open, &SessionLogControls::chooseReplayFile);
    add(tr("&Export log to CSV…"), QKeySequence(tr("Ctrl+E")), &SessionLogControls::chooseExport);
    add(tr("Export as &MCAP…"), QKeySequence(tr("Ctrl+Shift+E")), &SessionLogControls::chooseMcapExport);
    m_options->addMenu(fileMenu, first);
    fileMenu->insertSeparator(first);
    updateRecordingState(false);
}

void SessionLogControls::addPlotSaveActions()
{
    for (robodash::widgets::TimePlot *plot : m_window->findChildren<robodash::widgets::TimePlot *>()) {
        auto *save = new QAction(tr("Save plot as PNG…"), plot);
        connect(save, &QAction::triggered, plot, [this, plot] {
            const QString path = QFileDialog::getSaveFileName(m_window, tr("Save plot"),
                                                              SaveFolder::suggest(QStringLiteral("plot.png")),
                                                              tr("PNG images (*.png)"));
            if (path.isEmpty())
                return;
            SaveFolder::remember(path);
            QString error;
            if (plot->saveImage(path, &error))
                report(tr("Saved %1").arg(path), false);
            else
                report(tr("Plot not saved: %1").arg(error), true);
        });
        plot->addAction(save);
        plot->setContextMenuPolicy(Qt::ActionsContextMenu);
    }
}

void SessionLogControls::startRecording(const QString &path)
{
    m_link->startRecording(path);
}

void SessionLogControls::stopRecording()
{
    m_link->stopRecording();
}

void SessionLogControls::openReplay(const QString &path)
{
    // A file that is not a log goes to the link as well: its reader says what is wrong.
    const auto header = robodash::link::SessionLogReader::readHeader(path, nullptr);
    const QString family = header ? QString::fromStdString(header->family()) : m_family;
    if (family != m_family && robodash::app::robotFamilies().contains(family.toStdString())) {
        m_familyWindows.openLog(path, family);
        return;
    }
    m_link->openReplay(path);
}

void SessionLogControls::openRobotInItsFamilysWindow(const QString &port, const QString &family)
{
    if (!m_familyWindows.openRobot(port, family))
        m_link->connectTo(port);  // a family this program lacks: the link names what it found
}

void SessionLogControls::exportCsv(const QString &logPath, const QString &directory)
{
    report(tr("Exporting %1 to %2…").arg(logPath, directory), false);
    runExport([logPath, directory] {
        const robodash::link::CsvExportResult result = robodash::link::CsvExporter(robodash::app::robotFamilies().registry()).exportFile(logPath, directory);
        if (!result.ok)
            return std::make_pair(false, tr("CSV export failed: %1").arg(result.error));
        QString message = tr("Exported %1 frames to %2").arg(result.goodFrames).arg(directory);
        if (!result.stop.clean)
            message += tr(" (the log %1)").arg(result.stop.describe());
        return std::make_pair(true, message);
    });
}

void SessionLogControls::exportMcap(const QString &logPath, const QString &mcapPath)
{
    report(tr("Exporting %1 to %2…").arg(logPath, mcapPath), false);
    runExport([logPath, mcapPath] {
        const robodash::bridge::McapExportResult result
            = robodash::bridge::McapExporter(robodash::app::robotFamilies().registry())
                  .exportFile(logPath, mcapPath, "/");
        if (!result.ok)
            return std::make_pair(false, tr("MCAP export failed: %1").arg(result.error));
        quint64 messages = 0;
        for (const auto &entry : result.messages)
            messages += entry.second;
        QString message = tr("Exported %1 messages on %2 topics to %3")
                              .arg(messages).arg(result.messages.size()).arg(mcapPath);
        if (!result.stop.clean)
            message += tr(" (the log %1)").arg(result.stop.describe());
        return std::make_pair(true, message);
    });
}

void SessionLogControls::runExport(std::function<std::pair<bool, QString>()> work)
{
    QThread *thread = QThread::create([this, work = std::move(work)] {
        const std::pair<bool, QString> result = work();
        QMetaObject::invokeMethod(this, [this, result] {
            report(result.second, !result.first);
            emit exportFinished(result.first, result.second);
        });
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

QString SessionLogControls::defaultLogName() const
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    return SaveFolder::suggest(QStringLiteral("robodash-%1.rdlog").arg(stamp));
}

void SessionLogControls::chooseRecordingFile()
{
    // What an hour will take, before it starts (a network robot's camera can make it gigabytes).
    const QString size = m_options->sizePerHourText();
    const QString title = size.isEmpty() ? tr("Record session to") : tr("Record session to (%1)").arg(size);
    const QString path = QFileDialog::getSaveFileName(m_window, title, defaultLogName(), kLogFilter);
    if (path.isEmpty())
        return;
    SaveFolder::remember(path);
    startRecording(path);
}

// The last log recorded or played, else where files were saved last.
QString SessionLogControls::logFolder() const
{
    return m_lastLogPath.isEmpty() ? SaveFolder::folder() : m_lastLogPath;
}

void SessionLogControls::chooseReplayFile()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open session log"), logFolder(), kOpenFilter);
    QString note;
    if (path.isEmpty() || !BagRobotChoice::choose(m_window, path, &note))
        return;
    openReplay(path);
    if (!note.isEmpty())
        m_window->statusBar()->showMessage(note, kBagNoteMs);
}

void SessionLogControls::chooseExport()
{
    const QString log = QFileDialog::getOpenFileName(m_window, tr("Export which log?"), logFolder(), kOpenFilter);
    QString note;
    if (log.isEmpty() || !BagRobotChoice::choose(m_window, log, &note))
        return;
    const QFileInfo info(log);
    const QString suggested = info.dir().filePath(info.completeBaseName() + QStringLiteral("-csv"));
    const QString directory = QFileDialog::getExistingDirectory(m_window, tr("Write the CSV files into"),
                                                                QFileInfo(suggested).absolutePath());
    if (directory.isEmpty())
        return;
    SaveFolder::remember(directory);
    exportCsv(log, directory);
}

void SessionLogControls::chooseMcapExport()
{
    const QString log = QFileDialog::getOpenFileName(m_window, tr("Export which log as MCAP?"), logFolder(), kOpenFilter);
    if (log.isEmpty())
        return;
    const QFileInfo info(log);
    const QString suggested = info.dir().filePath(info.completeBaseName() + QStringLiteral("-ros2.mcap"));
    const QString mcap = QFileDialog::getSaveFileName(m_window, tr("Write the MCAP file"), suggested, kMcapFilter);
    if (mcap.isEmpty())
        return;
    SaveFolder::remember(mcap);
    exportMcap(log, mcap);
}

void SessionLogControls::updateRecordingState(bool recording)
{
    if (!recording)
        m_recordingPath.clear();
    if (m_startAction)
        m_startAction->setEnabled(!recording);
    if (m_stopAction)
        m_stopAction->setEnabled(recording);
    m_recordingLabel->setVisible(recording);
    if (recording)
        m_sizeTimer.start();
    else
        m_sizeTimer.stop();
    updateRecordingLabel();
}

void SessionLogControls::updateRecordingLabel()
{
    if (m_recordingPath.isEmpty())
        return;
    const QFileInfo info(m_recordingPath);
    m_recordingLabel->setText(tr("● REC %1 (%2)").arg(info.fileName(), QLocale().formattedDataSize(info.size())));
    m_recordingLabel->setToolTip(m_recordingPath);
}

void SessionLogControls::report(const QString &message, bool problem)
{
    m_lastMessage = message;
    m_window->statusBar()->showMessage(message, kMessageMs);
    if (!problem)
        return;
    // Not modal: the dashboard (and the robot) keep going while the box is up.
    auto *box = new QMessageBox(QMessageBox::Warning, tr("RoboDash"), message, QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}
