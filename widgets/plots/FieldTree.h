#pragma once
// Every field a robot's store keeps, as a tree: what every family reports ("robot"), then the
// family's own, grouped by kind (and a keyed kind by key) as its telemetry description groups
// them, each with its unit. A field not read yet is greyed. Drag one (or several) onto a plot,
// or double-click one to put it on the current plot.

#include <QString>
#include <QStringList>
#include <QTreeWidget>

namespace robodash::store {
class RobotStore;
}

namespace robodash::widgets {

class RefreshGate;

class FieldTree : public QTreeWidget {
    Q_OBJECT
public:
    explicit FieldTree(const store::RobotStore &store, QWidget *parent = nullptr);

    // Shows only fields whose path contains every word of `text` (case ignored).
    void setFilter(const QString &text);
    // The item of a field, or null.
    QTreeWidgetItem *itemOf(const QString &path) const;
    static QString pathOf(const QTreeWidgetItem *item);

public slots:
    // The store's fields changed: build the tree again (what was open stays open).
    void refreshFields();
    // New readings: grey or not, within a second.
    void readingsChanged();

    // What a drag of `items` carries: their paths (FieldPlot::fieldMimeType()).
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override;
    QStringList mimeTypes() const override;

signals:
    void fieldActivated(const QString &path);

private:
    QTreeWidgetItem *groupItem(QTreeWidgetItem *parent, const QString &name);
    void showReported();
    void applyFilter();

    const store::RobotStore &m_store;
    QString m_filter;
    RefreshGate *m_gate = nullptr;
};

}  // namespace robodash::widgets
