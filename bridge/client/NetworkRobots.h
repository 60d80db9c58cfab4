#pragma once
// The transports for `ros2:` addresses (link::defaultTransportFactory's `networkRobots`):
// the chosen family's robot on a ROS 2 network. The Kobuki is read through kobuki_ros's
// interface, which both the real kobuki_ros node and `robodash-cli bridge` offer.

#include "link/TransportFactory.h"

#include <string>

namespace robodash::bridge {

class NetworkRobots {
public:
    // Runs on the link's worker thread, as every transport factory does.
    static link::TransportFactory transports(const std::string &family);
};

}  // namespace robodash::bridge
