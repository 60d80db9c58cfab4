#pragma once
// What a grabbed window's pixels say about its text: how dark the darkest pixel of an area
// is (live text is near black on the light theme, faded text keeps only a part of its
// contrast), the background colour, and where two pictures differ. Pure functions of QImage.

#include <QImage>
#include <QList>
#include <QRect>
#include <QString>

namespace robodash::xtest {

double luminance(QRgb pixel);
// The lowest luminance in `area` (clipped to the image); 255 for an empty area.
double darkestIn(const QImage &image, const QRect &area);
// The most frequent colour: a window's background.
QRgb mostCommonColour(const QImage &image);
// "" when `a` and `b` are the same; else how many pixels differ and within which rectangle.
QString difference(const QImage &a, const QImage &b);

}  // namespace robodash::xtest
