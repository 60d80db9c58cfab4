#pragma once
// The link's one port, on the worker thread: the transport made for the address the user
// asked for (or a replay adopted in its place), whether it is open, who the device turned
// out to be, and the reconnect timer that looks for it again after a loss. It only holds
// the port; LinkWorker decides what happens to the robot around each of its signals.

#include "link/PortTarget.h"
#include "link/PagedSessionLog.h"
#include "link/Transport.h"
#include "link/TransportFactory.h"

#include <QObject>
#include <QTimer>

namespace robodash::link {

class ReplayTransport;

class LinkConnection : public QObject {
    Q_OBJECT
public:
    static constexpr int kReconnectPeriodMs = 1000;

    explicit LinkConnection(TransportFactory factory, QObject *parent = nullptr);

    // The user wants `address` (at the hosted family's `baudRate`): no reconnect pending, and
    // a transport opening (its signals may come from inside this call). False when the
    // factory has none for it.
    bool open(const PortAddress &address, int baudRate);
    // Plays `log` (read from `path`) in place of a port: nothing to reconnect to once it
    // ends. Its own signals come as the replay signals below.
    void openReplay(const QString &path, PagedSessionLog log);
    // The user no longer wants a link: no reconnect.
    void abandon();
    void setAutoReconnect(bool enabled);
    // Lost, and the user wants it back: the reconnect timer is running.
    bool reconnects() const { return m_autoReconnect && m_wantConnection; }
    void startReconnecting() { m_reconnectTimer.start(); }

    // Closes the transport and lets go of it (deleted later: signals may come from inside
    // its own call stack).
    void discard();
    // Deletes every transport at once, the current and those discarded but not yet deleted:
    // on the worker thread, before it ends, so a virtual robot stops cleanly.
    void deleteTransports();

    Transport *transport() const { return m_transport; }
    bool isOpen() const { return m_open; }
    // Open on a robot (not a log): bytes may be sent.
    bool isLive() const { return m_open && !replay(); }
    ReplayTransport *replay() const;
    // The open attempt was a reconnect: failing is expected and not reported.
    bool quietFailure() const { return m_quietFailure; }
    const PortTarget &target() const { return m_target; }

    bool write(const QByteArray &bytes) { return m_transport->write(bytes); }
    void flush(int timeoutMs) { m_transport->flush(timeoutMs); }

signals:
    // The transport's signals; opened() comes once the identity is taken.
    void opened();
    void openFailed(const QString &message);
    void dataReceived(const QByteArray &bytes);
    void connectionLost(const QString &reason);
    void notice(const QString &message);
    void driveRefused(const QString &reason);
    void cameraTopicsFound(const QStringList &topics, const QString &chosen);
    void replayOpened(const QString &path, qint64 durationMs);
    void replayPosition(qint64 positionMs, qint64 durationMs);
    void replayClockOrigin(qint64 originMs);  // ReplayTransport::clockOriginChanged
    void replayFinished(const QString &message);
    void sentReplayed(const QByteArray &bytes, qint64 stampMs);  // a log's sent bytes, to show

private:
    bool start(const PortAddress &address, bool quietFailure);
    void adopt(Transport *transport);
    void onOpened();
    void tryReconnect();

    TransportFactory m_factory;
    Transport *m_transport = nullptr;
    bool m_open = false;
    bool m_quietFailure = false;
    PortTarget m_target;
    bool m_autoReconnect = false;
    bool m_wantConnection = false;  // the user asked for a link and did not close it
    QTimer m_reconnectTimer;
};

}  // namespace robodash::link
