#pragma once
// The newest odometry a DdsTestPeer has read, kept between looks: QTRY_VERIFY evaluates its
// condition once more after it held, and a look that took nothing new must still see the
// last pose.

#include "DdsTestPeer.h"

#include <cmath>
#include <optional>

class OdometryWatch {
public:
    explicit OdometryWatch(DdsTestPeer &peer) : m_peer(peer) {}

    // Takes what arrived; true when the newest odometry satisfies `condition`.
    template <class Condition>
    bool where(Condition condition)
    {
        if (auto newest = m_peer.takeOdometry())
            m_latest = newest;
        return m_latest && condition(*m_latest);
    }
    bool any()
    {
        return where([](const OdometryView &) { return true; });
    }
    bool still()
    {
        return where([](const OdometryView &o) { return std::abs(o.linear) < 0.005; });
    }
    const std::optional<OdometryView> &latest() const { return m_latest; }

private:
    DdsTestPeer &m_peer;
    std::optional<OdometryView> m_latest;
};
