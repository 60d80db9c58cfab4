#pragma once
// A network robot's wire, as the wire inspector and `decode --annotate` show it: one row per
// message (core/NetworkMessage.h), in both directions, named by its topic; its details give
// the topic, the ROS 2 type, the payload's size and the message's fields, decoded from its CDR
// by the bridge's own type descriptions (types it does not describe show their size only).

#include "core/WireAnnotator.h"

namespace robodash::bridge {

class NetworkMessageAnnotator : public core::WireAnnotator {
public:
    std::unique_ptr<core::FrameScanner> makeScanner(core::WireDirection direction) const override;
    std::string kindOf(const std::uint8_t *bytes, std::size_t size, core::WireDirection direction) const override;
    core::FrameAnnotation annotate(const std::uint8_t *bytes, std::size_t size,
                                   core::WireDirection direction) const override;
    std::string coverage() const override;
};

}  // namespace robodash::bridge
