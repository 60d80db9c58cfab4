#pragma once
// The dashboard's shared look: colours that carry meaning, spacing and fonts, so that every
// widget reads the same way on the light Fusion palette. Colour means the same everywhere:
// green ok, amber low/warning, red critical/pressed, blue a live signal, grey idle.

#include <QColor>
#include <QFont>
#include <QString>

namespace robodash::widgets::style {

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

// A filled, rounded status badge, e.g. "LOW" on amber.
inline QString badgeStyleSheet(const QColor &background)
{
    return QStringLiteral("QLabel { background: %1; color: white; border-radius: 4px;"
                          " padding: 3px 8px; font-weight: 600; }")
        .arg(background.name());
}

inline QString messageStyleSheet(const QColor &colour)
{
    return QStringLiteral("QLabel { color: %1; }").arg(colour.darker(115).name());
}

}  // namespace robodash::widgets::style
