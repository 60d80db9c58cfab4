#include "RefreshGate.h"

#include <utility>

namespace robodash::widgets {

RefreshGate::RefreshGate(std::function<void()> refresh, QObject *parent, int periodMs)
    : QObject(parent), refresh_(std::move(refresh))
{
    timer_.setSingleShot(true);
    timer_.setInterval(periodMs);
    connect(&timer_, &QTimer::timeout, this, &RefreshGate::runRefresh);
}

void RefreshGate::requestRefresh()
{
    // An active timer already covers this request: restarting it would starve the screen
    // while samples keep coming.
    if (!timer_.isActive())
        timer_.start();
}

void RefreshGate::flush()
{
    if (!timer_.isActive())
        return;
    timer_.stop();
    runRefresh();
}

void RefreshGate::runRefresh()
{
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
