#pragma once
// SIGINT (Ctrl+C in the terminal that started the dashboard) and SIGTERM (kill, logout, a
// service manager) must quit the dashboard the way closing its window does: zero sent to the
// robot, a recording closed intact, settings saved. A signal handler may do almost nothing
// safely, so it only writes the signal number into a socket pair; a QSocketNotifier reads it
// on the GUI thread and emits quitRequested() there (the pattern of Qt's "Calling Qt
// Functions From Unix Signal Handlers"). One watcher at a time; its destructor puts the
// default handlers back. robodash-cli bridge uses it too: Ctrl+C stops a robot the network
// drives.

#include <QObject>

class QSocketNotifier;

class QuitSignalWatcher : public QObject {
    Q_OBJECT
public:
    explicit QuitSignalWatcher(QObject *parent = nullptr);
    ~QuitSignalWatcher() override;

    bool isWatching() const { return m_notifier != nullptr; }

signals:
    void quitRequested(int signalNumber);

private:
    static void onSignal(int signalNumber);
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
};
