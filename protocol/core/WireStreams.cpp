#include "core/WireStreams.h"

namespace robodash::core {

WireStreams::WireStreams(std::shared_ptr<const WireAnnotator> annotator)
    : m_annotator(std::move(annotator)),
      m_received(makeSplitter(WireDirection::Received)),
      m_sent(makeSplitter(WireDirection::Sent))
{
}

WireSplitter WireStreams::makeSplitter(WireDirection direction) const
{
    const WireAnnotator *annotator = m_annotator.get();
    if (!annotator)
        return WireSplitter(nullptr, direction, {});
    return WireSplitter(annotator->makeScanner(direction), direction,
                        [annotator, direction](const std::uint8_t *bytes, std::size_t size) {
                            return annotator->kindOf(bytes, size, direction);
                        });
}

void WireStreams::received(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                           std::vector<WireFrame> &rows)
{
    m_received.split(data, size, timeMs, rows);
}

void WireStreams::sent(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                       std::vector<WireFrame> &rows)
{
    m_sent.split(data, size, timeMs, rows);
}

}  // namespace robodash::core
