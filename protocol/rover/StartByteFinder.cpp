#include "StartByteFinder.h"

#include "Checksum.h"

#include <algorithm>

namespace robodash::rover {

StartByteFinder::StartByteFinder(const FrameRules &rules) : m_rules(rules)
{
    m_pending.reserve(2 * rules.length);
}

void StartByteFinder::feed(const std::uint8_t *data, std::size_t size,
                           const FrameHandler &onFrame)
{
    if (!data || size == 0)
        return;
    m_stats.bytesIn += size;
    m_pending.insert(m_pending.end(), data, data + size);
    scan(onFrame);
    m_pending.erase(m_pending.begin(), m_pending.begin() + static_cast<std::ptrdiff_t>(m_head));
    m_head = 0;
}

void StartByteFinder::reset()
{
    m_pending.clear();
    m_head = 0;
    m_aligned = false;
    m_stats = {};
}

void StartByteFinder::scan(const FrameHandler &onFrame)
{
    while (skipToStartByte()) {
        const std::size_t available = m_pending.size() - m_head;
        if (available < m_rules.length)
            return;
        const std::uint8_t *candidate = m_pending.data() + m_head;
        if (!acceptCandidate(candidate)) {
            discard(1);
            continue;
        }
        if (!m_aligned) {
            const Overlap overlap = laterOverlappingFrame(candidate, available);
            if (overlap == Overlap::NeedMore)
                return;
            if (overlap == Overlap::LaterWins) {
                ++m_stats.overruledFrames;
                discard(1);
                continue;
            }
        }
        ++m_stats.goodFrames;
        onFrame(candidate);
        m_head += m_rules.length;
        m_aligned = true;
    }
}

bool StartByteFinder::skipToStartByte()
{
    const auto begin = m_pending.begin() + static_cast<std::ptrdiff_t>(m_head);
    const auto found = std::find(begin, m_pending.end(), kStartByte);
    discard(static_cast<std::size_t>(found - begin));
    return found != m_pending.end();
}

bool StartByteFinder::acceptCandidate(const std::uint8_t *candidate)
{
    switch (m_rules.judge(candidate)) {
    case FrameRules::Verdict::Good:
        return true;
    case FrameRules::Verdict::BadChecksum:
        ++m_stats.checksumErrors;
        break;
    case FrameRules::Verdict::Implausible:
        ++m_stats.implausibleFrames;
        break;
    }
    return false;
}

StartByteFinder::Overlap StartByteFinder::laterOverlappingFrame(const std::uint8_t *candidate,
                                                                std::size_t available) const
{
    for (std::size_t offset = 1; offset < m_rules.length; ++offset) {
        if (candidate[offset] != kStartByte)
            continue;
        const std::uint8_t *later = candidate + offset;
        const std::size_t laterAvailable = available - offset;
        if (laterAvailable < m_rules.length) {
            if (m_rules.couldBeFrame(later, laterAvailable))
                return Overlap::NeedMore;
            continue;
        }
        if (m_rules.judge(later) == FrameRules::Verdict::Good)
            return Overlap::LaterWins;
    }
    return Overlap::None;
}

void StartByteFinder::discard(std::size_t count)
{
    if (count == 0)
        return;
    m_head += count;
    m_stats.discardedBytes += count;
    m_aligned = false;
}

}  // namespace robodash::rover
