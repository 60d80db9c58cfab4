#pragma once
// A serial port at the robot family's baud rate (the Kobuki's 115200 by default), 8N1, no
// flow control.

#include "link/PortHangupWatch.h"
#include "link/Transport.h"

#include <QSerialPort>

namespace robodash::link {

class SerialTransport : public Transport {
    Q_OBJECT
public:
    explicit SerialTransport(const QString &device, int baudRate = 115200, QObject *parent = nullptr);
    ~SerialTransport() override;

    void open() override;
    void close() override;
    bool isOpen() const override;
    bool write(const QByteArray &bytes) override;
    void flush(int timeoutMs) override;
    DeviceIdentity identity() const override { return m_identity; }

    // The user-facing reason an open failed, with what to do about it.
    static QString describeOpenError(const QString &device, QSerialPort::SerialPortError error,
                                     const QString &systemMessage);
    // Why `device` cannot be a serial port (an existing file or folder), empty when it may be.
    static QString whyNotASerialPort(const QString &device);

private:
    void onReadyRead();
    void onError(QSerialPort::SerialPortError error);
    void reportLost(const QString &why);

    QString m_device;
    int m_baudRate;
    QSerialPort m_port;
    PortHangupWatch m_hangupWatch;
    DeviceIdentity m_identity;
    bool m_lost = false;
};

}  // namespace robodash::link
