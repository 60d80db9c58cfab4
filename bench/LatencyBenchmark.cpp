// robodash-bench-latency: how long a feedback frame takes from the moment the simulator side
// writes it into a pseudo-terminal until the Kobuki feed's typed signal (basicSensors) arrives
// on the GUI thread, p50 and p99 over many frames sent faster than real time; beside it, in the
// same run and at the same rate, the bare pseudo-terminal hop (write on the master, read on
// the slave by a thread blocked in poll()), the floor any serial reader pays.
//
// Since issue 13 the link's worker queues one telemetry value per frame and KobukiFeed, on the
// GUI thread, turns it into the typed signals RobotLink used to emit itself: the same queued
// hop as before plus the feed's dispatch, which is what widgets wait for.
//
// The frames are the virtual Kobuki's (FeedbackEncoder, PseudoTerminal); the sending loop is
// ours, so that each write is stamped exactly. Frame i carries i in its time stamp field.
//
// Usage: robodash-bench-latency [FRAMES] [FRAMES_PER_SECOND]   (default 12000 at 2000)
#include "sim/core/PseudoTerminal.h"

#include "RobotSession.h"
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/FrameFinder.h"
#include "link/RobotLink.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>
#include <QSignalSpy>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace robodash;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kWarmUpFrames = 500;

std::vector<std::uint8_t> feedbackFrame(std::uint16_t index)
{
    kobuki::BasicSensors basic;
    basic.timeStamp = index;
    basic.battery = 160;
    kobuki::RawGyro gyro;
    gyro.sampleCount = 3;
    kobuki::GeneralPurposeInput input;
    return kobuki::FeedbackEncoder()
        .add(basic)
        .add(kobuki::DockIr{})
        .add(kobuki::Inertia{})
        .add(kobuki::Cliff{{2100, 2200, 2300}})
        .add(kobuki::Current{})
        .add(gyro)
        .add(input)
        .frame();
}

// Reads the slave like a raw serial port and stamps each frame's arrival.
void readBareSlave(const std::string &path, std::vector<Clock::time_point> &arrivals,
                   const std::atomic<bool> &stop)
{
    const int fd = ::open(path.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK);
    if (fd < 0)
        return;
    termios raw{};
    tcgetattr(fd, &raw);
    cfmakeraw(&raw);
    tcsetattr(fd, TCSANOW, &raw);
    kobuki::FrameFinder finder;
    std::uint8_t buffer[4096];
    while (!stop) {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0)
            continue;
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n <= 0)
            continue;
        const Clock::time_point now = Clock::now();
        finder.feed(buffer, std::size_t(n), [&](const std::uint8_t *payload, std::size_t) {
            const std::uint16_t index = std::uint16_t(payload[2] | payload[3] << 8);
            if (index < arrivals.size())
                arrivals[index] = now;
        });
    }
    ::close(fd);
}

struct Percentiles {
    double p50 = 0, p99 = 0, max = 0;
    std::size_t count = 0, lost = 0;
};

Percentiles latencies(const std::vector<Clock::time_point> &written,
                      const std::vector<Clock::time_point> &arrived)
{
    std::vector<double> micros;
    Percentiles result;
    for (std::size_t i = kWarmUpFrames; i < written.size(); ++i) {
        if (arrived[i] == Clock::time_point{}) {
            ++result.lost;
            continue;
        }
        micros.push_back(std::chrono::duration<double, std::micro>(arrived[i] - written[i]).count());
    }
    if (micros.empty())
        return result;
    std::sort(micros.begin(), micros.end());
    const auto at = [&micros](double q) { return micros[std::size_t(q * double(micros.size() - 1))]; };
    result.p50 = at(0.50);
    result.p99 = at(0.99);
    result.max = micros.back();
    result.count = micros.size();
    return result;
}

}  // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int frames = std::clamp(argc > 1 ? std::atoi(argv[1]) : 12000, kWarmUpFrames + 100, 65535);
    const double rate = std::clamp(argc > 2 ? std::atof(argv[2]) : 2000.0, 10.0, 20000.0);

    sim::PseudoTerminal linkPty, barePty;
    std::string error;
    if (!linkPty.open(&error) || !barePty.open(&error)) {
        std::fprintf(stderr, "cannot open a pseudo-terminal: %s\n", error.c_str());
        return 1;
    }
    std::vector<Clock::time_point> linkWritten(frames), linkArrived(frames);
    std::vector<Clock::time_point> bareWritten(frames), bareArrived(frames);

    app::RobotSession session("kobuki");  // serial ports as the dashboard opens them
    link::RobotLink &robotLink = session.link();
    QObject::connect(&session.kobuki(), &app::KobukiFeed::basicSensors,
                     [&](const kobuki::BasicSensors &value, qint64) {
                         if (value.timeStamp < linkArrived.size())
                             linkArrived[value.timeStamp] = Clock::now();
                     });
    QSignalSpy connected(&robotLink, &link::RobotLink::connected);
    robotLink.connectTo(QString::fromStdString(linkPty.slavePath()));
    if (!connected.wait(10000)) {
        std::fprintf(stderr, "RobotLink did not open %s\n", linkPty.slavePath().c_str());
        return 1;
    }

    std::atomic<bool> stop{false};
    std::thread bareReader(readBareSlave, barePty.slavePath(), std::ref(bareArrived),
                           std::cref(stop));
    std::this_thread::sleep_for(std::chrono::milliseconds(200));  // the reader is polling

    std::atomic<bool> written{false};
    std::thread writer([&] {
        const auto period = std::chrono::duration<double>(1.0 / rate);
        const Clock::time_point start = Clock::now();
        for (int i = 0; i < frames; ++i) {
            std::this_thread::sleep_until(
                start + std::chrono::duration_cast<Clock::duration>(period * i));
            const auto bytes = feedbackFrame(std::uint16_t(i));
            linkWritten[i] = Clock::now();
            linkPty.writeFrame(bytes.data(), bytes.size());
            bareWritten[i] = Clock::now();
            barePty.writeFrame(bytes.data(), bytes.size());
        }
        written = true;
    });
    // The GUI thread keeps taking the link's signals while the frames go out.
    QEventLoop sending;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (written)
            sending.quit();
    });
    poll.start(50);
    sending.exec();
    writer.join();
    QEventLoop drain;  // the last frames still on their way
    QTimer::singleShot(2000, &drain, &QEventLoop::quit);
    drain.exec();
    stop = true;
    bareReader.join();

    const Percentiles viaLink = latencies(linkWritten, linkArrived);
    const Percentiles bare = latencies(bareWritten, bareArrived);
    std::printf("latency sim write -> KobukiFeed signal on the GUI thread: p50 %.0f us, p99 %.0f us"
                " (max %.0f us) over %zu frames at %.0f frames/s (%.0fx real time), %zu lost\n",
                viaLink.p50, viaLink.p99, viaLink.max, viaLink.count, rate, rate / 50.0,
                viaLink.lost);
    std::printf("(frames the pty refused, buffer full: %llu link, %llu bare)\n",
                static_cast<unsigned long long>(linkPty.droppedFrames()),
                static_cast<unsigned long long>(barePty.droppedFrames()));
    std::printf("latency bare pty hop (master write -> slave read): p50 %.0f us, p99 %.0f us"
                " (max %.0f us) over %zu frames, same run, %zu lost\n",
                bare.p50, bare.p99, bare.max, bare.count, bare.lost);
    return 0;
}
