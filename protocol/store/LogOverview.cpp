#include "LogOverview.h"

#include <algorithm>
#include <cmath>

namespace robodash::store {

LogOverview::LogOverview(const core::TelemetryDescription<core::FamilyFrame> *family, std::int64_t durationMs,
                         std::size_t buckets)
    : m_reader(family, 1),
      m_durationMs(std::max<std::int64_t>(durationMs, 1)),
      m_bucketCount(std::clamp<std::size_t>(std::size_t(m_durationMs), 1, std::max<std::size_t>(buckets, 1))),
      m_bucketMs(double(m_durationMs) / double(m_bucketCount))
{
}

void LogOverview::add(const core::TelemetrySample &sample, std::int64_t logMs)
{
    m_reader.add(sample);
    if (m_fields.size() < m_reader.fields().size())
        m_fields.resize(m_reader.fields().size());
    const std::size_t bucket =
        std::min(m_bucketCount - 1, std::size_t(std::max<double>(0.0, std::floor(double(logMs) / m_bucketMs))));
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        const FieldSeries &series = m_reader.series(i);
        OverviewField &field = m_fields[i];
        if (series.readings() == field.readings)
            continue;  // not read in this sample
        field.readings = series.readings();
        if (series.empty())
            continue;  // the reader started afresh (a sample from before) and this one did not read it
        const double value = series.newest()->value;
        if (!std::isnan(value))
            keep(field, bucket, value);
    }
}

void LogOverview::keep(OverviewField &field, std::size_t bucket, double value)
{
    if (field.buckets.empty()) {  // a field the log reads: its buckets, at its first reading
        field.buckets.resize(m_bucketCount);
        field.read.resize(m_bucketCount, false);
    }
    OverviewBucket &kept = field.buckets[bucket];
    const auto v = float(value);
    if (!field.read[bucket]) {
        kept = {v, v, v, v};
        field.read[bucket] = true;
        return;
    }
    kept.minimum = std::min(kept.minimum, v);
    kept.maximum = std::max(kept.maximum, v);
    kept.last = v;
}

void LogOverview::finish()
{
    for (OverviewField &field : m_fields) {
        std::optional<float> held;
        std::size_t lastRead = 0;
        for (std::size_t b = 0; b < field.read.size(); ++b) {
            if (field.read[b])
                lastRead = b;
        }
        for (std::size_t b = 0; b < field.read.size() && b <= lastRead; ++b) {
            if (field.read[b]) {
                held = field.buckets[b].last;
            } else if (held) {
                field.buckets[b] = {*held, *held, *held, *held};
                field.read[b] = true;
            }
        }
    }
}

const OverviewField *LogOverview::find(const std::string &path) const
{
    const auto index = m_reader.indexOf(path);
    if (!index || *index >= m_fields.size() || m_fields[*index].buckets.empty())
        return nullptr;
    return &m_fields[*index];
}

std::size_t LogOverview::bytes() const
{
    std::size_t total = sizeof(*this) + m_reader.bytes();
    for (const OverviewField &field : m_fields)
        total += sizeof(field) + field.buckets.capacity() * sizeof(OverviewBucket) + field.read.capacity() / 8;
    return total;
}

}  // namespace robodash::store
