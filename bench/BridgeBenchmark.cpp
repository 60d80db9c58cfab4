// robodash-bench-bridge: the ROS 2 bridge's cost, on the loopback interface only.
//
// 1. Latency serial -> DDS reader: Kobuki feedback frames written into a pseudo-terminal at
//    50 Hz (our loop, each write stamped), read by RobotLink as a serial port, published by
//    RosBridge as nav_msgs/Odometry, taken by a Cyclone DDS reader in this process on a
//    thread of its own that stamps each arrival. Frame i carries both encoders at 4 i ticks,
//    so the odometry's x says which frame it came from. p50 and p99.
// 2. CPU per robot: N virtual Kobukis (sim:, in this process) with their links, measured for
//    a while without bridges and then with one bridge each (one domain, a namespace each),
//    thread by thread: the DDS threads' CPU plus what publishing adds to the main thread,
//    divided by N, is the bridges' CPU per robot (ms of CPU per second). One reader
//    participant takes every robot's odometry: how many robots it sees is printed.
//
// Usage: robodash-bench-bridge [LATENCY_FRAMES] [CPU_SECONDS] [ROBOTS]  (1500, 10, 10)
#include "BenchKeystore.h"
#include "ProcessMeters.h"

#include "sim/core/PseudoTerminal.h"

#include "RobotSession.h"
#include "bridge/DdsParticipant.h"
#include "bridge/RosBridge.h"
#include "bridge/RosNames.h"
#include "bridge/RosQos.h"
#include "kobuki/Conversions.h"
#include "kobuki/FeedbackEncoder.h"
#include "link/RobotLink.h"
#include "nav_msgs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QEventLoop>
#include <QSignalSpy>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <mutex>
#include <pthread.h>
#include <set>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace robodash;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kTicksPerFrame = 4;
constexpr double kFrameRate = 50;
constexpr int kWarmUpFrames = 100;  // DDS matching and the link settling
const std::string kTapThreadName = "bench-odom-tap";  // not the bridges' cost

std::vector<std::uint8_t> feedbackFrame(int index)
{
    kobuki::BasicSensors basic;
    basic.timeStamp = std::uint16_t(index * 20);
    basic.leftEncoder = basic.rightEncoder = std::uint16_t(index * kTicksPerFrame);
    basic.battery = 160;
    return kobuki::FeedbackEncoder().add(basic).add(kobuki::Inertia{}).frame();
}

void waitFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Odometry readers for some namespaces on one participant, taken on a thread of its own.
class OdometryTap {
public:
    OdometryTap(int domain, const std::vector<std::string> &namespaces, std::string *error,
                const security::SecurityDecision *security = nullptr)
        : m_participant(bridge::DdsParticipant::create(domain, "lo", error, security))
    {
        if (!m_participant)
            return;
        const auto qos = bridge::RosQos::make(bridge::QosProfile::Default, 50);
        for (const std::string &ns : namespaces) {
            const dds_entity_t topic = dds_create_topic(
                m_participant->handle(), &nav_msgs_msg_dds__Odometry__desc,
                bridge::RosNames::ddsTopic(ns, "odom").c_str(), qos.get(), nullptr);
            m_readers.push_back(dds_create_reader(m_participant->handle(), topic, qos.get(), nullptr));
        }
        m_counts.assign(m_readers.size(), 0);
        // Woken by data, not polling: the tap's own CPU stays out of the figures' way.
        m_waitset = dds_create_waitset(m_participant->handle());
        for (const dds_entity_t reader : m_readers)
            dds_waitset_attach(m_waitset, dds_create_readcondition(reader, DDS_ANY_STATE), 0);
        m_thread = std::thread([this] { run(); });
    }
    ~OdometryTap()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
    }
    bool isValid() const { return m_participant != nullptr; }
    // Arrival time and x of every sample of the first namespace.
    std::vector<std::pair<Clock::time_point, double>> arrivals()
    {
        std::lock_guard lock(m_mutex);
        return m_arrivals;
    }
    int namespacesSeen()
    {
        std::lock_guard lock(m_mutex);
        return int(std::count_if(m_counts.begin(), m_counts.end(), [](long n) { return n > 0; }));
    }

private:
    void run()
    {
        pthread_setname_np(pthread_self(), kTapThreadName.c_str());
        void *samples[16] = {};
        dds_sample_info_t infos[16];
        while (!m_stop) {
            bool took = false;
            for (std::size_t r = 0; r < m_readers.size(); ++r) {
                const dds_return_t n = dds_take(m_readers[r], samples, infos, 16, 16);
                if (n <= 0)
                    continue;
                took = true;
                const Clock::time_point now = Clock::now();
                std::lock_guard lock(m_mutex);
                for (int i = 0; i < n; ++i) {
                    if (!infos[i].valid_data)
                        continue;
                    ++m_counts[r];
                    if (r == 0)
                        m_arrivals.emplace_back(
                            now, static_cast<const nav_msgs_msg_dds__Odometry_ *>(samples[i])
                                     ->pose.pose.position.x);
                }
                dds_return_loan(m_readers[r], samples, n);
            }
            if (!took)
                dds_waitset_wait(m_waitset, nullptr, 0, DDS_MSECS(100));
        }
    }

    std::unique_ptr<bridge::DdsParticipant> m_participant;
    std::vector<dds_entity_t> m_readers;
    dds_entity_t m_waitset = 0;
    std::vector<long> m_counts;
    std::vector<std::pair<Clock::time_point, double>> m_arrivals;
    std::mutex m_mutex;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

// With `keystore`, the bridge and the reader run secured (DDS Security: authenticated,
// encrypted), in a domain where nothing else is: Cyclone secures a process's domain whole.
int measureLatency(int frames, int domain, const BenchKeystore *keystore = nullptr)
{
    sim::PseudoTerminal pty;
    std::string error;
    if (!pty.open(&error)) {
        std::fprintf(stderr, "cannot open a pseudo-terminal: %s\n", error.c_str());
        return 1;
    }
    const std::string ns = "/bench_latency";
    app::RobotSession session("kobuki");
    bridge::BridgeOptions options;
    options.domain = domain;
    options.interfaceName = "lo";
    options.rosNamespace = ns;
    if (keystore)
        options.security = keystore->robot();
    auto rosBridge = std::make_unique<bridge::RosBridge>(session.link(), options);
    if (!rosBridge->start(&error)) {
        std::fprintf(stderr, "cannot start the bridge on lo: %s\n", error.c_str());
        return 1;
    }
    // Secured, the reader is a participant of the same enclave, made after the bridge's: see
    // bridge/README.md ("one process, one enclave").
    OdometryTap tap(domain, {ns}, &error, keystore ? &keystore->robot() : nullptr);
    if (!tap.isValid()) {
        std::fprintf(stderr, "cannot start the reader on lo: %s\n", error.c_str());
        return 1;
    }
    QSignalSpy connected(&session.link(), &link::RobotLink::connected);
    session.link().connectTo(QString::fromStdString(pty.slavePath()));
    if (!connected.wait(10000)) {
        std::fprintf(stderr, "RobotLink did not open %s\n", pty.slavePath().c_str());
        return 1;
    }
    waitFor(2000);  // the reader and the bridge's writer match

    std::vector<Clock::time_point> written(static_cast<std::size_t>(frames));
    std::atomic<bool> done{false};
    const double cpuBefore = bench::processCpuSeconds();
    const Clock::time_point wallBefore = Clock::now();
    std::thread writer([&] {
        const auto period = std::chrono::duration<double>(1.0 / kFrameRate);
        const Clock::time_point start = Clock::now();
        for (int i = 0; i < frames; ++i) {
            std::this_thread::sleep_until(start + std::chrono::duration_cast<Clock::duration>(period * i));
            const auto bytes = feedbackFrame(i);
            written[std::size_t(i)] = Clock::now();
            pty.writeFrame(bytes.data(), bytes.size());
        }
        done = true;
    });
    while (!done)
        waitFor(50);
    writer.join();
    const double cpuMsPerSecond = (bench::processCpuSeconds() - cpuBefore) * 1000
        / std::chrono::duration<double>(Clock::now() - wallBefore).count();
    waitFor(1000);
    rosBridge.reset();  // before the tap's participant, which made the domain

    const double metresPerFrame = kobuki::ticksToMetres(kTicksPerFrame);
    std::vector<double> micros;
    for (const auto &[arrived, x] : tap.arrivals()) {
        const long index = std::lround(x / metresPerFrame);
        if (index < kWarmUpFrames || index >= frames)
            continue;
        micros.push_back(std::chrono::duration<double, std::micro>(arrived - written[std::size_t(index)]).count());
    }
    if (micros.size() < 10) {
        std::printf("bridge latency: too few samples (%zu)\n", micros.size());
        return 1;
    }
    std::sort(micros.begin(), micros.end());
    const auto at = [&micros](double q) { return micros[std::size_t(q * double(micros.size() - 1))]; };
    std::printf("bridge latency serial write -> DDS reader (nav_msgs/Odometry on lo) at 50 Hz, %s: "
                "p50 %.0f us, p99 %.0f us (max %.0f us) over %zu of %d frames; process CPU %.0f ms/s "
                "(link, bridge and reader)\n",
                keystore ? "SECURED (DDS Security, encrypted)" : "unsecured", at(0.5), at(0.99),
                micros.back(), micros.size(), frames - kWarmUpFrames, cpuMsPerSecond);
    return 0;
}

// The threads of this process by id, from /proc/self/task.
std::set<pid_t> threadIds()
{
    std::set<pid_t> ids;
    for (const QString &name : QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        ids.insert(pid_t(name.toInt()));
    return ids;
}

std::string threadName(pid_t tid)
{
    QFile comm(QStringLiteral("/proc/self/task/%1/comm").arg(tid));
    return comm.open(QIODevice::ReadOnly) ? comm.readAll().trimmed().toStdString() : std::string();
}

// CPU time of one thread of this process, in seconds (Linux's per-thread CPU clock of a tid).
double threadCpuSeconds(pid_t tid)
{
    const clockid_t clock = clockid_t((~unsigned(tid)) << 3) | 6;  // MAKE_THREAD_CPUCLOCK(tid, SCHED)
    timespec now{};
    if (clock_gettime(clock, &now) != 0)
        return 0;
    return double(now.tv_sec) + double(now.tv_nsec) * 1e-9;
}

// CPU of each group of threads over the same `seconds` of running the event loop, in ms of
// CPU per second; the last value is the whole process's.
std::vector<double> cpuMsPerSecond(const std::vector<std::set<pid_t>> &groups, int seconds)
{
    const auto sample = [&groups] {
        std::vector<double> sums;
        for (const std::set<pid_t> &group : groups) {
            double sum = 0;
            for (const pid_t tid : group)
                sum += threadCpuSeconds(tid);
            sums.push_back(sum);
        }
        sums.push_back(bench::processCpuSeconds());
        return sums;
    };
    const std::vector<double> before = sample();
    const Clock::time_point t0 = Clock::now();
    waitFor(seconds * 1000);
    const double wall = std::chrono::duration<double>(Clock::now() - t0).count();
    const std::vector<double> after = sample();
    std::vector<double> rates;
    for (std::size_t i = 0; i < after.size(); ++i)
        rates.push_back((after[i] - before[i]) * 1000.0 / wall);
    return rates;
}

// The bridges' CPU: what the DDS threads (those that appear with the first participant, but
// the reader's polling thread) take, plus what publishing adds to the main thread, where the
// link's telemetry reaches the bridges. Measured per thread, so that the twins' and links'
// own threads, which a loaded machine slows down and speeds up, do not count.
int measureCpu(int robots, int seconds, int domain)
{
    std::vector<std::string> namespaces;
    for (int i = 0; i < robots; ++i)
        namespaces.push_back("/bench_robot" + std::to_string(i + 1));
    std::vector<std::unique_ptr<app::RobotSession>> sessions;
    for (int i = 0; i < robots; ++i) {
        sessions.push_back(std::make_unique<app::RobotSession>("kobuki"));
        sessions.back()->link().connectTo(QStringLiteral("sim:"));
    }
    waitFor(3000);  // every twin started and streaming
    const pid_t mainThread = getpid();
    const std::set<pid_t> beforeDds = threadIds();
    const std::vector<double> without = cpuMsPerSecond({{mainThread}}, seconds);
    const double mainWithout = without[0], processWithout = without[1];

    std::string error;
    OdometryTap tap(domain, namespaces, &error);
    if (!tap.isValid()) {
        std::fprintf(stderr, "cannot start DDS on lo: %s\n", error.c_str());
        return 1;
    }
    std::vector<std::unique_ptr<bridge::RosBridge>> bridges;
    for (int i = 0; i < robots; ++i) {
        bridge::BridgeOptions options;
        options.domain = domain;
        options.interfaceName = "lo";
        options.rosNamespace = namespaces[std::size_t(i)];
        bridges.push_back(std::make_unique<bridge::RosBridge>(sessions[std::size_t(i)]->link(), options));
        if (!bridges.back()->start(&error)) {
            std::fprintf(stderr, "bridge %d: %s\n", i + 1, error.c_str());
            return 1;
        }
    }
    waitFor(3000);  // discovery
    std::set<pid_t> ddsThreads;
    for (const pid_t tid : threadIds())
        if (!beforeDds.count(tid) && threadName(tid) != kTapThreadName)
            ddsThreads.insert(tid);
    const std::vector<double> with = cpuMsPerSecond({{mainThread}, ddsThreads}, seconds);
    const double mainWith = with[0], dds = with[1], processWith = with[2];
    const int seen = tap.namespacesSeen();
    while (!bridges.empty())
        bridges.pop_back();  // in reverse, before the tap's participant
    const double bridgesCpu = dds + std::max(0.0, mainWith - mainWithout);
    std::printf("bridge cpu, %d bridged virtual Kobukis (50 Hz each) in one process: the bridges "
                "%.2f ms/s per robot (DDS threads %.1f ms/s, main thread +%.1f ms/s, in all); "
                "whole process %.0f ms/s with bridges, %.0f without; one reader saw %d of %d robots\n",
                robots, bridgesCpu / robots, dds, mainWith - mainWithout, processWith,
                processWithout, seen, robots);
    return seen == robots ? 0 : 1;
}

}  // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int frames = std::clamp(argc > 1 ? std::atoi(argv[1]) : 1500, kWarmUpFrames + 50, 16000);
    const int seconds = std::clamp(argc > 2 ? std::atoi(argv[2]) : 10, 1, 600);
    const int robots = std::clamp(argc > 3 ? std::atoi(argv[3]) : 10, 1, 30);
    // Domains of this run's own, so that other runs on the machine do not mix in.
    const int domain = 100 + int(getpid() % 60) * 2;
    int status = measureLatency(frames, domain);
    // The same, secured, in a domain of its own (issue 30): what authentication and
    // encryption cost.
    const int securedDomain = 220 + int(getpid() % 12);
    const BenchKeystore keystore(securedDomain);
    if (!keystore.isValid()) {
        std::fprintf(stderr, "cannot make a keystore: %s\n", keystore.error().c_str());
        return 1;
    }
    status |= measureLatency(frames, securedDomain, &keystore);
    status |= measureCpu(1, seconds, domain + 1);
    status |= measureCpu(robots, seconds, domain + 1);
    return status;
}
