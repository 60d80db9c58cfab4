// robodash-bench-rover: the Rover Pro's polling at the driver's default plan, measured
// against the virtual Rover Pro on its pty through the app's session (the real link, the
// RoverDriver), in real time, while a held pad drives a slow arc. For each firmware line:
//   - requests answered per second, counted by the twin (replies it sent), beside the
//     requests it received and the replies the host decoded;
//   - the age of the freshest odometry sample, p50 and p99: at moments spread evenly over the
//     run, how long ago (link clock) the newest sample carrying odometry was received. This
//     is what a dashboard or a ROS consumer sees of the fast class's 10 Hz plan.
//
// Usage: robodash-bench-rover [SECONDS]   (default 10 per firmware line)
#include "RobotSession.h"

#include "link/LinkClock.h"
#include "link/RobotLink.h"
#include "sim/rover/VirtualRover.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace robodash;

namespace {

// Age samples every 7 ms: not a divisor of the 20 ms tick or the 100 ms class period, so
// the moments fall evenly over the polling cycle.
constexpr int kAgeSamplePeriodMs = 7;
constexpr int kConnectTimeoutMs = 10000;

struct LineFigures {
    double repliesPerSecond = 0, requestsPerSecond = 0, decodedPerSecond = 0;
    double odometryPerSecond = 0;
    double ageP50Ms = 0, ageP99Ms = 0, ageMaxMs = 0;
    std::uint64_t watchdogStops = 0, unanswered = 0;
    bool ok = false;
};

double percentile(std::vector<qint64> values, double fraction)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t index = std::min(values.size() - 1, std::size_t(fraction * double(values.size())));
    return double(values[index]);
}

// Runs the event loop until `done` holds or `timeoutMs` passes; true when it held.
template <typename Condition>
bool waitFor(Condition done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return done();
}

void runFor(int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

LineFigures measure(sim::RoverFirmwareVersion firmware, int seconds)
{
    LineFigures figures;
    QTemporaryDir dir;
    sim::VirtualRoverOptions options;
    options.firmware = firmware;
    options.linkPath = dir.filePath(QStringLiteral("rover")).toStdString();
    sim::VirtualRover twin(options);
    std::string error;
    if (!twin.start(&error)) {
        std::fprintf(stderr, "the virtual Rover did not start: %s\n", error.c_str());
        return figures;
    }
    app::RobotSession session("rover");
    link::RobotLink &link = session.link();
    qint64 lastOdometryMs = -1;
    std::uint64_t decoded = 0, odometrySamples = 0;
    QObject::connect(&link, &link::RobotLink::telemetry, &link, [&](const core::TelemetrySample &s) {
        ++decoded;
        if (s.core.odometry) {
            ++odometrySamples;
            lastOdometryMs = s.receivedMs;
        }
    });
    link.connectTo(QString::fromStdString(options.linkPath));
    if (!waitFor([&] { return lastOdometryMs >= 0; }, kConnectTimeoutMs)) {
        std::fprintf(stderr, "no odometry from the virtual Rover within %d ms\n", kConnectTimeoutMs);
        return figures;
    }
    QTimer pad;  // a held pad: a slow arc, so odometry moves as it would in use
    QObject::connect(&pad, &QTimer::timeout, &link, [&link] { link.drive(0.2, 0.2); });
    pad.start(50);
    runFor(1000);  // past the start of the drive

    std::vector<qint64> ages;
    QTimer sampler;
    sampler.setTimerType(Qt::PreciseTimer);
    QObject::connect(&sampler, &QTimer::timeout, [&] { ages.push_back(link::linkClockMs() - lastOdometryMs); });
    const sim::RoverFirmwareCounters before = twin.counters();
    const std::uint64_t decodedBefore = decoded, odometryBefore = odometrySamples;
    QElapsedTimer clock;
    clock.start();
    sampler.start(kAgeSamplePeriodMs);
    runFor(seconds * 1000);
    sampler.stop();
    const double elapsed = double(clock.elapsed()) / 1000.0;
    const sim::RoverFirmwareCounters after = twin.counters();
    pad.stop();
    link.drive(0, 0);

    figures.repliesPerSecond = double(after.replies - before.replies) / elapsed;
    figures.requestsPerSecond = double(after.requests - before.requests) / elapsed;
    figures.decodedPerSecond = double(decoded - decodedBefore) / elapsed;
    figures.odometryPerSecond = double(odometrySamples - odometryBefore) / elapsed;
    figures.ageP50Ms = percentile(ages, 0.50);
    figures.ageP99Ms = percentile(ages, 0.99);
    figures.ageMaxMs = percentile(ages, 1.0);
    figures.watchdogStops = after.watchdogStops;
    figures.unanswered = after.unanswered;
    figures.ok = true;
    return figures;
}

void print(const char *line, const LineFigures &f, int seconds)
{
    std::printf("rover polling %s: %.1f requests answered/s (%.1f received, %.1f replies decoded/s), "
                "odometry %.1f samples/s, freshest odometry age p50 %.0f ms, p99 %.0f ms, max %.0f ms "
                "over %d s; watchdog stops %llu, unanswered %llu\n",
                line, f.repliesPerSecond, f.requestsPerSecond, f.decodedPerSecond, f.odometryPerSecond,
                f.ageP50Ms, f.ageP99Ms, f.ageMaxMs, seconds, static_cast<unsigned long long>(f.watchdogStops),
                static_cast<unsigned long long>(f.unanswered));
}

}  // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;
    bool ok = true;
    for (const auto &[name, firmware] : {std::pair{"1.3.0", sim::RoverFirmwareVersion::V1_3_0},
                                         std::pair{"1.0.9", sim::RoverFirmwareVersion::V1_0_9}}) {
        const LineFigures figures = measure(firmware, seconds);
        if (figures.ok)
            print(name, figures, seconds);
        ok = ok && figures.ok;
    }
    return ok ? 0 : 1;
}
