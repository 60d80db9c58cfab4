#include "WireInspectorModel.h"

#include "DashStyle.h"
#include "core/WireText.h"

#include <QBrush>
#include <QColor>

namespace style = robodash::widgets::style;

using robodash::core::WireDirection;
using robodash::core::WireStatus;

WireInspectorModel::WireInspectorModel(QObject *parent) : QAbstractTableModel(parent) {}

int WireInspectorModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WireInspectorModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString WireInspectorModel::hexOf(const std::vector<std::uint8_t> &bytes, int maxBytes)
{
    const std::size_t shown = maxBytes < 0 ? bytes.size() : std::min(bytes.size(), std::size_t(maxBytes));
    QString text = QString::fromStdString(robodash::core::wireHex(bytes.data(), shown));
    if (shown < bytes.size()) text += QStringLiteral(" …");
    return text;
}

QString WireInspectorModel::checksumText(const robodash::core::WireFrame &frame) const
{
    switch (frame.status) {
    case WireStatus::Good: return frame.kind == "chunk" ? QStringLiteral("—") : tr("ok");
    case WireStatus::Bad: return tr("BAD");
    case WireStatus::Discarded: return tr("discarded");
    }
    return {};
}

QVariant WireInspectorModel::displayText(const Row &row, int column) const
{
    const robodash::core::WireFrame &frame = row.frame;
    switch (column) {
    case Time: return QString::number(double(frame.timeMs - m_originMs) / 1000.0, 'f', 3);
    case Direction: return frame.direction == WireDirection::Sent ? tr("→ sent") : tr("← recv");
    case Kind: return QString::fromStdString(frame.kind);
    case Length: return qlonglong(frame.length());
    case Checksum: return checksumText(frame);
    case Hex: return hexOf(frame.bytes, kMaxHexBytesShown);
    }
    return {};
}

QVariant WireInspectorModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: return displayText(r, index.column());
    case Qt::ToolTipRole: return index.column() == Hex ? hexOf(r.frame.bytes) : QVariant();
    case Qt::ForegroundRole:
        // Bad frames and discarded bytes stand out in place; sent commands read apart. In the
        // theme's colours, readable on its table (read at each repaint: a theme switch shows).
        if (r.frame.status == WireStatus::Bad) return QBrush(style::readableText(style::critical()));
        if (r.frame.status == WireStatus::Discarded) return QBrush(style::readableText(style::warning()));
        if (r.frame.direction == WireDirection::Sent) return QBrush(style::readableText(style::signal()));
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == Length || index.column() == Time ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case KindRole: return QString::fromStdString(r.frame.kind);
    case DirectionRole: return int(r.frame.direction);
    case HexRole: return hexOf(r.frame.bytes);
    }
    return {};
}

QVariant WireInspectorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Time: return tr("Time (s)");
    case Direction: return tr("Dir");
    case Kind: return tr("Kind");
    case Length: return tr("Len");
    case Checksum: return tr("Checksum");
    case Hex: return tr("Bytes (hex)");
    }
    return {};
}

void WireInspectorModel::append(const robodash::link::WireBatch &batch)
{
    if (batch.frames.empty()) return;
    const int incoming = int(std::min<std::size_t>(batch.frames.size(), std::size_t(kCapacity)));
    const int overflow = int(m_rows.size()) + incoming - kCapacity;
    if (overflow > 0) {
        beginRemoveRows({}, 0, overflow - 1);
        m_rows.erase(m_rows.begin(), m_rows.begin() + overflow);
        m_dropped += quint64(overflow);
        endRemoveRows();
    }
    if (m_originMs < 0) m_originMs = batch.frames.front().timeMs;
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + incoming - 1);
    for (auto it = batch.frames.end() - incoming; it != batch.frames.end(); ++it) {
        m_rows.push_back({*it, batch.annotator});
        const QString kind = QString::fromStdString(it->kind);
        if (!m_kinds.contains(kind)) {
            m_kinds.insert(kind);
            emit kindSeen(kind);
        }
    }
    endInsertRows();
}

void WireInspectorModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_originMs = -1;
    endResetModel();
}
