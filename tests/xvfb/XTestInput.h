#pragma once
// Keys and clicks through the XTEST extension: the server takes them as from real devices,
// so a key held down here auto-repeats at the server's rate (XvfbServer's options) and the
// program sees exactly what a desktop sends it.

#include <QPoint>
#include <QString>

namespace robodash::xtest {

class XConnection;

class XTestInput {
public:
    explicit XTestInput(const XConnection &connection);
    bool isAvailable(QString *error) const;  // the server has XTEST

    // Keys by X keysym name: "Up", "space", "Escape", "F11", "a". `afterMs` is XTEST's own
    // delay: the server takes the event that long after the previous one, as a person's
    // finger would (a let-go and a new press within one millisecond share a timestamp, which
    // is how the server marks its own repeats).
    void keyDown(const QString &keysym, int afterMs = 0);
    void keyUp(const QString &keysym, int afterMs = 0);
    void tap(const QString &keysym);  // down and up
    void moveTo(QPoint screenPosition);
    void buttonDown(int button = 1);
    void buttonUp(int button = 1);
    void click(QPoint screenPosition, int button = 1);

private:
    void key(const QString &keysym, bool down, int afterMs);
    const XConnection &m_connection;
};

}  // namespace robodash::xtest
