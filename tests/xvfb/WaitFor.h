#pragma once
// Waiting for a state, never for a time: polls `condition` (events keep being handled) until
// it holds or the generous deadline passes. The deadline only bounds a failure.

#include <QDeadlineTimer>
#include <QTest>

namespace robodash::xtest {

constexpr int kGenerousMs = 30000;  // two cores under AddressSanitizer can be very slow

template <typename Condition>
bool waitFor(Condition condition, int timeoutMs = kGenerousMs, int pollMs = 20)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!condition()) {
        if (deadline.hasExpired())
            return false;
        QTest::qWait(pollMs);
    }
    return true;
}

}  // namespace robodash::xtest
