#include "FakeTransport.h"

#include <QMetaObject>

namespace robodash::link::test {

void FakeWire::setOpenError(const QString &message)
{
    QMutexLocker lock(&m_mutex);
    m_openError = message;
}

void FakeWire::receive(const QByteArray &bytes)
{
    QMutexLocker lock(&m_mutex);
    if (FakeTransport *transport = m_transport.data())
        QMetaObject::invokeMethod(transport, [transport, bytes] { transport->deliver(bytes); },
                                  Qt::QueuedConnection);
}

void FakeWire::loseConnection(const QString &reason)
{
    QMutexLocker lock(&m_mutex);
    if (FakeTransport *transport = m_transport.data())
        QMetaObject::invokeMethod(transport, [transport, reason] { transport->lose(reason); },
                                  Qt::QueuedConnection);
}

QList<QByteArray> FakeWire::written() const
{
    QMutexLocker lock(&m_mutex);
    return m_written;
}

void FakeWire::clearWritten()
{
    QMutexLocker lock(&m_mutex);
    m_written.clear();
}

int FakeWire::opens() const
{
    QMutexLocker lock(&m_mutex);
    return m_opens;
}

bool FakeWire::isOpen() const
{
    QMutexLocker lock(&m_mutex);
    return m_open;
}

TransportFactory FakeWire::factory()
{
    return [this](const PortAddress &) -> Transport * { return new FakeTransport(this); };
}

FakeTransport::FakeTransport(FakeWire *wire) : m_wire(wire)
{
    QMutexLocker lock(&m_wire->m_mutex);
    m_wire->m_transport = this;
}

FakeTransport::~FakeTransport()
{
    QMutexLocker lock(&m_wire->m_mutex);
    if (m_wire->m_transport == this)
        m_wire->m_open = false;
}

void FakeTransport::open()
{
    QString error;
    {
        QMutexLocker lock(&m_wire->m_mutex);
        error = m_wire->m_openError;
        ++m_wire->m_opens;
        m_wire->m_open = error.isEmpty();
    }
    m_open = error.isEmpty();
    if (m_open)
        emit opened();
    else
        emit openFailed(error);
}

void FakeTransport::close()
{
    m_open = false;
    QMutexLocker lock(&m_wire->m_mutex);
    m_wire->m_open = false;
}

bool FakeTransport::write(const QByteArray &bytes)
{
    if (!m_open)
        return false;
    QMutexLocker lock(&m_wire->m_mutex);
    if (m_wire->m_refusing) {
        ++m_wire->m_refused;
        return false;
    }
    m_wire->m_written << bytes;
    return true;
}

void FakeWire::setRefusingWrites(bool refusing)
{
    QMutexLocker lock(&m_mutex);
    m_refusing = refusing;
}

int FakeWire::refusedWrites() const
{
    QMutexLocker lock(&m_mutex);
    return m_refused;
}

void FakeTransport::deliver(const QByteArray &bytes)
{
    if (m_open)
        emit dataReceived(bytes);
}

void FakeTransport::lose(const QString &reason)
{
    if (!m_open)
        return;
    close();
    emit connectionLost(reason);
}

}  // namespace robodash::link::test
