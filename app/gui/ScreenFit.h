#pragma once
// A dialog's size on the screen it opens on: what it asks for, but no more than the screen's
// free area leaves room for once the window manager adds its frame, so that its buttons are
// never off a small screen (a 1024 x 600 netbook).

#include <QSize>

class QWidget;

QSize sizeWithinScreen(const QWidget *window, QSize wanted);
// The title bar and borders a window manager adds, assumed before a window is first shown
// (and where there is none): what is kept free of the screen around a window.
QSize assumedWindowFrame();
