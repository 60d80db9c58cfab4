#include "PlotsPanel.h"

#include "DashStyle.h"
#include "FieldPlot.h"
#include "FieldTree.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QSaveFile>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace robodash::widgets {

namespace {

constexpr int kLayoutVersion = 1;
constexpr int kMostPlots = 12;

QToolButton *toolButton(const QString &text, const QString &tip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    return button;
}

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
    m_plotSplitter = new QSplitter(Qt::Vertical, plotsSide);
    m_plotSplitter->setChildrenCollapsible(false);
    plotsLayout->addWidget(m_plotSplitter, 1);
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

QWidget *PlotsPanel::makeToolBar()
{
    auto *bar = new QWidget(this);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    QToolButton *add = toolButton(tr("Add plot"), tr("A new plot under the others"), bar);
    connect(add, &QToolButton::clicked, this, [this] { setCurrentPlot(addPlot()); });
    QToolButton *remove = toolButton(tr("Remove plot"), tr("Remove the current plot (outlined)"), bar);
    connect(remove, &QToolButton::clicked, this, [this] { removePlot(m_current); });
    m_pauseButton = toolButton(tr("Pause"), tr("Hold every plot still; readings go on being kept"), bar);
    m_pauseButton->setCheckable(true);
    connect(m_pauseButton, &QToolButton::toggled, this, &PlotsPanel::setPaused);
    QToolButton *csv = toolButton(tr("Export CSV…"), tr("The current plot's visible range as CSV"), bar);
    connect(csv, &QToolButton::clicked, this, &PlotsPanel::exportCsv);
    QToolButton *save = toolButton(tr("Save layout…"), tr("These plots and their fields, as a file"), bar);
    connect(save, &QToolButton::clicked, this, &PlotsPanel::saveLayoutAs);
    QToolButton *open = toolButton(tr("Open layout…"), tr("Plots saved here or on another machine"), bar);
    connect(open, &QToolButton::clicked, this, &PlotsPanel::openLayout);
    for (QToolButton *button : {add, remove, m_pauseButton, csv, save, open})
        row->addWidget(button);
    row->addStretch(1);
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
    const QSignalBlocker quiet(m_pauseButton);
    m_pauseButton->setChecked(paused);
    m_pauseButton->setText(paused ? tr("Resume") : tr("Pause"));
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
    for (FieldPlot *plot : m_plots)
        plot->readingsChanged();
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
        if (plot.isObject())
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
