#include "EventLog.h"

#include "DashStyle.h"

#include <QListWidget>
#include <QTime>
#include <QVBoxLayout>

#include <cstdio>

EventLog::EventLog(QWidget *parent) : QWidget(parent), m_list(new QListWidget(this))
{
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
}

int EventLog::entryCount() const { return m_list->count(); }

QString EventLog::entryText(int row) const
{
    const QListWidgetItem *item = m_list->item(row);
    return item ? item->text() : QString();
}

bool EventLog::hasEntryContaining(const QString &text) const
{
    for (int row = 0; row < entryCount(); ++row)
        if (entryText(row).contains(text))
            return true;
    return false;
}

void EventLog::addEntry(const QString &text, Severity severity)
{
    auto *item = new QListWidgetItem(
        QStringLiteral("%1  %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss.zzz")), text));
    if (severity == Severity::Warning) item->setForeground(robodash::widgets::style::warning());
    if (severity == Severity::Error) item->setForeground(robodash::widgets::style::critical());
    const bool atBottom = m_list->count() == 0 || m_list->currentRow() == m_list->count() - 1 ||
                          m_list->selectedItems().isEmpty();
    m_list->addItem(item);
    if (m_echo) std::fprintf(stderr, "robodash: event: %s\n", qPrintable(text));
    while (m_list->count() > kMaxEntries) delete m_list->takeItem(0);
    if (atBottom) m_list->scrollToBottom();
    emit entryAdded(text, severity);
}

void EventLog::clear() { m_list->clear(); }
