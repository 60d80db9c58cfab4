#pragma once
// Network messages as the wire inspector cuts them into rows.

#include "core/FrameScanner.h"
#include "core/NetworkMessageFinder.h"

namespace robodash::core {

// The finder behind the wire inspector's scanner interface.
class NetworkMessageScanner : public FrameScanner {
public:
    void feed(const std::uint8_t *data, std::size_t size, std::vector<std::size_t> &frameSizes) override;
    std::size_t heldBytes() const override { return m_finder.pendingBytes(); }
    std::uint64_t badFrames() const override { return m_finder.badEnvelopes(); }

private:
    NetworkMessageFinder m_finder;
};

}  // namespace robodash::core
