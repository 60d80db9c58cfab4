// robodash-bench-gui-network: the whole dashboard process's CPU with a Kobuki on the cable
// against the same Kobuki on the network, in one run (issue 28). Both robots are twins at
// 50 Hz; both dashboards run offscreen, with no saved settings and without network discovery
// (the connection bar's search would cost the network run alone).
//
//   cable:   robodash-cli sim --link PTY          robodash --port PTY
//   network: robodash-cli bridge sim: (on lo)     robodash --port ros2:/bench_gui?interface=lo
//
// Each dashboard is measured, from /proc/PID/stat, for SECONDS after it has said "Robot online"
// (--log-events) and settled for two seconds; the bridge process is measured beside it, as a
// robot's own computer would spend it. Printed: CPU % of one core for each, and the ratio.
//
// Usage: robodash-bench-gui-network [SECONDS]   (default 10)
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <unistd.h>

namespace {

constexpr int kStartUpMs = 30000;
constexpr int kSettleMs = 2000;

void waitFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// User + system CPU seconds of a process, every thread, from /proc/PID/stat.
std::optional<double> cpuSecondsOf(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray line = stat.readAll();
    // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return std::nullopt;
    return (fields[11].toDouble() + fields[12].toDouble()) / double(sysconf(_SC_CLK_TCK));
}

class Child {
public:
    explicit Child(const QProcessEnvironment &environment)
    {
        m_process.setProcessEnvironment(environment);
        QObject::connect(&m_process, &QProcess::readyReadStandardError,
                         [this] { m_errors += m_process.readAllStandardError(); });
    }
    ~Child()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(10000))
            m_process.kill();
        m_process.waitForFinished(5000);
    }
    bool start(const QString &program, const QStringList &arguments)
    {
        m_process.start(program, arguments);
        return m_process.waitForStarted();
    }
    // Waits for `text` on its standard error, serving the event loop meanwhile.
    bool waitForOutput(const QByteArray &text, int ms)
    {
        QElapsedTimer waited;
        waited.start();
        while (!m_errors.contains(text)) {
            if (waited.elapsed() > ms || m_process.state() == QProcess::NotRunning)
                return false;
            waitFor(50);
        }
        return true;
    }
    qint64 pid() const { return m_process.processId(); }
    const QByteArray &errors() const { return m_errors; }

private:
    QProcess m_process;
    QByteArray m_errors;
};

struct Figures {
    double dashboardPercent = -1;
    double bridgePercent = -1;  // the network run only
};

// Measures `dashboard` (and `bridge`, when there is one) over `seconds` once it is online.
std::optional<Figures> measure(Child &dashboard, Child *bridge, double seconds)
{
    if (!dashboard.waitForOutput("robodash: event: Robot online", kStartUpMs)) {
        std::fprintf(stderr, "the dashboard never came online:\n%s\n", dashboard.errors().constData());
        return std::nullopt;
    }
    waitFor(kSettleMs);
    const auto dashboardStart = cpuSecondsOf(dashboard.pid());
    const auto bridgeStart = bridge ? cpuSecondsOf(bridge->pid()) : std::optional<double>(0);
    QElapsedTimer wall;
    wall.start();
    waitFor(int(seconds * 1000));
    const double elapsed = double(wall.elapsed()) / 1000.0;
    const auto dashboardEnd = cpuSecondsOf(dashboard.pid());
    const auto bridgeEnd = bridge ? cpuSecondsOf(bridge->pid()) : std::optional<double>(0);
    if (!dashboardStart || !dashboardEnd || !bridgeStart || !bridgeEnd)
        return std::nullopt;
    Figures figures;
    figures.dashboardPercent = 100 * (*dashboardEnd - *dashboardStart) / elapsed;
    if (bridge)
        figures.bridgePercent = 100 * (*bridgeEnd - *bridgeStart) / elapsed;
    return figures;
}

QProcessEnvironment childEnvironment(const QString &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("ROBODASH_NETWORK_DISCOVERY"), QStringLiteral("0"));
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    return environment;
}

std::optional<Figures> measureCable(const QProcessEnvironment &environment, const QString &folder,
                                    double seconds)
{
    const QString port = folder + QStringLiteral("/twin");
    Child twin(environment);
    if (!twin.start(QStringLiteral(ROBODASH_CLI_PATH), {"sim", "--link", port}))
        return std::nullopt;
    QElapsedTimer waited;
    waited.start();
    while (!QFile::exists(port) && waited.elapsed() < kStartUpMs)
        waitFor(50);
    Child dashboard(environment);
    if (!dashboard.start(QStringLiteral(ROBODASH_GUI_PATH), {"--port", port, "--log-events"}))
        return std::nullopt;
    return measure(dashboard, nullptr, seconds);
}

std::optional<Figures> measureNetwork(const QProcessEnvironment &environment, double seconds)
{
    const int domain = 100 + int(getpid() % 100);
    const QString rosNamespace = QStringLiteral("/bench_gui_%1").arg(getpid());
    Child bridge(environment);
    if (!bridge.start(QStringLiteral(ROBODASH_CLI_PATH),
                      {"bridge", "sim:", "--interface", "lo", "--domain", QString::number(domain),
                       "--namespace", rosNamespace}))
        return std::nullopt;
    Child dashboard(environment);
    const QString port = QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(rosNamespace).arg(domain);
    if (!dashboard.start(QStringLiteral(ROBODASH_GUI_PATH), {"--port", port, "--log-events"}))
        return std::nullopt;
    return measure(dashboard, &bridge, seconds);
}

}  // namespace

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    const double seconds = argc > 1 ? std::max(1.0, std::atof(argv[1])) : 10.0;
    QTemporaryDir folder;
    if (!folder.isValid())
        return 1;
    const QProcessEnvironment environment = childEnvironment(folder.path());
    const auto cable = measureCable(environment, folder.path(), seconds);
    const auto network = measureNetwork(environment, seconds);
    if (!cable || !network) {
        std::printf("gui cpu network: not measured (a process did not start or come online)\n");
        return 1;
    }
    std::printf("gui cpu network (whole robodash process, Kobuki twin at 50 Hz, offscreen, %.0f s "
                "each): cable %.1f %%, network %.1f %% of a core (%.2fx); the bridge process "
                "beside it %.1f %%\n",
                seconds, cable->dashboardPercent, network->dashboardPercent,
                network->dashboardPercent / cable->dashboardPercent, network->bridgePercent);
    return 0;
}
