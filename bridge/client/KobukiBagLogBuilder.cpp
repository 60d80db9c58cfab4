#include "KobukiBagLogBuilder.h"

#include "link/SessionLogFormat.h"
#include "link/SessionLogWriter.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

namespace robodash::bridge {

namespace {

constexpr std::uint64_t kNanosecondsPerMs = 1000000;

}  // namespace

void KobukiBagLogBuilder::add(std::uint64_t logTimeNs, const std::vector<KobukiFrameAssembler::Frame> &frames)
{
    if (!m_firstNs)
        m_firstNs = logTimeNs;
    // A log's times never decrease: a message logged earlier than the one before it (several
    // recording nodes' clocks) is kept at the time of that one.
    const std::uint64_t sinceFirst = logTimeNs > *m_firstNs ? logTimeNs - *m_firstNs : 0;
    m_lastMs = std::max(m_lastMs, qint64(sinceFirst / kNanosecondsPerMs));
    for (const auto &frame : frames) {
        const QByteArray bytes(reinterpret_cast<const char *>(frame.data()), qsizetype(frame.size()));
        m_records += link::SessionLogWriter::encodeRecords(link::logformat::kReceivedBytes, m_lastMs, bytes);
        ++m_frames;
    }
}

QByteArray KobukiBagLogBuilder::log(const QString &port, bool complete) const
{
    link::SessionLogHeader header;
    header.port = port;
    header.program = QStringLiteral("ros2 bag (read by RoboDash)");
    header.startUtc = QDateTime::fromMSecsSinceEpoch(qint64(m_firstNs.value_or(0) / kNanosecondsPerMs),
                                                     QTimeZone::utc());
    QByteArray log = link::SessionLogWriter::encodeHeader(header) + m_records;
    if (complete)
        log += link::SessionLogWriter::encodeRecord(link::logformat::kEnd, quint32(m_lastMs), nullptr, 0);
    return log;
}

}  // namespace robodash::bridge
