#include "ReadingFade.h"

#include <QChildEvent>
#include <QCoreApplication>
#include <QEvent>
#include <QPainter>
#include <QWidget>

ReadingFade::ReadingFade(QObject *parent) : QObject(parent) {}

void ReadingFade::show(const QList<QWidget *> &readings, bool live)
{
    for (const QPointer<QWidget> &reading : std::as_const(m_readings))
        if (reading) unwatch(reading);
    m_readings.clear();
    m_live = live;
    for (QWidget *reading : readings) {
        m_readings.append(reading);
        // Watched only while faded: a live reading paints without a detour.
        if (!live) watch(reading);
        reading->setToolTip(live ? QString()
                                 : tr("No data from the robot: these are the last values received"));
        reading->update();  // its children within it too
    }
}

void ReadingFade::watch(QWidget *widget)
{
    widget->installEventFilter(this);
    for (QWidget *child : widget->findChildren<QWidget *>()) child->installEventFilter(this);
}

void ReadingFade::unwatch(QWidget *widget)
{
    widget->removeEventFilter(this);
    for (QWidget *child : widget->findChildren<QWidget *>()) child->removeEventFilter(this);
}

bool ReadingFade::eventFilter(QObject *watched, QEvent *event)
{
    if (m_live || !watched->isWidgetType()) return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::ChildAdded) {
        QObject *child = static_cast<QChildEvent *>(event)->child();
        if (child->isWidgetType()) watch(static_cast<QWidget *>(child));  // a row or label added later fades too
        return false;
    }
    if (event->type() != QEvent::Paint || m_painting == watched) return false;
    // The widget paints first, through every other filter as usual (a scroll area paints
    // its viewport in one), then the veil goes over it while Qt still counts this as its
    // paint event.
    auto *widget = static_cast<QWidget *>(watched);
    QObject *outer = m_painting;
    m_painting = widget;
    QCoreApplication::sendEvent(widget, event);
    m_painting = outer;
    veil(widget);
    return true;
}

// The widget's own background colour, nearly opaque, over what it painted: its text and
// lines keep kStaleOpacity of their contrast, its background stays as it was.
void ReadingFade::veil(QWidget *widget)
{
    QColor colour = widget->palette().color(widget->backgroundRole());
    colour.setAlphaF(1.0 - kStaleOpacity);
    QPainter painter(widget);
    painter.fillRect(widget->rect(), colour);
}
