#pragma once
// The trace line of each command the virtual ATRV-Jr heard, in the JSON lines of
// TraceWriter.h:
//   {"type":"command","t":0.120,"name":"mot_system_report_req","period":100000,"mask":3}
//   {"type":"command","t":2.500,"name":"mot_axis_set_dir","axis":0,"velocity":-45405,...}

#include "rflex/CommandDecoder.h"

#include <string>

namespace robodash::sim {

class RflexCommandTrace {
public:
    static std::string line(const rflex::HostCommand &command, double seconds);
};

}  // namespace robodash::sim
