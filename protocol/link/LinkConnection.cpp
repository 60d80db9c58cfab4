#include "link/LinkConnection.h"

#include "link/PortDiscovery.h"
#include "link/ReplayTransport.h"

namespace robodash::link {

LinkConnection::LinkConnection(TransportFactory factory, QObject *parent)
    : QObject(parent), m_factory(std::move(factory)), m_reconnectTimer(this)
{
    m_reconnectTimer.setInterval(kReconnectPeriodMs);
    connect(&m_reconnectTimer, &QTimer::timeout, this, &LinkConnection::tryReconnect);
}

bool LinkConnection::open(const PortAddress &address, int baudRate)
{
    m_target.aim(address, baudRate);
    m_wantConnection = true;
    m_reconnectTimer.stop();
    return start(m_target.address(), false);
}

void LinkConnection::openReplay(const QString &path, PagedSessionLog log)
{
    abandon();  // a log that ends is not a link to re-establish
    m_target.aimAtReplay(path);
    m_quietFailure = false;
    auto *player = new ReplayTransport(path, std::move(log));
    // Said before `opened`: whoever hears the link connect already knows it is a replay (a
    // replay is never live, not even for the moment in between).
    connect(player, &ReplayTransport::opened, this,
            [this, player, path] { emit replayOpened(path, player->durationMs()); });
    adopt(player);
    connect(player, &ReplayTransport::positionChanged, this, &LinkConnection::replayPosition);
    connect(player, &ReplayTransport::clockOriginChanged, this, &LinkConnection::replayClockOrigin);
    connect(player, &ReplayTransport::finished, this, &LinkConnection::replayFinished);
    connect(player, &ReplayTransport::sentReplayed, this, &LinkConnection::sentReplayed);
    player->open();
}

void LinkConnection::abandon()
{
    m_wantConnection = false;
    m_reconnectTimer.stop();
}

void LinkConnection::setAutoReconnect(bool enabled)
{
    m_autoReconnect = enabled;
    if (m_transport)
        return;
    if (!enabled)
        m_reconnectTimer.stop();
    else if (m_wantConnection)
        m_reconnectTimer.start();
}

bool LinkConnection::start(const PortAddress &address, bool quietFailure)
{
    m_quietFailure = quietFailure;
    m_transport = m_factory(address);
    if (!m_transport)
        return false;
    adopt(m_transport);
    m_transport->open();
    return true;
}

void LinkConnection::adopt(Transport *transport)
{
    m_transport = transport;
    m_transport->setParent(this);
    connect(m_transport, &Transport::opened, this, &LinkConnection::onOpened);
    connect(m_transport, &Transport::openFailed, this, &LinkConnection::openFailed);
    connect(m_transport, &Transport::dataReceived, this, &LinkConnection::dataReceived);
    connect(m_transport, &Transport::connectionLost, this, &LinkConnection::connectionLost);
    connect(m_transport, &Transport::notice, this, &LinkConnection::notice);
    connect(m_transport, &Transport::driveRefused, this, &LinkConnection::driveRefused);
    connect(m_transport, &Transport::cameraTopicsFound, this, &LinkConnection::cameraTopicsFound);
}

void LinkConnection::onOpened()
{
    m_open = true;
    m_target.opened(m_transport->identity());
    m_reconnectTimer.stop();
    emit opened();
}

void LinkConnection::discard()
{
    if (!m_transport)
        return;
    m_transport->disconnect(this);
    m_transport->close();
    m_transport->deleteLater();
    m_transport = nullptr;
    m_open = false;
}

void LinkConnection::deleteTransports()
{
    const auto transports = findChildren<Transport *>(QString(), Qt::FindDirectChildrenOnly);
    for (Transport *transport : transports)
        delete transport;
    m_transport = nullptr;
    m_open = false;
}

ReplayTransport *LinkConnection::replay() const
{
    return qobject_cast<ReplayTransport *>(m_transport);
}

void LinkConnection::tryReconnect()
{
    if (m_transport || !m_wantConnection)
        return;
    // Listed only for a serial device: listing asks the system.
    const std::optional<PortAddress> address =
        m_target.reconnectAddress([] { return PortDiscovery::availablePorts(); });
    if (address)
        start(*address, true);
}

}  // namespace robodash::link
