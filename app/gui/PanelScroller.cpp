#include "PanelScroller.h"

#include <QScrollBar>
#include <QStyle>

#include <algorithm>

PanelScroller::PanelScroller(QWidget *panel, QWidget *parent) : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    // Never the keyboard's stop: a click on a panel must not take the focus from the pad, nor
    // Tab pass through every panel's scroll area.
    setFocusPolicy(Qt::NoFocus);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    // The panel keeps the dock's background (QScrollArea would fill it with its own).
    viewport()->setAutoFillBackground(false);
    setWidget(panel);
    panel->setAutoFillBackground(false);
    // Its panel's name, so that a test or a style sheet that looked for the panel finds it.
    setObjectName(panel->objectName() + QStringLiteral("Scroller"));
}

QSize PanelScroller::sizeHint() const
{
    const QWidget *panel = widget();
    return panel ? panel->sizeHint().expandedTo(minimumSizeHint()) : QScrollArea::sizeHint();
}

QSize PanelScroller::minimumSizeHint() const
{
    const QWidget *panel = widget();
    if (!panel) return QScrollArea::minimumSizeHint();
    const QSize least = panel->minimumSizeHint().expandedTo(panel->minimumSize());
    // Room for the scroll bar whenever it may show, so that the panel is never squeezed
    // narrower than it can be drawn.
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return {least.width() + scrollBar, std::min(least.height(), kLeastHeight)};
}
