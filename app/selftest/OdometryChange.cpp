#include "OdometryChange.h"

namespace robodash::selftest {

void OdometryChange::update(const core::OdometryState &odometry)
{
    if (!m_first)
        m_first = odometry;
    m_latest = odometry;
}

double OdometryChange::distanceMetres() const
{
    return m_first ? m_latest->distanceMetres - m_first->distanceMetres : 0.0;
}

double OdometryChange::headingChangeRad() const
{
    return m_first ? m_latest->pose.theta - m_first->pose.theta : 0.0;
}

std::optional<double> OdometryChange::leftWheelMetres() const
{
    if (!m_first || !m_first->wheels || !m_latest->wheels)
        return std::nullopt;
    return m_latest->wheels->leftMetres - m_first->wheels->leftMetres;
}

std::optional<double> OdometryChange::rightWheelMetres() const
{
    if (!m_first || !m_first->wheels || !m_latest->wheels)
        return std::nullopt;
    return m_latest->wheels->rightMetres - m_first->wheels->rightMetres;
}

}  // namespace robodash::selftest
