#include "FocusHome.h"

#include "KeyboardDriveFilter.h"

#include <QApplication>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QWidget>

FocusHome::FocusHome(QWidget *home) : QObject(home), m_home(home)
{
    qApp->installEventFilter(this);  // the home's own events come through it too
}

bool FocusHome::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::FocusIn && type != QEvent::FocusOut && type != QEvent::EnabledChange &&
        type != QEvent::KeyPress && type != QEvent::KeyRelease && type != QEvent::MouseButtonPress)
        return false;
    if (!watched->isWidgetType()) return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (widget->window() != m_home->window()) return false;
    if (widget == m_home) watchHome(type);
    if (type == QEvent::KeyPress || type == QEvent::KeyRelease) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Tab || key == Qt::Key_Backtab) m_tabKeyDown = type == QEvent::KeyPress;
    }
    // Typing into a widget, not a shortcut (Alt+B, Ctrl+R) passing through it.
    const bool typed = type == QEvent::KeyPress &&
                       !(static_cast<QKeyEvent *>(event)->modifiers() & (Qt::AltModifier | Qt::ControlModifier | Qt::MetaModifier));
    if (typed || type == QEvent::MouseButtonPress) noteInput(widget);
    if (type == QEvent::FocusIn) focusEntered(widget, *static_cast<QFocusEvent *>(event));
    return false;
}

void FocusHome::watchHome(QEvent::Type type)
{
    // Qt marks the widget disabled before it moves the focus on.
    if (type == QEvent::FocusOut && !m_home->isEnabled() && !m_owed) {
        m_owed = true;
        m_lastInput.clear();
    }
    if (type != QEvent::EnabledChange || !m_home->isEnabled() || !m_owed) return;
    m_owed = false;
    if (!userChoseFocus()) m_home->setFocus(Qt::OtherFocusReason);
}

// A press goes to the focus widget (a key) or to the widget under the pointer (a click),
// then to each parent that ignores it: the first one counts.
void FocusHome::noteInput(QWidget *target)
{
    if (m_lastInput && target->isAncestorOf(m_lastInput)) return;  // the same press, passed up
    m_lastInput = target;
}

// The widget itself, or the one it stands for (a spin box, whose line edit was clicked); not
// a field inside a panel or a window that got a press.
bool FocusHome::isLastInput(const QWidget *widget) const
{
    return widget && m_lastInput && (widget == m_lastInput || widget->isAncestorOf(m_lastInput));
}

bool FocusHome::userChoseFocus() const { return isLastInput(QApplication::focusWidget()); }

// A text field gets the focus only from the user: a click, Tab, a mnemonic, or back to the
// field last typed into (the window activated again). Anything else is Qt handing a focus
// on, or giving a window that comes back its first widget: it moves on, after Qt's own change.
void FocusHome::focusEntered(QWidget *widget, const QFocusEvent &event)
{
    if (widget == m_home || !KeyboardDriveFilter::takesArrowKeys(widget)) return;
    const Qt::FocusReason reason = event.reason();
    const bool tabbed = (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason) && m_tabKeyDown;
    if (tabbed || reason == Qt::MouseFocusReason || reason == Qt::ShortcutFocusReason || isLastInput(widget)) return;
    QMetaObject::invokeMethod(this, [this, field = QPointer<QWidget>(widget)] {
        if (!field || QApplication::focusWidget() != field) return;  // moved on meanwhile
        if (m_home->isEnabled() && m_home->isVisible()) m_home->setFocus(Qt::OtherFocusReason);
        else field->clearFocus();
    }, Qt::QueuedConnection);
}
