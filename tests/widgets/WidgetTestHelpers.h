#pragma once
// Small helpers shared by the widget suites: pixel colours of rendered widgets.

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QString>
#include <QWidget>

#include "RefreshGate.h"

#include <cstdlib>

namespace robodash::widgets::testing {

// Widgets push samples to the screen at most every 50 ms: show the newest one first.
inline QImage render(QWidget &widget)
{
    RefreshGate::flushAll(widget);
    return widget.grab().toImage();
}

inline QColor pixelAt(const QImage &image, const QPointF &point)
{
    return image.pixelColor(point.toPoint());
}

// Colours within `tolerance` per channel: anti-aliasing never reaches a part's middle, but
// image formats may round.
inline bool sameColour(const QColor &a, const QColor &b, int tolerance = 6)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}

inline QString describe(const QColor &colour) { return colour.name(); }

}  // namespace robodash::widgets::testing
