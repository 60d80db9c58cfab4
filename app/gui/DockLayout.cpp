#include "DockLayout.h"

#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>
#include <QTabBar>

#include <algorithm>

DockLayout::Arrangement DockLayout::arrangementFor(QSize available)
{
    if (available.width() >= 1500 && available.height() >= 950) return Arrangement::Wide;
    if (available.width() >= 1200) return Arrangement::TwoColumns;
    return Arrangement::OneColumn;
}

std::optional<DockLayout::Arrangement> DockLayout::narrowerThan(Arrangement arrangement)
{
    switch (arrangement) {
    case Arrangement::Wide: return Arrangement::TwoColumns;
    case Arrangement::TwoColumns: return Arrangement::OneColumn;
    case Arrangement::OneColumn: return std::nullopt;
    }
    return std::nullopt;
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

QStringList DockLayout::dockOrder()
{
    return {QStringLiteral("batteryDock"),     QStringLiteral("motorsDock"),  QStringLiteral("inputsDock"),
            QStringLiteral("versionsDock"),    QStringLiteral("eventsDock"),  QStringLiteral("gyroDock"),
            QStringLiteral("cliffDock"),       QStringLiteral("outputsDock"), QStringLiteral("pidDock"),
            QStringLiteral("soundDock"),       QStringLiteral("driveLimitsDock"), QStringLiteral("gamepadDock"),
            QStringLiteral("dockIrDock"),      QStringLiteral("safetyDock")};
}

namespace {
const char *const familyAreaProperty = "robodashFamilyDockArea";
const char *const ownPlaceProperty = "robodashOwnPlace";
const char *const rankProperty = "robodashDockRank";  // the order the window made its docks in
}

QDockWidget *DockLayout::dockOf(QWidget *panel)
{
    for (QWidget *up = panel ? panel->parentWidget() : nullptr; up; up = up->parentWidget())
        if (auto *dock = qobject_cast<QDockWidget *>(up)) return dock;
    return nullptr;
}

void DockLayout::keepOutOfArrangements(QDockWidget *dock)
{
    dock->setProperty(ownPlaceProperty, true);
}

void DockLayout::setFamilyDockArea(QDockWidget *dock, Qt::DockWidgetArea area)
{
    static int made = 0;
    dock->setProperty(familyAreaProperty, int(area));
    dock->setProperty(rankProperty, ++made);
}

bool DockLayout::add(Qt::DockWidgetArea area, const char *name)
{
    QDockWidget *widget = dock(name);
    if (widget) m_window->addDockWidget(area, widget);
    return widget != nullptr;
}

void DockLayout::split(const char *first, const char *second)
{
    if (dock(first) && dock(second)) m_window->splitDockWidget(dock(first), dock(second), Qt::Horizontal);
}

void DockLayout::resizeExisting(std::initializer_list<std::pair<const char *, int>> widths)
{
    QList<QDockWidget *> docks;
    QList<int> sizes;
    for (const auto &[name, width] : widths) {
        if (QDockWidget *widget = dock(name)) {
            docks.append(widget);
            sizes.append(width);
        }
    }
    if (!docks.isEmpty()) m_window->resizeDocks(docks, sizes, Qt::Horizontal);
}

QDockWidget *DockLayout::dock(const char *objectName) const
{
    return m_window->findChild<QDockWidget *>(QString::fromLatin1(objectName));
}

void DockLayout::stack(Qt::DockWidgetArea area, std::initializer_list<const char *> names)
{
    QList<QDockWidget *> docks;
    for (const char *objectName : names)
        if (QDockWidget *widget = dock(objectName)) docks.append(widget);
    stack(area, docks);
}

void DockLayout::stack(Qt::DockWidgetArea area, const QList<QDockWidget *> &docks)
{
    QDockWidget *first = nullptr;
    for (QDockWidget *widget : docks) {
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
        applyOneColumn();
        return;
    }
    placeFamilyDocks(arrangement);
}

// One stack of tabs on the right: a family's own panels first and in front (a Rover's tracks,
// an rFLEX's bump panels: on a netbook's short tab bar the last tabs are the ones scrolled out
// of view), then the readings every family has, then the settings.
void DockLayout::applyOneColumn()
{
    QList<QDockWidget *> docks = familyDocks();
    for (const char *name : {"batteryDock", "gyroDock", "cliffDock", "dockIrDock", "motorsDock", "inputsDock",
                             "versionsDock", "outputsDock", "pidDock", "soundDock", "driveLimitsDock", "safetyDock",
                             "gamepadDock", "eventsDock"})
        if (QDockWidget *widget = dock(name)) docks.append(widget);
    // Out of the tabs of an earlier arrangement first, so that the new order holds.
    for (QDockWidget *widget : docks) m_window->removeDockWidget(widget);
    stack(Qt::RightDockWidgetArea, docks);
}

QList<QDockWidget *> DockLayout::familyDocks() const
{
    const QStringList named = dockOrder();
    QList<QDockWidget *> docks;
    for (QDockWidget *widget : m_window->findChildren<QDockWidget *>())
        if (!named.contains(widget->objectName()) && !widget->property(ownPlaceProperty).toBool()) docks.append(widget);
    // In the order they were made (the family's): moving a dock changes its place among the
    // window's children.
    std::stable_sort(docks.begin(), docks.end(), [](const QDockWidget *a, const QDockWidget *b) {
        return a->property(rankProperty).toInt() < b->property(rankProperty).toInt();
    });
    return docks;
}

void DockLayout::placeFamilyDocks(Arrangement arrangement)
{
    if (arrangement == Arrangement::TwoColumns) {
        placeFamilyDocksInFront();
        return;
    }
    // Wide: each open in the area its family chose (the right one when it chose none).
    for (QDockWidget *widget : familyDocks()) {
        auto area = Qt::DockWidgetArea(widget->property(familyAreaProperty).toInt());
        if (area == Qt::NoDockWidgetArea) area = Qt::RightDockWidgetArea;
        widget->setFloating(false);
        m_window->addDockWidget(area, widget);
        widget->show();
    }
}

// Under the column's own stack of tabs (its readings: battery, events), up to two stacks of
// the family's docks, each with a family panel in front: the family's first panels of a side
// (a Rover's tracks and flipper, an rFLEX's bump panels) are in view, not behind the common
// battery or the drive limits; the common settings become tabs behind them.
void DockLayout::placeFamilyDocksInFront()
{
    for (Qt::DockWidgetArea area : {Qt::LeftDockWidgetArea, Qt::RightDockWidgetArea}) {
        QList<QDockWidget *> docks;
        for (QDockWidget *widget : familyDocks()) {
            auto wanted = Qt::DockWidgetArea(widget->property(familyAreaProperty).toInt());
            if (wanted != Qt::LeftDockWidgetArea) wanted = Qt::RightDockWidgetArea;
            if (wanted == area) docks.append(widget);
        }
        if (docks.isEmpty()) continue;
        // Out of the tabs of an earlier arrangement first: taken out of a tab group one by one,
        // the panels left behind would keep their place and their front tab.
        for (QDockWidget *widget : docks) m_window->removeDockWidget(widget);
        const int stacks = std::min(int(docks.size()), kFamilyStacksPerColumn);
        QList<QDockWidget *> fronts;
        for (int stack = 0; stack < stacks; ++stack) {
            QDockWidget *front = docks.at(stack);
            front->setFloating(false);
            // Below what the column holds (splitDockWidget() would make it one more tab there).
            m_window->addDockWidget(area, front, Qt::Vertical);
            front->show();
            fronts.append(front);
        }
        for (int index = stacks; index < docks.size(); ++index) {
            QDockWidget *tab = docks.at(index);
            tab->setFloating(false);
            m_window->tabifyDockWidget(fronts.at(index % stacks), tab);
            tab->show();
        }
        // The settings the user changes now and then go behind the family's last stack: a
        // column of three stacks does not fit 768 pixels.
        for (const char *name : {"driveLimitsDock", "safetyDock", "gamepadDock"}) {
            QDockWidget *settings = dock(name);
            if (!settings || settings->isFloating() || m_window->dockWidgetArea(settings) != area) continue;
            m_window->tabifyDockWidget(fronts.constLast(), settings);
            settings->show();
        }
        for (QDockWidget *front : fronts) front->raise();
    }
}

void DockLayout::applyWide()
{
    // Left: the robot's health and what happened; right: motion and the floor;
    // under the robot and the pad: what the user changes, and where the dock is.
    stack(Qt::LeftDockWidgetArea, {"batteryDock"});
    add(Qt::LeftDockWidgetArea, "motorsDock");
    stack(Qt::LeftDockWidgetArea, {"inputsDock", "versionsDock"});
    add(Qt::LeftDockWidgetArea, "eventsDock");
    stack(Qt::RightDockWidgetArea, {"gyroDock"});
    add(Qt::RightDockWidgetArea, "cliffDock");
    stack(Qt::BottomDockWidgetArea, {"outputsDock"});
    add(Qt::BottomDockWidgetArea, "pidDock");
    add(Qt::BottomDockWidgetArea, "dockIrDock");
    split("outputsDock", "pidDock");
    split("pidDock", "dockIrDock");
    // The settings tabs sit behind the wheel PID; without it, the first of them holds the rest.
    QDockWidget *front = dock("pidDock");
    for (const char *tab : {"soundDock", "driveLimitsDock", "safetyDock", "gamepadDock"}) {
        QDockWidget *widget = dock(tab);
        if (!widget) continue;
        widget->setFloating(false);
        if (!front) {
            add(Qt::BottomDockWidgetArea, tab);
            front = widget;
        } else {
            m_window->tabifyDockWidget(front, widget);
        }
    }
    for (const char *shown : {"motorsDock", "eventsDock", "cliffDock", "pidDock", "dockIrDock"})
        if (QDockWidget *widget = dock(shown)) widget->show();
    if (front) {
        front->show();
        front->raise();
    }
    if (QDockWidget *inputs = dock("inputsDock")) inputs->raise();
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
    resizeExisting({{"batteryDock", 300}, {"gyroDock", 330}});
    resizeExisting({{"outputsDock", 330}, {"pidDock", 330}, {"dockIrDock", 300}});
    fitAgain();
}

// QMainWindow::resizeDocks() puts the widths into the window's layout state; after the layout
// pass that follows, the window drew separators where no docks meet (their dots in a gap of
// the Wheel PID panel, at the edge of the Outputs title: on the screen until the next resize
// of the window fitted the layout again, and found by xvfb_paint_kobuki at "wide"). Fitting
// it once more at the same size, at once, is what that resize did.
void DockLayout::fitAgain()
{
    QLayout *layout = m_window->layout();
    layout->activate();  // the pass resizeDocks() asked for
    layout->setGeometry(layout->geometry());
}
