#include "DashTheme.h"

#include "DashProxyStyle.h"

#include <QApplication>
#include <QEvent>
#include <QPixmapCache>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

namespace robodash::widgets {

DashTheme &DashTheme::instance()
{
    static DashTheme theme;
    return theme;
}

void DashTheme::setTheme(Theme theme)
{
    setTheme(theme, theme == Theme::Dark ? darkPalette() : lightPalette());
}

void DashTheme::setTheme(Theme theme, const QPalette &applicationPalette)
{
    const bool changing = (theme == Theme::Dark) != dark_;
    dark_ = theme == Theme::Dark;
    if (qobject_cast<QApplication *>(QCoreApplication::instance())) {
        // Once, before the palette (a new style would bring its own): check boxes one can see.
        if (!qobject_cast<DashProxyStyle *>(QApplication::style())) QApplication::setStyle(new DashProxyStyle);
        QApplication::setPalette(applicationPalette);
        // Qt hands the new palette to existing widgets in posted events: hand it now, so that a
        // widget made next (or a style sheet made again on changed()) inherits the new colours,
        // not its parent's old ones.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationPaletteChange);
    }
    if (!changing) return;
    // Lamps, bar tracks and the map's body were drawn in the old colours.
    QPixmapCache::clear();
    emit changed();
}

// Fusion's own, with a highlight dark enough for white text on it (4.5:1; Fusion's is 3.7:1).
QPalette DashTheme::lightPalette()
{
    static const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette palette = fusion->standardPalette();
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive})
        palette.setColor(group, QPalette::Highlight, QColor(0x1b, 0x69, 0xc9));
    return palette;
}

// Fusion's roles in dark greys, with the dashboard's blue as the highlight.
QPalette DashTheme::darkPalette()
{
    const QColor window(0x2b, 0x2e, 0x33);
    const QColor base(0x1f, 0x22, 0x26);
    const QColor text(0xe6, 0xe8, 0xeb);
    const QColor disabledText(0x7d, 0x84, 0x8c);
    QPalette palette;
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3f, 0x45));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabledText);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x38, 0x3c, 0x42));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    palette.setColor(QPalette::Light, QColor(0x4a, 0x4f, 0x56));
    palette.setColor(QPalette::Midlight, QColor(0x40, 0x45, 0x4b));
    palette.setColor(QPalette::Mid, QColor(0x24, 0x27, 0x2b));
    palette.setColor(QPalette::Dark, QColor(0x1a, 0x1c, 0x1f));
    palette.setColor(QPalette::Shadow, QColor(0x0e, 0x0f, 0x11));
    palette.setColor(QPalette::Highlight, QColor(0x2a, 0x6f, 0xc4));  // white on it: 5:1
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6c, 0xb0, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xb3, 0x8c, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabledText);
    palette.setColor(QPalette::Disabled, QPalette::Button, QColor(0x30, 0x33, 0x38));
    return palette;
}

bool DashTheme::looksDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

}  // namespace robodash::widgets
