#include "PlotDocks.h"

#include "DockLayout.h"
#include "PlotsPanel.h"
#include "RobotStoreFeed.h"
#include "SaveFolder.h"
#include "link/RobotLink.h"

#include <QAction>
#include <QKeySequence>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QTimer>

using robodash::widgets::PlotsPanel;

namespace {

constexpr int kMostPanels = 8;
constexpr double kFairShare = 0.4;  // of the window's width or height
constexpr int kLowestPlotPanel = 200;  // pixels: a plot's axes and a few rows of the field list
// Set once a dock was placed: by its first showing, or by a saved layout (which says where).
constexpr const char *kPlacedProperty = "robodashPlaced";
constexpr const char *kShownFloatingProperty = "robodashShownFloating";

}  // namespace

PlotDocks::PlotDocks(QMainWindow *window, robodash::app::RobotStoreFeed &store, robodash::link::RobotLink &link,
                     QString layoutKey, FloatFirstTime floatFirstTime)
    : QObject(window), m_window(window), m_store(store), m_link(link), m_layoutKey(std::move(layoutKey)),
      m_floatFirstTime(std::move(floatFirstTime))
{
    makeDock(1);
}

QDockWidget *PlotDocks::makeDock(int number)
{
    auto *panel = new PlotsPanel(m_store.store(), m_window);
    connect(&m_store, &robodash::app::RobotStoreFeed::fieldsChanged, panel, &PlotsPanel::fieldsChanged);
    connect(&m_store, &robodash::app::RobotStoreFeed::readingsChanged, panel, &PlotsPanel::readingsChanged);
    const robodash::app::ReplayOverview &overview = m_store.overview();
    panel->setOverview(overview.overview());
    connect(&overview, &robodash::app::ReplayOverview::changed, panel,
            [panel, &overview] { panel->setOverview(overview.overview()); });
    connect(panel, &PlotsPanel::seekRequested, &m_link, &robodash::link::RobotLink::seekReplay);
    panel->setFileFolder(&SaveFolder::suggest, &SaveFolder::remember);  // as every save dialog here
    auto *dock = new QDockWidget(number == 1 ? tr("Plots") : tr("Plots %1").arg(number), m_window);
    // saveState() finds a dock by its name: the first keeps "plotsDock", the others a number.
    dock->setObjectName(number == 1 ? QStringLiteral("plotsDock") : QStringLiteral("plotsDock%1").arg(number));
    dock->setWidget(panel);
    if (number == 1)
        dock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    DockLayout::keepOutOfArrangements(dock);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    // Floating from the start: shown docked first, even for a moment, it would widen the
    // window to its own width, past a laptop's screen. Hidden first: made floating while
    // shown, a dock is shown as a window of its own at once (a flash at start-up, and for a
    // moment the program's only window on the screen: tst_xvfb_paint took it for the main one).
    dock->hide();
    dock->setFloating(true);
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        if (!visible || dock->property(kPlacedProperty).toBool())
            return;
        dock->setProperty(kPlacedProperty, true);
        m_floatFirstTime(dock);
    });
    connect(dock, &QDockWidget::visibilityChanged, this, [dock](bool visible) {
        if (visible && dock->isFloating()) dock->setProperty(kShownFloatingProperty, true);
    });
    connect(dock, &QDockWidget::topLevelChanged, this, [this, dock](bool floating) {
        // Docked by the user, who saw it float; not by a saved layout at start, which docks it
        // before it was ever shown, at the size the user gave it. Once Qt has laid it out.
        if (!floating && dock->property(kShownFloatingProperty).toBool())
            QTimer::singleShot(0, this, [this, dock] { widenWhenSqueezed(dock); });
    });
    m_docks << dock;
    if (m_menu)
        m_menu->insertAction(m_newPanel, dock->toggleViewAction());
    return dock;
}

// Docked (a double-click on its title, or dropped on an edge), Qt puts a dock where it was
// last docked, beside the docks there: in the bottom row of the wide layout, whose docks are
// at their narrowest already, a plot 160 pixels wide that nothing can widen; under the map, a
// plot 70 pixels high. A squeezed one gets a row of its own under the others, the window's
// whole width, and a fair share of its height.
void PlotDocks::widenWhenSqueezed(QDockWidget *dock)
{
    const bool squeezed = dock->width() < int(m_window->width() * kFairShare) / 2 || dock->height() < kLowestPlotPanel;
    if (dock->isFloating() || !dock->isVisible() || !squeezed)
        return;
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock, Qt::Vertical);
    m_window->resizeDocks({dock}, {int(m_window->height() * kFairShare)}, Qt::Vertical);
}

void PlotDocks::addMenuActions(QMenu *view)
{
    m_menu = view;
    m_newPanel = view->addAction(tr("New plots panel"), this, [this] {
        if (QDockWidget *dock = addPanel())
            dock->show();
    });
}

QDockWidget *PlotDocks::addPanel()
{
    if (m_docks.size() >= kMostPanels)
        return nullptr;
    return makeDock(int(m_docks.size()) + 1);
}

QList<PlotsPanel *> PlotDocks::panels() const
{
    QList<PlotsPanel *> panels;
    for (QDockWidget *dock : m_docks)
        panels << static_cast<PlotsPanel *>(dock->widget());
    return panels;
}

void PlotDocks::setPaused(bool paused)
{
    for (PlotsPanel *panel : panels())
        panel->setPaused(paused);
}

void PlotDocks::restore(const QSettings &settings)
{
    const QJsonArray saved = QJsonDocument::fromJson(settings.value(m_layoutKey).toByteArray()).array();
    while (m_docks.size() < std::min<qsizetype>(saved.size(), kMostPanels))
        addPanel();
    for (int i = 0; i < saved.size() && i < m_docks.size(); ++i) {
        panels()[i]->applyLayout(saved[i].toObject());
        m_docks[i]->setProperty(kPlacedProperty, true);
    }
}

void PlotDocks::save(QSettings &settings) const
{
    QJsonArray layouts;
    for (const PlotsPanel *panel : panels())
        layouts.append(panel->layout());
    settings.setValue(m_layoutKey, QJsonDocument(layouts).toJson(QJsonDocument::Compact));
}
