#pragma once
// A whole recorded session at a glance: every field of a log, each as a fixed number of
// buckets over the log's duration (the smallest, largest, first and last value read in each),
// so a plot can show a day's log zoomed fully out without the day's points. The store keeps a
// field's newest points in full (RobotStore); this keeps all of it, coarsely: at most
// kDefaultBuckets x 16 bytes a field (a Kobuki's 87 fields: 11 MiB), however long the log.
// Built once per opened replay, in one pass over the log (link/LogOverviewBuilder). Plain C++17.

#include "RobotStore.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::store {

struct OverviewBucket {
    float minimum = 0, maximum = 0, first = 0, last = 0;
};

// One field over the whole log: a bucket counts where `read` says so.
struct OverviewField {
    std::vector<OverviewBucket> buckets;
    std::vector<bool> read;
    std::uint64_t readings = 0;  // of the reader's series: what changed since the last sample
};

class LogOverview {
public:
    static constexpr std::size_t kDefaultBuckets = 8192;

    // Buckets are at least 1 ms wide: a short log has fewer.
    LogOverview(const core::TelemetryDescription<core::FamilyFrame> *family, std::int64_t durationMs,
                std::size_t buckets = kDefaultBuckets);

    // A sample at `logMs` from the log's start (its time in the log, not on the link's clock).
    void add(const core::TelemetrySample &sample, std::int64_t logMs);
    // After the last sample: a bucket with no reading of its own between two readings holds
    // the value in force (a field read once a second in 10 ms buckets is not a dotted line).
    void finish();

    std::int64_t durationMs() const { return m_durationMs; }
    std::size_t bucketCount() const { return m_bucketCount; }
    double bucketMs() const { return m_bucketMs; }
    // The fields as the store names them (keyed kinds' as their keys were read).
    const std::vector<StoreField> &fields() const { return m_reader.fields(); }
    // A field over the log, or null when the log never read it.
    const OverviewField *find(const std::string &path) const;
    std::size_t bytes() const;

private:
    void keep(OverviewField &field, std::size_t bucket, double value);

    RobotStore m_reader;  // reads each sample's fields as the store does (one point a field)
    std::int64_t m_durationMs;
    std::size_t m_bucketCount;
    double m_bucketMs;
    std::vector<OverviewField> m_fields;  // by the reader's field index
};

}  // namespace robodash::store
