#include "DockLayout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTabBar>

DockLayout::Arrangement DockLayout::arrangementFor(QSize available)
{
    if (available.width() >= 1500 && available.height() >= 950) return Arrangement::Wide;
    if (available.width() >= 1200) return Arrangement::TwoColumns;
    return Arrangement::OneColumn;
}

QString DockLayout::name(Arrangement arrangement)
{
    switch (arrangement) {
    case Arrangement::Wide: return QObject::tr("Wide");
    case Arrangement::TwoColumns: return QObject::tr("Two columns of tabs");
    case Arrangement::OneColumn: return QObject::tr("One column of tabs");
    }
    return {};
}

QDockWidget *DockLayout::dock(const char *objectName) const
{
    return m_window->findChild<QDockWidget *>(QString::fromLatin1(objectName));
}

void DockLayout::stack(Qt::DockWidgetArea area, std::initializer_list<const char *> names)
{
    QDockWidget *first = nullptr;
    for (const char *objectName : names) {
        QDockWidget *widget = dock(objectName);
        if (!widget) continue;
        widget->setFloating(false);
        m_window->addDockWidget(area, widget);
        widget->show();
        if (first) m_window->tabifyDockWidget(first, widget);
        else first = widget;
    }
    if (first) first->raise();
}

void DockLayout::apply(Arrangement arrangement)
{
    // Tabs along the top read like a notebook; the window's own corners stay with the sides.
    m_window->setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::North);
    switch (arrangement) {
    case Arrangement::Wide:
        applyWide();
        break;
    case Arrangement::TwoColumns:
        stack(Qt::LeftDockWidgetArea, {"batteryDock", "motorsDock", "inputsDock", "versionsDock", "eventsDock"});
        stack(Qt::RightDockWidgetArea, {"gyroDock", "cliffDock", "dockIrDock", "outputsDock", "pidDock",
                                         "soundDock", "driveLimitsDock", "safetyDock", "gamepadDock"});
        break;
    case Arrangement::OneColumn:
        stack(Qt::RightDockWidgetArea, {"batteryDock", "gyroDock", "cliffDock", "dockIrDock", "motorsDock",
                                         "inputsDock", "versionsDock", "outputsDock", "pidDock", "soundDock",
                                         "driveLimitsDock", "safetyDock", "gamepadDock", "eventsDock"});
        break;
    }
}

void DockLayout::applyWide()
{
    // Left: the robot's health and what happened; right: motion and the floor;
    // under the robot and the pad: what the user changes, and where the dock is.
    stack(Qt::LeftDockWidgetArea, {"batteryDock"});
    m_window->addDockWidget(Qt::LeftDockWidgetArea, dock("motorsDock"));
    stack(Qt::LeftDockWidgetArea, {"inputsDock", "versionsDock"});
    m_window->addDockWidget(Qt::LeftDockWidgetArea, dock("eventsDock"));
    stack(Qt::RightDockWidgetArea, {"gyroDock"});
    m_window->addDockWidget(Qt::RightDockWidgetArea, dock("cliffDock"));
    stack(Qt::BottomDockWidgetArea, {"outputsDock"});
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock("pidDock"));
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock("dockIrDock"));
    m_window->splitDockWidget(dock("outputsDock"), dock("pidDock"), Qt::Horizontal);
    m_window->splitDockWidget(dock("pidDock"), dock("dockIrDock"), Qt::Horizontal);
    for (const char *tab : {"soundDock", "driveLimitsDock", "safetyDock", "gamepadDock"}) {
        dock(tab)->setFloating(false);
        m_window->tabifyDockWidget(dock("pidDock"), dock(tab));
    }
    for (const char *shown : {"motorsDock", "eventsDock", "cliffDock", "pidDock", "dockIrDock"})
        dock(shown)->show();
    dock("pidDock")->raise();
    dock("inputsDock")->raise();
    // The side columns run the full height; the controls sit under the robot and the pad.
    m_window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    m_window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
}

void DockLayout::showWholeTabTitles()
{
    for (QTabBar *tabs : m_window->findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly)) {
        tabs->setElideMode(Qt::ElideNone);
        tabs->setUsesScrollButtons(true);
    }
}

void DockLayout::sizeWide()
{
    m_window->resizeDocks({dock("batteryDock"), dock("gyroDock")}, {300, 330}, Qt::Horizontal);
    m_window->resizeDocks({dock("outputsDock"), dock("pidDock"), dock("dockIrDock")}, {330, 330, 300},
                          Qt::Horizontal);
}
