#pragma once
// A test's own client connection to the X server that runs the program under test: the
// screen's pixels as the user sees them (XGetImage of the root window), the program's
// top-level windows (found by _NET_WM_PID, which Qt sets), keyboard focus, and input through
// XTEST (XTestInput), which the server handles as a real keyboard's and mouse's: its own
// key auto-repeat included.

#include <QImage>
#include <QRect>
#include <QString>

#include <optional>

typedef struct _XDisplay Display;  // Xlib's, without its macros in every test
using XWindowId = unsigned long;

namespace robodash::xtest {

class XConnection {
public:
    XConnection() = default;
    ~XConnection();
    XConnection(const XConnection &) = delete;
    XConnection &operator=(const XConnection &) = delete;

    bool open(const QString &display, QString *error);
    Display *display() const { return m_display; }
    XWindowId root() const;
    QSize screenSize() const;

    // The whole screen as shown now (after the server has handled all requests so far).
    QImage grabScreen() const;
    QImage grab(const QRect &area) const;

    // The largest mapped, ordinary (not override-redirect) top-level window of process `pid`.
    std::optional<XWindowId> mainWindowOf(qint64 pid) const;
    QRect geometry(XWindowId window) const;  // in screen coordinates
    QString title(XWindowId window) const;
    // There is no window manager: give the window the keyboard, as clicking it would.
    void focus(XWindowId window) const;
    // Asks for another size (no window manager: the server does it at once); the program
    // repaints the whole window at its new size.
    void resize(XWindowId window, QSize size) const;
    XWindowId focusedWindow() const;
    void sync() const;  // waits until the server has handled every request sent so far

private:
    Display *m_display = nullptr;
};

}  // namespace robodash::xtest
