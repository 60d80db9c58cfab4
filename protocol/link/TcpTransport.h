#pragma once
// A TCP connection to a serial bridge (ser2net and the like): `tcp://host:port`.

#include "link/Transport.h"

#include <QTcpSocket>
#include <QTimer>

namespace robodash::link {

class TcpTransport : public Transport {
    Q_OBJECT
public:
    static constexpr int kConnectTimeoutMs = 3000;

    TcpTransport(const QString &host, quint16 port, QObject *parent = nullptr);
    ~TcpTransport() override;

    void open() override;
    void close() override;
    bool isOpen() const override;
    bool write(const QByteArray &bytes) override;
    void flush(int timeoutMs) override;
    DeviceIdentity identity() const override;

private:
    void onConnected();
    void onError(QAbstractSocket::SocketError error);
    void onDisconnected();
    void onConnectTimeout();
    QString endpoint() const;

    QString m_host;
    quint16 m_port;
    QTcpSocket m_socket;
    QTimer m_connectTimer;
    bool m_connected = false;
    bool m_finished = false;  // openFailed or connectionLost already reported
};

}  // namespace robodash::link
