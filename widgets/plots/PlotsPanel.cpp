#include "PlotsPanel.h"

#include "DashStyle.h"
#include "FieldPlot.h"
#include "FieldTree.h"
#include "store/LogOverview.h"
#include "store/RobotStore.h"

#include <QAction>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QToolBar>
#include <QVBoxLayout>

namespace robodash::widgets {

namespace {

constexpr int kLayoutVersion = 1;
constexpr int kMostPlots = 12;

}  // namespace

PlotsPanel::PlotsPanel(const store::RobotStore &store, QWidget *parent)
    : QWidget(parent), m_store(store), m_tree(new FieldTree(store, this))
{
    auto *fieldsSide = new QWidget(this);
    auto *fieldsLayout = new QVBoxLayout(fieldsSide);
    fieldsLayout->setContentsMargins(0, 0, 0, 0);
    m_filter = new QLineEdit(fieldsSide);
    m_filter->setPlaceholderText(tr("Find a field"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_tree, &FieldTree::setFilter);
    fieldsLayout->addWidget(m_filter);
    fieldsLayout->addWidget(m_tree);
    connect(m_tree, &FieldTree::fieldActivated, this, &PlotsPanel::addToCurrentPlot);

    auto *plotsSide = new QWidget(this);
    auto *plotsLayout = new QVBoxLayout(plotsSide);
    plotsLayout->setContentsMargins(0, 0, 0, 0);
    plotsLayout->setSpacing(2);
    plotsLayout->addWidget(makeToolBar());
    // Plots share the height; more than fit (on a 1024x600 screen, twelve anywhere) scroll.
    auto *scroller = new QScrollArea(plotsSide);
    scroller->setWidgetResizable(true);
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_plotSplitter = new QSplitter(Qt::Vertical, scroller);
    m_plotSplitter->setChildrenCollapsible(false);
    scroller->setWidget(m_plotSplitter);
    plotsLayout->addWidget(scroller, 1);
    m_message = new QLabel(plotsSide);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();
    plotsLayout->addWidget(m_message);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(fieldsSide);
    split->addWidget(plotsSide);
    split->setStretchFactor(1, 1);
    split->setSizes({240, 600});
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(style::kMargin / 2, style::kMargin / 2, style::kMargin / 2, style::kMargin / 2);
    layout->addWidget(split);
    addPlot();
}

// A tool bar, not a row of buttons: when the panel is narrow (docked beside others, a 1024x600
// screen) the buttons that do not fit go behind its » instead of widening the window.
QWidget *PlotsPanel::makeToolBar()
{
    auto *bar = new QToolBar(this);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    const auto add = [bar](const QString &text, const QString &tip) {
        QAction *action = bar->addAction(text);
        action->setToolTip(tip);
        return action;
    };
    connect(add(tr("Add plot"), tr("A new plot under the others")), &QAction::triggered, this,
            [this] { setCurrentPlot(addPlot()); });
    connect(add(tr("Remove plot"), tr("Remove the current plot (outlined)")), &QAction::triggered, this,
            [this] { removePlot(m_current); });
    m_pauseAction = add(tr("Pause"), tr("Hold every plot still; readings go on being kept"));
    m_pauseAction->setCheckable(true);
    connect(m_pauseAction, &QAction::toggled, this, &PlotsPanel::setPaused);
    m_wholeLogAction = add(tr("Whole log"), tr("Show the whole replayed log in every plot"));
    m_wholeLogAction->setEnabled(false);
    connect(m_wholeLogAction, &QAction::triggered, this, &PlotsPanel::showWholeLog);
    connect(add(tr("Export CSV…"), tr("The current plot's visible range as CSV")), &QAction::triggered, this,
            &PlotsPanel::exportCsv);
    connect(add(tr("Save layout…"), tr("These plots and their fields, as a file")), &QAction::triggered, this,
            &PlotsPanel::saveLayoutAs);
    connect(add(tr("Open layout…"), tr("Plots saved here or on another machine")), &QAction::triggered, this,
            &PlotsPanel::openLayout);
    return bar;
}

FieldPlot *PlotsPanel::addPlot()
{
    if (int(m_plots.size()) >= kMostPlots) {
        showMessage(tr("At most %1 plots in one panel: open another Plots panel for more.").arg(kMostPlots), true);
        return m_current;
    }
    auto *plot = new FieldPlot(m_store, m_plotSplitter);
    m_plotSplitter->addWidget(plot);
    m_plots.push_back(plot);
    if (m_paused)
        plot->setFollowing(false);
    connect(plot, &FieldPlot::activated, this, [this, plot] { setCurrentPlot(plot); });
    connect(plot, &FieldPlot::fieldsChanged, this, &PlotsPanel::layoutChanged);
    connect(plot, &FieldPlot::cursorChanged, this, [this, plot] { shareCursor(plot); });
    connect(plot, &FieldPlot::seekRequested, this, [this](qint64 timeMs) {
        emit seekRequested(std::max<qint64>(0, timeMs - m_store.timeOriginMs().value_or(timeMs)));
    });
    connect(plot, &FieldPlot::exportCsvRequested, this, [this, plot] {
        setCurrentPlot(plot);
        exportCsv();
    });
    connect(plot, &FieldPlot::saveImageRequested, this, [this, plot] { saveImage(plot); });
    plot->setOverview(m_overview);
    plot->setClickSeeks(m_replaying);
    if (m_replaying)  // a replay's cursor is its position, also on a plot added while it is paused
        plot->setCursorTime(m_store.lastSampleMs());
    connect(plot, &FieldPlot::followingChanged, this, [this](bool following) {
        if (following && m_paused)
            setPaused(false);  // a double-click on a plot follows again: so does the panel
    });
    if (!m_current)
        setCurrentPlot(plot);
    emit layoutChanged();
    return plot;
}

void PlotsPanel::removePlot(FieldPlot *plot)
{
    const auto found = std::find(m_plots.begin(), m_plots.end(), plot);
    if (found == m_plots.end())
        return;
    m_plots.erase(found);
    plot->deleteLater();
    plot->hide();
    if (m_current == plot)
        m_current = nullptr;
    if (m_plots.empty())
        addPlot();
    setCurrentPlot(m_current ? m_current : m_plots.back());
    emit layoutChanged();
}

void PlotsPanel::setCurrentPlot(FieldPlot *plot)
{
    m_current = plot;
    for (FieldPlot *each : m_plots)
        each->setCurrent(each == plot && m_plots.size() > 1);
}

void PlotsPanel::addToCurrentPlot(const QString &path)
{
    if (!m_current)
        setCurrentPlot(addPlot());
    m_current->addField(path);
}

void PlotsPanel::setPaused(bool paused)
{
    m_paused = paused;
    for (FieldPlot *plot : m_plots)
        plot->setFollowing(!paused);
    const QSignalBlocker quiet(m_pauseAction);
    m_pauseAction->setChecked(paused);
    m_pauseAction->setText(paused ? tr("Resume") : tr("Pause"));
}

void PlotsPanel::shareCursor(FieldPlot *from)
{
    for (FieldPlot *plot : m_plots) {
        if (plot != from)
            plot->setCursorTime(from->cursorTime());
    }
}

void PlotsPanel::fieldsChanged()
{
    m_tree->refreshFields();
    for (FieldPlot *plot : m_plots)
        plot->refreshFields();
}

void PlotsPanel::readingsChanged()
{
    m_tree->readingsChanged();
    followReplay();
    for (FieldPlot *plot : m_plots)
        plot->readingsChanged();
}

// In a replay the cursor is where the replay is; out of one, the user's own again.
void PlotsPanel::followReplay()
{
    const bool replaying = m_store.linkState().isReplay();
    if (replaying != m_replaying) {
        m_replaying = replaying;
        for (FieldPlot *plot : m_plots) {
            plot->setClickSeeks(replaying);
            plot->setCursorTime(std::nullopt);
        }
        if (!replaying && m_paused)
            setPaused(false);  // a live robot after a replay (its whole log, say): follow it
    }
    if (replaying && m_store.lastSampleMs()) {
        for (FieldPlot *plot : m_plots)
            plot->setCursorTime(m_store.lastSampleMs());
    }
}

void PlotsPanel::setOverview(const store::LogOverview *overview)
{
    m_overview = overview;
    m_wholeLogAction->setEnabled(overview != nullptr);
    for (FieldPlot *plot : m_plots)
        plot->setOverview(overview);
}

void PlotsPanel::showWholeLog()
{
    const std::int64_t origin = m_store.timeOriginMs().value_or(0);
    const std::int64_t end = m_overview ? origin + m_overview->durationMs() : m_store.lastSampleMs().value_or(origin);
    for (FieldPlot *plot : m_plots) {
        if (plot->mode() == FieldPlot::Mode::Time)
            plot->setVisibleTimeRange(origin, std::max(end, origin + 1000));
    }
    if (!m_paused)
        setPaused(true);  // the view stays on the whole log while the replay plays on
}

QJsonObject PlotsPanel::layout() const
{
    QJsonArray plots;
    for (const FieldPlot *plot : m_plots)
        plots.append(plot->layout());
    return {{QStringLiteral("robodash_plots"), kLayoutVersion}, {QStringLiteral("plots"), plots}};
}

void PlotsPanel::applyLayout(const QJsonObject &layout)
{
    while (!m_plots.empty()) {
        FieldPlot *plot = m_plots.back();
        m_plots.pop_back();
        delete plot;
    }
    m_current = nullptr;
    for (const QJsonValue &plot : layout.value(QStringLiteral("plots")).toArray()) {
        if (plot.isObject() && int(m_plots.size()) < kMostPlots)  // past that, a panel holds no more
            addPlot()->applyLayout(plot.toObject());
    }
    if (m_plots.empty())
        addPlot();
    setCurrentPlot(m_plots.front());
    emit layoutChanged();
}

QString PlotsPanel::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void PlotsPanel::showMessage(const QString &text, bool problem)
{
    m_message->setText(text);
    QPalette colours = m_message->palette();
    colours.setColor(QPalette::WindowText, problem ? style::themed(style::colours::kCritical)
                                                   : style::themed(style::colours::kMutedText));
    m_message->setPalette(colours);
    m_message->setVisible(!text.isEmpty());
}

}  // namespace robodash::widgets
