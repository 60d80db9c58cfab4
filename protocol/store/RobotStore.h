#pragma once
// One robot's readings, kept once: every field of what every family fills in and of the
// family's own telemetry description, with its unit, as a bounded series (FieldSeries), and
// where its link stands. Views read it instead of keeping copies (the fleet's tiles so far).
// Plain C++17: fed with samples by whoever owns the link (app/common/RobotStoreFeed).

#include "FieldSeries.h"
#include "LinkPhase.h"
#include "SensorReading.h"
#include "StoreField.h"
#include "core/FamilyFrame.h"
#include "core/TelemetryDescription.h"
#include "core/TelemetrySample.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace robodash::store {

class RobotStore {
public:
    // Points kept per field (each 16 bytes; a field holds a point per change of its value):
    // a reading that changes in every 50 Hz frame keeps its last 5 minutes (one with three
    // rows a frame, the raw gyro's, 100 s), one that changes once a second its last 4 hours.
    // At most 87 x 15,000 x 16 bytes = 20 MiB for a Kobuki (robodash-bench-store). A whole
    // log is read from the log, not from here.
    static constexpr std::size_t kDefaultPointsPerField = 15'000;

    // `family`: the family's description (null: the fields every family fills in only).
    explicit RobotStore(const core::TelemetryDescription<core::FamilyFrame> *family,
                        std::size_t pointsPerField = kDefaultPointsPerField);

    // Moved, never copied: a description's readers carry values between frames.
    RobotStore(RobotStore &&) = default;
    RobotStore &operator=(RobotStore &&) = default;
    RobotStore(const RobotStore &) = delete;
    RobotStore &operator=(const RobotStore &) = delete;

    // Keeps the sample's readings. A sample older than the newest kept (a replay taken back)
    // starts the readings afresh: a series runs forward in time.
    void add(const core::TelemetrySample &sample);
    // Keeps what can be plotted of a laser scan or a camera picture ("sensors/scan/nearest_range",
    // SensorTelemetryDescription.h) at the time it was received. A sensor's
    // messages come on their own readers, a little before or after the base's samples, so
    // one older than the newest sample clears nothing (a replay taken back is seen by add()).
    void addSensor(const SensorReading &reading);
    // Forgets every reading (a new log, another family's robot); the fields stay. Pointers
    // from find() and series() stay valid; their series are empty.
    // A keyed kind's fields (the rFLEX's axes, its sonars) are added as their keys are first
    // read, and stay.
    void clearReadings();
    // What the description's readers carry from one frame to the next (distance travelled)
    // starts afresh, the readings kept stay: after a reconnect or a seek, a jump in the
    // robot's counters is not motion.
    void restartReaders();

    // Grows as keyed kinds meet new keys (never shrinks): indices and series pointers stay valid.
    const std::vector<StoreField> &fields() const { return m_fields; }
    std::optional<std::size_t> indexOf(const std::string &path) const;
    const FieldSeries &series(std::size_t index) const { return m_series[index]; }
    const FieldSeries *find(const std::string &path) const;
    // The newest value of a numeric field, or of a text field (empty: not read yet).
    std::optional<double> latest(const std::string &path) const;
    std::optional<std::string> latestText(const std::string &path) const;

    std::uint64_t samples() const { return m_samples; }
    // Whether field `index` was read from the newest sample (a sensor's field: since it came):
    // a view of a reading follows it at its own rate, even where samples share a millisecond.
    bool readInNewestSample(std::size_t index) const { return m_samples > 0 && m_readInSample[index] == m_samples; }
    std::optional<std::int64_t> lastSampleMs() const { return m_lastSampleMs; }
    // The first sample's time since the readings were last cleared.
    std::optional<std::int64_t> firstSampleMs() const { return m_firstSampleMs; }
    // Where the session's time counts from: a replay's log start on the link's clock (set; a
    // clear keeps it), else the first sample's time. Plots label their time axis from it.
    std::optional<std::int64_t> timeOriginMs() const { return m_timeOriginMs ? m_timeOriginMs : m_firstSampleMs; }
    void setTimeOriginMs(std::optional<std::int64_t> originMs) { m_timeOriginMs = originMs; }
    // The memory its series and texts hold, in bytes.
    std::size_t bytes() const;

    const RobotLinkState &linkState() const { return m_linkState; }
    // True when that changed what was kept.
    bool setLinkState(const RobotLinkState &state);

private:
    static constexpr std::size_t kNoField = static_cast<std::size_t>(-1);
    template <typename Frame>
    struct KindReader {
        std::size_t firstField;  // an unkeyed kind's
        const core::TelemetryKind<Frame> *kind;
        typename core::TelemetryKind<Frame>::RowReader read;
        std::optional<std::size_t> keyColumn;
        std::map<std::string, std::size_t> firstFieldOfKey;  // a keyed kind's, as keys come
    };
    template <typename Frame>
    void addKinds(const std::string &source, const core::TelemetryDescription<Frame> &description,
                  std::vector<KindReader<Frame>> *readers);
    void makeReaders();
    // `unitOf`: a column's unit for these fields (a keyed kind's key may have its own).
    std::size_t addFields(const std::string &source, const std::string &kind,
                          const std::vector<core::TelemetryColumn> &columns, const std::string &key,
                          const std::function<std::string(const core::TelemetryColumn &)> &unitOf);
    template <typename Frame>
    std::size_t firstFieldOf(const std::string &source, KindReader<Frame> &reader, const core::TelemetryRow &row);
    template <typename Frame>
    void readInto(std::vector<KindReader<Frame>> &readers, const std::string &source, const Frame &frame,
                  std::int64_t timeMs);
    void keepRow(std::size_t firstField, std::int64_t timeMs, const core::TelemetryRow &row);

    const core::TelemetryDescription<core::FamilyFrame> *m_family;
    std::size_t m_pointsPerField;
    std::vector<StoreField> m_fields;
    std::deque<FieldSeries> m_series;  // one per field, text fields' stay empty (a deque: grows in place)
    std::vector<std::optional<std::string>> m_texts;  // one per field, text fields' newest
    std::vector<std::uint64_t> m_readInSample;  // one per field: samples() when last read, 0 never
    std::unordered_map<std::string, std::size_t> m_index;
    std::vector<KindReader<core::TelemetryCore>> m_coreReaders;
    std::vector<KindReader<core::FamilyFrame>> m_familyReaders;
    std::vector<KindReader<SensorReading>> m_sensorReaders;
    std::string m_familySource;
    std::uint64_t m_samples = 0;
    std::optional<std::int64_t> m_lastSampleMs;
    std::optional<std::int64_t> m_firstSampleMs;
    std::optional<std::int64_t> m_timeOriginMs;
    RobotLinkState m_linkState;
};

}  // namespace robodash::store
