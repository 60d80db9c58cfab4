#pragma once
// How late a network robot's samples arrive: the receive time minus the time the robot
// stamped the sample with (its header), over the latest samples. Both clocks are the
// machines' own: between two machines whose clocks differ the figure includes that
// difference, which is why it is shown as the median, a trend to watch, not a measurement.

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::bridge {

class NetworkDelay {
public:
    static constexpr std::size_t kWindow = 100;  // two seconds of sensors/core

    void add(std::int64_t stampNs, std::int64_t receivedNs);
    // The median of the window in milliseconds; nothing before the first sample.
    std::optional<double> medianMs() const;
    void clear() { m_delaysNs.clear(); m_next = 0; }

private:
    std::vector<std::int64_t> m_delaysNs;
    std::size_t m_next = 0;
};

}  // namespace robodash::bridge
