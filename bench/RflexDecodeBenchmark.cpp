// robodash-bench-rflex-decode: how fast a recorded rFLEX stream decodes, per frame, next to
// a plain XOR pass over the same bytes (the least work any checksum-verifying reader does).
// The stream is the bytes of a session log (.rdlog) recorded from an rFLEX base or its twin:
// scripts/bench records one from `robodash-cli record sim: --robot rflex`.
//   BM_XorFloor              XOR over the stream as compiled (vectorised)
//   BM_XorFloorByteByByte    the same, one byte at a time
//   BM_FindOnly              FrameFinder: unstuffing, checksum, resync
//   BM_FindAndDecode         FrameFinder and decodeReport into typed reports
//   BM_Driver                RflexDriver::receive in the recorded chunks: the above plus
//                            odometry, events and one telemetry sample per frame, as live
//
// Usage: robodash-bench-rflex-decode [benchmark flags] LOG.rdlog
#include "link/SessionLogReader.h"
#include "rflex/FrameFinder.h"
#include "rflex/ReportDecoder.h"
#include "rflex/RflexDriver.h"

#include "BenchmarkRunSkipped.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

using namespace robodash;

struct RecordedStream {
    std::vector<std::uint8_t> bytes;
    std::vector<std::size_t> chunkSizes;  // as the link received them
    std::uint64_t frames = 0;             // good frames in it
};

RecordedStream &stream()
{
    static RecordedStream recorded;
    return recorded;
}

bool loadStream(const char *path)
{
    QString error;
    const std::optional<link::SessionLog> log = link::SessionLogReader::read(QString::fromLocal8Bit(path), &error);
    if (!log) {
        std::fprintf(stderr, "robodash-bench-rflex-decode: %s\n", qPrintable(error));
        return false;
    }
    RecordedStream &s = stream();
    for (const link::SessionLogChunk &chunk : log->chunks) {
        const auto *data = reinterpret_cast<const std::uint8_t *>(log->bytes(chunk));
        s.bytes.insert(s.bytes.end(), data, data + chunk.size);
        s.chunkSizes.push_back(std::size_t(chunk.size));
    }
    rflex::FrameFinder finder;
    finder.feed(s.bytes.data(), s.bytes.size(), [](const rflex::FrameView &) {});
    s.frames = finder.stats().goodFrames;
    if (s.frames == 0) {
        std::fprintf(stderr, "robodash-bench-rflex-decode: no rFLEX frame in %s\n", path);
        return false;
    }
    return true;
}

void setCounters(benchmark::State &state)
{
    state.SetBytesProcessed(std::int64_t(state.iterations() * stream().bytes.size()));
    state.SetItemsProcessed(std::int64_t(state.iterations() * stream().frames));
}

void BM_XorFloor(benchmark::State &state)
{
    const auto &bytes = stream().bytes;
    for (auto _ : state) {
        std::uint8_t x = 0;
        for (std::uint8_t byte : bytes)
            x ^= byte;
        benchmark::DoNotOptimize(x);
    }
    setCounters(state);
}

// GCC vectorises the loop above into 16-byte steps; this is the floor without that.
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
    const auto &bytes = stream().bytes;
    for (auto _ : state)
        benchmark::DoNotOptimize(xorByteByByte(bytes.data(), bytes.size()));
    setCounters(state);
}

void BM_FindOnly(benchmark::State &state)
{
    const auto &bytes = stream().bytes;
    rflex::FrameFinder finder;
    std::size_t dataBytes = 0;
    for (auto _ : state) {
        finder.feed(bytes.data(), bytes.size(), [&dataBytes](const rflex::FrameView &v) { dataBytes += v.length; });
        benchmark::DoNotOptimize(dataBytes);
    }
    setCounters(state);
}

// Keeps the latest report of each kind, as a consumer would.
class LatestReports : public rflex::ReportHandler {
public:
    void onSystemStatus(const rflex::SystemStatus &r) override { status = r; }
    void onMotionReport(const rflex::MotionReport &r) override { motion[r.axis & 1] = r; }
    void onSonarReport(const rflex::SonarReport &r) override { sonar = r; }
    void onDioReport(const rflex::DioState &r) override { dio = r; }
    rflex::SystemStatus status;
    rflex::MotionReport motion[2];
    rflex::SonarReport sonar;
    rflex::DioState dio;
};

void BM_FindAndDecode(benchmark::State &state)
{
    const auto &bytes = stream().bytes;
    rflex::FrameFinder finder;
    LatestReports latest;
    for (auto _ : state) {
        finder.feed(bytes.data(), bytes.size(), [&latest](const rflex::FrameView &v) { rflex::decodeReport(v, latest); });
        benchmark::DoNotOptimize(latest.motion[0].position);
        benchmark::ClobberMemory();
    }
    if (finder.stats().goodFrames != std::uint64_t(state.iterations()) * stream().frames)
        state.SkipWithError("the finder lost frames");
    setCounters(state);
}

void BM_Driver(benchmark::State &state)
{
    const RecordedStream &s = stream();
    rflex::RflexDriver driver;
    core::DriverOutput out;
    driver.start(0, false, out);  // a log: nothing is asked
    std::int64_t timeMs = 0;
    for (auto _ : state) {
        std::size_t at = 0;
        for (std::size_t size : s.chunkSizes) {
            out.samples.clear();
            out.writes.clear();
            driver.receive(s.bytes.data() + at, size, ++timeMs, out);
            at += size;
            benchmark::DoNotOptimize(out.samples.data());
        }
    }
    setCounters(state);
}

constexpr int kRepetitions = 5;  // medians of five: the machine is shared
BENCHMARK(BM_XorFloor)->Repetitions(kRepetitions)->DisplayAggregatesOnly();
BENCHMARK(BM_XorFloorByteByByte)->Repetitions(kRepetitions)->DisplayAggregatesOnly();
BENCHMARK(BM_FindOnly)->Repetitions(kRepetitions)->DisplayAggregatesOnly();
BENCHMARK(BM_FindAndDecode)->Repetitions(kRepetitions)->DisplayAggregatesOnly();
BENCHMARK(BM_Driver)->Repetitions(kRepetitions)->DisplayAggregatesOnly();

// Console output as usual, and the median CPU time per iteration of each benchmark.
class RecordingReporter : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run> &runs) override
    {
        for (const Run &run : runs) {
            if (!benchmark_compat::runWasSkipped(run) && (run.run_type == Run::RT_Iteration || run.aggregate_name == "median"))
                nanoseconds[run.run_name.function_name] = run.GetAdjustedCPUTime();
        }
        ConsoleReporter::ReportRuns(runs);
    }
    std::map<std::string, double> nanoseconds;
};

}  // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: robodash-bench-rflex-decode [benchmark flags] LOG.rdlog\n");
        return 2;
    }
    if (!loadStream(argv[1]))
        return 1;
    RecordingReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    const RecordedStream &s = stream();
    const double frames = double(s.frames);
    std::printf("\nStream: %s, %llu frames, %zu bytes (%.1f bytes per frame) in %zu recorded chunks\n",
                argv[1], static_cast<unsigned long long>(s.frames), s.bytes.size(),
                double(s.bytes.size()) / frames, s.chunkSizes.size());
    const auto floor = reporter.nanoseconds.find("BM_XorFloor");
    const auto byteFloor = reporter.nanoseconds.find("BM_XorFloorByteByByte");
    if (floor == reporter.nanoseconds.end() || byteFloor == reporter.nanoseconds.end()) {
        benchmark::Shutdown();
        return 0;
    }
    std::printf("%-24s %9s %10s %8s %12s\n", "", "ns/frame", "MB/s", "x floor", "x byte floor");
    for (const auto &[name, ns] : reporter.nanoseconds)
        std::printf("%-24s %9.2f %10.1f %8.2f %12.2f\n", name.c_str(), ns / frames,
                    double(s.bytes.size()) / (ns * 1e-9) / 1e6, ns / floor->second, ns / byteFloor->second);
    benchmark::Shutdown();
    return 0;
}
