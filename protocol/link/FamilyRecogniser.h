#pragma once
// Whose frames are these? For the wrong-port verdict (issue 25): bytes that are no frame of
// the family the user chose may well be another robot's, and naming it says what to do.
// Each other registered family's driver, fresh and started as for a replay (it sends and
// asks nothing), is given the bytes; one whose frames account for most of them names them.
// A stray match in another robot's stream (a short frame with a one-byte checksum) does not.

#include "core/FamilyRegistry.h"

#include <QByteArray>

#include <string>

namespace robodash::link {

class FamilyRecogniser {
public:
    static constexpr std::uint64_t kMinFrames = 3;

    // The family other than `except` whose driver finds the most frames in `bytes`, if its
    // frames leave at most a quarter of the bytes unexplained; null when none does.
    static const core::FamilyDescriptor *recognise(const core::FamilyRegistry &families,
                                                   const QByteArray &bytes, const std::string &except);
};

}  // namespace robodash::link
