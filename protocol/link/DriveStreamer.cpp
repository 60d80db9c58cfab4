#include "link/DriveStreamer.h"

#include "kobuki/Conversions.h"

#include <cmath>

namespace robodash::link {
namespace {

constexpr double kStillEpsilon = 1e-4;

}  // namespace

DriveStreamer::DriveStreamer(Sender send, QObject *parent)
    : QObject(parent), m_send(std::move(send)), m_timer(this)
{
    m_timer.setInterval(kPeriodMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &DriveStreamer::onTick);
}

void DriveStreamer::command(double linearMps, double angularRadps)
{
    const bool released = std::abs(linearMps) < kStillEpsilon && std::abs(angularRadps) < kStillEpsilon;
    const bool finite = std::isfinite(linearMps) && std::isfinite(angularRadps);
    if (released || !finite || !m_motorsEnabled) {
        sendZeroAndStopStreaming();
        return;
    }
    const kobuki::BaseControl next = kobuki::velocityToBaseControl(linearMps, angularRadps);
    m_sinceCommand.start();
    const bool changed = !m_streaming || !(next == m_latest);
    m_latest = next;
    m_streaming = true;
    m_zerosLeft = 0;
    if (changed)
        m_send(m_latest);  // respond now; the timer keeps the rate steady
    if (!m_timer.isActive())
        m_timer.start();
}

void DriveStreamer::stop()
{
    sendZeroAndStopStreaming();
}

void DriveStreamer::setMotorsEnabled(bool enabled)
{
    m_motorsEnabled = enabled;
    if (!enabled)
        sendZeroAndStopStreaming();
}

void DriveStreamer::sendZeroAndStopStreaming()
{
    m_streaming = false;
    m_latest = kobuki::BaseControl{};
    m_send(m_latest);
    m_zerosLeft = kZeroRepeats;
    if (!m_timer.isActive())
        m_timer.start();
}

void DriveStreamer::onTick()
{
    if (!m_streaming) {
        if (m_zerosLeft > 0) {
            --m_zerosLeft;
            m_send(kobuki::BaseControl{});
        }
        if (m_zerosLeft == 0)
            m_timer.stop();
        return;
    }
    if (m_sinceCommand.elapsed() > kDeadmanMs) {
        sendZeroAndStopStreaming();
        emit deadmanTripped();
        return;
    }
    m_send(m_latest);
}

}  // namespace robodash::link
