#include "DashboardRun.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QProcessEnvironment>

#include "WaitFor.h"

#include <csignal>

namespace robodash::xtest {
namespace {

constexpr int kStartMs = 60000;

// The programs under test; ROBODASH_XTEST_GUI / ROBODASH_XTEST_CLI run others (e.g. an older
// build, to see a scenario fail there).
QString program(const char *variable, const char *built)
{
    const QString chosen = qEnvironmentVariable(variable);
    return chosen.isEmpty() ? QString::fromLocal8Bit(built) : chosen;
}

}  // namespace

DashboardRun::~DashboardRun()
{
    thawTwin();  // a stopped process would hold SIGTERM until continued
    quitDashboard();
    endProcess(m_twin);
}

QString DashboardRun::tracePath() const
{
    return m_home.filePath(QStringLiteral("twin-trace.jsonl"));
}

bool DashboardRun::startTwin(const Options &options, QString *error)
{
    m_twin.setProgram(program("ROBODASH_XTEST_CLI", ROBODASH_CLI_PATH));
    m_twin.setArguments({QStringLiteral("sim"), QStringLiteral("--robot"), options.family,
                         QStringLiteral("--trace"), tracePath()});
    m_twin.start();
    const QDeadlineTimer deadline(kStartMs);
    QByteArray output;
    while (!output.contains('\n')) {
        if (m_twin.state() == QProcess::NotRunning || deadline.hasExpired()) {
            *error = QStringLiteral("the %1 twin gave no port: %2").arg(options.family,
                         QString::fromLocal8Bit(m_twin.readAllStandardError()));
            return false;
        }
        m_twin.waitForReadyRead(100);
        output += m_twin.readAllStandardOutput();
    }
    m_device = QString::fromLocal8Bit(output.left(output.indexOf('\n'))).trimmed();
    return true;
}

bool DashboardRun::start(const Options &options, QString *error)
{
    if (!m_home.isValid()) {
        *error = QStringLiteral("no temporary directory");
        return false;
    }
    // ROBODASH_XTEST_KEEP=1 keeps the run's folder (the twin's trace, settings) to look at.
    m_home.setAutoRemove(qEnvironmentVariableIntValue("ROBODASH_XTEST_KEEP") == 0);
    if (!m_home.autoRemove())
        qInfo("DashboardRun: keeping %s", qPrintable(m_home.path()));
    if (!startTwin(options, error))
        return false;
    QDir home(m_home.path());
    for (const char *folder : {"config", "data", "cache", "runtime"})
        home.mkdir(QString::fromLatin1(folder));
    QFile::setPermissions(home.filePath(QStringLiteral("runtime")),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("DISPLAY"), options.display);
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    environment.insert(QStringLiteral("HOME"), home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.filePath(QStringLiteral("runtime")));
    // No leak check of the dashboard on X: Qt's xcb platform keeps memory at exit that differs by
    // release (libdbus's on Qt 6.4, QGenericUnixServices' on 6.8), and a restart checks that the
    // dashboard quit cleanly. The same code is leak-checked offscreen (tests/app, detect_leaks=1).
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
                       environment.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":detect_leaks=0"));
    m_dashboard.setProcessEnvironment(environment);
    m_dashboard.setProcessChannelMode(QProcess::MergedChannels);
    m_dashboard.setProgram(program("ROBODASH_XTEST_GUI", ROBODASH_GUI_PATH));
    m_dashboard.setArguments(QStringList{QStringLiteral("--robot"), options.family,
                                         QStringLiteral("--port"), m_device, QStringLiteral("--log-events")}
                             + options.dashboardArguments);
    return startDashboard(error);
}

bool DashboardRun::startDashboard(QString *error)
{
    m_dashboard.start();
    if (!m_dashboard.waitForStarted(kStartMs)) {
        *error = QStringLiteral("robodash did not start: %1").arg(m_dashboard.errorString());
        return false;
    }
    return true;
}

bool DashboardRun::restartDashboard(QString *error)
{
    quitDashboard();
    if (m_dashboard.exitStatus() != QProcess::NormalExit || m_dashboard.exitCode() != 0) {
        *error = QStringLiteral("robodash did not quit cleanly: %1").arg(dashboardOutput().right(2000));
        return false;
    }
    m_dashboardOutput.clear();
    return startDashboard(error);
}

QString DashboardRun::dashboardOutput()
{
    m_dashboardOutput += m_dashboard.readAll();
    return QString::fromLocal8Bit(m_dashboardOutput);
}

bool DashboardRun::waitForOutput(const QString &text, int timeoutMs)
{
    return waitFor([&] { return dashboardOutput().contains(text) || !dashboardRunning(); }, timeoutMs)
           && dashboardOutput().contains(text);
}

void DashboardRun::resetTwin()
{
    if (m_twin.state() == QProcess::Running)
        ::kill(pid_t(m_twin.processId()), SIGUSR1);
}

void DashboardRun::freezeTwin()
{
    if (m_twin.state() == QProcess::Running)
        ::kill(pid_t(m_twin.processId()), SIGSTOP);
}

void DashboardRun::thawTwin()
{
    if (m_twin.state() == QProcess::Running)
        ::kill(pid_t(m_twin.processId()), SIGCONT);
}

void DashboardRun::killTwin()
{
    if (m_twin.state() == QProcess::NotRunning)
        return;
    m_twin.kill();
    m_twin.waitForFinished(kStartMs);
}

void DashboardRun::quitDashboard()
{
    endProcess(m_dashboard);
    m_dashboardOutput += m_dashboard.readAll();
}

void DashboardRun::endProcess(QProcess &process)
{
    if (process.state() == QProcess::NotRunning)
        return;
    process.terminate();  // SIGTERM: the dashboard stops the robot and quits cleanly
    if (!process.waitForFinished(kStartMs))
        process.kill();
    process.waitForFinished(kStartMs);
}

}  // namespace robodash::xtest
