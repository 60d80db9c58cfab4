// robodash-bench-memory: resident memory of the dashboard (every widget, offscreen) after 1
// and after 60 minutes' worth of 50 Hz telemetry, fed into RobotLink's telemetry signal as
// fast as the window takes it (the event loop runs once per second of telemetry, so the plot ticks and
// repaints still happen). The rings are fixed: memory must stop growing once they are full.
//
// Usage: robodash-bench-memory [MINUTES]   (default 60)
#include "RobotDashboard.h"
#include "ProcessMeters.h"
#include "SyntheticTelemetry.h"

#include "link/LinkClock.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboDashBench"));
    const int minutes = argc > 1 ? std::max(2, std::atoi(argv[1])) : 60;

    DashboardOptions options;
    options.port = QStringLiteral("/nonexistent/robodash-bench");
    RobotDashboard window(options);
    window.resize(1440, 900);
    window.show();
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        dock->setFloating(true);
        dock->show();
    }
    // ROBODASH_BENCH_HIDE=MapView,GyroView: hide widgets of these classes, to find what grows.
    const QStringList hidden = qEnvironmentVariable("ROBODASH_BENCH_HIDE").split(',', Qt::SkipEmptyParts);
    for (QWidget *widget : window.findChildren<QWidget *>()) {
        const QString name = QString::fromLatin1(widget->metaObject()->className()).section(':', -1);
        if (hidden.contains(name))
            widget->hide();
    }
    SyntheticTelemetry telemetry(*window.link());
    QCoreApplication::processEvents();
    const double startMiB = bench::residentMiB();

    // Telemetry time runs from now on in 20 ms steps, however fast we feed it.
    const qint64 startMs = robodash::link::linkClockMs();
    const std::vector<int> reportAt = {1, 5, 10, 30, 45, 60, 90, minutes};
    std::vector<double> rss, heap;
    QElapsedTimer wall;
    wall.start();
    for (int minute = 1; minute <= minutes; ++minute) {
        for (int second = 0; second < 60; ++second) {
            for (int frame = 0; frame < 50; ++frame)
                telemetry.emitFrame(startMs + qint64(telemetry.framesEmitted()) * 20);
            QCoreApplication::processEvents();
        }
        if (std::find(reportAt.begin(), reportAt.end(), minute) != reportAt.end()) {
            rss.push_back(bench::residentMiB());
            heap.push_back(bench::heapInUseMiB());
            std::fprintf(stderr, "  after %2d min of telemetry: %.1f MiB resident, %.2f MiB heap in use\n",
                         minute, rss.back(), heap.back());
        }
    }
    const double at1 = rss.front(), atEnd = rss.back();
    std::printf("memory: %.1f MiB resident after 1 min of 50 Hz telemetry, %.1f MiB after %d min"
                " (%+.1f MiB; heap in use %.2f -> %.2f MiB; %.1f MiB before any); %llu frames in"
                " %.1f s\n",
                at1, atEnd, minutes, atEnd - at1, heap.front(), heap.back(), startMiB,
                static_cast<unsigned long long>(telemetry.framesEmitted()),
                double(wall.elapsed()) / 1000.0);
    return 0;
}
