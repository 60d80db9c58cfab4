#pragma once
// When a periodic report the host asked for is next due, in simulated microseconds. A
// period of 0 switches the report off; very short periods are raised to a floor so that a
// request cannot make the twin flood the port (a real base is bounded by its 115200 baud).

#include <cstdint>

namespace robodash::sim {

class ReportTimer {
public:
    static constexpr std::int64_t kMinPeriodMicros = 10000;
    static constexpr std::int64_t kOff = INT64_MAX;

    // The first report goes out one period after the request.
    void setPeriod(std::uint32_t periodMicros, std::int64_t nowMicros);
    // True once per period when `nowMicros` reached the due time; schedules the next one.
    bool due(std::int64_t nowMicros);
    std::int64_t nextMicros() const { return m_next; }  // kOff when off
    std::uint32_t periodMicros() const { return m_requested; }

private:
    std::uint32_t m_requested = 0;
    std::int64_t m_period = 0;
    std::int64_t m_next = kOff;
};

}  // namespace robodash::sim
