// robodash-bench-wire-inspector: what the wire inspector costs, hidden and shown, at 500
// frames/s (nine in ten Kobuki feedback frames received, one in ten base controls sent).
//   hidden: the link's tap is off; every chunk still passes WireTap::received/sent, which
//           return at their first line (the dock hidden costs this and nothing else);
//   cutting: the tap on, without a GUI: rows cut by the family's frame finder, byte by byte;
//   shown:  the tap on and the dock shown (offscreen), fed in real time in 50 ms batches the
//           way the link's queued signal delivers them: process CPU per second of traffic.
// Usage: robodash-bench-wire-inspector [SECONDS]   (default 5)
#include "ProcessMeters.h"
#include "WireInspectorModel.h"
#include "WireInspectorPanel.h"

#include "kobuki/FeedbackEncoder.h"
#include "kobuki/KobukiWireAnnotator.h"
#include "link/WireTap.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

namespace {

constexpr int kFramesPerSecond = 500;
constexpr int kTickMs = 10;  // 5 frames per tick
constexpr int kFramesPerTick = kFramesPerSecond * kTickMs / 1000;

struct Traffic {
    QByteArray feedback, command;
};

// A typical streamed feedback frame (basic sensors, inertia, cliff, current, gyro, inputs).
Traffic makeTraffic(int i)
{
    using namespace robodash::kobuki;
    BasicSensors basic;
    basic.timeStamp = std::uint16_t(i * 2);
    basic.leftEncoder = std::uint16_t(i * 7);
    basic.battery = 160;
    RawGyro gyro;
    gyro.sampleCount = 2;
    gyro.samples[0] = {std::int16_t(i % 5), 1, -2};
    const auto frame = FeedbackEncoder().add(basic).add(DockIr{}).add(Inertia{}).add(Cliff{})
                           .add(Current{}).add(gyro).add(GeneralPurposeInput{}).frame();
    static const char command[] = "\xAA\x55\x06\x01\x04\x64\x00\x00\x00\x67";
    return {QByteArray(reinterpret_cast<const char *>(frame.data()), qsizetype(frame.size())),
            QByteArray(command, 10)};
}

void feedOne(robodash::link::WireTap &tap, const Traffic &traffic, int i, qint64 nowMs)
{
    if (i % 10 == 9)
        tap.sent(traffic.command, nowMs);
    else
        tap.received(traffic.feedback, nowMs);
}

// CPU microseconds per second of traffic with the tap off.
double hiddenMicrosPerSecond(const Traffic &traffic, int seconds)
{
    robodash::link::WireTap tap;
    tap.setAnnotator(std::make_shared<robodash::kobuki::KobukiWireAnnotator>());
    const int frames = kFramesPerSecond * seconds * 20;  // 20x the traffic: enough to time
    const double start = bench::processCpuSeconds();
    for (int i = 0; i < frames; ++i)
        feedOne(tap, traffic, i, i);
    return (bench::processCpuSeconds() - start) * 1e6 / (seconds * 20);
}

// CPU milliseconds per second of traffic to cut rows, no GUI.
double cuttingMillisPerSecond(const Traffic &traffic, int seconds)
{
    robodash::link::WireTap tap;
    tap.setAnnotator(std::make_shared<robodash::kobuki::KobukiWireAnnotator>());
    tap.setEnabled(true);
    std::size_t rows = 0;
    QObject::connect(&tap, &robodash::link::WireTap::frames, [&rows](const robodash::link::WireBatch &b) { rows += b.frames.size(); });
    const int frames = kFramesPerSecond * seconds;
    const double start = bench::processCpuSeconds();
    for (int i = 0; i < frames; ++i) {
        feedOne(tap, traffic, i, i * 2);
        if (i % 25 == 24)
            QCoreApplication::processEvents();  // lets the batch timer fire now and then
    }
    const double elapsed = bench::processCpuSeconds() - start;
    return elapsed * 1000.0 / seconds;
}

struct ShownCost {
    double cpuMillisPerSecond = 0;
    int rowsShown = 0;
};

ShownCost shownCost(const Traffic &traffic, int seconds)
{
    WireInspectorPanel panel;
    panel.resize(900, 520);
    panel.show();
    robodash::link::WireTap tap;
    tap.setAnnotator(std::make_shared<robodash::kobuki::KobukiWireAnnotator>());
    tap.setEnabled(true);
    QObject::connect(&tap, &robodash::link::WireTap::frames, &panel, &WireInspectorPanel::appendBatch,
                     Qt::QueuedConnection);
    QEventLoop loop;
    QTimer feeder;
    QElapsedTimer wall;
    int sent = 0;
    QObject::connect(&feeder, &QTimer::timeout, [&] {
        // Catch up to the wall clock, so a slow turn still delivers 500 frames a second.
        const qint64 due = wall.elapsed() * kFramesPerSecond / 1000;
        while (sent < due)
            feedOne(tap, traffic, sent++, wall.elapsed());
        if (wall.elapsed() >= seconds * 1000)
            loop.quit();
    });
    QCoreApplication::processEvents();
    const double start = bench::processCpuSeconds();
    wall.start();
    feeder.start(kTickMs);
    loop.exec();
    QCoreApplication::processEvents();
    return {(bench::processCpuSeconds() - start) * 1000.0 / seconds, panel.model()->rowCount()};
}

}  // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const Traffic traffic = makeTraffic(1);
    std::fprintf(stderr, "feedback frame %lld bytes, command %lld bytes, %d frames/s, %d s\n",
                 static_cast<long long>(traffic.feedback.size()),
                 static_cast<long long>(traffic.command.size()), kFramesPerSecond, seconds);
    const double hidden = hiddenMicrosPerSecond(traffic, seconds);
    const double cutting = cuttingMillisPerSecond(traffic, seconds);
    const ShownCost shown = shownCost(traffic, seconds);
    std::printf("wire inspector at %d frames/s: hidden %.1f us CPU per second (tap off); "
                "cutting rows %.1f ms/s; shown (cutting, model, table) %.1f ms/s = %.1f %% of one core; "
                "%d rows kept\n",
                kFramesPerSecond, hidden, cutting, shown.cpuMillisPerSecond, shown.cpuMillisPerSecond / 10.0,
                shown.rowsShown);
    return 0;
}
