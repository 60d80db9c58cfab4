// robodash-bench-camera: what a network robot's camera and laser scan cost (issue 41), against
// the twin that `robodash-cli bridge sim:` shares on lo (its camera: 640x480 JPEG at 15 Hz,
// rendered only while a reader is matched; its scan: 360 rays at 10 Hz), in one run:
//
// 1. Dashboard cost: the whole `robodash` process (offscreen, a fresh HOME, no network
//    discovery, --log-events) on `ros2:/NS?domain=D&interface=lo`, its bridge publishing the
//    camera and the scan, against the same with `--no-sensors`; alternated (sensors, none,
//    sensors, none), new processes each time, each measured from /proc/PID/stat for SECONDS
//    after "Robot online" and a settle, as robodash-bench-gui-network measures.
// 2. Latency: a dashboard in this process (RobotDashboard, offscreen, 1366x768) on the same
//    bridge; every paint of its CameraView that covers the picture is timed at its end (system
//    clock) against the header stamp of the frame it drew (the bridge stamps with the system
//    clock when it publishes). Beside it: published -> the picture on the GUI thread
//    (RobotLink::cameraImage), and what the CameraView's and MapView's paints cost (the GUI
//    thread's CPU time inside them).
// 3. The bridge's twin camera: the bridge process's CPU in the runs of 1 (the dashboard
//    reading the camera and the scan, against --no-sensors), and in this process one
//    TwinSensorFeed::picture (render + JPEG) and one sweep; and the dashboard's share of one
//    picture (decode, smooth scale to the size 2 drew it at). Thread CPU time, not wall time:
//    the machine's other work does not count.
//
// Usage: robodash-bench-camera [SECONDS]   (default 10)
#include "CameraPanel.h"
#include "CameraView.h"
#include "MapView.h"
#include "RobotDashboard.h"
#include "TwinLauncher.h"
#include "TwinSensorFeed.h"

#include "CameraImageDecoder.h"
#include "link/RobotLink.h"
#include "sim/core/RoomCamera.h"
#include "sim/core/TwinScene.h"
#include "sim/core/World.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QPaintEvent>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <numeric>
#include <optional>
#include <unistd.h>
#include <vector>

using namespace robodash;

namespace {

constexpr int kStartUpMs = 30000;
constexpr int kSettleMs = 3000;        // online, then the camera topic found and read
constexpr int kLatencyFrames = 300;    // painted frames timed, after a warm-up
constexpr int kLatencyTimeoutMs = 90000;
constexpr int kRenderRepeats = 200;    // in-process pictures and sweeps timed
constexpr double kCostLimitPercent = 10;    // the dashboard: + % of one core
constexpr double kLatencyLimitMs = 100;     // p99, published -> on screen
constexpr double kBridgeLimitPercent = 15;  // the bridge's twin camera, % of one core

void waitFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// CPU time of the calling thread, ms: what a paint or a picture costs, whatever else the
// machine runs meanwhile (wall-clock timings there would count the time other processes had).
double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) * 1e-6;
}

std::int64_t systemNs()
{
    using namespace std::chrono;
    return duration_cast<nanoseconds>(system_clock::now().time_since_epoch()).count();
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

QProcessEnvironment childEnvironment(const QString &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("ROBODASH_NETWORK_DISCOVERY"), QStringLiteral("0"));
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    return environment;
}

// A private domain and a namespace of its own for every bridge of the run.
struct Network {
    int domain = 100 + int((getpid() + 61) % 100);
    int next = 0;

    QString newNamespace() { return QStringLiteral("/bench_camera_%1_%2").arg(getpid()).arg(next++); }
    QString port(const QString &rosNamespace) const
    {
        return QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(rosNamespace).arg(domain);
    }
    bool startBridge(Child &bridge, const QString &rosNamespace, bool sensors) const
    {
        QStringList arguments{"bridge", "sim:", "--interface", "lo", "--domain", QString::number(domain),
                              "--namespace", rosNamespace};
        if (!sensors)
            arguments << QStringLiteral("--no-sensors");
        return bridge.start(QStringLiteral(ROBODASH_CLI_PATH), arguments);
    }
};

double percentile(std::vector<double> values, double fraction)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t index = std::min(values.size() - 1, std::size_t(std::ceil(fraction * double(values.size())) - 1));
    return values[index];
}

double mean(const std::vector<double> &values)
{
    return values.empty() ? 0 : std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

// ---- 1 and 3: the dashboard and the bridge as processes ----

struct ProcessCost {
    double dashboardPercent = -1;
    double bridgePercent = -1;
};

std::optional<ProcessCost> measureProcesses(const QProcessEnvironment &environment, Network &network,
                                            bool sensors, double seconds)
{
    const QString rosNamespace = network.newNamespace();
    Child bridge(environment);
    if (!network.startBridge(bridge, rosNamespace, sensors))
        return std::nullopt;
    Child dashboard(environment);
    if (!dashboard.start(QStringLiteral(ROBODASH_GUI_PATH), {"--port", network.port(rosNamespace), "--log-events"}))
        return std::nullopt;
    if (!dashboard.waitForOutput("robodash: event: Robot online", kStartUpMs)) {
        std::fprintf(stderr, "the dashboard never came online:\n%s\nthe bridge said:\n%s\n",
                     dashboard.errors().constData(), bridge.errors().constData());
        return std::nullopt;
    }
    waitFor(kSettleMs);
    const auto dashboardStart = cpuSecondsOf(dashboard.pid());
    const auto bridgeStart = cpuSecondsOf(bridge.pid());
    QElapsedTimer wall;
    wall.start();
    waitFor(int(seconds * 1000));
    const double elapsed = double(wall.elapsed()) / 1000.0;
    const auto dashboardEnd = cpuSecondsOf(dashboard.pid());
    const auto bridgeEnd = cpuSecondsOf(bridge.pid());
    if (!dashboardStart || !dashboardEnd || !bridgeStart || !bridgeEnd)
        return std::nullopt;
    ProcessCost cost;
    cost.dashboardPercent = 100 * (*dashboardEnd - *dashboardStart) / elapsed;
    cost.bridgePercent = 100 * (*bridgeEnd - *bridgeStart) / elapsed;
    std::fprintf(stderr, "  %s: dashboard %.1f %%, bridge %.1f %% of a core\n",
                 sensors ? "camera + scan" : "--no-sensors", cost.dashboardPercent, cost.bridgePercent);
    return cost;
}

// ---- 2: published -> painted, in this process ----

// Times the paints of the widgets it watches (the event is delivered inside the filter, so the
// time taken is the paint's and the moment after it is when the picture was drawn) and, for
// the camera view, which frame each paint drew.
class PaintWatch : public QObject {
public:
    explicit PaintWatch(widgets::CameraView *camera) : m_camera(camera) {}

    struct Drawn {
        std::int64_t stampNs = 0;
        std::int64_t paintedNs = 0;  // system clock, the end of the paint that drew it
    };
    std::vector<Drawn> drawn;                // each frame once, at its first paint
    // Frames that a paint of the caption alone decoded before any paint drew their picture.
    std::vector<std::int64_t> decodedByCaptionPaint;
    std::map<std::int64_t, std::int64_t> arrivedNs;  // stamp -> on the GUI thread (system clock)
    std::map<QObject *, std::pair<long, double>> paints;  // widget -> count, GUI thread CPU ms in paint

    void frameArrived(const core::CameraImage &image)
    {
        arrivedNs.emplace(image.stampNs, systemNs());
    }
    void clear()
    {
        drawn.clear();
        decodedByCaptionPaint.clear();
        arrivedNs.clear();
        paints.clear();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint)
            return false;
        const QRegion region = static_cast<QPaintEvent *>(event)->region();
        const double cpuStart = threadCpuMs();
        watched->event(event);  // the widget paints now
        const std::int64_t now = systemNs();
        auto &[count, ms] = paints[watched];
        ++count;
        ms += threadCpuMs() - cpuStart;
        if (watched == m_camera) {
            const std::int64_t stamp = m_camera->newestStampNs();
            if (stamp > m_lastDrawnStampNs && region.intersects(m_camera->pictureRect())) {
                m_lastDrawnStampNs = stamp;
                drawn.push_back({stamp, now});
            } else if (stamp > m_lastDrawnStampNs
                       && (decodedByCaptionPaint.empty() || decodedByCaptionPaint.back() != stamp)) {
                decodedByCaptionPaint.push_back(stamp);
            }
        }
        return true;  // delivered above
    }

private:
    widgets::CameraView *m_camera;
    std::int64_t m_lastDrawnStampNs = 0;
};

struct Latency {
    std::vector<double> publishedToPaintedMs, publishedToArrivedMs, arrivedToPaintedMs;
    std::size_t arrived = 0;  // frames on the GUI thread in the measured span
    std::size_t skipped = 0;  // of those, never painted though a later frame was
    std::size_t lostToCaptionPaint = 0;  // of those, decoded by a paint of the caption alone
    double seconds = 0;
    long cameraPaints = 0, mapPaints = 0;
    double cameraPaintMs = 0, mapPaintMs = 0;
    QSize pictureSize;
};

std::optional<Latency> measureLatency(const QProcessEnvironment &environment, Network &network)
{
    const QString rosNamespace = network.newNamespace();
    Child bridge(environment);
    if (!network.startBridge(bridge, rosNamespace, true))
        return std::nullopt;
    DashboardOptions options;
    options.port = network.port(rosNamespace);
    RobotDashboard window(options);
    window.resize(1366, 768);
    window.show();
    widgets::CameraView *view = window.cameraPanel()->view();
    PaintWatch watch(view);
    view->installEventFilter(&watch);
    window.mapView()->installEventFilter(&watch);
    QObject::connect(window.link(), &link::RobotLink::cameraImage, &watch,
                     [&watch](const core::CameraImage &image) { watch.frameArrived(image); });
    QElapsedTimer waited;
    waited.start();
    while (watch.drawn.empty() && waited.elapsed() < kStartUpMs)
        waitFor(50);
    if (watch.drawn.empty()) {
        std::fprintf(stderr, "no picture was painted in %d s (camera panel %s):\n%s\n", kStartUpMs / 1000,
                     window.cameraPanel()->isVisible() ? "shown" : "hidden", bridge.errors().constData());
        return std::nullopt;
    }
    waitFor(kSettleMs);  // warm-up: the first decodes, scales and layouts
    watch.clear();
    const std::int64_t fromNs = systemNs();
    waited.restart();
    const auto timed = [&] {
        return std::count_if(watch.drawn.begin(), watch.drawn.end(),
                             [fromNs](const PaintWatch::Drawn &frame) { return frame.stampNs >= fromNs; });
    };
    while (timed() < kLatencyFrames && waited.elapsed() < kLatencyTimeoutMs)
        waitFor(100);
    Latency latency;
    latency.seconds = double(waited.elapsed()) / 1000.0;
    for (const PaintWatch::Drawn &frame : watch.drawn) {
        if (frame.stampNs < fromNs)
            continue;  // published before the span: its arrival was not seen
        latency.publishedToPaintedMs.push_back(double(frame.paintedNs - frame.stampNs) / 1e6);
        const auto arrived = watch.arrivedNs.find(frame.stampNs);
        if (arrived == watch.arrivedNs.end())
            continue;
        latency.publishedToArrivedMs.push_back(double(arrived->second - frame.stampNs) / 1e6);
        latency.arrivedToPaintedMs.push_back(double(frame.paintedNs - arrived->second) / 1e6);
    }
    latency.arrived = watch.arrivedNs.size();
    const std::int64_t lastDrawnNs = watch.drawn.empty() ? 0 : watch.drawn.back().stampNs;
    for (const auto &[stamp, arrivedNs] : watch.arrivedNs) {
        const bool painted = std::any_of(watch.drawn.begin(), watch.drawn.end(),
                                         [stamp = stamp](const PaintWatch::Drawn &frame) { return frame.stampNs == stamp; });
        if (painted || stamp >= lastDrawnNs)
            continue;
        ++latency.skipped;
        if (std::find(watch.decodedByCaptionPaint.begin(), watch.decodedByCaptionPaint.end(), stamp)
            != watch.decodedByCaptionPaint.end())
            ++latency.lostToCaptionPaint;
    }
    latency.cameraPaints = watch.paints[view].first;
    latency.cameraPaintMs = watch.paints[view].second;
    latency.mapPaints = watch.paints[window.mapView()].first;
    latency.mapPaintMs = watch.paints[window.mapView()].second;
    latency.pictureSize = view->pictureRect().size();
    view->removeEventFilter(&watch);
    window.mapView()->removeEventFilter(&watch);
    return latency;
}

// ---- 3: one picture and one sweep, in this process ----

struct Timings {
    std::vector<double> renderMs, pictureMs, sweepMs, decodeMs, scaleMs;
    std::size_t jpegBytes = 0;
};

Timings timeTwinSensors(const QSize &drawnSize)
{
    app::TwinLauncher twins{app::TwinTransport::TwinMaker{}};  // no twin: the scene is given
    app::TwinSensorFeed feed(twins);
    const sim::RoomCamera camera;
    sim::TwinScene scene{{0, 0, 0}, sim::World::defaultWorld()};
    std::vector<std::uint8_t> pixels;
    Timings timings;
    const QSize scaledTo = drawnSize.isEmpty() ? QSize(640, 480) : drawnSize;
    for (int i = 0; i < kRenderRepeats; ++i) {
        scene.pose.theta = 2 * M_PI * i / kRenderRepeats;  // around the room: every wall, the dock
        double start = threadCpuMs();
        camera.render(scene.world, scene.pose, pixels);
        timings.renderMs.push_back(threadCpuMs() - start);
        start = threadCpuMs();
        const core::CameraImage picture = feed.picture(scene, i);
        timings.pictureMs.push_back(threadCpuMs() - start);
        timings.jpegBytes += picture.size();
        start = threadCpuMs();
        const core::LaserScan sweep = feed.sweep(scene, i);
        timings.sweepMs.push_back(threadCpuMs() - start);
        // The dashboard's share: what CameraView does once per frame it paints.
        start = threadCpuMs();
        const QImage decoded = widgets::CameraImageDecoder::decode(picture);
        timings.decodeMs.push_back(threadCpuMs() - start);
        start = threadCpuMs();
        const QPixmap scaled = QPixmap::fromImage(decoded.scaled(scaledTo, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
        timings.scaleMs.push_back(threadCpuMs() - start);
        if (decoded.isNull() || scaled.isNull() || sweep.ranges.empty())
            std::fprintf(stderr, "picture %d: nothing decoded or swept\n", i);
    }
    timings.jpegBytes /= kRenderRepeats;
    return timings;
}

const char *verdict(bool ok) { return ok ? "ok" : "TOO HIGH"; }

}  // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("ROBODASH_NETWORK_DISCOVERY", "0");  // the dashboard here searches no network
    QStandardPaths::setTestModeEnabled(true);     // no saved layout of the user's
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboDashBench"));
    const double seconds = argc > 1 ? std::max(1.0, std::atof(argv[1])) : 10.0;
    QTemporaryDir folder;
    if (!folder.isValid())
        return 1;
    const QProcessEnvironment environment = childEnvironment(folder.path());
    Network network;

    // 1 and 3: with the camera and the scan, without, with, without.
    std::vector<ProcessCost> with, without;
    for (int round = 0; round < 2; ++round) {
        for (const bool sensors : {true, false}) {
            const auto cost = measureProcesses(environment, network, sensors, seconds);
            if (!cost) {
                std::printf("camera gui cost: not measured (a process did not start or come online)\n");
                return 1;
            }
            (sensors ? with : without).push_back(*cost);
        }
    }
    const auto average = [](const std::vector<ProcessCost> &costs, double ProcessCost::*field) {
        double sum = 0;
        for (const ProcessCost &cost : costs)
            sum += cost.*field;
        return sum / double(costs.size());
    };
    const double dashboardAdded = average(with, &ProcessCost::dashboardPercent) - average(without, &ProcessCost::dashboardPercent);
    const double bridgeAdded = average(with, &ProcessCost::bridgePercent) - average(without, &ProcessCost::bridgePercent);
    std::printf("camera gui cost (whole robodash process, offscreen, a Kobuki twin behind robodash-cli bridge sim: "
                "on lo, %.0f s each, alternated): %.1f and %.1f %% of a core with --no-sensors, %.1f and %.1f %% with "
                "the camera (640x480 JPEG, 15 Hz) and the scan (360 rays, 10 Hz): +%.1f %% of a core (limit +%.0f %%): "
                "%s\n",
                seconds, without[0].dashboardPercent, without[1].dashboardPercent, with[0].dashboardPercent,
                with[1].dashboardPercent, dashboardAdded, kCostLimitPercent, verdict(dashboardAdded <= kCostLimitPercent));
    std::fflush(stdout);

    // 2: published -> painted.
    const auto latency = measureLatency(environment, network);
    if (!latency) {
        std::printf("camera latency: not measured (no picture was painted)\n");
        return 1;
    }
    const std::vector<double> &painted = latency->publishedToPaintedMs;
    const double p99 = percentile(painted, 0.99);
    std::printf("camera latency, published -> painted (dashboard in this process, offscreen 1366x768, the picture "
                "drawn %dx%d; bridge in another process, lo): p50 %.1f ms, p99 %.1f ms, max %.1f ms over %zu frames "
                "(limit p99 %.0f ms): %s\n",
                latency->pictureSize.width(), latency->pictureSize.height(), percentile(painted, 0.5), p99,
                percentile(painted, 1.0), painted.size(), kLatencyLimitMs,
                verdict(!painted.empty() && p99 <= kLatencyLimitMs));
    std::printf("  published -> on the GUI thread p50 %.1f ms, p99 %.1f ms; on the GUI thread -> painted p50 %.1f ms, "
                "p99 %.1f ms; %zu frames arrived in %.1f s, %zu painted, %zu never painted though a later one was (%zu of them "
                "decoded by a paint of the caption alone)\n",
                percentile(latency->publishedToArrivedMs, 0.5), percentile(latency->publishedToArrivedMs, 0.99),
                percentile(latency->arrivedToPaintedMs, 0.5), percentile(latency->arrivedToPaintedMs, 0.99),
                latency->arrived, latency->seconds, painted.size(), latency->skipped, latency->lostToCaptionPaint);
    std::printf("  paints (GUI thread CPU): CameraView %.1f/s, %.2f ms each (%.1f ms/s); MapView %.1f/s, %.2f ms each "
                "(%.1f ms/s)\n",
                double(latency->cameraPaints) / latency->seconds,
                latency->cameraPaints ? latency->cameraPaintMs / double(latency->cameraPaints) : 0.0,
                latency->cameraPaintMs / latency->seconds, double(latency->mapPaints) / latency->seconds,
                latency->mapPaints ? latency->mapPaintMs / double(latency->mapPaints) : 0.0,
                latency->mapPaintMs / latency->seconds);
    std::fflush(stdout);

    // 3: the bridge's twin camera.
    const Timings timings = timeTwinSensors(latency->pictureSize);
    std::printf("bridge twin camera cost (the robodash-cli bridge process in the runs above): %.1f and %.1f %% of a "
                "core with --no-sensors, %.1f and %.1f %% with the dashboard reading the camera and the scan: +%.1f %% "
                "(limit %.0f %%): %s\n",
                without[0].bridgePercent, without[1].bridgePercent, with[0].bridgePercent, with[1].bridgePercent,
                bridgeAdded, kBridgeLimitPercent, verdict(bridgeAdded <= kBridgeLimitPercent));
    std::printf("  one picture, TwinSensorFeed::picture (render 640x480 + JPEG quality %d, %.0f KiB), thread CPU: mean %.2f ms, p99 "
                "%.2f ms (= %.1f %% of a core at 15 Hz; the render alone mean %.2f ms, p99 %.2f); one sweep (360 rays): "
                "mean %.3f ms, p99 %.3f ms (%d each)\n",
                app::TwinSensorFeed::kJpegQuality, double(timings.jpegBytes) / 1024, mean(timings.pictureMs),
                percentile(timings.pictureMs, 0.99), mean(timings.pictureMs) * 15 / 10, mean(timings.renderMs),
                percentile(timings.renderMs, 0.99), mean(timings.sweepMs), percentile(timings.sweepMs, 0.99),
                kRenderRepeats);
    std::printf("  the dashboard's share of one picture, thread CPU: decode (CameraImageDecoder) mean %.2f ms, p99 %.2f ms; smooth "
                "scale to %dx%d mean %.2f ms, p99 %.2f ms\n",
                mean(timings.decodeMs), percentile(timings.decodeMs, 0.99), latency->pictureSize.width(),
                latency->pictureSize.height(), mean(timings.scaleMs), percentile(timings.scaleMs, 0.99));
    return 0;
}
