#pragma once
// Both directions of one link cut into inspector rows with one family's annotator: the
// robot's bytes through its received-frame scanner, the host's through its sent-frame one.

#include "core/WireAnnotator.h"
#include "core/WireSplitter.h"

#include <memory>
#include <vector>

namespace robodash::core {

class WireStreams {
public:
    // A null annotator (a family without one) gives one row per chunk, as it was read.
    explicit WireStreams(std::shared_ptr<const WireAnnotator> annotator);

    void received(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                  std::vector<WireFrame> &rows);
    void sent(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
              std::vector<WireFrame> &rows);
    const std::shared_ptr<const WireAnnotator> &annotator() const { return m_annotator; }

private:
    WireSplitter makeSplitter(WireDirection direction) const;

    std::shared_ptr<const WireAnnotator> m_annotator;
    WireSplitter m_received;
    WireSplitter m_sent;
};

}  // namespace robodash::core
