#include "NetworkDelay.h"

#include <algorithm>

namespace robodash::bridge {

void NetworkDelay::add(std::int64_t stampNs, std::int64_t receivedNs)
{
    if (stampNs <= 0)
        return;  // an unstamped message says nothing about delay
    const std::int64_t delay = receivedNs - stampNs;
    if (m_delaysNs.size() < kWindow) {
        m_delaysNs.push_back(delay);
        return;
    }
    m_delaysNs[m_next] = delay;
    m_next = (m_next + 1) % kWindow;
}

std::optional<double> NetworkDelay::medianMs() const
{
    if (m_delaysNs.empty())
        return std::nullopt;
    std::vector<std::int64_t> sorted = m_delaysNs;
    const auto middle = sorted.begin() + std::ptrdiff_t(sorted.size() / 2);
    std::nth_element(sorted.begin(), middle, sorted.end());
    return double(*middle) / 1e6;
}

}  // namespace robodash::bridge
