#pragma once
// Where the dashboard window sits and how its docks are arranged: restored from the last
// session (geometry, and the dock layout under the family's own settings key), arranged for
// the screen when nothing was saved or the saved layout does not fit it, saved on quit. The
// geometry is the top-level window's: a fleet's window when the dashboard is one of its pages.

#include "DockLayout.h"

#include <QSize>
#include <QString>

#include <functional>

class QMainWindow;
class QSettings;

class WindowPlacement {
public:
    // `layoutKey`: the settings key of the window's dock layout (DashboardProfile::layoutKey).
    WindowPlacement(QMainWindow *window, QString layoutKey);

    void restore(const QSettings &settings);
    void save(QSettings &settings) const;
    // Panels rearranged, the window sized to fit its screen.
    void arrange(DockLayout::Arrangement arrangement);
    // The arrangement for the window's screen (offscreen: the wide one).
    DockLayout::Arrangement arrangementForScreen() const;
    // Called once arrange() has done its last step (a later pass sizes the docks): with
    // --log-events the window says so, for a test that waits for the layout to be done.
    void setWhenArranged(std::function<void(DockLayout::Arrangement)> done) { m_whenArranged = std::move(done); }

private:
    bool fitsScreen() const;
    QSize defaultSize() const;

    QMainWindow *m_window;
    QString m_layoutKey;
    std::function<void(DockLayout::Arrangement)> m_whenArranged;
};
