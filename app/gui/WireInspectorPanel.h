#pragma once
// The "Wire inspector" dock for driver developers: the raw bytes both ways, live or in a
// replay, one row per frame (time, direction, kind, length, checksum state, hex), bad
// frames and discarded bytes in place; the selected row's fields below it (group, field,
// raw, value, unit) from the family's annotator. Filter by kind and direction, search
// bytes or kinds, pause, copy rows as hex (context menu or Ctrl+C). Pause freezes the view,
// not the capture: rows arriving meanwhile are held (as many as the table keeps) and shown on
// Resume, so a driver developer reading one frame loses none of the frames after it.
//
// It only shows what it is given (appendBatch); the window turns the link's tap on while
// this dock is visible and off when it is hidden, so a hidden inspector costs nothing.

#include "link/WireBatch.h"

#include <QWidget>

#include <deque>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QToolButton;
class QTreeWidget;
class WireInspectorFilter;
class WireInspectorModel;

class WireInspectorPanel : public QWidget {
    Q_OBJECT
public:
    explicit WireInspectorPanel(QWidget *parent = nullptr);

    WireInspectorModel *model() const { return m_model; }
    WireInspectorFilter *filter() const { return m_filter; }
    QTableView *table() const { return m_table; }
    QTreeWidget *details() const { return m_details; }
    bool isPaused() const;
    void setPaused(bool paused);
    void setSearch(const QString &text);
    void setKindFilter(const QString &kind);  // "" = every kind
    // The selected rows' bytes as hex, one row per line (what Copy puts on the clipboard).
    QString selectedHex() const;
    // Wide enough for a feedback frame's first bytes and tall enough for its fields.
    QSize sizeHint() const override { return {760, 420}; }

public slots:
    void appendBatch(const robodash::link::WireBatch &batch);
    void copySelectedHex() const;
    void clear();

private:
    QWidget *createToolRow();
    void createTable();
    void showDetails();
    void updateStatus();
    void hold(const robodash::link::WireBatch &batch);
    void showHeld();

    WireInspectorModel *m_model;
    WireInspectorFilter *m_filter;
    QTableView *m_table;
    QTreeWidget *m_details;
    QComboBox *m_kind;
    QComboBox *m_direction;
    QLineEdit *m_search;
    QToolButton *m_pause;
    QLabel *m_status;
    // Arrived while paused, shown on Resume; no more than the table keeps (the oldest go).
    std::deque<robodash::link::WireBatch> m_held;
    std::size_t m_heldRows = 0;
    bool m_following = true;  // at the newest row until the user scrolls away
    quint64 m_heldDropped = 0;
};
