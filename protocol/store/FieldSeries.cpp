#include "FieldSeries.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace robodash::store {

FieldSeries::FieldSeries(std::size_t capacity) : m_capacity(capacity == 0 ? 1 : capacity) {}

void FieldSeries::add(std::int64_t timeMs, double value)
{
    ++m_readings;
    m_lastReadMs = timeMs;
    if (m_size > 0) {
        const double newest = point(m_size - 1).value;
        const bool same = newest == value || (std::isnan(newest) && std::isnan(value));
        if (same)
            return;
    }
    if (m_points.size() < m_capacity) {
        if (m_points.size() == m_points.capacity())  // grow by doubling, never past the capacity
            m_points.reserve(std::min(m_capacity, std::max<std::size_t>(16, m_points.capacity() * 2)));
        m_points.push_back({timeMs, value});
        ++m_size;
        return;
    }
    // Full: the newest takes the oldest's place.
    m_points[m_first] = {timeMs, value};
    m_first = (m_first + 1) % m_capacity;
    ++m_dropped;
}

void FieldSeries::clear()
{
    m_points.clear();
    m_points.shrink_to_fit();
    m_first = 0;
    m_size = 0;
    m_readings = 0;
    m_dropped = 0;
    m_lastReadMs = 0;
}

const SeriesPoint &FieldSeries::point(std::size_t index) const
{
    if (index >= m_size)
        throw std::out_of_range("FieldSeries::point");
    return m_points[physical(index)];
}

std::optional<SeriesPoint> FieldSeries::newest() const
{
    if (m_size == 0)
        return std::nullopt;
    return point(m_size - 1);
}

std::optional<std::int64_t> FieldSeries::lastReadMs() const
{
    if (m_readings == 0)
        return std::nullopt;
    return m_lastReadMs;
}

std::optional<double> FieldSeries::valueAt(std::int64_t timeMs) const
{
    // Binary search over the ring's logical order: points are in time order.
    std::size_t low = 0, high = m_size;
    while (low < high) {
        const std::size_t middle = low + (high - low) / 2;
        if (point(middle).timeMs <= timeMs)
            low = middle + 1;
        else
            high = middle;
    }
    if (low == 0)
        return std::nullopt;
    return point(low - 1).value;
}

std::size_t FieldSeries::bytes() const { return sizeof(*this) + m_points.capacity() * sizeof(SeriesPoint); }

}  // namespace robodash::store
