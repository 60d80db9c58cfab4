#pragma once
// The rFLEX's wire for the inspector: `1B 02 | port id opcode length data checksum | 1B 03`
// frames both ways, found (and unstuffed) by the driver's own FrameFinder. Thinner than the
// Kobuki's: each frame shows its port, opcode (named), id and length and its data bytes in
// hex, not the report's fields in SI (the rFLEX panels and `decode --robot rflex` do that).

#include "core/WireAnnotator.h"

namespace robodash::rflex {

class RflexWireAnnotator : public core::WireAnnotator {
public:
    std::unique_ptr<core::FrameScanner> makeScanner(core::WireDirection direction) const override;
    core::FrameAnnotation annotate(const std::uint8_t *bytes, std::size_t size,
                                   core::WireDirection direction) const override;
    std::string coverage() const override;
};

}  // namespace robodash::rflex
