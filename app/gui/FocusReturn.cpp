#include "FocusReturn.h"

#include <QApplication>
#include <QEvent>
#include <QWidget>

FocusReturn::FocusReturn(QWidget *widget) : QObject(widget), m_widget(widget)
{
    widget->installEventFilter(this);
}

bool FocusReturn::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_widget) {
        // Qt marks the widget disabled before it moves the focus on.
        if (event->type() == QEvent::FocusOut && !m_widget->isEnabled()) m_owed = true;
        if (event->type() == QEvent::EnabledChange) enabledChanged();
    }
    return QObject::eventFilter(watched, event);
}

void FocusReturn::enabledChanged()
{
    if (!m_owed) return;
    if (!m_widget->isEnabled()) {
        m_handedTo = QApplication::focusWidget();
        return;
    }
    m_owed = false;
    // Still where Qt put it: the user has not chosen another place since.
    if (QApplication::focusWidget() == m_handedTo.data()) m_widget->setFocus(Qt::OtherFocusReason);
}
