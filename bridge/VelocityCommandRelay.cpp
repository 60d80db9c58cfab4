#include "VelocityCommandRelay.h"

#include <cmath>

namespace robodash::bridge {

VelocityCommandRelay::VelocityCommandRelay(Drive drive, Release release, QObject *parent)
    : QObject(parent), m_drive(std::move(drive)), m_release(std::move(release))
{
    if (!m_release)
        m_release = [this] { m_drive(0, 0); };
    m_timer.setInterval(kRenewPeriodMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &VelocityCommandRelay::renew);
}

void VelocityCommandRelay::command(double linearMps, double angularRadps)
{
    if (!std::isfinite(linearMps) || !std::isfinite(angularRadps))
        return;
    m_linear = linearMps;
    m_angular = angularRadps;
    m_sinceCommand.start();
    m_drive(m_linear, m_angular);
    if (!m_timer.isActive()) {
        m_timer.start();
        emit drivingChanged(true);
    }
}

void VelocityCommandRelay::renew()
{
    if (m_sinceCommand.elapsed() < m_timeoutMs) {
        m_drive(m_linear, m_angular);
        return;
    }
    release();  // kobuki_ros's timeout: no command for 0.6 s, the robot stops
}

void VelocityCommandRelay::release()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    m_release();
    emit drivingChanged(false);
}

}  // namespace robodash::bridge
