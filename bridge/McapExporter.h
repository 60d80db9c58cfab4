#pragma once
// A session log of any family as an MCAP file of ROS 2 messages: its records, in the order
// they happened, through a McapSessionEncoder (the bridge's topics, types, frames and
// contents, stamped with the log's receive times). The log itself travels in the file as an
// attachment, for RoboDash's own replay. The CLI's `export --format mcap` and the dashboard's
// File > Export as MCAP both call this.

#include "core/FamilyRegistry.h"
#include "link/SessionLogReader.h"

#include <QString>

#include <cstdint>
#include <map>
#include <string>

namespace robodash::bridge {

struct McapExportResult {
    bool ok = false;
    QString error;                                  // when !ok
    std::map<std::string, std::uint64_t> messages;  // topic -> messages written
    std::uint64_t bytesWritten = 0;
    link::SessionLogStop stop;                      // where the log ended (damage is no error)
};

class McapExporter {
public:
    explicit McapExporter(const core::FamilyRegistry &families) : m_families(families) {}

    // `rosNamespace` as the bridge takes it ("/tb1", "" or "/" for none). `original`, the
    // log file's bytes, goes into the MCAP file as an attachment (McapSessionLog), so that
    // RoboDash replays the export exactly as it replays the log.
    McapExportResult exportLog(const link::SessionLog &log, const QString &mcapPath,
                               const std::string &rosNamespace,
                               const QByteArray &original = {}) const;
    McapExportResult exportFile(const QString &logPath, const QString &mcapPath,
                                const std::string &rosNamespace) const;

private:
    const core::FamilyRegistry &m_families;
};

}  // namespace robodash::bridge
