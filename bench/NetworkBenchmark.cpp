// robodash-bench-network: a robot on the network against the same robot on the cable, in one
// run, on the loopback interface only.
//
// Kobuki feedback frames are written into a pseudo-terminal at 50 Hz (our loop, each write
// stamped). Session A opens the pty as a serial port, like a robot on a cable, and a RosBridge
// shares it (kobuki_ros's topics on DDS). Session B opens `ros2:/bench_network` like a
// dashboard on another desk: the bridge's sensors/core, over DDS on lo, back into Kobuki
// frames and the Kobuki feed. Frame i carries i in its time stamp field, so each feed's
// basicSensors signal says which frame it is. Printed: p50/p99 from the write to each feed's
// signal (the cable path, and the network path through the bridge), how long discovery takes
// to list the robot, and how long until the network robot is online.
//
// Usage: robodash-bench-network [FRAMES]   (default 1000, 20 s at 50 Hz; at most 3000)
#include "sim/core/PseudoTerminal.h"

#include "KobukiMetaTypes.h"
#include "NetworkRobotFinder.h"
#include "RobotSession.h"
#include "bridge/RosBridge.h"
#include "kobuki/FeedbackEncoder.h"
#include "link/LinkMetaTypes.h"
#include "link/RobotLink.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QSignalSpy>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace robodash;
using Clock = std::chrono::steady_clock;

namespace {

constexpr double kFrameRate = 50;
constexpr int kWarmUpFrames = 50;
constexpr int kMaxFrames = 3000;  // the frame's time stamp field (ms, 16 bits) numbers them
const char *const kNamespace = "/bench_network";

std::vector<std::uint8_t> feedbackFrame(int index)
{
    kobuki::BasicSensors basic;
    basic.timeStamp = std::uint16_t(index * 20);
    basic.battery = 160;
    return kobuki::FeedbackEncoder().add(basic).add(kobuki::Inertia{}).frame();
}

void waitFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Arrival time of each frame's basicSensors at one feed.
struct Arrivals {
    explicit Arrivals(int frames) : at(std::size_t(frames)) {}
    void record(const kobuki::BasicSensors &basic)
    {
        const std::size_t index = basic.timeStamp / 20;
        if (index < at.size() && at[index] == Clock::time_point{})
            at[index] = Clock::now();
    }
    std::vector<Clock::time_point> at;
};

void printLatency(const char *path, const std::vector<Clock::time_point> &written,
                  const Arrivals &arrivals)
{
    std::vector<double> micros;
    for (std::size_t i = kWarmUpFrames; i < written.size(); ++i) {
        if (arrivals.at[i] != Clock::time_point{})
            micros.push_back(std::chrono::duration<double, std::micro>(arrivals.at[i] - written[i]).count());
    }
    if (micros.size() < 10) {
        std::printf("%s: too few frames arrived (%zu)\n", path, micros.size());
        return;
    }
    std::sort(micros.begin(), micros.end());
    const auto at = [&micros](double q) { return micros[std::size_t(q * double(micros.size() - 1))]; };
    std::printf("%s: p50 %.0f us, p99 %.0f us (max %.0f us), %zu of %zu frames arrived\n", path,
                at(0.5), at(0.99), micros.back(), micros.size(), written.size() - kWarmUpFrames);
}

// Milliseconds from a finder's start until it lists the bench's robot; -1 after 10 s.
long discoveryMs(int domain)
{
    const Clock::time_point start = Clock::now();
    std::string error;
    auto finder = bridge::NetworkRobotFinder::create(domain, "lo", &error);
    if (!finder) {
        std::fprintf(stderr, "discovery: %s\n", error.c_str());
        return -1;
    }
    while (Clock::now() - start < std::chrono::seconds(10)) {
        for (const auto &robot : finder->robots()) {
            if (robot.rosNamespace == kNamespace)
                return long(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return -1;
}

}  // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int frames = std::clamp(argc > 1 ? std::atoi(argv[1]) : 1000, kWarmUpFrames + 10, kMaxFrames);
    const int domain = 100 + int(getpid() % 120);
    sim::PseudoTerminal pty;
    std::string error;
    if (!pty.open(&error)) {
        std::fprintf(stderr, "cannot open a pseudo-terminal: %s\n", error.c_str());
        return 1;
    }
    app::RobotSession cable("kobuki");
    bridge::BridgeOptions options;
    options.domain = domain;
    options.interfaceName = "lo";
    options.rosNamespace = kNamespace;
    auto rosBridge = std::make_unique<bridge::RosBridge>(cable.link(), options);
    if (!rosBridge->start(&error)) {
        std::fprintf(stderr, "cannot start the bridge on lo: %s\n", error.c_str());
        return 1;
    }
    QSignalSpy connected(&cable.link(), &link::RobotLink::connected);
    cable.link().connectTo(QString::fromStdString(pty.slavePath()));
    if (!connected.wait(10000)) {
        std::fprintf(stderr, "RobotLink did not open %s\n", pty.slavePath().c_str());
        return 1;
    }

    std::vector<Clock::time_point> written(static_cast<std::size_t>(frames));
    std::atomic<bool> done{false};
    std::atomic<bool> measuring{false};
    std::thread writer([&] {
        const auto period = std::chrono::duration_cast<Clock::duration>(
            std::chrono::duration<double>(1.0 / kFrameRate));
        const auto idle = feedbackFrame(0);  // the robot is there for discovery and the client
        while (!measuring) {
            pty.writeFrame(idle.data(), idle.size());
            std::this_thread::sleep_for(period);
        }
        const Clock::time_point start = Clock::now();
        for (int i = 0; i < frames; ++i) {
            std::this_thread::sleep_until(start + period * i);
            const auto bytes = feedbackFrame(i);
            written[std::size_t(i)] = Clock::now();
            pty.writeFrame(bytes.data(), bytes.size());
        }
        done = true;
    });

    const long discovered = discoveryMs(domain);
    app::RobotSession network("kobuki");
    const Clock::time_point opening = Clock::now();
    network.link().connectTo(QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(kNamespace).arg(domain));
    while (!network.link().isOnline() && Clock::now() - opening < std::chrono::seconds(20))
        waitFor(5);
    const long onlineMs = long(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - opening).count());
    waitFor(1000);

    Arrivals cableArrivals(frames), networkArrivals(frames);
    QObject::connect(&cable.kobuki(), &app::KobukiFeed::basicSensors,
                     [&](const kobuki::BasicSensors &basic, qint64) { if (measuring) cableArrivals.record(basic); });
    QObject::connect(&network.kobuki(), &app::KobukiFeed::basicSensors,
                     [&](const kobuki::BasicSensors &basic, qint64) { if (measuring) networkArrivals.record(basic); });
    QString networkNote;  // how the client gets its frames: rebuilt, or the robot's own bytes
    QObject::connect(&network.link(), &link::RobotLink::statistics,
                     [&networkNote](const link::LinkStatistics &s) { networkNote = s.transportNote; });
    measuring = true;
    while (!done)
        waitFor(50);
    writer.join();
    waitFor(500);

    std::printf("network robot (ros2: on lo) against the cable, Kobuki frames at 50 Hz, domain %d\n", domain);
    std::printf("discovery: the robot listed %ld ms after the finder started\n", discovered);
    std::printf("open: online %ld ms after connectTo(ros2:...)\n", onlineMs);
    std::printf("network client: %s\n", qPrintable(networkNote));
    printLatency("latency pty write -> basicSensors, cable", written, cableArrivals);
    printLatency("latency pty write -> basicSensors, network (bridge, DDS on lo, ros2: client)", written,
                 networkArrivals);
    network.link().disconnectFromRobot();
    rosBridge.reset();
    return 0;
}
