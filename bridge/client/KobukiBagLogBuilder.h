#pragma once
// A bag's Kobuki frames as a session log's bytes (docs/LOG_FORMAT.md): each frame a
// received-bytes record at its message's log time since the robot's first message.

#include "KobukiFrameAssembler.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::bridge {

class KobukiBagLogBuilder {
public:
    void add(std::uint64_t logTimeNs, const std::vector<KobukiFrameAssembler::Frame> &frames);
    int frames() const { return m_frames; }
    // The header (port as given, start time of the first message), the records, and the end
    // record when the bag was read whole: without it the log reader says the log was cut.
    QByteArray log(const QString &port, bool complete) const;

private:
    std::optional<std::uint64_t> m_firstNs;
    qint64 m_lastMs = 0;
    QByteArray m_records;
    int m_frames = 0;
};

}  // namespace robodash::bridge
