#pragma once
// The Kobuki's line in the trace for each command its firmware obeyed:
//   {"type":"command","t":1.234,"id":1,"name":"base_control","speed":100,"radius":0}

#include "sim/kobuki/ReceivedCommand.h"

#include <string>

namespace robodash::sim {

class CommandTrace {
public:
    static std::string line(const ReceivedCommand &command);
};

}  // namespace robodash::sim
