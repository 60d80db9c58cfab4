#include "ScreenFit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace {
// A title bar and borders the window manager draws around the window; not known before the
// first show, so this much is kept free.
constexpr int kFrameWidth = 16;
constexpr int kFrameHeight = 40;
}  // namespace

QSize sizeWithinScreen(const QWidget *window, QSize wanted)
{
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen) return wanted;
    const QSize room = screen->availableGeometry().size() - assumedWindowFrame();
    return wanted.boundedTo(room).expandedTo(window->minimumSizeHint().boundedTo(room));
}

QSize assumedWindowFrame()
{
    return {kFrameWidth, kFrameHeight};
}
