#pragma once
// The window's side of session logs, kept out of RobotDashboard: File menu items to start and
// stop a recording (.rdlog, or MCAP for a .mcap name), open a log for replay and export one
// to CSV or MCAP; the replay bar; a
// "recording" indicator in the status bar; "Save plot as PNG" on every plot's context menu.
// Everything is done through RobotLink (recording is written on its worker thread), or on
// a thread of its own (CSV export), so the GUI never waits for a disk.

#include "FamilyWindowStarter.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <utility>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QToolBar;
class RecordingOptions;
class ReplayBar;

namespace robodash::link {
class RobotLink;
}

class SessionLogControls : public QObject {
    Q_OBJECT
public:
    // Starts a program with these arguments, false if it could not.
    using ProgramStarter = FamilyWindowStarter::ProgramStarter;

    // `family`: the registry name of the family whose panels the window shows.
    SessionLogControls(QMainWindow *window, robodash::link::RobotLink *link, const QString &family);

    // How a log of another family is opened: by default another robodash with that
    // family's panels (this window's cannot show it). Tests put a recorder here.
    void setWindowStarter(ProgramStarter starter) { m_familyWindows.setProgramStarter(std::move(starter)); }

    // Puts the log actions at the top of `fileMenu`.
    void addMenuActions(QMenu *fileMenu);
    // Adds "Save plot as PNG…" to the context menu of every plot in the window.
    void addPlotSaveActions();

    ReplayBar *replayBar() const { return m_replayBar; }
    QToolBar *replayToolBar() const { return m_replayToolBar; }
    QString recordingPath() const { return m_recordingPath; }
    QString lastMessage() const { return m_lastMessage; }
    // Where *Back to live* connects: the last live port connected to, else this one (the
    // port the window was told, when it opened on a replay).
    void setLivePort(const QString &port);
    QString livePort() const { return m_livePort; }

public slots:
    // A robot of another family found on the network (ConnectionBar::otherFamilyChosen): it
    // opens in a window of its own family, as another family's log does; this one stays.
    void openRobotInItsFamilysWindow(const QString &port, const QString &family);
    void startRecording(const QString &path);
    void stopRecording();
    void openReplay(const QString &path);
    // Run on a worker thread; exportFinished tells how it went.
    void exportCsv(const QString &logPath, const QString &directory);
    // The CLI's `export --format mcap` (bridge/McapExporter): the ROS 2 messages the bridge
    // publishes for the log's robot, and the log itself inside.
    void exportMcap(const QString &logPath, const QString &mcapPath);

    void chooseRecordingFile();
    void chooseReplayFile();
    void chooseExport();
    void chooseMcapExport();
    // The replay bar's *Back to live*: the replay ends and the live robot is connected again.
    void backToLive();

signals:
    void exportFinished(bool ok, const QString &message);
    // A replay that stands still ("Replay paused", "Replay at its end": its readings are not
    // live), or plays again (empty).
    void replayHeld(const QString &why);
    // The replay moved to another time: a trail drawn so far would join the two places.
    void replayMoved();

private:
    void connectLink();
    void updateRecordingState(bool recording);
    void updateRecordingLabel();
    void report(const QString &message, bool problem);
    // `work` on a thread of its own; its sentence and success are reported and emitted.
    void runExport(std::function<std::pair<bool, QString>()> work);
    QString defaultLogName() const;
    QString logFolder() const;

    QMainWindow *m_window;
    robodash::link::RobotLink *m_link;
    QString m_family;
    FamilyWindowStarter m_familyWindows;  // another family's log or robot
    ReplayBar *m_replayBar;
    QToolBar *m_replayToolBar;
    QLabel *m_recordingLabel;
    RecordingOptions *m_options;  // pictures kept, size an hour
    QAction *m_startAction = nullptr;
    QAction *m_stopAction = nullptr;
    QString m_recordingPath;
    QString m_lastLogPath;
    QString m_livePort;
    QString m_lastMessage;
    QTimer m_sizeTimer;
};
