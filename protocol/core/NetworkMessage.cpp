#include "core/NetworkMessage.h"

#include "core/NetworkMessageFinder.h"

namespace robodash::core {
namespace {

constexpr std::size_t kMaxName = 255;

void appendU32(std::vector<std::uint8_t> &out, std::uint32_t value)
{
    for (int shift = 0; shift < 32; shift += 8)
        out.push_back(static_cast<std::uint8_t>(value >> shift));
}

bool nameFits(const std::string &name)
{
    return !name.empty() && name.size() <= kMaxName;
}

}  // namespace

std::vector<std::uint8_t> envelopeOf(const NetworkMessage &message)
{
    if (!nameFits(message.topic) || !nameFits(message.type)
        || message.payload.size() > NetworkMessageFinder::kMaxPayload)
        return {};
    std::vector<std::uint8_t> out;
    out.reserve(8 + message.topic.size() + message.type.size() + message.payload.size());
    out.push_back(NetworkMessageFinder::kMagic0);
    out.push_back(NetworkMessageFinder::kMagic1);
    out.push_back(static_cast<std::uint8_t>(message.topic.size()));
    out.insert(out.end(), message.topic.begin(), message.topic.end());
    out.push_back(static_cast<std::uint8_t>(message.type.size()));
    out.insert(out.end(), message.type.begin(), message.type.end());
    appendU32(out, static_cast<std::uint32_t>(message.payload.size()));
    out.insert(out.end(), message.payload.begin(), message.payload.end());
    return out;
}

}  // namespace robodash::core
