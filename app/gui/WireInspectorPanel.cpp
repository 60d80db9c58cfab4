#include "WireInspectorPanel.h"

#include "WireInspectorFilter.h"
#include "WireInspectorModel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using robodash::core::WireDirection;

WireInspectorPanel::WireInspectorPanel(QWidget *parent)
    : QWidget(parent), m_model(new WireInspectorModel(this)), m_filter(new WireInspectorFilter(this))
{
    m_filter->setSourceModel(m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(createToolRow());
    createTable();
    m_details = new QTreeWidget(this);
    m_details->setColumnCount(4);
    m_details->setHeaderLabels({tr("Field"), tr("Raw"), tr("Value"), tr("Unit")});
    m_details->setRootIsDecorated(true);
    m_details->setUniformRowHeights(true);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("wireInspectorStatus"));
    layout->addWidget(m_status);
    connect(m_model, &WireInspectorModel::kindSeen, this, [this](const QString &kind) {
        if (!kind.isEmpty()) m_kind->addItem(kind, kind);
    });
    updateStatus();
}

QWidget *WireInspectorPanel::createToolRow()
{
    auto *row = new QWidget(this);
    auto *tools = new QHBoxLayout(row);
    tools->setContentsMargins(0, 0, 0, 0);
    m_kind = new QComboBox(row);
    m_kind->addItem(tr("All kinds"), QString());
    m_kind->setToolTip(tr("Show one kind of frame only"));
    connect(m_kind, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setKind(m_kind->currentData().toString()); });
    m_direction = new QComboBox(row);
    m_direction->addItem(tr("Both ways"));
    m_direction->addItem(tr("Received"), int(WireDirection::Received));
    m_direction->addItem(tr("Sent"), int(WireDirection::Sent));
    connect(m_direction, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant d = m_direction->currentData();
        m_filter->setDirection(d.isValid() ? std::optional<int>(d.toInt()) : std::nullopt);
    });
    m_search = new QLineEdit(row);
    m_search->setPlaceholderText(tr("Search bytes (AA 55) or kind"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_filter, &WireInspectorFilter::setSearch);
    m_pause = new QToolButton(row);
    m_pause->setText(tr("Pause"));
    m_pause->setCheckable(true);
    m_pause->setToolTip(tr("Freeze the table to read it; rows arriving meanwhile are kept and shown on Resume"));
    connect(m_pause, &QToolButton::toggled, this, [this](bool paused) {
        m_pause->setText(paused ? tr("Resume") : tr("Pause"));
        if (!paused) showHeld();
        updateStatus();
    });
    auto *clearButton = new QToolButton(row);
    clearButton->setText(tr("Clear"));
    connect(clearButton, &QToolButton::clicked, this, &WireInspectorPanel::clear);
    tools->addWidget(m_kind);
    tools->addWidget(m_direction);
    tools->addWidget(m_search, 1);
    tools->addWidget(m_pause);
    tools->addWidget(clearButton);
    return row;
}

void WireInspectorPanel::createTable()
{
    m_table = new QTableView(this);
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // Fixed row heights and column widths: no measuring of 20 000 rows on every batch.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    m_table->horizontalHeader()->setStretchLastSection(true);
    const int digit = m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    m_table->setColumnWidth(WireInspectorModel::Time, digit * 10);
    m_table->setColumnWidth(WireInspectorModel::Direction, digit * 8);
    m_table->setColumnWidth(WireInspectorModel::Kind, digit * 18);
    m_table->setColumnWidth(WireInspectorModel::Length, digit * 5);
    // Following the newest row is the user's choice, made by scrolling: a view that grows
    // taller or shorter (docked, resized) keeps following. Judged at each new batch from the
    // scroll bar alone, a resize between two batches lost it for good.
    QScrollBar *bar = m_table->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, [this, bar](int value) { m_following = value >= bar->maximum() - 2; });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar] {
        if (m_following) bar->setValue(bar->maximum());
    });
    m_table->setColumnWidth(WireInspectorModel::Checksum, digit * 10);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_table->setFont(mono);
    auto *copy = new QAction(tr("Copy as hex"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &WireInspectorPanel::copySelectedHex);
    m_table->addAction(copy);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &WireInspectorPanel::showDetails);
}

bool WireInspectorPanel::isPaused() const { return m_pause->isChecked(); }

void WireInspectorPanel::setPaused(bool paused) { m_pause->setChecked(paused); }

void WireInspectorPanel::setSearch(const QString &text) { m_search->setText(text); }

void WireInspectorPanel::setKindFilter(const QString &kind)
{
    const int index = m_kind->findData(kind);
    if (index >= 0) m_kind->setCurrentIndex(index);
}

void WireInspectorPanel::appendBatch(const robodash::link::WireBatch &batch)
{
    if (isPaused()) {
        hold(batch);
        updateStatus();
        return;
    }
    m_model->append(batch);
    if (m_following) m_table->scrollToBottom();
    updateStatus();
}

void WireInspectorPanel::hold(const robodash::link::WireBatch &batch)
{
    m_held.push_back(batch);
    m_heldRows += batch.frames.size();
    // Whole batches go, oldest first, while the rest still fill the table on their own.
    while (m_held.size() > 1 && m_heldRows - m_held.front().frames.size() >= std::size_t(WireInspectorModel::kCapacity)) {
        m_heldRows -= m_held.front().frames.size();
        m_heldDropped += m_held.front().frames.size();
        m_held.pop_front();
    }
}

void WireInspectorPanel::showHeld()
{
    std::deque<robodash::link::WireBatch> held;
    held.swap(m_held);
    m_heldRows = 0;
    m_heldDropped = 0;
    for (const robodash::link::WireBatch &batch : held) appendBatch(batch);
}

void WireInspectorPanel::clear()
{
    m_held.clear();
    m_heldRows = 0;
    m_heldDropped = 0;
    m_model->clear();
    m_details->clear();
    updateStatus();
}

QString WireInspectorPanel::selectedHex() const
{
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QStringList lines;
    for (const QModelIndex &index : rows) lines << index.data(WireInspectorModel::HexRole).toString();
    return lines.join(QLatin1Char('\n'));
}

void WireInspectorPanel::copySelectedHex() const
{
    const QString text = selectedHex();
    if (!text.isEmpty()) QApplication::clipboard()->setText(text);
}

void WireInspectorPanel::showDetails()
{
    m_details->clear();
    const QModelIndex current = m_filter->mapToSource(m_table->currentIndex());
    if (!current.isValid()) return;
    const WireInspectorModel::Row &row = m_model->row(current.row());
    if (!row.annotator) {
        new QTreeWidgetItem(m_details, {tr("This robot family has no annotator yet: raw chunks only")});
        return;
    }
    const robodash::core::FrameAnnotation annotation = row.annotator->annotateRow(row.frame);
    QTreeWidgetItem *group = nullptr;
    for (const robodash::core::AnnotatedField &field : annotation.fields) {
        const QString groupName = QString::fromStdString(field.group);
        if (!group || group->text(0) != groupName) {
            group = new QTreeWidgetItem(m_details, {groupName});
            group->setExpanded(true);
            group->setFirstColumnSpanned(true);
        }
        new QTreeWidgetItem(group, {QString::fromStdString(field.name), QString::fromStdString(field.raw),
                                    QString::fromStdString(field.value), QString::fromStdString(field.unit)});
    }
    // The fields decide the name column's width; the notes below span every column and
    // would otherwise push the values out of sight.
    m_details->resizeColumnToContents(0);
    for (const std::string &text : {annotation.note, row.annotator->coverage()}) {
        if (text.empty()) continue;
        auto *note = new QTreeWidgetItem(m_details, {QString::fromStdString(text)});
        note->setFirstColumnSpanned(true);
        note->setToolTip(0, note->text(0));
    }
}

void WireInspectorPanel::updateStatus()
{
    QString text = tr("%n rows", nullptr, m_model->rowCount());
    if (m_model->rowsDropped()) text += tr(" (the oldest %1 let go)").arg(m_model->rowsDropped());
    if (isPaused()) {
        text += tr(" — paused, %n more held", nullptr, int(m_heldRows));
        if (m_heldDropped) text += tr(" (%1 older let go)").arg(m_heldDropped);
    }
    m_status->setText(text);
}
