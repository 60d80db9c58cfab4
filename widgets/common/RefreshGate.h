#pragma once
// Repaint at the screen's pace, not the data's. A widget stores every sample at once (so its
// accessors always answer with the newest value) and asks its gate for a refresh; the gate
// runs the widget's refresh function (push stored values to labels, update()) at most once
// per period, however many samples arrived meanwhile. At 500 Hz telemetry that is still
// 20 refreshes a second instead of 500.
//
// Every gate refreshes on the same tick, the next multiple of the period on a steady clock,
// so that the widgets of one window change together and Qt paints them in one pass, and the
// refresh rate is the same whatever the data rate.
//
// flush() runs a pending refresh now: for tests that read child widgets or pixels right
// after feeding a sample, and for grab(). flushAll() does that for a whole widget tree.

#include <QObject>
#include <QTimer>

#include <functional>

namespace robodash::widgets {

class RefreshGate : public QObject {
    Q_OBJECT
public:
    // 20 Hz: a value is never more than 50 ms old on screen, below what an operator can
    // react to, and a plot scrolls by about 1.5 px per tick. 30 Hz cost the dashboard half
    // as much again for motion no one reads (issue 14's CPU budget).
    static constexpr int kDefaultPeriodMs = 50;

    RefreshGate(std::function<void()> refresh, QObject *parent, int periodMs = kDefaultPeriodMs);

    // Refresh within one period; further requests until then share that one refresh.
    void requestRefresh();
    // Run a pending refresh now (nothing happens if none is pending).
    void flush();
    bool pending() const { return timer_.isActive() || stale_; }
    int periodMs() const { return periodMs_; }
    // A pending refresh keeps the time it was given; later ones follow the new period.
    void setPeriodMs(int periodMs);

    // Flush every gate in `root`'s object tree (root included), e.g. before grab().
    static void flushAll(QObject &root);
    // A page no one sees (a fleet's robot behind another, or behind the overview): requests
    // only mark the widget stale, and it is refreshed once when the gate is resumed (or
    // flushed). Samples are still stored as they come, so nothing is lost, only not drawn.
    void setSuspended(bool suspended);
    static void setSuspendedAll(QObject &root, bool suspended);

private:
    void runRefresh();
    int msUntilNextTick() const;

    std::function<void()> refresh_;
    QTimer timer_;
    int periodMs_;
    qint64 lastRefreshMs_ = -1;  // on the steady clock
    bool suspended_ = false;
    bool stale_ = false;  // asked for while suspended
};

}  // namespace robodash::widgets
