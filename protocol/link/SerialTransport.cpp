#include "link/SerialTransport.h"

#include "link/PortDiscovery.h"

#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

#include <unistd.h>

namespace robodash::link {

SerialTransport::SerialTransport(const QString &device, int baudRate, QObject *parent)
    : Transport(parent), m_device(device), m_baudRate(baudRate), m_port(this), m_hangupWatch(this)
{
    connect(&m_hangupWatch, &PortHangupWatch::hungUp, this, &SerialTransport::reportLost);
    connect(&m_port, &QSerialPort::readyRead, this, &SerialTransport::onReadyRead);
    connect(&m_port, &QSerialPort::errorOccurred, this, &SerialTransport::onError);
}

SerialTransport::~SerialTransport()
{
    // Closing from the destructor must not report a loss to anyone.
    m_port.disconnect(this);
    if (m_port.isOpen())
        m_port.close();
}

QString SerialTransport::describeOpenError(const QString &device,
                                           QSerialPort::SerialPortError error,
                                           const QString &systemMessage)
{
    switch (error) {
    case QSerialPort::DeviceNotFoundError:
        return QStringLiteral("no such port: %1 (is the robot plugged in and switched on?)")
            .arg(device);
    case QSerialPort::PermissionError: {
        // Qt reports a port that another program holds as a permission error too; only the
        // file's own access rights tell the two apart.
        const QByteArray path = QFileInfo(device).absoluteFilePath().toLocal8Bit();
        const bool mayOpen = QFileInfo::exists(device) && ::access(path.constData(), R_OK | W_OK) == 0;
        if (mayOpen)
            return QStringLiteral("port %1 is busy: another program has it open (%2)")
                .arg(device, systemMessage);
        return QStringLiteral("permission denied on %1: add yourself to the 'dialout' group "
                              "(sudo usermod -aG dialout $USER) and log in again")
            .arg(device);
    }
    case QSerialPort::OpenError:
        return QStringLiteral("port %1 is already open").arg(device);
    default:
        return QStringLiteral("cannot open %1: %2").arg(device, systemMessage);
    }
}

// A file or a folder given as the port: QSerialPort opens it and then fails on the terminal
// settings ("Inappropriate ioctl for device"), which tells a user nothing.
QString SerialTransport::whyNotASerialPort(const QString &device)
{
    struct stat info {};
    if (!device.startsWith(QLatin1Char('/')) || ::stat(QFile::encodeName(device).constData(), &info) != 0)
        return {};  // a name QSerialPort looks up itself ("ttyUSB0"), or gone: said elsewhere
    if (S_ISCHR(info.st_mode))
        return {};
    const QString what = S_ISDIR(info.st_mode) ? QStringLiteral("a folder") : QStringLiteral("a file");
    return QStringLiteral("%1 is not a serial port (it is %2): choose the robot's serial device, "
                          "e.g. /dev/ttyUSB0")
        .arg(device, what);
}

void SerialTransport::open()
{
    m_lost = false;
    m_port.setPortName(m_device);
    if (!QFileInfo::exists(m_device) && m_device.startsWith(QLatin1Char('/'))) {
        emit openFailed(describeOpenError(m_device, QSerialPort::DeviceNotFoundError, {}));
        return;
    }
    if (const QString notPort = whyNotASerialPort(m_device); !notPort.isEmpty()) {
        emit openFailed(notPort);
        return;
    }
    if (!m_port.open(QIODevice::ReadWrite)) {
        const QString message = describeOpenError(m_device, m_port.error(), m_port.errorString());
        m_port.clearError();
        emit openFailed(message);
        return;
    }
    m_port.setBaudRate(m_baudRate);
    m_port.setDataBits(QSerialPort::Data8);
    m_port.setParity(QSerialPort::NoParity);
    m_port.setStopBits(QSerialPort::OneStop);
    m_port.setFlowControl(QSerialPort::NoFlowControl);
    m_port.clearError();  // a pty refuses some settings; it still carries bytes
    m_identity = PortDiscovery::identify(m_device);
    m_hangupWatch.watch(static_cast<int>(m_port.handle()));
    emit opened();
}

void SerialTransport::close()
{
    m_hangupWatch.stop();
    if (m_port.isOpen())
        m_port.close();
}

bool SerialTransport::isOpen() const
{
    return m_port.isOpen();
}

bool SerialTransport::write(const QByteArray &bytes)
{
    if (!m_port.isOpen())
        return false;
    return m_port.write(bytes) == bytes.size();
}

void SerialTransport::flush(int timeoutMs)
{
    if (isOpen() && m_port.bytesToWrite() > 0)
        m_port.waitForBytesWritten(timeoutMs);
}

void SerialTransport::onReadyRead()
{
    const QByteArray bytes = m_port.readAll();
    if (!bytes.isEmpty())
        emit dataReceived(bytes);
}

void SerialTransport::onError(QSerialPort::SerialPortError error)
{
    if (error == QSerialPort::NoError || !m_port.isOpen() || m_lost)
        return;
    // A vanished device (USB unplugged, pty master closed) shows up as a resource error or
    // as a failed read; either way the port is no use any more.
    const bool fatal = error == QSerialPort::ResourceError || error == QSerialPort::ReadError
                       || error == QSerialPort::WriteError;
    if (!fatal)
        return;
    const QString why = m_port.errorString();
    m_port.clearError();
    reportLost(why);
}

void SerialTransport::reportLost(const QString &why)
{
    if (m_lost || !m_port.isOpen())
        return;
    m_lost = true;
    m_hangupWatch.stop();
    m_port.close();
    emit connectionLost(QStringLiteral("port %1 went away: %2").arg(m_device, why));
}

}  // namespace robodash::link
