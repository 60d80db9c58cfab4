#include "PlacementReport.h"

#include <QEvent>
#include <QWidget>

#include <cstdio>
#include <utility>

namespace {

// Long enough for the passes of a layout switch, short enough for a test to wait on.
constexpr int kSettledMs = 150;

QString describe(const QRect &rect)
{
    return QStringLiteral("%1,%2 %3x%4").arg(rect.x()).arg(rect.y()).arg(rect.width()).arg(rect.height());
}

}  // namespace

PlacementReport::PlacementReport(QWidget *window, QList<Part> parts, QObject *parent)
    : QObject(parent), m_window(window), m_parts(std::move(parts))
{
    m_settled.setSingleShot(true);
    m_settled.setInterval(kSettledMs);
    connect(&m_settled, &QTimer::timeout, this, [this] {
        if (m_window) std::fprintf(stderr, "robodash: placed: %s\n", qPrintable(text()));
    });
    for (const Part &part : std::as_const(m_parts))
        if (part.second) part.second->installEventFilter(this);
    window->installEventFilter(this);
    m_settled.start();
}

QString PlacementReport::text() const
{
    QStringList parts{QStringLiteral("window ") + describe(m_window->frameGeometry())};
    for (const Part &part : m_parts) {
        const QWidget *widget = part.second;
        const bool shown = widget && widget->isVisible() && !widget->visibleRegion().isEmpty();
        parts << part.first + QLatin1Char(' ')
                     + (shown ? describe(QRect(widget->mapToGlobal(QPoint(0, 0)), widget->size()))
                              : QStringLiteral("hidden"));
    }
    return parts.join(QStringLiteral("; "));
}

bool PlacementReport::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide:
        m_settled.start();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}
