#pragma once
// Which register to ask for next (issue 15, "Driver"): every register the firmware line has,
// at its rate class's period (fast 10 Hz, medium 2 Hz, slow 1 Hz). Earliest due first, so
// a robot that answers too slowly for the whole plan gets every register at a reduced rate
// instead of starving the slow ones; ties go to the faster class, then table order.

#include "Firmware.h"
#include "Register.h"
#include "RegisterTable.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::rover {

class PollScheduler {
public:
    static constexpr std::int64_t kFastPeriodMs = 100;
    static constexpr std::int64_t kMediumPeriodMs = 500;
    static constexpr std::int64_t kSlowPeriodMs = 1000;

    // 0 for the classes that are not polled periodically (start-up, unpolled).
    static std::int64_t periodOf(RateClass rate);

    // Every register of `line` with a polling rate, all due at `nowMs`.
    void plan(FirmwareLine line, std::int64_t nowMs);
    void clear() { m_entries.clear(); }

    // The most urgent register due at `nowMs`, now counted as asked; nothing when none is due.
    std::optional<Register> takeNext(std::int64_t nowMs);
    bool polls(Register which) const;
    // No longer asks for `which` (a robot that never answers it) until the next plan().
    void drop(Register which);
    std::size_t size() const { return m_entries.size(); }

private:
    struct Entry {
        Register id;
        RateClass rate;
        std::int64_t periodMs;
        std::int64_t dueMs;
    };
    static bool moreUrgent(const Entry &a, const Entry &b);

    std::vector<Entry> m_entries;  // table order
};

}  // namespace robodash::rover
