#include "NetworkRobots.h"

#include "NetworkKobukiTransport.h"

#include "link/UnavailableTransport.h"

namespace robodash::bridge {

link::TransportFactory NetworkRobots::transports(const std::string &family)
{
    return [family](const link::PortAddress &address) -> link::Transport * {
        if (family == "kobuki")
            return new NetworkKobukiTransport(address);
        return new link::UnavailableTransport(
            QStringLiteral("%1: this dashboard opens a network robot of the Kobuki family only "
                           "so far (run it with --robot kobuki)")
                .arg(address.text));
    };
}

}  // namespace robodash::bridge
