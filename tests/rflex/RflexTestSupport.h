#pragma once
// Shared by the rFLEX suites: readable byte comparisons, a finder run that collects what it
// reported, and one sample of every report with no field left at its default (and some
// bytes 0x1B), so a dropped field or a stuffing slip shows up.

#include "rflex/FrameFinder.h"
#include "rflex/Reports.h"

#include <QByteArray>

#include <cstdint>
#include <vector>

namespace robodash::rflex::testing {

using Bytes = std::vector<std::uint8_t>;

inline QByteArray hexOf(const Bytes &bytes)
{
    return QByteArray(reinterpret_cast<const char *>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()))
        .toHex(' ')
        .toUpper();
}

inline Bytes fromHex(const char *hex)
{
    const QByteArray raw = QByteArray::fromHex(hex);
    return Bytes(raw.begin(), raw.end());
}

inline Bytes concat(std::initializer_list<Bytes> parts)
{
    Bytes out;
    for (const Bytes &part : parts)
        out.insert(out.end(), part.begin(), part.end());
    return out;
}

// A good frame as the finder reported it: header bytes and data, copied.
struct Found {
    std::uint8_t port = 0, id = 0, opcode = 0;
    Bytes data;
    bool operator==(const Found &o) const
    {
        return port == o.port && id == o.id && opcode == o.opcode && data == o.data;
    }
};

struct FinderRun {
    std::vector<Found> frames;
    FrameFinderStats stats;
    std::size_t pending = 0;
};

// Feeds `stream` cut at the given ascending offsets.
inline FinderRun findFrames(const Bytes &stream, const std::vector<std::size_t> &cuts = {})
{
    FrameFinder finder;
    FinderRun run;
    const FrameFinder::FrameHandler collect = [&](const FrameView &f) {
        run.frames.push_back({f.port, f.id, f.opcode, Bytes(f.data, f.data + f.length)});
    };
    std::size_t start = 0;
    for (std::size_t cut : cuts) {
        finder.feed(stream.data() + start, cut - start, collect);
        start = cut;
    }
    finder.feed(stream.data() + start, stream.size() - start, collect);
    run.stats = finder.stats();
    run.pending = finder.pendingBytes();
    return run;
}

inline SystemStatus sampleSystemStatus() { return SystemStatus{0x01020304, 2430, 1}; }

inline LcdDump sampleLcdDump() { return LcdDump{0xA0B0C0D0, 17, {0x1B, 0x02, 0xFF, 0x00}}; }

inline MotionReport sampleMotionReport()
{
    return MotionReport{-7, 0x00C0FFEE, 1, -123456789, 37000, -5, 35000};
}

inline JoystickState sampleJoystickState() { return JoystickState{0x1B1B1B1B, -100, 200, 0x81}; }

inline SonarReport sampleSonarReport(std::uint8_t count = SonarReport::kMaxEchoes)
{
    SonarReport r;
    r.retval = 0x11223344;
    r.timestamp = 0x55667788;
    r.count = count;
    for (std::uint8_t i = 0; i < count; ++i)
        r.echoes[i] = SonarEcho{static_cast<std::uint8_t>(i + 16), static_cast<std::uint16_t>(
                                                                      1476 + 1000 * i)};
    return r;
}

inline DioState sampleDioState() { return DioState{0x0BADF00D, 0x40, 0x00, 0x03}; }
inline DioAck sampleDioAck() { return DioAck{-1, 0x1B000000}; }
inline DioUpdateAck sampleDioUpdateAck() { return DioUpdateAck{5, 0x12345678, -9}; }

}  // namespace robodash::rflex::testing
