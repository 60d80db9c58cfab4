#include "SensorTelemetryDescription.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace robodash::store {
namespace {

using core::TelemetryValue;
using SensorKind = core::TelemetryKind<SensorReading>;

// Messages a second from the time between one and the next; none for the first message of a
// pass, or when two share a millisecond.
class RateMeter {
public:
    std::optional<double> next(std::int64_t receivedMs)
    {
        std::optional<double> hertz;
        if (m_lastMs && receivedMs > *m_lastMs)
            hertz = 1000.0 / double(receivedMs - *m_lastMs);
        m_lastMs = receivedMs;
        return hertz;
    }

private:
    std::optional<std::int64_t> m_lastMs;
};


struct ScanRecord {
    const core::LaserScan *scan;
    std::optional<std::size_t> nearest;
    std::optional<double> rateHz;

    std::size_t returns() const
    {
        std::size_t count = 0;
        for (std::size_t ray = 0; ray < scan->ranges.size(); ++ray)
            count += scan->hasReturn(ray) ? 1 : 0;
        return count;
    }
};

SensorKind scanKind()
{
    using S = ScanRecord;
    return SensorKind::fromRecords<S>("scan", [] {
        auto rate = std::make_shared<RateMeter>();
        return [rate](const SensorReading &reading, const auto &sink) {
            if (reading.scan)
                sink(S{reading.scan, reading.scan->nearestRay(), rate->next(reading.scan->receivedMs)});
        };
    }, {
        {"nearest_range", "m", [](const S &s) {
             return s.nearest ? TelemetryValue(double(s.scan->ranges[*s.nearest])) : TelemetryValue::none(); }},
        {"nearest_bearing", "rad", [](const S &s) {
             return s.nearest ? TelemetryValue(s.scan->angleOf(*s.nearest)) : TelemetryValue::none(); }},
        {"returns", "1", [](const S &s) { return s.returns(); }},
        {"rays", "1", [](const S &s) { return s.scan->ranges.size(); }},
        {"rate", "Hz", [](const S &s) { return TelemetryValue::orNone(s.rateHz); }},
    });
}

struct PictureRecord {
    const core::CameraImage *picture;
    std::optional<double> rateHz;
};

SensorKind cameraKind()
{
    using P = PictureRecord;
    return SensorKind::fromRecords<P>("camera", [] {
        auto rate = std::make_shared<RateMeter>();
        return [rate](const SensorReading &reading, const auto &sink) {
            if (reading.picture)
                sink(P{reading.picture, rate->next(reading.picture->receivedMs)});
        };
    }, {
        {"bytes", "B", [](const P &p) { return p.picture->size(); }},
        {"rate", "Hz", [](const P &p) { return TelemetryValue::orNone(p.rateHz); }},
    });
}

}  // namespace

const core::TelemetryDescription<SensorReading> &sensorTelemetryDescription()
{
    static const core::TelemetryDescription<SensorReading> description("sensors", {scanKind(), cameraKind()});
    return description;
}

}  // namespace robodash::store
