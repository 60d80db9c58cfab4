#pragma once
// Makes the transport for a port address. RobotLink takes one so that tests can swap in a
// fake; the factory runs on the link's worker thread.

#include "link/PortAddress.h"
#include "link/Transport.h"

#include <functional>

namespace robodash::link {

// Returns a transport that is not open yet; never null.
using TransportFactory = std::function<Transport *(const PortAddress &)>;

TransportFactory defaultTransportFactory();

}  // namespace robodash::link
