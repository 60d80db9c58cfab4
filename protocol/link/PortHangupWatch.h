#pragma once
// Notices a serial port whose device has gone while nothing is being written: a USB adapter
// unplugged, the far end of a pseudo-terminal (a virtual robot) closed.
//
// QSerialPort cannot be relied on for this. Qt 6.4 reads the hung-up descriptor, fails and
// reports a resource error at once; Qt 6.8 reads zero bytes, reports nothing, and its read
// notifier fires again at once for as long as the port stays open: no error for seconds and a
// busy loop on the link's thread. poll() states hang-up and error conditions on the descriptor
// plainly on any Qt version, so the transport asks it every kCheckPeriod and closes the port.

#include <QObject>
#include <QString>
#include <QTimer>

#include <chrono>

namespace robodash::link {

class PortHangupWatch : public QObject {
    Q_OBJECT
public:
    // Well inside every family's offline timeout, and cheap: one poll() without waiting.
    static constexpr std::chrono::milliseconds kCheckPeriod{100};

    explicit PortHangupWatch(QObject *parent = nullptr);

    void watch(int descriptor);
    void stop();

    // Why the descriptor is no use any more ("the device hung up"), or empty while it is.
    static QString hangupReason(int descriptor);

signals:
    void hungUp(const QString &reason);

private:
    void check();

    QTimer m_timer;
    int m_descriptor = -1;
};

}  // namespace robodash::link
