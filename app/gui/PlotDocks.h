#pragma once
// The dashboard's Plots panels (widgets/plots/PlotsPanel.h), any number, each a dock like the
// others, all reading the robot's one store. The first, "Plots", is in the View menu from the
// start, hidden until asked for; View > New plots panel opens more. Like the wire inspector,
// each floats over the window's lower part the first time it opens (a plot wants width the
// docked columns do not have); docking it is the user's choice and is kept with the layout.
// Their plots are saved per robot with the panel layout: restore() before the window's dock
// state, so the docks it names exist.

#include <QList>
#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QSettings;

namespace robodash::app {
class RobotStoreFeed;
}
namespace robodash::link {
class RobotLink;
}
namespace robodash::widgets {
class PlotsPanel;
}

class PlotDocks : public QObject {
    Q_OBJECT
public:
    using FloatFirstTime = std::function<void(QDockWidget *)>;
    // `link`: where a click in a replay's plot seeks; `layoutKey`: the settings key of the
    // plots' layouts (the family's: a Rover's plots are not a Kobuki's).
    PlotDocks(QMainWindow *window, robodash::app::RobotStoreFeed &store, robodash::link::RobotLink &link,
              QString layoutKey, FloatFirstTime floatFirstTime);

    // The View menu's "New plots panel"; the toggles of panels opened later go before it (the
    // first's is among the window's other docks').
    void addMenuActions(QMenu *view);
    QDockWidget *addPanel();
    QList<robodash::widgets::PlotsPanel *> panels() const;
    void setPaused(bool paused);

    void restore(const QSettings &settings);
    void save(QSettings &settings) const;

private:
    QDockWidget *makeDock(int number);
    void widenWhenSqueezed(QDockWidget *dock);

    QMainWindow *m_window;
    robodash::app::RobotStoreFeed &m_store;
    robodash::link::RobotLink &m_link;
    QString m_layoutKey;
    FloatFirstTime m_floatFirstTime;
    QList<QDockWidget *> m_docks;
    QMenu *m_menu = nullptr;
    QAction *m_newPanel = nullptr;
};
