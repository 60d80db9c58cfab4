#pragma once
// The Cyclone DDS configuration that keeps a bridge on the one network interface the user
// chose. Linux's loopback carries no multicast, so there discovery goes by unicast to the
// participants on the same host instead: bridges and ROS nodes on one machine still find each
// other, and nothing is sent anywhere else (the tests run this way).

#include <string>

namespace robodash::bridge {

class CycloneConfig {
public:
    // The XML for dds_create_domain, or "" and a sentence in `error` when the machine has no
    // interface of that name (the sentence lists those it has).
    static std::string forInterface(const std::string &interfaceName, std::string *error);
    // The XML itself, for an interface known to be (or not be) the loopback.
    static std::string xml(const std::string &interfaceName, bool loopback);
};

}  // namespace robodash::bridge
