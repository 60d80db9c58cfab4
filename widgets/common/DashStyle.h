#pragma once
// The dashboard's shared look: colours that carry meaning, spacing and fonts, so that every
// widget reads the same way on the light Fusion palette. Colour means the same everywhere:
// green ok, amber low/warning, red critical/pressed, blue a live signal, grey idle.

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QString>
#include <QWidget>

namespace robodash::widgets::style {

// A reading with `decimals` places that never shows "-0.00" for a value that rounds to zero.
inline QString fixed(double value, int decimals)
{
    const QString text = QString::number(value, 'f', decimals);
    return text.toDouble() == 0.0 ? QString::number(0.0, 'f', decimals) : text;
}

inline QColor ok() { return QColor(0x2b, 0x8a, 0x3e); }
inline QColor warning() { return QColor(0xe8, 0x8a, 0x00); }
inline QColor critical() { return QColor(0xd9, 0x2d, 0x2d); }
inline QColor signal() { return QColor(0x1c, 0x6d, 0xd0); }
inline QColor signalSoft() { return QColor(0x8e, 0xb8, 0xee); }
inline QColor idle() { return QColor(0xd5, 0xda, 0xdf); }
inline QColor outline() { return QColor(0x5c, 0x64, 0x6c); }
inline QColor surface() { return QColor(0xf4, 0xf5, 0xf7); }
inline QColor bodyFill() { return QColor(0xe6, 0xe9, 0xec); }
inline QColor mutedText() { return QColor(0x6a, 0x72, 0x7a); }
inline QColor text() { return QColor(0x21, 0x25, 0x29); }

// Distinguishable line colours for plot series (left/centre/right, x/y/z...).
inline QColor seriesColour(int index)
{
    static const QColor colours[] = {QColor(0x1c, 0x6d, 0xd0), QColor(0xe8, 0x59, 0x0c),
                                     QColor(0x2b, 0x8a, 0x3e), QColor(0x86, 0x3d, 0xb5),
                                     QColor(0x0b, 0x93, 0x9b)};
    return colours[index % 5];
}

constexpr int kMargin = 8;
constexpr int kSpacing = 6;

// Readable from a few metres away during demonstrations.
inline QFont valueFont(QFont base, double scale = 1.7)
{
    base.setPointSizeF(base.pointSizeF() * scale);
    base.setBold(true);
    return base;
}

inline QFont captionFont(QFont base)
{
    base.setPointSizeF(base.pointSizeF() * 0.9);
    return base;
}

// Text that stays readable on `background`: white on red and green, near-black on amber.
inline QColor textOn(const QColor &background)
{
    const double luminance =
        0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF();
    return luminance > 0.55 ? QColor(0x21, 0x19, 0x00) : QColor(Qt::white);
}

// A filled, rounded status badge, e.g. "LOW" on amber.
inline QString badgeStyleSheet(const QColor &background)
{
    return QStringLiteral("QLabel { background: %1; color: %2; border-radius: 4px;"
                          " padding: 3px 8px; font-weight: 600; }")
        .arg(background.name(), textOn(background).name());
}

// A message box tinted with `colour`, with a bar of it on the left edge.
inline QString calloutStyleSheet(const QColor &colour)
{
    const QColor tint = QColor::fromRgbF(0.88 + 0.12 * colour.redF(), 0.88 + 0.12 * colour.greenF(),
                                         0.88 + 0.12 * colour.blueF());
    return QStringLiteral("QLabel { background: %1; border: 1px solid %2; border-left: 5px solid %2;"
                          " border-radius: 3px; padding: 5px 8px; color: %3; }")
        .arg(tint.name(), colour.name(), text().name());
}

inline QString messageStyleSheet(const QColor &colour)
{
    return QStringLiteral("QLabel { color: %1; }").arg(colour.darker(115).name());
}

// For a reading that repaints on every refresh tick: it paints its whole rectangle itself,
// starting with its palette's window colour as its parent would, and tells Qt so. Otherwise
// each of its updates repaints the dock, the panel and the siblings behind it as well (the
// docks' frames alone cost more than the readings). A faded reading (a graphics effect) is
// treated as see-through by Qt again, so fading still blends with the parent.
inline void paintsOwnBackground(QWidget *widget) { widget->setAttribute(Qt::WA_OpaquePaintEvent); }
inline void fillBackground(QPainter &painter, const QWidget *widget)
{
    painter.fillRect(widget->rect(), widget->palette().window());
}

}  // namespace robodash::widgets::style
