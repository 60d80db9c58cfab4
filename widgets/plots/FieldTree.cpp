#include "FieldTree.h"

#include "DashStyle.h"
#include "FieldPlot.h"
#include "RefreshGate.h"
#include "store/RobotStore.h"

#include <QHeaderView>
#include <QMimeData>
#include <QSet>
#include <QTreeWidgetItemIterator>

namespace robodash::widgets {

namespace {

constexpr int kPathRole = Qt::UserRole + 1;
constexpr int kGreyPeriodMs = 1000;  // greying follows readings within a second: no need for more

QString groupLabel(const std::string &source)
{
    if (source == "robot")
        return FieldTree::tr("robot (every family)");
    if (source == "sensors")
        return FieldTree::tr("sensors (laser scan, camera)");
    return QString::fromStdString(source);
}

}  // namespace

FieldTree::FieldTree(const store::RobotStore &store, QWidget *parent)
    : QTreeWidget(parent), m_store(store), m_gate(new RefreshGate([this] { showReported(); }, this, kGreyPeriodMs))
{
    setColumnCount(2);
    setHeaderLabels({tr("Field"), tr("Unit")});
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    setUniformRowHeights(true);
    setToolTip(tr("Drag fields onto a plot, or double-click one to add it to the current plot"));
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString path = pathOf(item);
        if (!path.isEmpty())
            emit fieldActivated(path);
    });
    refreshFields();
}

QString FieldTree::pathOf(const QTreeWidgetItem *item)
{
    return item ? item->data(0, kPathRole).toString() : QString();
}

QTreeWidgetItem *FieldTree::groupItem(QTreeWidgetItem *parent, const QString &name)
{
    const int count = parent ? parent->childCount() : topLevelItemCount();
    for (int i = 0; i < count; ++i) {
        QTreeWidgetItem *child = parent ? parent->child(i) : topLevelItem(i);
        if (child->text(0) == name && pathOf(child).isEmpty())
            return child;
    }
    auto *item = new QTreeWidgetItem({name});
    item->setFlags(Qt::ItemIsEnabled);
    if (parent)
        parent->addChild(item);
    else
        addTopLevelItem(item);
    return item;
}

void FieldTree::refreshFields()
{
    QSet<QString> open;
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        if ((*it)->isExpanded())
            open.insert((*it)->text(0) + QLatin1Char('|') + ((*it)->parent() ? (*it)->parent()->text(0) : QString()));
    }
    const bool first = topLevelItemCount() == 0;
    clear();
    for (const store::StoreField &field : m_store.fields()) {
        if (field.text)
            continue;  // versions and names: nothing to plot
        QTreeWidgetItem *source = groupItem(nullptr, groupLabel(field.source));
        QString kind = QString::fromStdString(field.kind);
        if (!field.key.empty())
            kind += QStringLiteral("[%1]").arg(QString::fromStdString(field.key));  // as in its path
        auto *item = new QTreeWidgetItem(groupItem(source, kind),
                                         {QString::fromStdString(field.column), QString::fromStdString(field.unit)});
        item->setData(0, kPathRole, QString::fromStdString(field.path()));
        item->setToolTip(0, QString::fromStdString(field.path()));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
    }
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        const QString key = (*it)->text(0) + QLatin1Char('|') + ((*it)->parent() ? (*it)->parent()->text(0) : QString());
        (*it)->setExpanded(open.contains(key) || (first && !(*it)->parent()));
    }
    showReported();
    applyFilter();
}

void FieldTree::readingsChanged()
{
    m_gate->requestRefresh();
}

void FieldTree::showReported()
{
    const QColor muted = style::themed(style::colours::kMutedText);
    const QColor text = palette().text().color();
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        const QString path = pathOf(*it);
        if (path.isEmpty())
            continue;
        const store::FieldSeries *series = m_store.find(path.toStdString());
        const bool reported = series && !series->empty();
        (*it)->setForeground(0, reported ? text : muted);
        (*it)->setToolTip(0, reported ? path : tr("%1: not reported yet").arg(path));
    }
}

void FieldTree::setFilter(const QString &text)
{
    m_filter = text.trimmed();
    applyFilter();
}

void FieldTree::applyFilter()
{
    const QStringList words = m_filter.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    // Leaves first: a group is shown when any field in it is.
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        const QString path = pathOf(*it);
        if (path.isEmpty())
            continue;
        bool shown = true;
        for (const QString &word : words)
            shown = shown && path.contains(word, Qt::CaseInsensitive);
        (*it)->setHidden(!shown);
    }
    for (int pass = 0; pass < 2; ++pass) {  // kinds, then sources
        for (QTreeWidgetItemIterator it(this); *it; ++it) {
            if (!pathOf(*it).isEmpty())
                continue;
            bool any = false;
            for (int i = 0; i < (*it)->childCount(); ++i)
                any = any || !(*it)->child(i)->isHidden();
            (*it)->setHidden(!any);
            if (!words.isEmpty() && any)
                (*it)->setExpanded(true);
        }
    }
}

QTreeWidgetItem *FieldTree::itemOf(const QString &path) const
{
    for (QTreeWidgetItemIterator it(const_cast<FieldTree *>(this)); *it; ++it) {
        if (pathOf(*it) == path)
            return *it;
    }
    return nullptr;
}

QStringList FieldTree::mimeTypes() const
{
    return {FieldPlot::fieldMimeType()};
}

QMimeData *FieldTree::mimeData(const QList<QTreeWidgetItem *> &items) const
{
    QStringList paths;
    for (const QTreeWidgetItem *item : items) {
        if (!pathOf(item).isEmpty())
            paths << pathOf(item);
    }
    auto *mime = new QMimeData;
    mime->setData(FieldPlot::fieldMimeType(), paths.join(QLatin1Char('\n')).toUtf8());
    mime->setText(paths.join(QLatin1Char('\n')));
    return mime;
}

}  // namespace robodash::widgets
