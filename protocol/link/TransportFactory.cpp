#include "link/TransportFactory.h"

#include "link/SerialTransport.h"
#include "link/SimTransport.h"
#include "link/TcpTransport.h"

namespace robodash::link {

TransportFactory defaultTransportFactory()
{
    return [](const PortAddress &address) -> Transport * {
        switch (address.kind) {
        case PortAddress::Kind::Tcp:
            return new TcpTransport(address.host, address.port);
        case PortAddress::Kind::Virtual:
            return new SimTransport();
        case PortAddress::Kind::Serial:
            break;
        }
        return new SerialTransport(address.device);
    };
}

}  // namespace robodash::link
