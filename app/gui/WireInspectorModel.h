#pragma once
// The wire inspector's rows: the link's batches (WireBatch) appended to a bounded ring
// (kCapacity rows; the oldest go first), one row per frame or run of discarded bytes, with
// the annotator that explains it. Text is made only for the rows a view asks for, so a
// batch costs an append and one rowsInserted.

#include "link/WireBatch.h"

#include <QAbstractTableModel>
#include <QSet>

#include <deque>

class WireInspectorModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int kCapacity = 20000;
    static constexpr int kMaxHexBytesShown = 64;  // longer frames end in "…" (the tooltip has all)
    enum Column { Time, Direction, Kind, Length, Checksum, Hex, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, DirectionRole, HexRole };

    struct Row {
        robodash::core::WireFrame frame;
        std::shared_ptr<const robodash::core::WireAnnotator> annotator;
    };

    explicit WireInspectorModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void append(const robodash::link::WireBatch &batch);
    void clear();
    const Row &row(int index) const { return m_rows[std::size_t(index)]; }
    quint64 rowsDropped() const { return m_dropped; }  // pushed out of the ring

    // "AA 55 06 01": the way every column, the copy and the search show bytes.
    static QString hexOf(const std::vector<std::uint8_t> &bytes, int maxBytes = -1);

signals:
    void kindSeen(const QString &kind);  // once per kind, for the filter's list

private:
    QString checksumText(const robodash::core::WireFrame &frame) const;
    QVariant displayText(const Row &row, int column) const;

    std::deque<Row> m_rows;
    QSet<QString> m_kinds;
    qint64 m_originMs = -1;  // the first row's time: the time column counts from it
    quint64 m_dropped = 0;
};
