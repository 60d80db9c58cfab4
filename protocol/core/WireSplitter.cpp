#include "core/WireSplitter.h"

namespace robodash::core {

WireSplitter::WireSplitter(std::unique_ptr<FrameScanner> scanner, WireDirection direction,
                           KindOf kindOf)
    : m_scanner(std::move(scanner)), m_direction(direction), m_kindOf(std::move(kindOf))
{
}

void WireSplitter::split(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                         std::vector<WireFrame> &rows)
{
    if (!data || size == 0)
        return;
    if (!m_scanner) {
        rows.push_back({timeMs, m_direction, WireStatus::Good, "chunk", {data, data + size}});
        return;
    }
    for (std::size_t i = 0; i < size; ++i) {
        m_pending.push_back(data[i]);
        m_ended.clear();
        m_scanner->feed(data + i, 1, m_ended);
        for (const std::size_t frameSize : m_ended)
            emitFrame(frameSize, timeMs, rows);
    }
    const std::size_t held = std::min(m_scanner->heldBytes(), m_pending.size());
    emitUnused(m_pending.size() - held, timeMs, rows);
}

// The frame ends where the scanner's held bytes begin; whatever came before it was used by
// no frame.
void WireSplitter::emitFrame(std::size_t frameSize, std::int64_t timeMs,
                             std::vector<WireFrame> &rows)
{
    const std::size_t held = std::min(m_scanner->heldBytes(), m_pending.size());
    const std::size_t end = m_pending.size() - held;
    const std::size_t begin = end >= frameSize ? end - frameSize : 0;
    emitUnused(begin, timeMs, rows);
    WireFrame frame;
    frame.timeMs = timeMs;
    frame.direction = m_direction;
    frame.status = WireStatus::Good;
    frame.bytes.assign(m_pending.begin(), m_pending.begin() + static_cast<std::ptrdiff_t>(end - begin));
    frame.kind = m_kindOf ? m_kindOf(frame.bytes.data(), frame.bytes.size()) : std::string();
    m_pending.erase(m_pending.begin(), m_pending.begin() + static_cast<std::ptrdiff_t>(end - begin));
    rows.push_back(std::move(frame));
}

void WireSplitter::emitUnused(std::size_t count, std::int64_t timeMs,
                              std::vector<WireFrame> &rows)
{
    if (count == 0)
        return;
    WireFrame run;
    run.timeMs = timeMs;
    run.direction = m_direction;
    const std::uint64_t bad = m_scanner->badFrames();
    run.status = bad > m_badFramesSeen ? WireStatus::Bad : WireStatus::Discarded;
    m_badFramesSeen = bad;
    run.kind = run.status == WireStatus::Bad ? "bad frame" : "discarded";
    run.bytes.assign(m_pending.begin(), m_pending.begin() + static_cast<std::ptrdiff_t>(count));
    m_pending.erase(m_pending.begin(), m_pending.begin() + static_cast<std::ptrdiff_t>(count));
    rows.push_back(std::move(run));
}

const char *directionName(WireDirection direction)
{
    return direction == WireDirection::Sent ? "tx" : "rx";
}

const char *statusName(WireStatus status)
{
    switch (status) {
    case WireStatus::Good:
        return "ok";
    case WireStatus::Bad:
        return "bad";
    case WireStatus::Discarded:
        return "discarded";
    }
    return "?";
}

}  // namespace robodash::core
