#include "TcpSerialBridge.h"

namespace robodash::link::test {

bool TcpSerialBridge::start(const QString &device)
{
    m_serial.setPortName(device);
    if (!m_serial.open(QIODevice::ReadWrite))
        return false;
    connect(&m_serial, &QSerialPort::readyRead, this, [this] {
        const QByteArray bytes = m_serial.readAll();
        if (m_client)
            m_client->write(bytes);
    });
    connect(&m_server, &QTcpServer::newConnection, this, &TcpSerialBridge::onNewConnection);
    return m_server.listen(QHostAddress::LocalHost);
}

void TcpSerialBridge::onNewConnection()
{
    QTcpSocket *socket = m_server.nextPendingConnection();
    if (m_client) {
        socket->close();
        socket->deleteLater();
        return;
    }
    m_client = socket;
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { m_serial.write(socket->readAll()); });
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
}

void TcpSerialBridge::dropClient()
{
    if (m_client)
        m_client->disconnectFromHost();
}

}  // namespace robodash::link::test
