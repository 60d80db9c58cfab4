#pragma once
// The Kobuki's wire for the inspector: `AA 55 LEN payload CS` both ways, found by the
// driver's own FrameFinder, and every sub-payload of feedback and commands decoded by the
// driver's own parsers, each field raw and in SI (DESIGN.md "Kobuki facts").

#include "core/WireAnnotator.h"

namespace robodash::kobuki {

class KobukiWireAnnotator : public core::WireAnnotator {
public:
    std::unique_ptr<core::FrameScanner> makeScanner(core::WireDirection direction) const override;
    std::string kindOf(const std::uint8_t *bytes, std::size_t size,
                       core::WireDirection direction) const override;
    core::FrameAnnotation annotate(const std::uint8_t *bytes, std::size_t size,
                                   core::WireDirection direction) const override;
};

}  // namespace robodash::kobuki
