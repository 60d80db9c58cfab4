#pragma once
// The bridge's families, one registration each (BridgeFamily.h).

#include "BridgeFamily.h"

#include <string>
#include <vector>

namespace robodash::bridge {

class BridgeFamilies {
public:
    // The family called `name`, or null for one the bridge has nothing of its own for.
    static const BridgeFamily *find(const std::string &name);
    static const std::vector<BridgeFamily> &all();
};

}  // namespace robodash::bridge
