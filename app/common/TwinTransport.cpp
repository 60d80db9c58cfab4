#include "TwinTransport.h"

#include "link/SerialTransport.h"
#include "sim/core/HardwareFaultSwitch.h"
#include "sim/core/VirtualRobot.h"

#include <string>

namespace robodash::app {

TwinTransport::TwinTransport(TwinMaker makeTwin, int baudRate, QString faults, TwinObserver observer,
                             QObject *parent)
    : Transport(parent), m_makeTwin(std::move(makeTwin)), m_baudRate(baudRate), m_faults(std::move(faults)),
      m_observer(std::move(observer))
{
}

TwinTransport::~TwinTransport()
{
    // Close our end first so the robot does not see a half-open port while stopping.
    delete m_serial;
    m_serial = nullptr;
    stopTwin();
}

void TwinTransport::open()
{
    Twin twin = m_makeTwin ? m_makeTwin() : nullptr;
    std::string error = "this robot family has no virtual robot";
    sim::HardwareFaults faults;
    if (twin && !sim::HardwareFaultSwitch::applyList(m_faults.toStdString(), twin->hardwareParts(), &faults,
                                                     &error)) {
        emit openFailed(QStringLiteral("cannot start the virtual robot with the faults '%1': %2 (port string: sim:FAULT,FAULT,...)")
                            .arg(m_faults, QString::fromStdString(error)));
        return;
    }
    if (twin)
        twin->setHardwareFaults(faults);
    if (!twin || !twin->start(&error)) {
        emit openFailed(QStringLiteral("cannot start the virtual robot: %1")
                            .arg(QString::fromStdString(error)));
        return;
    }
    m_twin = twin;
    if (m_observer)
        m_observer(m_twin);
    delete m_serial;
    m_serial = new link::SerialTransport(QString::fromStdString(m_twin->devicePath()), m_baudRate, this);
    connect(m_serial, &Transport::opened, this, &Transport::opened);
    connect(m_serial, &Transport::openFailed, this, &Transport::openFailed);
    connect(m_serial, &Transport::dataReceived, this, &Transport::dataReceived);
    connect(m_serial, &Transport::connectionLost, this, &Transport::connectionLost);
    m_serial->open();
}

void TwinTransport::stopTwin()
{
    if (!m_twin)
        return;
    m_twin->stop();
    m_twin.reset();
    if (m_observer)
        m_observer(nullptr);
}

void TwinTransport::close()
{
    if (m_serial)
        m_serial->close();
    stopTwin();
}

bool TwinTransport::isOpen() const
{
    return m_serial && m_serial->isOpen();
}

bool TwinTransport::write(const QByteArray &bytes)
{
    return m_serial && m_serial->write(bytes);
}

void TwinTransport::flush(int timeoutMs)
{
    if (m_serial)
        m_serial->flush(timeoutMs);
}

link::DeviceIdentity TwinTransport::identity() const
{
    link::DeviceIdentity identity;
    identity.path = QStringLiteral("sim:") + m_faults;
    return identity;
}

}  // namespace robodash::app
