#include "KeyboardDriveFilter.h"

#include "JoystickPad.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

KeyboardDriveFilter::KeyboardDriveFilter(QWidget *window, robodash::widgets::JoystickPad *pad,
                                         QObject *parent)
    : QObject(parent), m_window(window), m_pad(pad)
{
    m_pad->setKeysFromWindow(true);
}

bool KeyboardDriveFilter::isDriveKey(int key)
{
    return key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_Left || key == Qt::Key_Right;
}

bool KeyboardDriveFilter::takesArrowKeys(const QWidget *focus)
{
    if (!focus) return false;
    if (qobject_cast<const QLineEdit *>(focus) || qobject_cast<const QAbstractSpinBox *>(focus) ||
        qobject_cast<const QTextEdit *>(focus) || qobject_cast<const QPlainTextEdit *>(focus))
        return true;
    const auto *combo = qobject_cast<const QComboBox *>(focus);
    return combo && combo->isEditable();
}

bool KeyboardDriveFilter::shouldForward(QObject *watched, const QKeyEvent &event) const
{
    if (!isDriveKey(event.key()) || watched == m_pad) return false;  // the pad's own keys
    // Only the event's first stop (the focus widget, or the window when nothing has focus):
    // a key event also passes each parent on its way up.
    QWidget *firstStop = QApplication::focusWidget() ? QApplication::focusWidget() : m_window->window();
    if (watched != firstStop) return false;
    if (QApplication::activeWindow() != m_window->window()) return false;
    // A fleet's window holds several dashboards: the keys reach the one in front (shown) and
    // no other, releases included: one taken by a hidden dashboard would never stop the robot
    // in front. The robot left behind was stopped and its held keys forgotten on the switch.
    if (!m_window->isVisible()) return false;
    if (event.type() == QEvent::KeyRelease) return true;
    return !takesArrowKeys(QApplication::focusWidget());
}

bool KeyboardDriveFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::KeyRelease)
        return QObject::eventFilter(watched, event);
    const auto &key = static_cast<const QKeyEvent &>(*event);
    if (!shouldForward(watched, key)) return QObject::eventFilter(watched, event);
    QKeyEvent copy(key.type(), key.key(), key.modifiers(), key.text(), key.isAutoRepeat(), key.count());
    copy.setTimestamp(key.timestamp());  // the pad tells the server's repeats by it (HeldKeys)
    QCoreApplication::sendEvent(m_pad, &copy);
    return true;
}
