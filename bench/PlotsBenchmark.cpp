// robodash-bench-plots: what the Plots panel costs (issue 40).
//
// 1. GUI thread CPU of the dashboard at the robot's 50 Hz, every dock floated as
//    robodash-bench-gui does, without the Plots panel and with 12 plots of 4 fields each
//    (48 fields that move), alternated in the same run (without, with, without, with).
// 2. A day's Kobuki log (50 Hz, written here from the same synthetic frames) opened for replay
//    as a user opens one: it plays at 1x while its overview is built beside it; then every plot
//    shows the whole log: how long the overview took, one redraw of the 12 plots, and the
//    resident memory.
//
// Usage: robodash-bench-plots gui [SECONDS_PER_RUN]   (default 5)
//        robodash-bench-plots whole-log [HOURS]      (default 24)
// Each in a process of its own: the second's resident memory is the replay's alone.
#include "FieldPlot.h"
#include "PlotDocks.h"
#include "PlotsPanel.h"
#include "ProcessMeters.h"
#include "RobotDashboard.h"
#include "RobotSession.h"
#include "RobotStoreFeed.h"
#include "SyntheticTelemetry.h"

#include "FamilyCatalog.h"
#include "link/LinkClock.h"
#include "link/LinkSessionLogs.h"
#include "link/SessionLogWriter.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace robodash;
using widgets::FieldPlot;
using widgets::PlotsPanel;

namespace {

constexpr int kPlots = 12;
// ROBODASH_BENCH_FIELDS_PER_PLOT=0: the plots' own cost apart from their lines.
const int kFieldsPerPlot = qEnvironmentVariableIsSet("ROBODASH_BENCH_FIELDS_PER_PLOT")
                               ? qEnvironmentVariableIntValue("ROBODASH_BENCH_FIELDS_PER_PLOT")
                               : 4;

void runFor(double seconds)
{
    QEventLoop loop;  // sleeps between events, as the real application does
    QTimer::singleShot(int(seconds * 1000), &loop, &QEventLoop::quit);
    loop.exec();
}

// CPU seconds per wall second while 50 Hz telemetry is fed for `seconds`.
double cpuAt50Hz(SyntheticTelemetry &telemetry, double seconds)
{
    QTimer feeder;
    feeder.setTimerType(Qt::PreciseTimer);
    feeder.setInterval(20);
    QObject::connect(&feeder, &QTimer::timeout, [&] { telemetry.emitFrame(link::linkClockMs()); });
    feeder.start();
    runFor(1.0);  // warm-up
    QElapsedTimer wall;
    wall.start();
    const double cpuStart = bench::processCpuSeconds();
    runFor(seconds);
    const double cpu = bench::processCpuSeconds() - cpuStart;
    feeder.stop();
    return cpu / (double(wall.elapsed()) / 1000.0);
}

// 12 plots of 4 fields: the store's number fields that have moved, in the tree's order.
void fillPlots(PlotsPanel &panel, const store::RobotStore &store)
{
    std::vector<QString> moving;
    for (std::size_t i = 0; i < store.fields().size(); ++i) {
        if (!store.fields()[i].text && store.series(i).size() > 2)
            moving.push_back(QString::fromStdString(store.fields()[i].path()));
    }
    std::fprintf(stderr, "  %zu fields move; plotting %d of them\n", moving.size(), kPlots * kFieldsPerPlot);
    if (moving.empty() || kFieldsPerPlot == 0) {
        for (int p = 1; p < kPlots; ++p)
            panel.addPlot();
        return;
    }
    for (int p = 0; p < kPlots; ++p) {
        FieldPlot *plot = p == 0 ? panel.plots().front() : panel.addPlot();
        for (int f = 0; f < kFieldsPerPlot; ++f)
            plot->addField(moving[std::size_t(p * kFieldsPerPlot + f) % moving.size()]);
    }
}

QDockWidget *showPlotsDock(RobotDashboard &window)
{
    auto *dock = qobject_cast<QDockWidget *>(window.plotDocks()->panels().front()->parentWidget());
    dock->setFloating(true);
    dock->show();
    dock->resize(1400, 1000);
    return dock;
}

void measureGuiCost(double seconds)
{
    DashboardOptions options;
    options.port = QStringLiteral("/nonexistent/robodash-bench");  // no robot: we feed it
    RobotDashboard window(options);
    window.resize(1440, 900);
    window.show();
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->objectName().startsWith(QLatin1String("plots")) || dock->objectName() == "wireInspectorDock")
            continue;
        dock->setFloating(true);  // as robodash-bench-gui: every widget visible
        dock->show();
    }
    SyntheticTelemetry telemetry(*window.link());
    emit window.link()->onlineChanged(true, link::linkClockMs());
    for (int i = 0; i < 100; ++i)  // two seconds of readings: the fields that move are known
        telemetry.emitFrame(link::linkClockMs() - 2000 + i * 20);
    PlotsPanel &panel = *window.plotDocks()->panels().front();
    fillPlots(panel, window.session()->store().store());
    QDockWidget *dock = showPlotsDock(window);
    double without = 0, with = 0;
    for (int round = 0; round < 2; ++round) {
        dock->hide();
        without += cpuAt50Hz(telemetry, seconds) / 2;
        dock->show();
        with += cpuAt50Hz(telemetry, seconds) / 2;
    }
    std::printf("plots gui cost at 50 Hz: %.1f%% of a core without the Plots panel, %.1f%% with %d plots of %d "
                "fields (+%.1f%% of a core; limit +8%%)\n",
                without * 100, with * 100, kPlots, kFieldsPerPlot, (with - without) * 100);
}

QString writeDayLog(const QTemporaryDir &dir, int hours)
{
    const QString path = dir.filePath(QStringLiteral("day.rdlog"));
    link::SessionLogWriter writer;
    const auto header = link::LinkSessionLogs::recordingHeader(app::robotFamilies().registry(), "kobuki", {}, {});
    if (!writer.open(path, header))
        return {};
    link::RobotLink unused(app::robotFamilies().registry(), "kobuki", {});
    SyntheticTelemetry frames(unused);
    const qint64 frameCount = qint64(hours) * 3600 * 50;
    for (qint64 i = 0; i < frameCount; ++i) {
        const std::vector<std::uint8_t> bytes = frames.nextFrameBytes();
        writer.append(i * 20, QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size())));
    }
    writer.close(frameCount * 20);
    return path;
}

void measureWholeLog(int hours)
{
    QTemporaryDir dir;
    QElapsedTimer timer;
    timer.start();
    const QString log = writeDayLog(dir, hours);
    std::fprintf(stderr, "  wrote %d h of log in %.1f s (%.0f MiB)\n", hours, double(timer.elapsed()) / 1000,
                 double(QFileInfo(log).size()) / (1024 * 1024));
    const double startMiB = bench::residentMiB();
    DashboardOptions options;
    options.replayPath = log;
    RobotDashboard window(options);
    window.resize(1440, 900);
    window.show();
    timer.restart();
    while (!window.session()->store().overview().overview())
        runFor(0.1);
    const double overviewSeconds = double(timer.elapsed()) / 1000;
    PlotsPanel &panel = *window.plotDocks()->panels().front();
    fillPlots(panel, window.session()->store().store());
    showPlotsDock(window);
    panel.showWholeLog();
    runFor(0.5);
    std::vector<double> redrawMs;
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer redraw;
        redraw.start();
        for (FieldPlot *plot : panel.plots())
            plot->repaint();  // painted now, not when the event loop gets to it
        redrawMs.push_back(double(redraw.nsecsElapsed()) / 1e6);
    }
    std::sort(redrawMs.begin(), redrawMs.end());
    const store::LogOverview &overview = *window.session()->store().overview().overview();
    std::printf("plots of a %d h replay zoomed fully out: %d plots of %d fields redrawn in %.1f ms (median of 20, "
                "worst %.1f; limit 100 ms); %.1f MiB resident (%.1f before the replay; limit 100), %.1f MiB of heap in "
                "use; store %.1f MiB, overview %.1f MiB in %zu buckets a field, built in %.1f s while the replay "
                "played\n",
                hours, kPlots, kFieldsPerPlot, redrawMs[redrawMs.size() / 2], redrawMs.back(), bench::residentMiB(),
                startMiB, bench::heapInUseMiB(), double(window.session()->store().store().bytes()) / (1024 * 1024),
                double(overview.bytes()) / (1024 * 1024), overview.bucketCount(), overviewSeconds);
}

}  // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);  // no saved layout of the user's
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboDashBench"));
    const QString what = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (what == QLatin1String("gui")) {
        measureGuiCost(argc > 2 ? std::max(1.0, std::atof(argv[2])) : 5.0);
        return 0;
    }
    if (what == QLatin1String("whole-log")) {
        measureWholeLog(argc > 2 ? std::max(1, std::atoi(argv[2])) : 24);
        return 0;
    }
    std::fprintf(stderr, "usage: robodash-bench-plots gui [SECONDS_PER_RUN] | whole-log [HOURS]\n");
    return 2;
}
