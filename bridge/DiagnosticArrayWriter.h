#pragma once
// Writes a list of diagnostic statuses as one diagnostic_msgs/DiagnosticArray on /diagnostics,
// as a diagnostic_updater does: every status with the same hardware id, the header stamped
// now with no frame.

#include "KobukiDiagnostics.h"

#include <string>
#include <vector>

namespace robodash::bridge {

class TopicWriter;

class DiagnosticArrayWriter {
public:
    static bool write(TopicWriter &writer, const std::vector<KobukiDiagnostics::Status> &statuses,
                      const std::string &hardwareId);
};

}  // namespace robodash::bridge
