// robodash-bench-mcap: issue 31's figures for an hour of a Kobuki, with the programs a user
// runs, in one run:
//   - export speed: `robodash-cli export LOG --format mcap` against `--csv DIR` of the same
//     1 h log (wall time, MB of log per second, peak resident memory);
//   - replay of the 1 h MCAP in the dashboard (`robodash --replay`, offscreen): time from the
//     start of the program to "Robot online" (its first frame decoded) and the resident memory
//     then;
//   - a long replay (LONG_HOURS, default 10: a .rdlog of about 170 MB and its MCAP export of
//     about 730 MB): time to the first frame, peak resident memory then and after 5 s more of
//     playing, for the .rdlog and for the MCAP. With ROBODASH_BENCH_BASELINE_GUI set to
//     another build's `robodash` (main's, before the replay was paged), the same replays run
//     with it too, alternating with ours, so both figures come from the same minutes.
// The hour is a short recording of the virtual Kobuki (scripts/bench records it) repeated,
// each copy shifted in time, so its bytes are a real robot's stream, not a synthetic one.
//
// Usage: robodash-bench-mcap SAMPLE.rdlog [MINUTES [LONG_HOURS]]   (60 and 10; LONG_HOURS 0: none)
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

double megabytes(const QString &path)
{
    return double(QFileInfo(path).size()) / 1e6;
}

struct Replay {
    Run firstFrame;             // seconds from start to the first frame, peak resident then
    double laterPeakMiB = 0;    // peak resident after `playOn` more seconds of playing
};

// The dashboard (`gui`) replaying `log`: seconds from start to "Robot online", the peak memory
// then and `playOnMs` later.
std::optional<Replay> replayToFirstFrame(const QString &gui, const QString &log, const QString &home,
                                         int playOnMs = 0, QByteArray *refusal = nullptr)
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
    dashboard.start(gui, {"--replay", log, "--log-events"});
    if (!dashboard.waitForStarted())
        return std::nullopt;
    while (!errors.contains("robodash: event: Robot online")) {
        // A refused file (main's reader refused an attachment over 256 MiB) leaves the
        // dashboard open with the reason in its event log: say it rather than wait.
        const qsizetype refused = errors.indexOf("robodash: event: Could not replay");
        if (refused >= 0 && errors.indexOf('\n', refused) > refused) {
            if (refusal)
                *refusal = errors.mid(refused, errors.indexOf('\n', refused) - refused);
            dashboard.kill();
            dashboard.waitForFinished(5000);
            return std::nullopt;
        }
        if (wall.elapsed() > kRunLimitMs || dashboard.state() == QProcess::NotRunning) {
            std::fprintf(stderr, "the replay never came online:\n%s\n", errors.constData());
            return std::nullopt;
        }
        dashboard.waitForReadyRead(50);
        errors += dashboard.readAllStandardError();
    }
    Replay replay;
    replay.firstFrame.seconds = double(wall.elapsed()) / 1000.0;
    replay.firstFrame.peakMiB = residentMiBOf(dashboard.processId());
    replay.firstFrame.ok = true;
    if (playOnMs > 0) {
        QElapsedTimer playing;
        playing.start();
        while (playing.elapsed() < playOnMs && dashboard.state() == QProcess::Running) {
            dashboard.waitForReadyRead(50);
            dashboard.readAllStandardError();
        }
        replay.laterPeakMiB = residentMiBOf(dashboard.processId());
    }
    dashboard.kill();
    dashboard.waitForFinished(5000);
    return replay;
}

// The long replays, ours and (when given) the baseline's, alternating, printed as they come.
bool measureLongReplays(const link::SessionLog &sample, const QTemporaryDir &folder, int hours)
{
    const QString log = folder.filePath(QStringLiteral("long-%1h.rdlog").arg(hours));
    const QString mcap = folder.filePath(QStringLiteral("long-%1h.mcap").arg(hours));
    if (!writeLongLog(sample, log, hours * 60))
        return false;
    const Run toMcap = runToEnd(QStringLiteral(ROBODASH_CLI_PATH), {"export", log, "--format", "mcap", "-o", mcap});
    if (!toMcap.ok) {
        std::printf("mcap long replay: not measured (the %d h export failed)\n", hours);
        return false;
    }
    std::printf("mcap long (%d h Kobuki log): .rdlog %.1f MB, its MCAP export %.1f MB (exported in %.1f s, "
                "peak %.0f MiB)\n",
                hours, megabytes(log), megabytes(mcap), toMcap.seconds, toMcap.peakMiB);
    std::vector<std::pair<QString, QString>> guis{{QStringLiteral("this build"), QStringLiteral(ROBODASH_GUI_PATH)}};
    const QString baseline = qEnvironmentVariable("ROBODASH_BENCH_BASELINE_GUI");
    if (!baseline.isEmpty())
        guis.emplace_back(QStringLiteral("baseline"), baseline);
    constexpr int kPlayOnMs = 5000;
    bool ok = true;
    for (const QString &file : {log, mcap}) {
        for (const auto &[name, gui] : guis) {
            QByteArray refusal;
            const auto replay = replayToFirstFrame(gui, file, folder.path(), kPlayOnMs, &refusal);
            const char *kind = file.endsWith(QLatin1String(".mcap")) ? "MCAP" : ".rdlog";
            if (!replay) {
                std::printf("mcap long replay (%d h %s, %.0f MB, %s): %s\n", hours, kind, megabytes(file),
                            qPrintable(name), refusal.isEmpty() ? "did not come online" : refusal.constData());
                // Refusing a file is a figure of the baseline; failing is one of ours.
                ok = ok && !refusal.isEmpty() && name != QLatin1String("this build");
                continue;
            }
            std::printf("mcap long replay (%d h %s, %.0f MB, %s): first frame %.2f s after start, peak resident "
                        "then %.0f MiB, %.0f MiB after %d s more\n",
                        hours, kind, megabytes(file), qPrintable(name), replay->firstFrame.seconds,
                        replay->firstFrame.peakMiB, replay->laterPeakMiB, kPlayOnMs / 1000);
            std::fflush(stdout);
        }
    }
    return ok;
}

}  // namespace

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: robodash-bench-mcap SAMPLE.rdlog [MINUTES [LONG_HOURS]]\n");
        return 2;
    }
    const int minutes = argc > 2 ? std::max(1, std::atoi(argv[2])) : 60;
    const int longHours = argc > 3 ? std::max(0, std::atoi(argv[3])) : 10;
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
    const auto replay = replayToFirstFrame(QStringLiteral(ROBODASH_GUI_PATH), mcap, folder.path());
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
                replay->firstFrame.seconds, replay->firstFrame.peakMiB);
    std::fflush(stdout);
    QFile::remove(log);  // the long run's files are large enough without these
    QFile::remove(mcap);
    if (longHours > 0 && !measureLongReplays(*sample, folder, longHours))
        return 1;
    return 0;
}
