#pragma once
// Which of the inspector's rows are shown: one kind or all, one direction or both, and a
// search that matches bytes ("55 06", "5506", any spacing) or a kind's name ("gyro").

#include <QSortFilterProxyModel>

#include <optional>

class WireInspectorFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setKind(const QString &kind);            // "" = every kind
    void setDirection(std::optional<int> direction);  // core::WireDirection as int; none = both
    void setSearch(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_kind;
    std::optional<int> m_direction;
    QString m_text;       // lower case, for kinds
    QString m_hexDigits;  // upper-case hex digits without spaces, when the search can be bytes
};
