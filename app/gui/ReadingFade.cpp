#include "ReadingFade.h"

#include <QChildEvent>
#include <QCoreApplication>
#include <QEvent>
#include <QPainter>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include <cstdio>

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
        repaint(reading);
    }
    if (m_echo) echoPlaces();
}

// Once, after the layouts have settled: a fade often comes with a banner that moves them.
void ReadingFade::echoLater()
{
    if (m_echoPending) return;
    m_echoPending = true;
    QTimer::singleShot(0, this, [this] {
        m_echoPending = false;
        echoPlaces();
    });
}

// "robodash: readings faded: x,y,w,h ...": where in the window the readings show, for a test
// that reads the screen from outside (tests/xvfb) with --log-events.
void ReadingFade::echoPlaces() const
{
    QStringList places;
    for (const QPointer<QWidget> &reading : m_readings) {
        if (!reading || !reading->isVisible()) continue;
        for (const QRect &part : shownRegion(reading))
            places << QStringLiteral("%1,%2,%3,%4").arg(part.x()).arg(part.y()).arg(part.width()).arg(part.height());
    }
    std::fprintf(stderr, "robodash: readings %s: %s\n", m_live ? "live" : "faded", qPrintable(places.join(QLatin1Char(' '))));
}

// Every widget in it, not only the reading: Qt leaves a child that paints its whole rectangle
// (WA_OpaquePaintEvent: the values, lamps, dials and plots) out of its parent's update, and a
// value that no longer changes would never be repainted: it would stay solid while faded, or
// faded once live again.
void ReadingFade::repaint(QWidget *reading)
{
    reading->update();
    for (QWidget *child : reading->findChildren<QWidget *>()) child->update();
}

// The reading and everything in it, where it shows in its window: a widget's own
// visibleRegion() leaves out its opaque children.
QRegion ReadingFade::shownRegion(const QWidget *reading)
{
    const QWidget *window = reading->window();
    QRegion shown = reading->visibleRegion().translated(reading->mapTo(window, QPoint(0, 0)));
    for (const QWidget *child : reading->findChildren<QWidget *>())
        if (child->isVisible()) shown += child->visibleRegion().translated(child->mapTo(window, QPoint(0, 0)));
    return shown;
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
    if ((event->type() == QEvent::Move || event->type() == QEvent::Resize) && m_echo) echoLater();  // a banner came in
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

// The colour behind the reading (its panel's window colour), nearly opaque, over what the
// widget painted: every pixel keeps kStaleOpacity of its contrast with the panel, as an
// opacity effect would blend it. Not the widget's own background: a badge or a coloured
// box (the battery's green HEALTHY) would keep its full colour and pass for live.
void ReadingFade::veil(QWidget *widget)
{
    QColor colour = behindReading(widget);
    colour.setAlphaF(1.0 - kStaleOpacity);
    QPainter painter(widget);
    painter.fillRect(widget->rect(), colour);
}

// Asked at each paint, not kept: a theme switch changes it.
QColor ReadingFade::behindReading(const QWidget *widget) const
{
    for (const QWidget *w = widget; w; w = w->parentWidget())
        if (m_readings.contains(const_cast<QWidget *>(w))) return w->palette().color(QPalette::Window);
    return widget->palette().color(QPalette::Window);
}
