#include "XTestInput.h"

#include "XConnection.h"

#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>

namespace robodash::xtest {

XTestInput::XTestInput(const XConnection &connection) : m_connection(connection) {}

bool XTestInput::isAvailable(QString *error) const
{
    int event = 0;
    int firstError = 0;
    int major = 0;
    int minor = 0;
    if (XTestQueryExtension(m_connection.display(), &event, &firstError, &major, &minor))
        return true;
    *error = QStringLiteral("the X server has no XTEST extension");
    return false;
}

void XTestInput::key(const QString &keysym, bool down, int afterMs)
{
    Display *display = m_connection.display();
    const KeySym symbol = XStringToKeysym(keysym.toLatin1().constData());
    const KeyCode code = symbol == NoSymbol ? 0 : XKeysymToKeycode(display, symbol);
    if (code == 0)
        qFatal("no key for keysym '%s' on this server", qPrintable(keysym));
    XTestFakeKeyEvent(display, code, down ? True : False, afterMs > 0 ? unsigned(afterMs) : CurrentTime);
    m_connection.sync();
}

void XTestInput::keyDown(const QString &keysym, int afterMs)
{
    key(keysym, true, afterMs);
}

void XTestInput::keyUp(const QString &keysym, int afterMs)
{
    key(keysym, false, afterMs);
}

void XTestInput::tap(const QString &keysym)
{
    key(keysym, true, 0);
    key(keysym, false, 50);
}

void XTestInput::moveTo(QPoint screenPosition)
{
    XTestFakeMotionEvent(m_connection.display(), -1, screenPosition.x(), screenPosition.y(), CurrentTime);
    m_connection.sync();
}

void XTestInput::buttonDown(int button)
{
    XTestFakeButtonEvent(m_connection.display(), unsigned(button), True, CurrentTime);
    m_connection.sync();
}

void XTestInput::buttonUp(int button)
{
    XTestFakeButtonEvent(m_connection.display(), unsigned(button), False, CurrentTime);
    m_connection.sync();
}

void XTestInput::click(QPoint screenPosition, int button)
{
    moveTo(screenPosition);
    buttonDown(button);
    buttonUp(button);
}

}  // namespace robodash::xtest
