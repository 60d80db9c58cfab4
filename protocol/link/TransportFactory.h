#pragma once
// Makes the transport for a port address. RobotLink takes one so that tests can swap in a
// fake; the factory runs on the link's worker thread.

#include "link/PortAddress.h"
#include "link/Transport.h"

#include <functional>

namespace robodash::link {

// Returns a transport that is not open yet; never null.
using TransportFactory = std::function<Transport *(const PortAddress &)>;

// Serial ports and TCP bridges. `sim:` is handed to `virtualRobots`: the link knows no
// virtual robot of its own (app/ starts the chosen family's twin and reaches it through its
// pty, like any port). Without one, `sim:` fails to open with a message saying so. `ros2:`
// is handed to `networkRobots` likewise (bridge/client: the DDS side lives with the bridge).
TransportFactory defaultTransportFactory(TransportFactory virtualRobots = {},
                                         TransportFactory networkRobots = {});

}  // namespace robodash::link
