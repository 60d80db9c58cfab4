#include "SimulatedFeed.h"

#include "RefreshGate.h"
#include "SyntheticTelemetry.h"

#include "link/LinkClock.h"

#include <QCoreApplication>
#include <QTimerEvent>

using robodash::widgets::RefreshGate;

SimulatedFeed::SimulatedFeed(SyntheticTelemetry &telemetry, QObject &root, int intervalMs)
    : m_telemetry(telemetry), m_root(root), m_intervalMs(intervalMs),
      m_startMs(robodash::link::linkClockMs())
{
    // Repeating timers only (plot ticks, the gamepad's poll): single-shot ones are one-off
    // layout fixes at start-up, and the gates' timers are replaced by the screen tick below.
    for (QTimer *timer : root.findChildren<QTimer *>()) {
        if (timer->isSingleShot() || timer->interval() <= 0)
            continue;
        m_timers.append(timer);
        m_timerDueMs.append(timer->interval());
    }
}

void SimulatedFeed::run(double seconds)
{
    const qint64 endMs = m_nowMs + qint64(seconds * 1000);
    while (m_nowMs < endMs)
        step();
}

// One simulated millisecond: the frame due now, the timers due now, the screen tick.
void SimulatedFeed::step()
{
    ++m_nowMs;
    if (m_nowMs % m_intervalMs == 0) {
        m_telemetry.emitFrame(m_startMs + m_nowMs);
        QCoreApplication::sendPostedEvents();
    }
    fireDueTimers();
    if (m_nowMs % RefreshGate::kDefaultPeriodMs == 0) {
        RefreshGate::flushAll(m_root);
        QCoreApplication::sendPostedEvents();  // layouts, then one paint pass
    }
}

void SimulatedFeed::fireDueTimers()
{
    for (int i = 0; i < m_timers.size(); ++i) {
        QTimer *timer = m_timers[i];
        if (!timer || m_timerDueMs[i] > m_nowMs || !timer->isActive())
            continue;
        m_timerDueMs[i] = m_nowMs + timer->interval();
        // What the event dispatcher sends when the timer expires: QTimer emits timeout().
        QTimerEvent expired(timer->timerId());
        QCoreApplication::sendEvent(timer, &expired);
        QCoreApplication::sendPostedEvents();
    }
}
