#include "RestingVoltage.h"

namespace robodash::core {

double RestingVoltage::update(double volts, bool drawing, std::int64_t nowMs)
{
    if (drawing) {
        m_lastDrawMs = nowMs;
        if (!m_drawingSinceMs) m_drawingSinceMs = nowMs;
        if (nowMs - *m_drawingSinceMs >= kLongestHoldMs) return volts;
        return m_restingVolts.value_or(volts);
    }
    m_drawingSinceMs.reset();
    if (!m_restingVolts || !m_lastDrawMs || nowMs - *m_lastDrawMs >= kSettleMs)
        m_restingVolts = volts;
    return *m_restingVolts;
}

void RestingVoltage::reset()
{
    m_restingVolts.reset();
    m_lastDrawMs.reset();
    m_drawingSinceMs.reset();
}

}  // namespace robodash::core
