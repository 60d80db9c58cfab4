#include "RefreshGate.h"

#include <algorithm>
#include <chrono>
#include <utility>

namespace robodash::widgets {

namespace {
qint64 steadyMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}
}  // namespace

RefreshGate::RefreshGate(std::function<void()> refresh, QObject *parent, int periodMs)
    : QObject(parent), refresh_(std::move(refresh)), periodMs_(std::max(1, periodMs))
{
    timer_.setSingleShot(true);
    timer_.setTimerType(Qt::PreciseTimer);  // a coarse timer may drift off the shared tick
    connect(&timer_, &QTimer::timeout, this, &RefreshGate::runRefresh);
}

void RefreshGate::setPeriodMs(int periodMs) { periodMs_ = std::max(1, periodMs); }

void RefreshGate::requestRefresh()
{
    if (suspended_) {
        stale_ = true;
        return;
    }
    // An active timer already covers this request: restarting it would starve the screen
    // while samples keep coming.
    if (!timer_.isActive())
        timer_.start(msUntilNextTick());
}

int RefreshGate::msUntilNextTick() const
{
    const qint64 now = steadyMs();
    qint64 tick = (now / periodMs_ + 1) * periodMs_;
    // A refresh just before a tick has served that tick: never two within half a period.
    if (lastRefreshMs_ >= 0 && tick - lastRefreshMs_ < periodMs_ / 2)
        tick += periodMs_;
    return static_cast<int>(tick - now);
}

void RefreshGate::flush()
{
    if (!timer_.isActive() && !stale_)
        return;
    timer_.stop();
    stale_ = false;
    runRefresh();
}

void RefreshGate::setSuspended(bool suspended)
{
    if (suspended == suspended_)
        return;
    suspended_ = suspended;
    if (suspended && timer_.isActive()) {
        timer_.stop();
        stale_ = true;
    } else if (!suspended && stale_) {
        stale_ = false;
        requestRefresh();
    }
}

void RefreshGate::setSuspendedAll(QObject &root, bool suspended)
{
    for (RefreshGate *gate : root.findChildren<RefreshGate *>())
        gate->setSuspended(suspended);
}

void RefreshGate::runRefresh()
{
    lastRefreshMs_ = steadyMs();
    if (refresh_)
        refresh_();
}

void RefreshGate::flushAll(QObject &root)
{
    if (auto *gate = qobject_cast<RefreshGate *>(&root))
        gate->flush();
    for (RefreshGate *gate : root.findChildren<RefreshGate *>())
        gate->flush();
}

}  // namespace robodash::widgets
