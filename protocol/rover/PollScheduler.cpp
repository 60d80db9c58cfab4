#include "PollScheduler.h"

#include <algorithm>

namespace robodash::rover {

std::int64_t PollScheduler::periodOf(RateClass rate)
{
    switch (rate) {
    case RateClass::Fast: return kFastPeriodMs;
    case RateClass::Medium: return kMediumPeriodMs;
    case RateClass::Slow: return kSlowPeriodMs;
    case RateClass::Startup:
    case RateClass::Unpolled: break;
    }
    return 0;
}

void PollScheduler::plan(FirmwareLine line, std::int64_t nowMs)
{
    m_entries.clear();
    for (const RegisterInfo &row : registerTable()) {
        const std::int64_t period = periodOf(row.rate);
        if (period > 0 && hasRegister(row, line))
            m_entries.push_back(Entry{row.id, row.rate, period, nowMs});
    }
}

bool PollScheduler::moreUrgent(const Entry &a, const Entry &b)
{
    if (a.dueMs != b.dueMs)
        return a.dueMs < b.dueMs;
    return a.periodMs < b.periodMs;  // the faster class first; table order after that
}

std::optional<Register> PollScheduler::takeNext(std::int64_t nowMs)
{
    Entry *best = nullptr;
    for (Entry &entry : m_entries) {
        if (entry.dueMs <= nowMs && (!best || moreUrgent(entry, *best)))
            best = &entry;
    }
    if (!best)
        return std::nullopt;
    // The next slot follows the previous one, not the send time, so the average rate holds
    // although requests wait for answers; a register more than a period behind starts afresh
    // rather than being asked in a burst.
    best->dueMs += best->periodMs;
    if (best->dueMs < nowMs)
        best->dueMs = nowMs + best->periodMs;
    return best->id;
}

bool PollScheduler::polls(Register which) const
{
    for (const Entry &entry : m_entries) {
        if (entry.id == which)
            return true;
    }
    return false;
}

void PollScheduler::drop(Register which)
{
    m_entries.erase(std::remove_if(m_entries.begin(), m_entries.end(),
                                   [which](const Entry &entry) { return entry.id == which; }),
                    m_entries.end());
}

}  // namespace robodash::rover
