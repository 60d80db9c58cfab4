#pragma once
// The one clock of the link: milliseconds of a monotonic clock, so that ages and plot time
// axes never jump when the wall clock is adjusted. Every receive timestamp uses it.

#include <QtGlobal>

#include <chrono>

namespace robodash::link {

inline qint64 linkClockMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace robodash::link
