#include "KobukiBagLogBuilder.h"

#include "kobuki/FeedbackEncoder.h"

#include "link/SessionLogFormat.h"
#include "link/SessionLogWriter.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

namespace robodash::bridge {

namespace {

constexpr std::uint64_t kNanosecondsPerMs = 1000000;

}  // namespace

bool KobukiBagLogBuilder::write(const QByteArray &bytes)
{
    m_failed = m_failed || m_out.write(bytes) != bytes.size();
    return !m_failed;
}

bool KobukiBagLogBuilder::add(std::uint64_t logTimeNs, const std::vector<KobukiFrameAssembler::Frame> &frames)
{
    if (!m_firstNs) {  // the robot's first message, with or without a frame yet
        m_firstNs = logTimeNs;
        link::SessionLogHeader header;
        header.port = m_port;
        header.program = QStringLiteral("ros2 bag (read by RoboDash)");
        header.startUtc = QDateTime::fromMSecsSinceEpoch(qint64(logTimeNs / kNanosecondsPerMs), QTimeZone::utc());
        write(link::SessionLogWriter::encodeHeader(header));
    }
    // A log's times never decrease: a message logged earlier than the one before it (several
    // recording nodes' clocks) is kept at the time of that one.
    const std::uint64_t sinceFirst = logTimeNs > *m_firstNs ? logTimeNs - *m_firstNs : 0;
    m_lastMs = std::max(m_lastMs, qint64(sinceFirst / kNanosecondsPerMs));
    for (const auto &feedback : frames) {
        const std::vector<std::uint8_t> frame = kobuki::encodeFeedbackFrame(feedback);
        if (frame.empty())
            continue;
        const QByteArray bytes(reinterpret_cast<const char *>(frame.data()), qsizetype(frame.size()));
        write(link::SessionLogWriter::encodeRecords(link::logformat::kReceivedBytes, m_lastMs, bytes));
        ++m_frames;
    }
    return !m_failed;
}

bool KobukiBagLogBuilder::finish(bool complete)
{
    if (complete && m_frames > 0)
        write(link::SessionLogWriter::encodeRecord(link::logformat::kEnd, quint32(m_lastMs), nullptr, 0));
    return !m_failed;
}

}  // namespace robodash::bridge
