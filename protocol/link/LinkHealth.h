#pragma once
// How well the link is doing, apart from any timer or port: whether good frames are
// arriving (online), how old the last one is, and the statistics with their per-period
// rates. LinkWorker owns one, passes the link-clock time in and emits the signals, so every
// rule here can be tested with times chosen by the test.

#include "core/DriverCounters.h"
#include "link/LinkStatistics.h"

#include <QtGlobal>

namespace robodash::link {

class LinkHealth {
public:
    // A new connection: no good frame yet, and the next rates are counted from `nowMs`.
    // Whether the link is online is left alone; going offline is the worker's decision.
    void restart(qint64 nowMs);

    // A good frame received at `atMs`; true when it is the one that brings the link online.
    bool frameReceived(qint64 atMs);
    void wentOffline() { m_online = false; }
    bool isOnline() const { return m_online; }
    qint64 lastGoodFrameMs() const { return m_lastGoodFrameMs; }

    // Online, and no good frame for more than `offlineAfterMs` (the driver's own limit).
    bool timedOut(qint64 nowMs, int offlineAfterMs) const;

    // The totals and the age of the last frame; the rates are left at zero.
    LinkStatistics snapshot(const core::DriverCounters &counters, bool connected,
                            qint64 nowMs) const;
    // snapshot() with the rates since the previous publish(), which starts the next period.
    LinkStatistics publish(const core::DriverCounters &counters, bool connected, qint64 nowMs);

private:
    static quint64 countedSince(quint64 now, quint64 before);

    bool m_online = false;
    qint64 m_lastGoodFrameMs = -1;  // -1: none since restart()
    quint64 m_framesAtLastPublish = 0;
    quint64 m_bytesAtLastPublish = 0;
    qint64 m_lastPublishMs = 0;
};

}  // namespace robodash::link
