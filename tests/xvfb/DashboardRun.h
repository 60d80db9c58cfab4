#pragma once
// One run of the real program on a test's X server: a virtual robot of the chosen family as
// its own process (robodash-cli sim, writing a trace of what the robot truly did) and the
// dashboard (robodash) connected to it over the pseudo-terminal, the way a user runs them.
// Each run has its own home, so no saved settings or window layout leak between runs.
// Both processes are ended (SIGTERM, as Ctrl+C) when the run goes.

#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

namespace robodash::xtest {

class DashboardRun {
public:
    struct Options {
        QString family = QStringLiteral("kobuki");
        QString display;               // XvfbServer::display()
        QStringList dashboardArguments;  // more robodash options (--presentation, ...)
    };

    DashboardRun() = default;
    ~DashboardRun();
    DashboardRun(const DashboardRun &) = delete;
    DashboardRun &operator=(const DashboardRun &) = delete;

    // Starts the twin, waits for its port, starts the dashboard on it.
    bool start(const Options &options, QString *error);
    qint64 dashboardPid() const { return m_dashboard.processId(); }
    bool dashboardRunning() const { return m_dashboard.state() == QProcess::Running; }
    QString tracePath() const;
    QString devicePath() const { return m_device; }
    QString workDirectory() const { return m_home.path(); }
    // What the dashboard wrote on stdout and stderr so far, for a failure's message.
    QString dashboardOutput();
    // Waits until the dashboard has written `text` (it runs with --log-events, so each event
    // log entry is a line "robodash: event: <entry>", e.g. "Robot online").
    bool waitForOutput(const QString &text, int timeoutMs);

    // The link drops: the twin is killed (SIGKILL: no goodbye on the wire).
    void killTwin();
    // The twin stops (SIGSTOP) with its port open: the robot falls silent, the link stays.
    void freezeTwin();
    void thawTwin();  // SIGCONT
    // The twin back at the origin, at rest (SIGUSR1); the port stays open.
    void resetTwin();
    void quitDashboard();
    // The dashboard quits as on Ctrl+C (saving its settings) and starts again in the same home,
    // on the same twin: a user's second start.
    bool restartDashboard(QString *error);

private:
    bool startTwin(const Options &options, QString *error);
    bool startDashboard(QString *error);
    static void endProcess(QProcess &process);

    QTemporaryDir m_home;
    QProcess m_twin;
    QProcess m_dashboard;
    QString m_device;
    QByteArray m_dashboardOutput;
};

}  // namespace robodash::xtest
