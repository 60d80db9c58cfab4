#pragma once
// Where the dashboard's panels go, chosen for the screen so that the window always fits it
// with STOP, the drive pad and the connection bar in view:
//   Wide        (1500 x 950 and up): health on the left, gyro and cliffs on the right,
//               controls and dock IR under the robot, every panel open at once;
//   TwoColumns  (1200 wide and up): a column of tabs on each side of the robot, a family's
//               own panels (a Rover's, an rFLEX's) in stacks of their own under them, in view;
//   OneColumn   (smaller, down to a 1024 x 600 netbook): one column of tabs on the right.
// Panels that do not fit side by side become tabs; none leaves the screen. The View menu
// can switch between them, and each can be restored. A family's window has only some of the
// docks named here (a Rover has no Kobuki docks): the others are left out of every arrangement.

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <optional>
#include <utility>

class QDockWidget;
class QMainWindow;
class QWidget;

// One panel for a dock: its content, title and object name (DockLayout and saved layouts
// find a dock by that name), and the area a dock DockLayout does not name goes to.
struct DockPanel {
    QWidget *content;
    QString title;
    QString name;
    Qt::DockWidgetArea area = Qt::RightDockWidgetArea;
};

class DockLayout {
public:
    enum class Arrangement { Wide, TwoColumns, OneColumn };

    explicit DockLayout(QMainWindow *window) : m_window(window) {}

    // The largest arrangement whose window fits `available` (a screen's free area).
    static Arrangement arrangementFor(QSize available);
    static QString name(Arrangement arrangement);
    // The arrangement that needs less width (Wide, two columns, one column); none after one.
    static std::optional<Arrangement> narrowerThan(Arrangement arrangement);
    // Every dock's object name, in the order the window makes them (its View menu's order).
    static QStringList dockOrder();
    // Where a dock this layout does not name (a family's own) goes: `area` (its DockPanel's).
    static void setFamilyDockArea(QDockWidget *dock, Qt::DockWidgetArea area);
    // A dock no arrangement moves or shows (the wire inspector: hidden until asked for).
    static void keepOutOfArrangements(QDockWidget *dock);
    // The dock a panel is in (through the PanelScroller around it), if any.
    static QDockWidget *dockOf(QWidget *panel);

    void apply(Arrangement arrangement);
    // Dock widths for the wide arrangement; they only take once the window has its size.
    void sizeWide();
    // Tab titles in full, with scroll arrows when a column has more tabs than room, never
    // "B…" "G…". The window makes its tab bars while laying out: call this after that.
    void showWholeTabTitles();

private:
    QDockWidget *dock(const char *objectName) const;  // null when this window has no such dock
    // Docks `name` in `area` when the window has it; the first returns whether it did.
    bool add(Qt::DockWidgetArea area, const char *name);
    void split(const char *first, const char *second);  // side by side, when both exist
    void resizeExisting(std::initializer_list<std::pair<const char *, int>> widths);
    void fitAgain();  // the window's layout fitted once more at its size (sizeWide())
    // The first dock goes to `area`, the others become tabs behind it; the first is shown.
    void stack(Qt::DockWidgetArea area, std::initializer_list<const char *> names);
    void stack(Qt::DockWidgetArea area, const QList<QDockWidget *> &docks);
    void applyWide();
    void applyOneColumn();
    // The docks dockOrder() does not name: open in their own area in the wide arrangement,
    // in stacks of their own in two columns (one column: applyOneColumn()).
    void placeFamilyDocks(Arrangement arrangement);
    void placeFamilyDocksInFront();  // two columns: in stacks of their own, each in view
    QList<QDockWidget *> familyDocks() const;
    static constexpr int kFamilyStacksPerColumn = 2;

    QMainWindow *m_window;
};
