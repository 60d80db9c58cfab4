#pragma once
// Which colour table the dashboard paints with: light or dark. The style:: colours
// (DashStyle.h) read it on every call, so a widget that paints with them follows a switch on
// its next repaint; what keeps colours longer (a style sheet, a chart's brushes) listens to
// changed(). Setting a theme also gives the application the matching Fusion palette, so Qt's
// own widgets and every palette().window() follow too.

#include <QObject>
#include <QPalette>

namespace robodash::widgets {

class DashTheme : public QObject {
    Q_OBJECT
public:
    enum class Theme { Light, Dark };

    static DashTheme &instance();
    // Read on every style:: call: a plain flag, no lookup.
    static bool isDark() { return dark_; }

    Theme theme() const { return dark_ ? Theme::Dark : Theme::Light; }
    // `applicationPalette`: the palette the application takes with it; by default the
    // theme's own Fusion palette (the desktop's palette when following the desktop).
    void setTheme(Theme theme);
    void setTheme(Theme theme, const QPalette &applicationPalette);

    static QPalette lightPalette();
    static QPalette darkPalette();
    // A palette whose window is darker than mid-grey reads as a dark desktop.
    static bool looksDark(const QPalette &palette);

signals:
    void changed();

private:
    DashTheme() = default;
    static inline bool dark_ = false;
};

}  // namespace robodash::widgets
