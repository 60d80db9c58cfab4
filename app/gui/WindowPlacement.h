#pragma once
// Where the dashboard window sits and how its docks are arranged: restored from the last
// session (geometry, and the dock layout under the family's own settings key), arranged for
// the screen when nothing was saved or the saved layout does not fit it, saved on quit. The
// geometry is the top-level window's: a fleet's window when the dashboard is one of its pages.

#include "DockLayout.h"

#include <QSize>
#include <QString>

#include <functional>
#include <optional>

class QMainWindow;
class QSettings;

class WindowPlacement {
public:
    // `layoutKey`: the settings key of the window's dock layout (DashboardProfile::layoutKey).
    WindowPlacement(QMainWindow *window, QString layoutKey);

    // Who asked for an arrangement: the program (at the first start, for a screen) or the
    // user (View > Panel layout), who is told when it does not fit.
    enum class Request { Automatic, Chosen };

    void restore(const QSettings &settings);
    void save(QSettings &settings) const;
    // When the window no longer fits its screen (a fleet's page laid out on a larger one comes
    // to the front): arranged for the screen; else only kept on it.
    void fitScreen();
    // Panels rearranged, the window sized to fit its screen: in `arrangement`, or the next
    // narrower one that fits when its panels need more room than the screen has.
    void arrange(DockLayout::Arrangement arrangement, Request request = Request::Automatic);
    // The arrangement last applied (and saved with the layout), if any: the View menu marks it.
    std::optional<DockLayout::Arrangement> current() const { return m_current; }
    // The arrangement for the window's screen (offscreen: the wide one).
    DockLayout::Arrangement arrangementForScreen() const;
    // Called once arrange() has done its last step (a later pass sizes the docks): with
    // --log-events the window says so, for a test that waits for the layout to be done.
    void setWhenArranged(std::function<void(DockLayout::Arrangement)> done) { m_whenArranged = std::move(done); }
    // Called when the arrangement the user chose did not fit and a narrower one was used.
    void setWhenNarrowed(std::function<void(DockLayout::Arrangement wanted, DockLayout::Arrangement used)> told)
    {
        m_whenNarrowed = std::move(told);
    }

    // Called when the arrangement the user chose fits but is meant for a larger screen.
    void setWhenCramped(std::function<void(DockLayout::Arrangement chosen)> told) { m_whenCramped = std::move(told); }

    // Called each time the window has been placed on its screen (restored, or arranged).
    void setWhenPlaced(std::function<void()> placed) { m_whenPlaced = std::move(placed); }

private:
    void arrangeFitting(DockLayout::Arrangement wanted, DockLayout::Arrangement arrangement, Request request);
    bool fitsScreen() const;
    // The window no larger than the screen's free area and wholly on it, frame included.
    void keepOnScreen();
    QSize defaultSize() const;
    QString arrangementKey() const;  // where save() keeps m_current

    QMainWindow *m_window;
    QString m_layoutKey;
    std::optional<DockLayout::Arrangement> m_current;
    bool m_arranging = false;  // arrangeFitting() has steps still to come
    std::function<void(DockLayout::Arrangement)> m_whenArranged;
    std::function<void(DockLayout::Arrangement, DockLayout::Arrangement)> m_whenNarrowed;
    std::function<void(DockLayout::Arrangement)> m_whenCramped;
    std::function<void()> m_whenPlaced;
};
