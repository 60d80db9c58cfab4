#include "core/NetworkMessageScanner.h"

namespace robodash::core {

void NetworkMessageScanner::feed(const std::uint8_t *data, std::size_t size,
                                 std::vector<std::size_t> &frameSizes)
{
    m_finder.feed(data, size, [&frameSizes](const NetworkMessage &, std::size_t envelopeSize) {
        frameSizes.push_back(envelopeSize);
    });
}

}  // namespace robodash::core
