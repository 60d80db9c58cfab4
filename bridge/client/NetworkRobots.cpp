#include "NetworkRobots.h"

#include "NetworkKobukiTransport.h"
#include "NetworkRoverTransport.h"

#include "link/UnavailableTransport.h"

namespace robodash::bridge {

link::TransportFactory NetworkRobots::transports(const std::string &family)
{
    return [family](const link::PortAddress &address) -> link::Transport * {
        if (family == "kobuki")
            return new NetworkKobukiTransport(address);
        if (family == "rover")
            return new NetworkRoverTransport(address);
        return new link::UnavailableTransport(
            QStringLiteral("%1: this dashboard opens a network Kobuki or Rover Pro only so far "
                           "(run it with --robot kobuki or --robot rover)")
                .arg(address.text));
    };
}

}  // namespace robodash::bridge
