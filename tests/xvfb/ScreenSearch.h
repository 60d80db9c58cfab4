#pragma once
// Finding things on a grabbed screen the way a user does, by how they look: the STOP button
// is the largest patch of its red. Pure functions of a QImage.

#include <QImage>
#include <QRect>

#include <optional>

namespace robodash::xtest {

// The bounding box of the largest 4-connected patch of exactly `colour`, if any.
std::optional<QRect> largestPatchOf(const QImage &image, QRgb colour);
// How many pixels of `area` are exactly `colour`.
int countPixels(const QImage &image, QRgb colour, const QRect &area);

}  // namespace robodash::xtest
