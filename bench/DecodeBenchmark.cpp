// robodash-bench-decode: how fast the frame finder plus the feedback decoders go through a
// stream of typical 50 Hz Kobuki feedback, against a plain XOR over the same bytes (the least
// work any checksum-verifying reader must do). Prints both and their ratio.
#include "kobuki/FeedbackEncoder.h"
#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"

#include "BenchmarkRunSkipped.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

using namespace robodash::kobuki;

constexpr int kFrames = 2000;

// What a real stream looks like: every default sub-payload, two or three gyro samples.
std::vector<std::uint8_t> typicalFrame(int index)
{
    BasicSensors basic;
    basic.timeStamp = static_cast<std::uint16_t>(index * 20);
    basic.leftEncoder = static_cast<std::uint16_t>(index * 7);
    basic.rightEncoder = static_cast<std::uint16_t>(index * 9);
    basic.leftPwm = 20;
    basic.rightPwm = 22;
    basic.battery = 160;
    Inertia inertia{static_cast<std::int16_t>(index * 3), 150};
    Cliff cliff{{2100, 2200, 2300}};
    RawGyro gyro;
    gyro.frameId = static_cast<std::uint8_t>(index * 2);
    gyro.sampleCount = index % 2 ? 3 : 2;
    for (std::size_t s = 0; s < gyro.sampleCount; ++s)
        gyro.samples[s] = {static_cast<std::int16_t>(index), -12, 1700};
    GeneralPurposeInput input;
    input.analogInput = {100, 200, 300, 400};
    return FeedbackEncoder()
        .add(basic)
        .add(DockIr{0, 0, 0})
        .add(inertia)
        .add(cliff)
        .add(Current{{3, 4}})
        .add(gyro)
        .add(input)
        .frame();
}

const std::vector<std::uint8_t> &typicalStream()
{
    static const std::vector<std::uint8_t> stream = [] {
        std::vector<std::uint8_t> bytes;
        for (int i = 0; i < kFrames; ++i) {
            const auto frame = typicalFrame(i);
            bytes.insert(bytes.end(), frame.begin(), frame.end());
        }
        return bytes;
    }();
    return stream;
}

// Keeps the latest value of everything, as the link worker does before it emits signals.
class LatestValues : public FeedbackHandler {
public:
    void onBasicSensors(const BasicSensors &v) override { basic = v; }
    void onDockIr(const DockIr &v) override { dockIr = v; }
    void onInertia(const Inertia &v) override { inertia = v; }
    void onCliff(const Cliff &v) override { cliff = v; }
    void onCurrent(const Current &v) override { current = v; }
    void onRawGyro(const RawGyro &v) override { gyroSamples += v.sampleCount; gyroZ = v.samples[0][2]; }
    void onGeneralPurposeInput(const GeneralPurposeInput &v) override { input = v; }

    BasicSensors basic;
    DockIr dockIr;
    Inertia inertia;
    Cliff cliff;
    Current current;
    std::uint64_t gyroSamples = 0;
    std::int16_t gyroZ = 0;
    GeneralPurposeInput input;
};

void setCounters(benchmark::State &state, std::size_t bytes)
{
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes));
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kFrames));
}

void BM_XorFloor(benchmark::State &state)
{
    const auto &stream = typicalStream();
    for (auto _ : state) {
        std::uint8_t x = 0;
        for (std::uint8_t byte : stream)
            x ^= byte;
        benchmark::DoNotOptimize(x);
    }
    setCounters(state, stream.size());
}

// The same XOR one byte after another, as a per-byte reader would walk the stream. GCC
// vectorises the plain loop above into 16-byte steps; this is the floor without that.
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("no-tree-vectorize")))
#endif
std::uint8_t xorByteByByte(const std::uint8_t *data, std::size_t size)
{
    std::uint8_t x = 0;
    for (std::size_t i = 0; i < size; ++i)
        x ^= data[i];
    return x;
}

void BM_XorFloorByteByByte(benchmark::State &state)
{
    const auto &stream = typicalStream();
    for (auto _ : state)
        benchmark::DoNotOptimize(xorByteByByte(stream.data(), stream.size()));
    setCounters(state, stream.size());
}

// The whole decode: find and checksum frames, decode every sub-payload into its struct.
// range(0) is the chunk size the bytes arrive in (a serial read returns a few hundred).
void BM_FindAndDecode(benchmark::State &state)
{
    const auto &stream = typicalStream();
    const auto chunk = static_cast<std::size_t>(state.range(0));
    FrameFinder finder;
    LatestValues latest;
    const FrameFinder::FrameHandler onFrame = [&latest](const std::uint8_t *p, std::size_t n) {
        parseFeedback(p, n, latest);
    };
    for (auto _ : state) {
        for (std::size_t at = 0; at < stream.size(); at += chunk)
            finder.feed(stream.data() + at, std::min(chunk, stream.size() - at), onFrame);
        benchmark::DoNotOptimize(latest.gyroSamples);
        benchmark::ClobberMemory();
    }
    if (finder.stats().goodFrames != static_cast<std::uint64_t>(state.iterations()) * kFrames)
        state.SkipWithError("the finder lost frames");
    setCounters(state, stream.size());
}

// The decoders with a handler that ignores everything: the codec's own share of the cost,
// without the consumer's copies.
void BM_FindAndDecodeIgnoring(benchmark::State &state)
{
    const auto &stream = typicalStream();
    FrameFinder finder;
    FeedbackHandler ignore;
    std::uint64_t decoded = 0;
    const FrameFinder::FrameHandler onFrame = [&](const std::uint8_t *p, std::size_t n) {
        decoded += parseFeedback(p, n, ignore).decoded;
    };
    for (auto _ : state) {
        finder.feed(stream.data(), stream.size(), onFrame);
        benchmark::DoNotOptimize(decoded);
    }
    setCounters(state, stream.size());
}

// The finder alone, to show how the cost splits between framing and decoding.
void BM_FindOnly(benchmark::State &state)
{
    const auto &stream = typicalStream();
    FrameFinder finder;
    std::size_t payloadBytes = 0;
    const FrameFinder::FrameHandler onFrame = [&payloadBytes](const std::uint8_t *, std::size_t n) {
        payloadBytes += n;
    };
    for (auto _ : state) {
        finder.feed(stream.data(), stream.size(), onFrame);
        benchmark::DoNotOptimize(payloadBytes);
    }
    setCounters(state, stream.size());
}

// Medians of five: the machine is shared, and single runs wander by tens of percent.
constexpr int kRepetitions = 5;
BENCHMARK(BM_XorFloor)->Repetitions(kRepetitions)->DisplayAggregatesOnly();
BENCHMARK(BM_XorFloorByteByByte)->Repetitions(kRepetitions)->DisplayAggregatesOnly();
BENCHMARK(BM_FindOnly)->Repetitions(kRepetitions)->DisplayAggregatesOnly();
BENCHMARK(BM_FindAndDecodeIgnoring)->Repetitions(kRepetitions)->DisplayAggregatesOnly();
BENCHMARK(BM_FindAndDecode)
    ->Arg(1 << 20)->Arg(4096)->Arg(256)->Arg(64)->Arg(1)
    ->Repetitions(kRepetitions)->DisplayAggregatesOnly();

// Console output as usual, plus the CPU time per iteration of every run for the ratios:
// CPU time, because the machine this runs on is often shared and wall time then says more
// about the neighbours than about the code.
class RecordingReporter : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run> &runs) override
    {
        for (const Run &run : runs) {
            if (benchmark_compat::runWasSkipped(run))
                continue;
            // A benchmark's median comes after its repetitions, so it is what stays.
            if (run.run_type == Run::RT_Iteration || run.aggregate_name == "median")
                nanoseconds[keyOf(run)] = run.GetAdjustedCPUTime();
        }
        ConsoleReporter::ReportRuns(runs);
    }
    std::map<std::string, double> nanoseconds;

private:
    // "BM_FindAndDecode/4096", without the "/repeats:5" the full name carries.
    static std::string keyOf(const Run &run)
    {
        const auto &name = run.run_name;
        return name.args.empty() ? name.function_name : name.function_name + "/" + name.args;
    }
};

}  // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    RecordingReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    const auto floor = reporter.nanoseconds.find("BM_XorFloor");
    const auto scalarFloor = reporter.nanoseconds.find("BM_XorFloorByteByByte");
    if (floor == reporter.nanoseconds.end() || scalarFloor == reporter.nanoseconds.end()) {
        benchmark::Shutdown();
        return 0;
    }
    const double bytes = static_cast<double>(typicalStream().size());
    std::printf("\nStream: %d typical 50 Hz feedback frames, %.0f bytes (%.1f bytes per frame)\n",
                kFrames, bytes, bytes / kFrames);
    std::printf("CPU time per iteration; 'x floor' against the plain XOR loop as compiled "
                "(vectorised),\n'x byte floor' against the same XOR one byte at a time.\n");
    std::printf("%-32s %9s %10s %13s %8s %12s\n", "", "ns/frame", "MB/s", "frames/s",
                "x floor", "x byte floor");
    for (const auto &[name, ns] : reporter.nanoseconds) {
        const double seconds = ns * 1e-9;
        std::printf("%-32s %9.2f %10.1f %13.0f %8.2f %12.2f\n", name.c_str(), ns / kFrames,
                    bytes / seconds / 1e6, kFrames / seconds, ns / floor->second,
                    ns / scalarFloor->second);
    }
    std::printf("Target: whole decode (BM_FindAndDecode) within 3x of the XOR floor.\n");
    benchmark::Shutdown();
    return 0;
}
