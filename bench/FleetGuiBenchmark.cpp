// robodash-bench-fleet: the GUI thread's CPU with 1, 4 and 8 virtual Kobukis in one window
// (issue 29), each a real twin at its 50 Hz on its own pty, link and worker thread: with the
// fleet overview in front, and with one robot's dashboard in front (the others hidden behind
// it). Also the resident memory each added robot costs. Goal: 8 robots at most 3x one robot's
// GUI CPU. Each fleet size runs in a fresh process, so that one's heap does not flatter the next.
// And STOP ALL: from the click to the moment the last twin has received its zero command,
// with every robot driving (median and worst of 20).
//
// Usage: robodash-bench-fleet [SECONDS]          (default 5; runs 1, 4 and 8)
//        robodash-bench-fleet --robots N SECONDS (one size, one line; what the first form runs)
#include "FleetWindow.h"
#include "ProcessMeters.h"
#include "RobotDashboard.h"
#include "RobotSession.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "link/RobotLink.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <ctime>

namespace {

// CPU time of the calling thread (the GUI thread: the twins and links have their own).
double threadCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

struct Cost {
    double guiMsPerSecond = 0;
    double processMsPerSecond = 0;
};

Cost measure(double seconds)
{
    QTest::qWait(1000);  // settle after a switch: layouts, first paints
    QElapsedTimer wall;
    const double gui0 = threadCpuSeconds(), process0 = bench::processCpuSeconds();
    wall.start();
    QTest::qWait(int(seconds * 1000));
    const double elapsed = double(wall.nsecsElapsed()) * 1e-9;
    return {(threadCpuSeconds() - gui0) * 1000 / elapsed, (bench::processCpuSeconds() - process0) * 1000 / elapsed};
}

bool allOnline(const FleetWindow &window)
{
    for (int i = 0; i < window.robotCount(); ++i)
        if (!window.dashboard(i)->link()->isOnline()) return false;
    return true;
}

bool everyTwin(const FleetWindow &window, bool moving)
{
    for (int i = 0; i < window.robotCount(); ++i)
        if ((window.dashboard(i)->session()->virtualKobuki()->lastBaseControl().speed != 0) != moving) return false;
    return true;
}

// Milliseconds from STOP ALL until every twin's last command is zero, each trial with every
// robot driving first (the link's drive, as a client's would).
QList<double> stopAllTimes(FleetWindow &window, int trials)
{
    QList<double> times;
    for (int trial = 0; trial < trials; ++trial) {
        QElapsedTimer waited;
        waited.start();
        while (!everyTwin(window, true) && waited.elapsed() < 10000) {
            for (int i = 0; i < window.robotCount(); ++i) window.dashboard(i)->link()->drive(0.2, 0);
            QTest::qWait(20);
        }
        QElapsedTimer stopping;
        stopping.start();
        window.stopAll();
        while (!everyTwin(window, false) && stopping.elapsed() < 10000) QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        times << double(stopping.nsecsElapsed()) / 1e6;
    }
    std::sort(times.begin(), times.end());
    return times;
}

int runOneSize(int argc, char **argv, int robots, double seconds)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("ROBODASH_NETWORK_DISCOVERY", "0");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const double residentBefore = bench::residentMiB();
    DashboardOptions options;
    for (int i = 0; i < robots; ++i) options.fleet.append({QString(), QStringLiteral("kobuki"), QStringLiteral("sim:"), {}});
    FleetWindow window(options);
    window.resize(1366, 768);
    window.show();
    QElapsedTimer waited;
    waited.start();
    while (!allOnline(window) && waited.elapsed() < 60000) QTest::qWait(50);
    if (!allOnline(window)) {
        std::fprintf(stderr, "robodash-bench-fleet: not every twin came online in 60 s\n");
        return 1;
    }
    window.showOverview();
    const Cost overview = measure(seconds);
    window.showRobot(0);
    const Cost dashboard = measure(seconds);
    const double perRobot = (bench::residentMiB() - residentBefore) / robots;
    const QList<double> stops = stopAllTimes(window, 20);
    std::printf("fleet %d: overview gui %.1f process %.1f, dashboard gui %.1f process %.1f ms CPU/s, %.1f MiB per robot, "
                "stop all %.1f ms median %.1f ms worst\n",
                robots, overview.guiMsPerSecond, overview.processMsPerSecond, dashboard.guiMsPerSecond,
                dashboard.processMsPerSecond, perRobot, stops.at(stops.size() / 2), stops.constLast());
    return 0;
}

struct SizeResult {
    int robots = 0;
    double overviewGui = 0, overviewProcess = 0, dashboardGui = 0, dashboardProcess = 0, perRobotMiB = 0;
    double stopMedianMs = 0, stopWorstMs = 0;
};

bool runChild(const QString &program, int robots, double seconds, SizeResult *result)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(program, {QStringLiteral("--robots"), QString::number(robots), QString::number(seconds)});
    if (!child.waitForFinished(int(seconds * 4000) + 120000) || child.exitCode() != 0) return false;
    const QByteArray line = child.readAllStandardOutput().trimmed();
    result->robots = robots;
    return std::sscanf(line.constData(),
                       "fleet %*d: overview gui %lf process %lf, dashboard gui %lf process %lf ms CPU/s, %lf MiB per robot, "
                       "stop all %lf ms median %lf ms worst",
                       &result->overviewGui, &result->overviewProcess, &result->dashboardGui, &result->dashboardProcess,
                       &result->perRobotMiB, &result->stopMedianMs, &result->stopWorstMs) == 7;
}

}  // namespace

int main(int argc, char **argv)
{
    if (argc == 4 && QByteArray(argv[1]) == "--robots") return runOneSize(argc, argv, std::atoi(argv[2]), std::atof(argv[3]));
    const double seconds = argc > 1 ? std::atof(argv[1]) : 5.0;
    QCoreApplication app(argc, argv);
    QList<SizeResult> results;
    for (const int robots : {1, 4, 8}) {
        SizeResult result;
        if (!runChild(QCoreApplication::applicationFilePath(), robots, seconds, &result)) {
            std::fprintf(stderr, "robodash-bench-fleet: the run with %d robots failed\n", robots);
            return 1;
        }
        results << result;
        std::printf("fleet gui cpu %d twin(s) at 50 Hz: overview %.1f ms/s, one dashboard %.1f ms/s (GUI thread); "
                    "whole process %.1f / %.1f ms/s; %.1f MiB resident per robot; STOP ALL until the last robot "
                    "has received zero: %.1f ms median, %.1f ms worst of 20\n",
                    robots, result.overviewGui, result.dashboardGui, result.overviewProcess, result.dashboardProcess,
                    result.perRobotMiB, result.stopMedianMs, result.stopWorstMs);
    }
    const SizeResult &one = results.constFirst(), &eight = results.constLast();
    const double worst = std::max(eight.overviewGui / one.overviewGui, eight.dashboardGui / one.dashboardGui);
    std::printf("fleet gui cpu 8 robots / 1 robot: overview %.2fx, dashboard %.2fx (goal at most 3x): %s\n",
                eight.overviewGui / one.overviewGui, eight.dashboardGui / one.dashboardGui, worst <= 3.0 ? "ok" : "TOO HIGH");
    return 0;
}
