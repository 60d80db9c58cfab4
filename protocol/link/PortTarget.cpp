#include "link/PortTarget.h"

namespace robodash::link {

void PortTarget::aim(const PortAddress &address, int baudRate)
{
    m_address = address;
    m_address.baudRate = baudRate;
    m_identity = DeviceIdentity{};
    m_identity.path = address.kind == PortAddress::Kind::Serial ? address.device : address.text;
}

void PortTarget::aimAtReplay(const QString &path)
{
    m_address = PortAddress{};
    m_address.text = QStringLiteral("replay:%1").arg(path);
    m_identity = DeviceIdentity{};
}

void PortTarget::opened(const DeviceIdentity &reported)
{
    // A transport that knows more (serial number, vendor, product) replaces what we guessed.
    if (!reported.path.isEmpty())
        m_identity = reported;
    if (m_address.kind == PortAddress::Kind::Serial && m_identity.path.isEmpty())
        m_identity.path = m_address.device;
}

std::optional<PortAddress>
PortTarget::reconnectAddress(const std::function<QList<PortInfo>()> &listPorts) const
{
    PortAddress address = m_address;
    if (address.kind != PortAddress::Kind::Serial)
        return address;
    const std::optional<QString> device = PortDiscovery::findDevice(m_identity, listPorts());
    if (!device)
        return std::nullopt;
    address.device = *device;
    return address;
}

QString PortTarget::portName() const
{
    return m_identity.path.isEmpty() ? m_address.text : m_identity.path;
}

}  // namespace robodash::link
