#pragma once
// The port the link is aimed at: the address the user gave (or a replay), and who the device
// turned out to be once open, so that a reconnect finds the same robot again after a replug
// renamed its node (ttyUSB0 -> ttyUSB1). Plain data and rules: LinkWorker opens the ports.

#include "link/DeviceIdentity.h"
#include "link/PortAddress.h"
#include "link/PortDiscovery.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace robodash::link {

class PortTarget {
public:
    // A live port; `baudRate` is the hosted family's. Until it opens, a serial device is
    // known by its path only, any other port by its text.
    void aim(const PortAddress &address, int baudRate);
    // A session log: no device to find again.
    void aimAtReplay(const QString &path);
    // The transport opened and reported `reported` (its path is empty when it knows nothing).
    void opened(const DeviceIdentity &reported);

    // Where to try again: a serial device is looked for by its identity among the ports
    // `listPorts` gives (nothing when it is not there), any other port is tried as it is.
    // The ports are listed only for a serial device: listing asks the system.
    std::optional<PortAddress>
    reconnectAddress(const std::function<QList<PortInfo>()> &listPorts) const;

    // The port by the name the user knows best, for messages.
    QString portName() const;
    const PortAddress &address() const { return m_address; }
    const DeviceIdentity &identity() const { return m_identity; }

private:
    PortAddress m_address;
    DeviceIdentity m_identity;
};

}  // namespace robodash::link
