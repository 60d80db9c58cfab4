#include "RestingVoltage.h"

namespace robodash::core {

double RestingVoltage::update(double volts, bool drawing, std::int64_t nowMs)
{
    if (drawing) {
        m_restSinceMs.reset();
        return m_restingVolts.value_or(volts);
    }
    if (!m_restSinceMs)
        m_restSinceMs = nowMs;
    if (!m_restingVolts || nowMs - *m_restSinceMs >= kSettleMs)
        m_restingVolts = volts;
    return *m_restingVolts;
}

void RestingVoltage::reset()
{
    m_restingVolts.reset();
    m_restSinceMs.reset();
}

}  // namespace robodash::core
