// robodash-bench-gui: CPU time of the dashboard per second of telemetry, every widget visible
// (each dock floated, offscreen), at the robot's 50 Hz and at 10x that, fed straight into
// RobotLink's telemetry signal on the GUI thread the way the worker's queued value arrives.
// Repaints should follow the screen (the refresh gates' 20 Hz tick), not the data: the 10x cost must stay under
// twice the 1x cost. It also counts paint events per widget class, to name any widget that
// repaints per sample.
//
// Usage: robodash-bench-gui [SECONDS_PER_RATE]   (default 5)
//        robodash-bench-gui --simulated RATE_HZ [SECONDS]   (default 5)
// The second form runs on a simulated clock (SimulatedFeed.h): the same work whatever the
// machine's load, for callgrind's instruction counts, e.g.
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measureSimulated*'
//       robodash-bench-gui --simulated 50 2
#include "RobotDashboard.h"
#include "ProcessMeters.h"
#include "SimulatedFeed.h"
#include "SyntheticTelemetry.h"

#include "link/LinkClock.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>

namespace {

// Counts paint events per widget class.
class PaintCounter : public QObject {
public:
    std::map<std::string, long> counts;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++counts[watched->metaObject()->className()];
        return false;
    }
};

struct RateResult {
    double cpuPerSecond = 0;   // CPU seconds per wall (= telemetry at 1x) second
    std::map<std::string, long> paintsPerSecond;
};

// Feeds one frame every `intervalMs` (20: the robot's 50 Hz; 2: ten times that) for
// `seconds`, after one second of warm-up. One frame per timer event, as the worker's queued
// signals arrive: bursts would let Qt merge the repaints of a widget that updates per sample.
RateResult measure(SyntheticTelemetry &telemetry, PaintCounter &painter, int intervalMs,
                   double seconds)
{
    QTimer feeder;
    feeder.setTimerType(Qt::PreciseTimer);
    feeder.setInterval(intervalMs);
    QObject::connect(&feeder, &QTimer::timeout,
                     [&] { telemetry.emitFrame(robodash::link::linkClockMs()); });
    feeder.start();
    const auto runFor = [](double s) {
        QEventLoop loop;  // sleeps between events, as the real application does
        QTimer::singleShot(int(s * 1000), &loop, &QEventLoop::quit);
        loop.exec();
    };
    runFor(1.0);
    painter.counts.clear();
    QElapsedTimer wall;
    wall.start();
    const double cpuStart = bench::processCpuSeconds();
    runFor(seconds);
    const double cpu = bench::processCpuSeconds() - cpuStart;
    const double elapsed = double(wall.elapsed()) / 1000.0;
    feeder.stop();
    RateResult result;
    result.cpuPerSecond = cpu / elapsed;
    for (const auto &[name, count] : painter.counts)
        result.paintsPerSecond[name] = long(double(count) / elapsed + 0.5);
    return result;
}

// `seconds` of simulated telemetry; a function of its own, never inlined, so that callgrind
// can count only this part (--toggle-collect).
Q_NEVER_INLINE RateResult measureSimulated(SimulatedFeed &feed, PaintCounter &painter, double seconds)
{
    painter.counts.clear();
    const double cpuStart = bench::processCpuSeconds();
    feed.run(seconds);
    RateResult result;
    result.cpuPerSecond = (bench::processCpuSeconds() - cpuStart) / seconds;
    for (const auto &[name, count] : painter.counts)
        result.paintsPerSecond[name] = long(double(count) / seconds + 0.5);
    return result;
}

void printPaints(const RateResult &result)
{
    for (const auto &[name, perSecond] : result.paintsPerSecond)
        std::printf("  %-36s %5ld\n", name.c_str(), perSecond);
}

int runSimulated(RobotDashboard &window, PaintCounter &painter, int rateHz, double seconds)
{
    SyntheticTelemetry telemetry(*window.link());
    emit window.link()->onlineChanged(true, robodash::link::linkClockMs());
    // Real time once: the windows are exposed and laid out (deferred calls, window events).
    QEventLoop settle;
    QTimer::singleShot(500, &settle, &QEventLoop::quit);
    settle.exec();
    SimulatedFeed feed(telemetry, window, std::max(1, 1000 / std::max(1, rateHz)));
    feed.run(1.0);  // warm-up: caches, the plots' rings, the first layouts
    const RateResult result = measureSimulated(feed, painter, seconds);
    std::printf("gui cost %d Hz, simulated clock: %.1f ms CPU per simulated second"
                " (%.0f simulated seconds)\npaints per simulated second:\n",
                rateHz, result.cpuPerSecond * 1000, seconds);
    printPaints(result);
    return 0;
}

}  // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);  // no saved layout of the user's
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboDashBench"));
    const bool simulated = argc > 2 && std::strcmp(argv[1], "--simulated") == 0;
    const int secondsArg = simulated ? 3 : 1;
    const double seconds = argc > secondsArg ? std::max(1.0, std::atof(argv[secondsArg])) : 5.0;

    DashboardOptions options;
    options.port = QStringLiteral("/nonexistent/robodash-bench");  // no robot: we feed it
    RobotDashboard window(options);
    window.resize(1440, 900);
    window.show();
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        dock->setFloating(true);  // tabbed docks would hide half the widgets
        dock->show();
        dock->resize(std::max(dock->width(), 360), std::max(dock->height(), 260));
    }
    // ROBODASH_BENCH_HIDE=MapView,GyroView: hide widgets of these classes, to see their share.
    const QStringList hidden = qEnvironmentVariable("ROBODASH_BENCH_HIDE").split(',', Qt::SkipEmptyParts);
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        const QString name = QString::fromLatin1(widget->metaObject()->className()).section(':', -1);
        if (hidden.contains(name))
            widget->hide();
    }
    PaintCounter painter;
    app.installEventFilter(&painter);
    if (simulated)
        return runSimulated(window, painter, std::atoi(argv[2]), seconds);
    SyntheticTelemetry telemetry(*window.link());
    // As the worker does at the first good frame: the dashboard shows its readings as live
    // (not faded, as it does while nothing arrives).
    emit window.link()->onlineChanged(true, robodash::link::linkClockMs());

    const RateResult real = measure(telemetry, painter, 20, seconds);
    const RateResult fast = measure(telemetry, painter, 2, seconds);
    const double framesPerSecond = double(telemetry.framesEmitted()) / (2 * (seconds + 1));
    const double ratio = fast.cpuPerSecond / real.cpuPerSecond;

    std::printf("gui cost 50 Hz: %.1f ms CPU per second of telemetry (%.1f%% of a core)\n",
                real.cpuPerSecond * 1000, real.cpuPerSecond * 100);
    std::printf("gui cost 500 Hz (10x): %.1f ms CPU per wall second = %.2f x the 50 Hz cost"
                " (limit 2x): %s\n",
                fast.cpuPerSecond * 1000, ratio, ratio < 2.0 ? "ok" : "TOO HIGH");
    std::printf("(fed %.0f frames per wall second on average over both runs)\n", framesPerSecond);
    std::printf("paints per second by widget class at 50 Hz -> 500 Hz:\n");
    for (const auto &[name, perSecond] : fast.paintsPerSecond) {
        const auto at1x = real.paintsPerSecond.count(name) ? real.paintsPerSecond.at(name) : 0;
        const bool followsData = perSecond > 3 * std::max(at1x, 10L);
        std::printf("  %-28s %5ld -> %5ld%s\n", name.c_str(), at1x, perSecond,
                    followsData ? "   <- repaints per sample" : "");
    }

    // Which signal's widgets cost what at 500 Hz: each signal alone, against no signal.
    if (ratio >= 2.0 || qEnvironmentVariableIsSet("ROBODASH_BENCH_PER_SIGNAL")) {
        telemetry.emitOnly("none");
        const double idle = measure(telemetry, painter, 2, seconds / 2).cpuPerSecond;
        std::printf("500 Hz cost by signal (each alone, minus the %.1f ms/s of an idle feed):\n",
                    idle * 1000);
        for (const char *name : SyntheticTelemetry::kSignalNames) {
            telemetry.emitOnly(name);
            const RateResult alone = measure(telemetry, painter, 2, seconds / 2);
            std::string painted;
            for (const auto &[widget, perSecond] : alone.paintsPerSecond)
                if (perSecond > 100 && widget.rfind("robodash::", 0) == 0)
                    painted += " " + widget.substr(widget.rfind(':') + 1) + "(" +
                               std::to_string(perSecond) + "/s)";
            std::printf("  %-20s %6.1f ms/s; repainted:%s\n", name,
                        (alone.cpuPerSecond - idle) * 1000, painted.c_str());
        }
    }
    return 0;
}
