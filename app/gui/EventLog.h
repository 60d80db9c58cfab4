#pragma once
// A scrolling list of what happened: robot events (bumpers, cliffs, power...), link changes
// and errors, newest at the bottom, each with its time. Bounded, so a long session costs a
// fixed amount of memory.

#include <QWidget>

class QListWidget;

class EventLog : public QWidget {
    Q_OBJECT
public:
    enum class Severity { Info, Warning, Error };
    static constexpr int kMaxEntries = 500;

    explicit EventLog(QWidget *parent = nullptr);
    int entryCount() const;
    QString entryText(int row) const;
    bool hasEntryContaining(const QString &text) const;
    // Also print each entry on standard error (--log-events): for a terminal, a script or a
    // GUI test on a real display, which waits for "Robot online" rather than for a time.
    void setEchoToStandardError(bool echo) { m_echo = echo; }

public slots:
    void addEntry(const QString &text, EventLog::Severity severity = Severity::Info);
    void clear();

signals:
    // Each entry as it is added (a fleet's tile shows the last one).
    void entryAdded(const QString &text, EventLog::Severity severity);

private:
    QListWidget *m_list;
    bool m_echo = false;
};
