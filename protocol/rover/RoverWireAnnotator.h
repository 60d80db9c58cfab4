#pragma once
// The Rover Pro's wire for the inspector: the robot's 5-byte register replies and the
// host's 7-byte packets, found by the driver's own finders. A reply shows its register
// (name, raw value, SI value with unit); a packet its motor bytes and what param1/param2 ask.
// Thinner than the driver: SI values use the newer firmware line's scales (the RPM scale of
// the 1.0.x line depends on register 40, which a single reply does not carry).

#include "core/WireAnnotator.h"

namespace robodash::rover {

class RoverWireAnnotator : public core::WireAnnotator {
public:
    std::unique_ptr<core::FrameScanner> makeScanner(core::WireDirection direction) const override;
    core::FrameAnnotation annotate(const std::uint8_t *bytes, std::size_t size,
                                   core::WireDirection direction) const override;
    std::string coverage() const override;
};

}  // namespace robodash::rover
