#include "sim/rflex/ReportTimer.h"

#include <algorithm>

namespace robodash::sim {

void ReportTimer::setPeriod(std::uint32_t periodMicros, std::int64_t nowMicros)
{
    m_requested = periodMicros;
    if (periodMicros == 0) {
        m_period = 0;
        m_next = kOff;
        return;
    }
    m_period = std::max<std::int64_t>(periodMicros, kMinPeriodMicros);
    m_next = nowMicros + m_period;
}

bool ReportTimer::due(std::int64_t nowMicros)
{
    if (m_next == kOff || nowMicros < m_next)
        return false;
    m_next += m_period;
    if (m_next <= nowMicros)  // fell behind (a long step): no burst of stale reports
        m_next = nowMicros + m_period;
    return true;
}

}  // namespace robodash::sim
