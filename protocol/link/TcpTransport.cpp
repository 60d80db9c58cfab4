#include "link/TcpTransport.h"

namespace robodash::link {

TcpTransport::TcpTransport(const QString &host, quint16 port, QObject *parent)
    : Transport(parent), m_host(host), m_port(port), m_socket(this), m_connectTimer(this)
{
    m_connectTimer.setSingleShot(true);
    m_connectTimer.setInterval(kConnectTimeoutMs);
    connect(&m_connectTimer, &QTimer::timeout, this, &TcpTransport::onConnectTimeout);
    connect(&m_socket, &QTcpSocket::connected, this, &TcpTransport::onConnected);
    connect(&m_socket, &QTcpSocket::errorOccurred, this, &TcpTransport::onError);
    connect(&m_socket, &QTcpSocket::disconnected, this, &TcpTransport::onDisconnected);
    connect(&m_socket, &QTcpSocket::readyRead, this, [this] {
        const QByteArray bytes = m_socket.readAll();
        if (!bytes.isEmpty())
            emit dataReceived(bytes);
    });
}

TcpTransport::~TcpTransport()
{
    m_socket.disconnect(this);
    m_socket.abort();
}

QString TcpTransport::endpoint() const
{
    return QStringLiteral("%1:%2").arg(m_host).arg(m_port);
}

void TcpTransport::open()
{
    m_connected = false;
    m_finished = false;
    m_connectTimer.start();
    m_socket.connectToHost(m_host, m_port);
}

void TcpTransport::close()
{
    m_connectTimer.stop();
    m_finished = true;  // a requested close is not a loss
    m_socket.abort();
    m_connected = false;
}

bool TcpTransport::isOpen() const
{
    return m_connected && m_socket.state() == QAbstractSocket::ConnectedState;
}

bool TcpTransport::write(const QByteArray &bytes)
{
    if (!isOpen())
        return false;
    return m_socket.write(bytes) == bytes.size();
}

DeviceIdentity TcpTransport::identity() const
{
    DeviceIdentity identity;
    identity.path = QStringLiteral("tcp://%1").arg(endpoint());
    return identity;
}

void TcpTransport::flush(int timeoutMs)
{
    if (isOpen() && m_socket.bytesToWrite() > 0)
        m_socket.waitForBytesWritten(timeoutMs);
}

void TcpTransport::onConnected()
{
    m_connectTimer.stop();
    m_connected = true;
    // Commands are tiny and the deadman depends on them leaving at once.
    m_socket.setSocketOption(QAbstractSocket::LowDelayOption, 1);
    emit opened();
}

void TcpTransport::onError(QAbstractSocket::SocketError error)
{
    if (m_finished)
        return;
    if (!m_connected) {
        m_finished = true;
        m_connectTimer.stop();
        QString message;
        switch (error) {
        case QAbstractSocket::ConnectionRefusedError:
            message = QStringLiteral("connection refused by %1: is the serial bridge (e.g. "
                                     "ser2net) running on that port?")
                          .arg(endpoint());
            break;
        case QAbstractSocket::HostNotFoundError:
            message = QStringLiteral("host not found: %1").arg(m_host);
            break;
        default:
            message = QStringLiteral("cannot connect to %1: %2").arg(endpoint(), m_socket.errorString());
        }
        m_socket.abort();
        emit openFailed(message);
        return;
    }
    m_finished = true;
    m_connected = false;
    const QString reason = error == QAbstractSocket::RemoteHostClosedError
                               ? QStringLiteral("the bridge at %1 closed the connection").arg(endpoint())
                               : QStringLiteral("connection to %1 lost: %2").arg(endpoint(), m_socket.errorString());
    m_socket.abort();
    emit connectionLost(reason);
}

void TcpTransport::onDisconnected()
{
    if (m_finished || !m_connected)
        return;
    m_finished = true;
    m_connected = false;
    emit connectionLost(QStringLiteral("the bridge at %1 closed the connection").arg(endpoint()));
}

void TcpTransport::onConnectTimeout()
{
    if (m_finished || m_connected)
        return;
    m_finished = true;
    m_socket.abort();
    emit openFailed(QStringLiteral("no answer from %1 within %2 s")
                        .arg(endpoint())
                        .arg(kConnectTimeoutMs / 1000));
}

}  // namespace robodash::link
