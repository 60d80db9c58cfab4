#pragma once
// Telemetry and the dashboard's own clocks on a simulated clock, for repeatable figures: a
// frame every `intervalMs` of simulated time, each window QTimer fired at its interval, and
// every RefreshGate flushed on the screen tick (RefreshGate::kDefaultPeriodMs), with Qt's
// posted events (layout requests, repaints) handled after each step as the event loop would.
// The program never sleeps and never waits for a real timer, so the work done per simulated
// second is the same on an idle and on a loaded machine, and under valgrind: callgrind's
// instruction count per simulated second is the figure to compare between builds.

#include <QList>
#include <QPointer>
#include <QTimer>

class QObject;
class SyntheticTelemetry;

class SimulatedFeed {
public:
    // `root`: the window whose timers and refresh gates follow the simulated clock.
    SimulatedFeed(SyntheticTelemetry &telemetry, QObject &root, int intervalMs);

    // Runs `seconds` of simulated time from where the last run stopped.
    void run(double seconds);
    qint64 nowMs() const { return m_nowMs; }

private:
    void step();
    void fireDueTimers();

    SyntheticTelemetry &m_telemetry;
    QObject &m_root;
    int m_intervalMs;
    qint64 m_nowMs = 0;
    qint64 m_startMs;  // on the link's clock: frames are stamped m_startMs + m_nowMs
    QList<QPointer<QTimer>> m_timers;  // some are deleted on the way (tool tips, menus)
    QList<qint64> m_timerDueMs;
};
