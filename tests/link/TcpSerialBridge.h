#pragma once
// A minimal ser2net for tests: one TCP client at a time, bytes copied both ways between it
// and a serial device (here the virtual Kobuki's pty). Runs on the test's thread.

#include <QSerialPort>
#include <QTcpServer>
#include <QTcpSocket>

#include <QPointer>

namespace robodash::link::test {

class TcpSerialBridge : public QObject {
    Q_OBJECT
public:
    bool start(const QString &device);  // listens on a free local port
    quint16 port() const { return m_server.serverPort(); }
    void dropClient();                  // as if the bridge host went away

private:
    void onNewConnection();

    QTcpServer m_server;
    QSerialPort m_serial;
    QPointer<QTcpSocket> m_client;
};

}  // namespace robodash::link::test
