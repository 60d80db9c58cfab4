#include "HeldKeys.h"

#include <algorithm>

namespace robodash::widgets {

HeldKeys::HeldKeys(QObject *parent) : QObject(parent)
{
    m_grace.setSingleShot(true);
    m_grace.setInterval(kReleaseGraceMs);
    connect(&m_grace, &QTimer::timeout, &m_decide, qOverload<>(&QTimer::start));
    m_decide.setSingleShot(true);
    m_decide.setInterval(0);  // the next event-loop turn: after the events already queued
    connect(&m_decide, &QTimer::timeout, this, &HeldKeys::decidePendingReleases);
}

bool HeldKeys::press(int key, quint64 timestamp, bool autoRepeat)
{
    if (!isValid(key))
        return false;
    Key &state = m_keys[key];
    if (state.releasePending) {
        if (state.releaseTimestamp == timestamp) {
            state.releasePending = false;  // the server's repeat: still held
            return false;
        }
        // Let go and pressed again before the release was decided: both were real.
        state.releasePending = false;
        state.down = false;
        emit released(key);
    }
    if (state.down || autoRepeat)
        return false;
    state.down = true;
    return true;
}

void HeldKeys::release(int key, quint64 timestamp, bool autoRepeat)
{
    if (!isValid(key) || autoRepeat || !m_keys[key].down)
        return;
    m_keys[key].releasePending = true;
    m_keys[key].releaseTimestamp = timestamp;
    m_keys[key].graceEnds = QDeadlineTimer(kReleaseGraceMs);
    scheduleDecision();
}

bool HeldKeys::isHeld(int key) const
{
    return isValid(key) && m_keys[key].down;
}

bool HeldKeys::anyHeld() const
{
    return std::any_of(m_keys.begin(), m_keys.end(), [](const Key &state) { return state.down; });
}

void HeldKeys::clear()
{
    m_grace.stop();
    m_decide.stop();
    m_keys.fill(Key{});
}

void HeldKeys::scheduleDecision()
{
    qint64 soonestMs = -1;
    for (const Key &state : m_keys)
        if (state.releasePending && (soonestMs < 0 || state.graceEnds.remainingTime() < soonestMs))
            soonestMs = state.graceEnds.remainingTime();
    if (soonestMs >= 0 && !m_decide.isActive())
        m_grace.start(int(soonestMs));
}

void HeldKeys::decidePendingReleases()
{
    for (int key = 0; key < kKeyCount; ++key) {
        Key &state = m_keys[key];
        if (!state.releasePending || !state.graceEnds.hasExpired())
            continue;
        state.releasePending = false;
        state.down = false;
        emit released(key);
    }
    scheduleDecision();  // the releases whose grace has not ended yet
}

}  // namespace robodash::widgets
