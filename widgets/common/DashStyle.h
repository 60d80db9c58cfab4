#pragma once
// The dashboard's shared look: colours that carry meaning, spacing and fonts, so that every
// widget reads the same way on the light and the dark Fusion palette (DashTheme). Colour means the same everywhere:
// green ok, amber low/warning, red critical/pressed, blue a live signal, grey idle.

#include "DashTheme.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QPainter>
#include <QString>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace robodash::widgets::style {

// A reading with `decimals` places that never shows "-0.00" for a value that rounds to zero.
inline QString fixed(double value, int decimals)
{
    const QString text = QString::number(value, 'f', decimals);
    return text.toDouble() == 0.0 ? QString::number(0.0, 'f', decimals) : text;
}

// A heading in degrees within (-180, 180]: counter-clockwise positive, 0 where odometry started.
inline double headingDegrees(double radians)
{
    double degrees = std::remainder(radians * 57.29577951308232, 360.0);
    if (degrees <= -180.0)
        degrees += 360.0;
    return degrees;
}

// "+45.0°", "-12.5°", "0.0°": how every panel writes a heading (the gyro, the presentation view).
inline QString headingText(double radians)
{
    double degrees = headingDegrees(radians);
    if (std::abs(degrees) < 0.05)
        degrees = 0;  // never "-0.0"
    return QStringLiteral("%1%2°").arg(degrees >= 0.05 ? QStringLiteral("+") : QString(), QString::number(degrees, 'f', 1));
}

// WCAG 2: the relative luminance of a colour and the contrast ratio of two, from 1 (the same)
// to 21 (black on white). Text needs 4.5:1 against what is behind it.
inline double relativeLuminance(const QColor &colour)
{
    const auto channel = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF());
}
inline double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
constexpr double kTextContrast = 4.5;

// Each colour in the light and the dark table (DashTheme): the same meaning, brighter on dark.
struct ThemedColour {
    QRgb light, dark;
};
inline QColor themed(QRgb light, QRgb dark) { return QColor::fromRgb(DashTheme::isDark() ? dark : light); }
inline QColor themed(ThemedColour colour) { return themed(colour.light, colour.dark); }

namespace colours {
constexpr ThemedColour kOk{0x267a37, 0x40c057}, kWarning{0xe88a00, 0xf59f00},
    kCritical{0xcb2a2a, 0xd93636}, kSignal{0x1b69c9, 0x4dabf7}, kSignalSoft{0x8eb8ee, 0x2f5f94},
    kIdle{0xd5dadf, 0x4a5058}, kOutline{0x5c646c, 0xa3acb6}, kSurface{0xf4f5f7, 0x1f2226},
    kBodyFill{0xe6e9ec, 0x3a3f45}, kMutedText{0x5f666d, 0xa7afb7}, kText{0x212529, 0xe6e8eb};
// Distinguishable line colours for plot series (left/centre/right, x/y/z...).
constexpr ThemedColour kSeries[] = {
    {0x1c6dd0, 0x4dabf7}, {0xe8590c, 0xff922b}, {0x2b8a3e, 0x51cf66}, {0x863db5, 0xcc5de8}, {0x0b939b, 0x22b8cf}};
constexpr ThemedColour kNamed[] = {kOk, kWarning, kCritical, kSignal, kSignalSoft, kIdle,
                                   kOutline, kSurface, kBodyFill, kMutedText, kText};
}  // namespace colours

inline QColor ok() { return themed(colours::kOk); }
inline QColor warning() { return themed(colours::kWarning); }
inline QColor critical() { return themed(colours::kCritical); }
inline QColor signal() { return themed(colours::kSignal); }
inline QColor signalSoft() { return themed(colours::kSignalSoft); }
inline QColor idle() { return themed(colours::kIdle); }
inline QColor outline() { return themed(colours::kOutline); }
inline QColor surface() { return themed(colours::kSurface); }
inline QColor bodyFill() { return themed(colours::kBodyFill); }
inline QColor mutedText() { return themed(colours::kMutedText); }
inline QColor text() { return themed(colours::kText); }

inline QColor seriesColour(int index) { return themed(colours::kSeries[index % 5]); }

// A colour kept from one theme (a lamp's, a level's), in the theme now: the other table's
// entry of the same meaning; a colour of neither table stays as it is.
inline QColor rethemed(const QColor &colour)
{
    const QRgb rgb = colour.rgb() & RGB_MASK;  // the tables' entries carry no alpha
    const auto matches = [rgb](const ThemedColour &pair) { return pair.light == rgb || pair.dark == rgb; };
    for (const ThemedColour &pair : colours::kNamed)
        if (matches(pair)) return themed(pair);
    for (const ThemedColour &pair : colours::kSeries)
        if (matches(pair)) return themed(pair);
    return colour;
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

// Text that stays readable on `background` (the better of white and near-black): white on red
// and green, near-black on amber.
inline QColor textOn(const QColor &background)
{
    const QColor dark(0x21, 0x19, 0x00), light(Qt::white);
    return contrastRatio(dark, background) > contrastRatio(light, background) ? dark : light;
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
    // A pale wash of the colour on light, a dim one on dark: the text stays readable on both.
    const QColor base = DashTheme::isDark() ? surface() : QColor(Qt::white);
    const double share = DashTheme::isDark() ? 0.25 : 0.12;
    const QColor tint = QColor::fromRgbF(base.redF() + share * (colour.redF() - base.redF()),
                                         base.greenF() + share * (colour.greenF() - base.greenF()),
                                         base.blueF() + share * (colour.blueF() - base.blueF()));
    return QStringLiteral("QLabel { background: %1; border: 1px solid %2; border-left: 5px solid %2;"
                          " border-radius: 3px; padding: 5px 8px; color: %3; }")
        .arg(tint.name(), colour.name(), text().name());
}


// `colour` as text on the dashboard (the window, a text field, a panel's surface): the same
// hue, taken towards black on the light theme or white on the dark one until it reads at
// kTextContrast on all three. Amber on a light window becomes a dark amber.
inline QColor readableText(const QColor &colour)
{
    const QPalette palette = QGuiApplication::palette();
    const QColor behind[] = {palette.color(QPalette::Window), palette.color(QPalette::Base), surface()};
    const QColor towards = DashTheme::isDark() ? QColor(Qt::white) : QColor(Qt::black);
    QColor text = colour;
    for (int step = 1; step <= 20; ++step) {
        bool reads = true;
        for (const QColor &background : behind) reads = reads && contrastRatio(text, background) >= kTextContrast;
        if (reads) break;
        const double share = step / 20.0;
        text = QColor::fromRgbF(float(colour.redF() + share * (towards.redF() - colour.redF())),
                                float(colour.greenF() + share * (towards.greenF() - colour.greenF())),
                                float(colour.blueF() + share * (towards.blueF() - colour.blueF())));
    }
    return text;
}

inline QString messageStyleSheet(const QColor &colour)
{
    return QStringLiteral("QLabel { color: %1; }").arg(readableText(colour).name());
}

// A style sheet made of style:: colours, made again by `make` when the theme changes (a
// style sheet keeps the colours it was given). A widget has one maker: a later call (its
// state changed) replaces the earlier one, so `make` may choose by a state it captured.
template <typename MakeSheet>
void setThemedStyleSheet(QWidget *widget, MakeSheet make)
{
    const QString keeperName = QStringLiteral("robodashThemedStyleSheet");
    delete widget->findChild<QObject *>(keeperName, Qt::FindDirectChildrenOnly);
    auto *keeper = new QObject(widget);  // the connection lives as long as it does
    keeper->setObjectName(keeperName);
    widget->setStyleSheet(make());
    QObject::connect(&DashTheme::instance(), &DashTheme::changed, keeper,
                     [widget, make] { widget->setStyleSheet(make()); });
}

// A caption or note in the muted text colour, in either theme.
inline void setMutedStyle(QWidget *label)
{
    setThemedStyleSheet(label, [] { return messageStyleSheet(mutedText()); });
}

// For a reading that repaints on every refresh tick: it paints its whole rectangle itself,
// starting with its palette's window colour as its parent would, and tells Qt so. Otherwise
// each of its updates repaints the dock, the panel and the siblings behind it as well (the
// docks' frames alone cost more than the readings). Such a widget must never sit under a
// QGraphicsEffect of an ancestor: Qt paints it directly, past the effect, and leaves the
// pixels behind the ancestor's picture uncleared (the app's ReadingFade veils instead).
inline void paintsOwnBackground(QWidget *widget) { widget->setAttribute(Qt::WA_OpaquePaintEvent); }
inline void fillBackground(QPainter &painter, const QWidget *widget)
{
    painter.fillRect(widget->rect(), widget->palette().window());
}

}  // namespace robodash::widgets::style
