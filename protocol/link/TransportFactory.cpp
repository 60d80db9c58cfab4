#include "link/TransportFactory.h"

#include "link/SerialTransport.h"
#include "link/TcpTransport.h"
#include "link/UnavailableTransport.h"

namespace robodash::link {

TransportFactory defaultTransportFactory(TransportFactory virtualRobots,
                                         TransportFactory networkRobots)
{
    return [virtualRobots, networkRobots](const PortAddress &address) -> Transport * {
        switch (address.kind) {
        case PortAddress::Kind::Tcp:
            return new TcpTransport(address.host, address.port);
        case PortAddress::Kind::Virtual:
            if (virtualRobots)
                return virtualRobots(address);
            return new UnavailableTransport(
                QStringLiteral("this program has no virtual robot to start for %1").arg(address.text));
        case PortAddress::Kind::Network:
            if (networkRobots)
                return networkRobots(address);
            return new UnavailableTransport(
                QStringLiteral("this program cannot open robots on a ROS 2 network (%1)").arg(address.text));
        case PortAddress::Kind::Serial:
            break;
        }
        return new SerialTransport(address.device, address.baudRate);
    };
}

}  // namespace robodash::link
