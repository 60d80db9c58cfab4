#include "link/DriveStreamer.h"

#include <cmath>

namespace robodash::link {
namespace {

constexpr double kStillEpsilon = 1e-4;

bool sameVelocity(const Velocity &a, const Velocity &b)
{
    return a.linearMps == b.linearMps && a.angularRadps == b.angularRadps;
}

double secondsSince(const QElapsedTimer &timer)
{
    return timer.isValid() ? double(timer.nsecsElapsed()) / 1e9 : 0.0;
}

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
    const Velocity previousTarget = m_limiter.target();
    m_limiter.setTarget(linearMps, angularRadps);
    const bool targetChanged = !sameVelocity(previousTarget, m_limiter.target());
    m_sinceCommand.start();
    const bool wasStreaming = m_streaming;
    m_streaming = true;
    m_zerosLeft = 0;
    if (!wasStreaming || targetChanged) {
        // Respond now; the timer keeps the rate steady and carries any ramp on. The first
        // frame of a drive is the one that holds for the coming period.
        const double seconds = wasStreaming ? secondsSince(m_sinceSend) : m_timer.interval() / 1000.0;
        const Velocity next = nextLimitedCommand(seconds);
        const bool changed = !wasStreaming || !sameVelocity(next, m_latest);
        m_latest = next;
        if (changed)
            sendLatest();
    }
    if (!m_timer.isActive())
        m_timer.start();
}

bool DriveStreamer::setLimits(const DriveLimits &limits)
{
    return m_limiter.setLimits(limits);
}

Velocity DriveStreamer::nextLimitedCommand(double seconds)
{
    return m_limiter.advance(seconds);
}

void DriveStreamer::setPeriodMs(int periodMs)
{
    m_timer.setInterval(periodMs > 0 ? periodMs : kPeriodMs);
}

void DriveStreamer::sendLatest()
{
    m_send(m_latest);
    m_sinceSend.start();
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
    m_limiter.stopNow();
    m_latest = Velocity{};
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
            m_send(Velocity{});
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
    m_latest = nextLimitedCommand(secondsSince(m_sinceSend));
    sendLatest();
}

}  // namespace robodash::link
