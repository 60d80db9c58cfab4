// robodash-bench-mcap: issue 31's figures for an hour of a Kobuki, with the programs a user
// runs, in one run:
//   - export speed: `robodash-cli export LOG --format mcap` against `--csv DIR` of the same
//     1 h log (wall time, MB of log per second, peak resident memory);
//   - replay of the 1 h MCAP in the dashboard (`robodash --replay`, offscreen): time from the
//     start of the program to "Robot online" (its first frame decoded) and the resident memory
//     then (the replay's log is loaded whole by that point).
// The hour is a short recording of the virtual Kobuki (scripts/bench records it) repeated,
// each copy shifted in time, so its bytes are a real robot's stream, not a synthetic one.
//
// Usage: robodash-bench-mcap SAMPLE.rdlog [MINUTES]   (default 60)
#include "link/SessionLogReader.h"
#include "link/SessionLogWriter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <optional>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

using namespace robodash;

namespace {

constexpr int kRunLimitMs = 30 * 60 * 1000;

// `sample` repeated until `minutes` of it are written to `path`.
bool writeLongLog(const link::SessionLog &sample, const QString &path, int minutes)
{
    link::SessionLogWriter writer;
    if (!writer.open(path, sample.header))
        return false;
    const qint64 period = std::max<qint64>(1, sample.durationMs() + 20);
    const qint64 total = qint64(minutes) * 60 * 1000;
    qint64 last = 0;
    for (qint64 offset = 0; offset < total; offset += period) {
        for (const link::SessionLogChunk &chunk : sample.chunks) {
            last = offset + chunk.timeMs;
            if (last >= total)
                break;
            writer.append(last, QByteArray(sample.bytes(chunk), int(chunk.size)));
        }
    }
    return writer.close(last);
}

struct Run {
    double seconds = 0;
    double peakMiB = 0;
    bool ok = false;
};

// Runs a program to its end, its output dropped; its wall time and peak resident set (from
// wait4's rusage: posix_spawn rather than QProcess, which reaps its children itself).
Run runToEnd(const QString &program, const QStringList &arguments)
{
    std::vector<QByteArray> storage{program.toLocal8Bit()};
    for (const QString &argument : arguments)
        storage.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &text : storage)
        argv.push_back(text.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    QElapsedTimer wall;
    wall.start();
    pid_t pid = 0;
    Run run;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return run;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid)
        return run;
    run.seconds = double(wall.elapsed()) / 1000.0;
    run.peakMiB = double(usage.ru_maxrss) / 1024.0;
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

double residentMiBOf(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return -1;
}

// The dashboard replaying `log`: seconds from start to "Robot online" and the peak memory then.
std::optional<Run> replayToFirstFrame(const QString &log, const QString &home)
{
    QProcess dashboard;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("ROBODASH_NETWORK_DISCOVERY"), QStringLiteral("0"));
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    dashboard.setProcessEnvironment(environment);
    QByteArray errors;
    QElapsedTimer wall;
    wall.start();
    dashboard.start(QStringLiteral(ROBODASH_GUI_PATH), {"--replay", log, "--log-events"});
    if (!dashboard.waitForStarted())
        return std::nullopt;
    while (!errors.contains("robodash: event: Robot online")) {
        if (wall.elapsed() > kRunLimitMs || dashboard.state() == QProcess::NotRunning) {
            std::fprintf(stderr, "the replay never came online:\n%s\n", errors.constData());
            return std::nullopt;
        }
        dashboard.waitForReadyRead(50);
        errors += dashboard.readAllStandardError();
    }
    Run run;
    run.seconds = double(wall.elapsed()) / 1000.0;
    run.peakMiB = residentMiBOf(dashboard.processId());
    run.ok = true;
    dashboard.kill();
    dashboard.waitForFinished(5000);
    return run;
}

double megabytes(const QString &path)
{
    return double(QFileInfo(path).size()) / 1e6;
}

}  // namespace

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: robodash-bench-mcap SAMPLE.rdlog [MINUTES]\n");
        return 2;
    }
    const int minutes = argc > 2 ? std::max(1, std::atoi(argv[2])) : 60;
    QString error;
    const auto sample = link::SessionLogReader::read(QString::fromLocal8Bit(argv[1]), &error);
    QTemporaryDir folder;
    if (!sample || sample->chunks.empty() || !folder.isValid()) {
        std::fprintf(stderr, "cannot use %s: %s\n", argv[1], qPrintable(error));
        return 1;
    }
    const QString log = folder.filePath(QStringLiteral("long.rdlog"));
    const QString mcap = folder.filePath(QStringLiteral("long.mcap"));
    if (!writeLongLog(*sample, log, minutes))
        return 1;
    const QString cli = QStringLiteral(ROBODASH_CLI_PATH);
    const Run toMcap = runToEnd(cli, {"export", log, "--format", "mcap", "-o", mcap});
    const Run toCsv = runToEnd(cli, {"export", log, "--csv", folder.filePath(QStringLiteral("csv"))});
    const auto replay = replayToFirstFrame(mcap, folder.path());
    if (!toMcap.ok || !toCsv.ok || !replay) {
        std::printf("mcap: not measured (an export or the replay failed)\n");
        return 1;
    }
    const double logMB = megabytes(log);
    std::printf("mcap export (%d min Kobuki log, %.1f MB): MCAP %.1f s = %.1f MB/s of log, %.1f MB "
                "written, peak %.0f MiB; CSV %.1f s = %.1f MB/s, peak %.0f MiB\n",
                minutes, logMB, toMcap.seconds, logMB / toMcap.seconds, megabytes(mcap),
                toMcap.peakMiB, toCsv.seconds, logMB / toCsv.seconds, toCsv.peakMiB);
    std::printf("mcap replay (that MCAP in robodash --replay, offscreen): first frame %.2f s after "
                "start, resident then %.0f MiB\n",
                replay->seconds, replay->peakMiB);
    return 0;
}
