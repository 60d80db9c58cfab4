#include "link/LinkHealth.h"

#include <algorithm>

namespace robodash::link {

void LinkHealth::restart(qint64 nowMs)
{
    m_lastGoodFrameMs = -1;
    m_framesAtLastPublish = 0;
    m_bytesAtLastPublish = 0;
    m_lastPublishMs = nowMs;
}

bool LinkHealth::frameReceived(qint64 atMs)
{
    m_lastGoodFrameMs = atMs;
    if (m_online)
        return false;
    m_online = true;
    return true;
}

bool LinkHealth::timedOut(qint64 nowMs, int offlineAfterMs) const
{
    return m_online && m_lastGoodFrameMs >= 0 && nowMs - m_lastGoodFrameMs > offlineAfterMs;
}

LinkStatistics LinkHealth::snapshot(const core::DriverCounters &counters, bool connected,
                                    qint64 nowMs) const
{
    LinkStatistics s;
    s.connected = connected;
    s.online = m_online;
    s.goodFrames = counters.goodFrames;
    s.checksumErrors = counters.checksumErrors;
    s.discardedBytes = counters.discardedBytes;
    s.malformedSubPayloads = counters.malformed;
    // A replay faster than real time stamps frames ahead of the clock: their age is 0, not
    // negative (which would read as "no frame yet").
    s.lastFrameAgeMs = m_lastGoodFrameMs < 0 ? -1 : std::max<qint64>(0, nowMs - m_lastGoodFrameMs);
    return s;
}

// What a counter counted since it read `before`. A counter that went back counts again from
// zero (a replay's seek rebuilds its driver): the difference would wrap to 1.8e19 frames/s.
quint64 LinkHealth::countedSince(quint64 now, quint64 before)
{
    return now >= before ? now - before : now;
}

LinkStatistics LinkHealth::publish(const core::DriverCounters &counters, bool connected,
                                   qint64 nowMs)
{
    LinkStatistics s = snapshot(counters, connected, nowMs);
    const qint64 periodMs = nowMs - m_lastPublishMs;
    // No rates while disconnected: the counters then belong to a connection that is gone.
    if (periodMs > 0 && connected) {
        s.framesPerSecond = double(countedSince(counters.goodFrames, m_framesAtLastPublish)) * 1000.0 / double(periodMs);
        s.bytesPerSecond = double(countedSince(counters.bytesIn, m_bytesAtLastPublish)) * 1000.0 / double(periodMs);
        m_framesAtLastPublish = counters.goodFrames;
        m_bytesAtLastPublish = counters.bytesIn;
    }
    m_lastPublishMs = nowMs;
    return s;
}

}  // namespace robodash::link
