#pragma once
// One byte pipe to a robot: a serial port, a TCP serial bridge, the virtual Kobuki, or a
// fake in tests. A transport lives on the link's worker thread and is used only there.
//
// Life: open() -> opened() or openFailed(message); then dataReceived(...) until close() or
// connectionLost(reason). Signals may be emitted from inside open(); receivers must not
// delete the transport directly from a slot (use deleteLater()).

#include "link/DeviceIdentity.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

namespace robodash::link {

class Transport : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual void open() = 0;
    virtual void close() = 0;
    virtual bool isOpen() const = 0;
    // Queues bytes for sending; false (and nothing sent) when the transport is not open.
    virtual bool write(const QByteArray &bytes) = 0;
    // Waits, at most this long, until written bytes have left (a stop before a close).
    virtual void flush(int timeoutMs) { Q_UNUSED(timeoutMs) }
    // Hardware identity of what was opened, so a reconnect finds the same device.
    virtual DeviceIdentity identity() const { return {}; }
    // A short note on the transport's own health for the status line (a network robot's
    // delay); empty when it has none. Asked once a second, on the worker thread.
    virtual QString healthNote() const { return {}; }
    // What arrives is a network robot's messages (a sample per topic's message), not frames
    // of a serial port's bytes: the status line counts messages, and has no checksums.
    virtual bool carriesMessages() const { return false; }
    // The shortest silence that counts as offline on this transport, whatever the driver's
    // own limit: a network's delivery pauses for longer than a serial cable's (0: the driver's).
    virtual int offlineAfterMsAtLeast() const { return 0; }
    // A network robot shows the pictures of this topic (one of cameraTopicsFound's, relative
    // to its namespace) instead of the one it chose; others have no camera and ignore it.
    virtual void chooseCameraTopic(const QString &topic) { Q_UNUSED(topic) }

signals:
    void opened();
    void openFailed(const QString &message);
    void dataReceived(const QByteArray &bytes);
    void connectionLost(const QString &reason);
    // Something the operator should know that is no failure: what a network robot does not
    // publish, a command its interface cannot carry. Shown as the link's warning().
    void notice(const QString &message);
    // This link may watch the robot but not drive it (a DDS Security "watch" enclave): why,
    // said when the transport opens. Until the port closes nothing offers to drive.
    void driveRefused(const QString &reason);
    // A network robot's picture topics (best first) and the one shown; when either changes.
    void cameraTopicsFound(const QStringList &topics, const QString &chosen);
};

}  // namespace robodash::link
