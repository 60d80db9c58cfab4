#include "WireInspectorFilter.h"

#include "WireInspectorModel.h"

#include <QRegularExpression>

void WireInspectorFilter::setKind(const QString &kind)
{
    m_kind = kind;
    invalidateFilter();
}

void WireInspectorFilter::setDirection(std::optional<int> direction)
{
    m_direction = direction;
    invalidateFilter();
}

void WireInspectorFilter::setSearch(const QString &text)
{
    m_text = text.trimmed().toLower();
    QString digits = text;
    digits.remove(QRegularExpression(QStringLiteral("[\\s,:]|0x")));
    static const QRegularExpression hex(QStringLiteral("^[0-9A-Fa-f]+$"));
    m_hexDigits = hex.match(digits).hasMatch() ? digits.toUpper() : QString();
    invalidateFilter();
}

bool WireInspectorFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const QString kind = index.data(WireInspectorModel::KindRole).toString();
    if (!m_kind.isEmpty() && kind != m_kind) return false;
    if (m_direction && index.data(WireInspectorModel::DirectionRole).toInt() != *m_direction) return false;
    if (m_text.isEmpty()) return true;
    if (kind.toLower().contains(m_text)) return true;
    if (m_hexDigits.isEmpty()) return false;
    // Bytes match on byte boundaries only: "5506" finds 55 06, never x5 50 6x.
    const QString bytes = index.data(WireInspectorModel::HexRole).toString().remove(QLatin1Char(' '));
    for (qsizetype at = bytes.indexOf(m_hexDigits); at >= 0; at = bytes.indexOf(m_hexDigits, at + 1))
        if (at % 2 == 0) return true;
    return false;
}
