#pragma once
// A family's view of its own wire for the inspector (DESIGN.md layering: pure C++ in the
// family's folder, behind this family-neutral interface; app code never switches on the
// family). It knows how each direction is framed and what every field of a frame means.

#include "core/FrameAnnotation.h"
#include "core/FrameScanner.h"
#include "core/WireFrame.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace robodash::core {

class WireAnnotator {
public:
    virtual ~WireAnnotator() = default;

    // A fresh finder for the bytes going this way (the robot's or the host's frames).
    virtual std::unique_ptr<FrameScanner> makeScanner(WireDirection direction) const = 0;
    // A short name for a good frame's contents, the inspector's kind filter: the
    // annotation's kind unless a family has a quicker way to it.
    virtual std::string kindOf(const std::uint8_t *bytes, std::size_t size,
                               WireDirection direction) const
    {
        return annotate(bytes, size, direction).kind;
    }
    // Every field of a good frame, raw and converted. Never throws on any bytes.
    virtual FrameAnnotation annotate(const std::uint8_t *bytes, std::size_t size,
                                     WireDirection direction) const = 0;
    // Said once under the details: where this family's annotation is thinner than its wire.
    virtual std::string coverage() const { return {}; }

    // A row as the inspector shows it: good frames annotated, bad and discarded bytes named.
    FrameAnnotation annotateRow(const WireFrame &row) const;
};

}  // namespace robodash::core
