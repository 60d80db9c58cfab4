#pragma once
// A session log of any family as an MCAP file of ROS 2 messages: the bytes go through the
// family's driver as live bytes do, and the telemetry through the bridge's own topic sets
// (CommonTopics and the family's FamilyTopics) into a McapTopicRecorder instead of DDS, so
// the file has the topics, types, frames and contents the bridge publishes, stamped with the
// log's receive times. A Kobuki log also gets kobuki_ros's debug/raw_data_stream and
// debug/raw_data_command from the recorded bytes, as the bridge's KobukiRawData writes them.
// The log itself travels in the file as an attachment, for RoboDash's own replay.

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
