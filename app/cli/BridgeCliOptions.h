#pragma once
// What `robodash-cli bridge` is told on its command line (BridgeCommand.cpp prints the usage):
// the port, the family, the network's options and what the bridge shares, read and checked
// before anything joins the network. A bad argument is one line on standard error.

#include "bridge/BridgeOptions.h"
#include "core/FamilyRegistry.h"
#include "bridge/security/SecuritySettings.h"

#include <QString>

#include <string>
#include <vector>

struct BridgeCliOptions {
    QString port;
    std::string robot = robodash::core::FamilyRegistry::kDefaultFamily;
    std::string node;  // empty: by family
    std::string traceFile;  // sim: only
    double durationSeconds = 0;
    robodash::bridge::BridgeOptions bridge;
    std::vector<std::string> parameters;  // --param, NAME=VALUE
    std::string rosProfile;  // empty: the default
    robodash::security::SecurityOptions security;
    bool noSensors = false;  // sim: only
    bool help = false;
};

// Reads argv (and ROS_DOMAIN_ID); false after saying what is wrong (exit status 2).
bool parseBridgeOptions(int argc, char **argv, BridgeCliOptions *options);
