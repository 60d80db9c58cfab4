#pragma once
// A transport with no device behind it, for what the simulator cannot show: garbage on the
// wire, failures with chosen messages, a robot that never answers. The test thread drives it
// through FakeWire, which is shared with the transport on the link's worker thread.

#include "link/Transport.h"
#include "link/TransportFactory.h"

#include <QByteArray>
#include <QList>
#include <QMutex>
#include <QPointer>

#include <cstdint>
#include <vector>


namespace robodash::link::test {

class FakeTransport;

// Test side of the fake. Thread-safe.
class FakeWire {
public:
    // Next open() fails with this message (empty: opens).
    void setOpenError(const QString &message);
    // Bytes as if the robot sent them; queued onto the worker thread.
    void receive(const QByteArray &bytes);
    // The port vanishes with this reason.
    void loseConnection(const QString &reason);
    QList<QByteArray> written() const;  // every write, in order
    void clearWritten();
    // Writes are refused (false, nothing sent) while set, as a network robot's transport
    // refuses a command it may not send; refusedWrites() counts them.
    void setRefusingWrites(bool refusing);
    int refusedWrites() const;
    int opens() const;
    bool isOpen() const;

    TransportFactory factory();

private:
    friend class FakeTransport;
    mutable QMutex m_mutex;
    QString m_openError;
    QList<QByteArray> m_written;
    QPointer<FakeTransport> m_transport;
    int m_opens = 0;
    bool m_open = false;
    bool m_refusing = false;
    int m_refused = 0;
};

class FakeTransport : public Transport {
    Q_OBJECT
public:
    explicit FakeTransport(FakeWire *wire);
    ~FakeTransport() override;

    void open() override;
    void close() override;
    bool isOpen() const override { return m_open; }
    bool write(const QByteArray &bytes) override;

    void deliver(const QByteArray &bytes);
    void lose(const QString &reason);

private:
    FakeWire *m_wire;  // outlives every link in the tests
    bool m_open = false;
};

// A frame from the protocol's encoders as the bytes a transport carries.
inline QByteArray bytesOf(const std::vector<std::uint8_t> &frame)
{
    return QByteArray(reinterpret_cast<const char *>(frame.data()), qsizetype(frame.size()));
}

}  // namespace robodash::link::test
