#include "link/SimTransport.h"

#include "link/SerialTransport.h"
#include "sim/kobuki/VirtualKobuki.h"

#include <string>

namespace robodash::link {

SimTransport::SimTransport(QObject *parent) : Transport(parent) {}

SimTransport::~SimTransport()
{
    // Close our end first so the robot does not see a half-open port while stopping.
    delete m_serial;
    m_serial = nullptr;
    if (m_robot)
        m_robot->stop();
}

void SimTransport::open()
{
    auto robot = std::make_shared<sim::VirtualKobuki>();
    std::string error;
    if (!robot->start(&error)) {
        emit openFailed(QStringLiteral("cannot start the virtual Kobuki: %1")
                            .arg(QString::fromStdString(error)));
        return;
    }
    m_robot = robot;
    delete m_serial;
    m_serial = new SerialTransport(QString::fromStdString(m_robot->devicePath()), this);
    connect(m_serial, &Transport::opened, this, &Transport::opened);
    connect(m_serial, &Transport::openFailed, this, &Transport::openFailed);
    connect(m_serial, &Transport::dataReceived, this, &Transport::dataReceived);
    connect(m_serial, &Transport::connectionLost, this, &Transport::connectionLost);
    m_serial->open();
}

void SimTransport::close()
{
    if (m_serial)
        m_serial->close();
    if (m_robot)
        m_robot->stop();
}

bool SimTransport::isOpen() const
{
    return m_serial && m_serial->isOpen();
}

bool SimTransport::write(const QByteArray &bytes)
{
    return m_serial && m_serial->write(bytes);
}

void SimTransport::flush(int timeoutMs)
{
    if (m_serial)
        m_serial->flush(timeoutMs);
}

DeviceIdentity SimTransport::identity() const
{
    DeviceIdentity identity;
    identity.path = QStringLiteral("sim:");
    return identity;
}

}  // namespace robodash::link
