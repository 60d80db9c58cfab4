#pragma once
// One field of a robot's telemetry over time, as the store keeps it: a bounded series of
// (time, value) points. A point is added only when the value changes, so a field that
// holds still (a bumper, a version, a charge state) costs one point however long the
// session runs, and the oldest points go first when the series is full. Plain C++17.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::store {

struct SeriesPoint {
    std::int64_t timeMs = 0;  // the sample's time on the link's clock (a replay's too)
    double value = 0;
};

class FieldSeries {
public:
    explicit FieldSeries(std::size_t capacity);

    // The field read `value` at `timeMs`. Kept as a point when it differs from the newest
    // point (NaN, "not read", differs from everything but another NaN).
    void add(std::int64_t timeMs, double value);
    void clear();

    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_capacity; }
    bool empty() const { return m_size == 0; }
    // Oldest first: point(0) is the oldest kept, point(size() - 1) the newest.
    const SeriesPoint &point(std::size_t index) const;
    std::optional<SeriesPoint> newest() const;
    // When the field was last read, changed or not (empty before the first reading).
    std::optional<std::int64_t> lastReadMs() const;
    // How many readings it was given, changed or not.
    std::uint64_t readings() const { return m_readings; }
    // Points pushed out by newer ones since the last clear (the series no longer reaches back
    // to its first reading when this is not zero).
    std::uint64_t dropped() const { return m_dropped; }
    // The value in force at `timeMs`: the newest point at or before it (held until the next
    // change); empty before the first kept point.
    std::optional<double> valueAt(std::int64_t timeMs) const;
    // The memory the series holds, in bytes.
    std::size_t bytes() const;

private:
    // Where point `index` (< size()) is in the ring: a compare, not a division (a plot reads
    // every visible point at each repaint).
    std::size_t physical(std::size_t index) const
    {
        const std::size_t at = m_first + index;
        return at < m_points.size() ? at : at - m_points.size();
    }

    std::size_t m_capacity;
    // Grows as points come (a still field costs one), then a ring of capacity() points.
    std::vector<SeriesPoint> m_points;
    std::size_t m_first = 0;
    std::size_t m_size = 0;
    std::uint64_t m_readings = 0;
    std::uint64_t m_dropped = 0;
    std::int64_t m_lastReadMs = 0;
};

}  // namespace robodash::store
