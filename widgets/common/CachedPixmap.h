#pragma once
// An anti-aliased shape drawn once and then copied: lamps, bar tracks and the robot's body
// repaint many times a second with the same look, and a copy of their pixels costs a fraction
// of filling an anti-aliased path again. Kept in QPixmapCache under `key`, which must name
// everything the drawing depends on (colours, sizes); the size and pixel ratio are added.

#include <QPixmap>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace robodash::widgets {

// A transparent pixmap of `size` (device-independent pixels) at `pixelRatio`, painted by
// `draw` in device-independent coordinates the first time this key is asked for.
QPixmap cachedPixmap(const QString &key, QSize size, qreal pixelRatio, const std::function<void(QPainter &)> &draw);

}  // namespace robodash::widgets
