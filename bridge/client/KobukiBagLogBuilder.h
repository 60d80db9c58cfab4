#pragma once
// A bag's Kobuki frames as a session log's bytes (docs/LOG_FORMAT.md), written to a device as
// they come (a temporary .rdlog for a replay, a buffer for an export), so a bag of any length
// never has its frames in memory: the header at the first message (it needs that message's time),
// then each frame as a received-bytes record at its message's log time since the robot's
// first message, then the end record when the bag was read whole.

#include "KobukiFrameAssembler.h"

#include <QIODevice>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::bridge {

class KobukiBagLogBuilder {
public:
    // `port` goes into the header, as the robot's port.
    KobukiBagLogBuilder(QIODevice &out, const QString &port) : m_out(out), m_port(port) {}

    // False once a write has failed (the device's errorString() says why).
    bool add(std::uint64_t logTimeNs, const std::vector<KobukiFrameAssembler::Frame> &frames);
    int frames() const { return m_frames; }
    // The end record, when the bag was read whole: without it the log reader says the log was
    // cut. False when it cannot be written.
    bool finish(bool complete);

private:
    bool write(const QByteArray &bytes);

    QIODevice &m_out;
    QString m_port;
    std::optional<std::uint64_t> m_firstNs;
    qint64 m_lastMs = 0;
    int m_frames = 0;
    bool m_failed = false;
};

}  // namespace robodash::bridge
