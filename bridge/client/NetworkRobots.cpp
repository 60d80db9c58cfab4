#include "NetworkRobots.h"

#include "NetworkKobukiTransport.h"
#include "NetworkRflexTransport.h"
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
        if (family == "rflex")
            return new NetworkRflexTransport(address);
        return new link::UnavailableTransport(
            QStringLiteral("%1: a network robot of this family cannot be opened (run it with "
                           "--robot kobuki, rover or rflex)")
                .arg(address.text));
    };
}

}  // namespace robodash::bridge
