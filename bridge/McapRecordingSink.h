#pragma once
// A recording straight to MCAP (`robodash-cli record --format mcap`, the dashboard's
// recording to a .mcap name): the ROS 2 messages an export of the same session would hold
// (McapSessionEncoder, fed as the bytes arrive), and the session log itself as messages on
// McapSessionLog::kSessionLogTopic, so RoboDash replays the file as it replays a .rdlog.
//
// Crash safety: every flush (SessionRecorder's, twice a second) closes the chunk being filled
// and hands the file to the system, so a killed recording loses at most that half second,
// as a .rdlog does; its file has every complete chunk but no summary. RoboDash replays it as
// it is (the reader scans the chunks), and `robodash-cli recover FILE` rewrites it with its
// summary and indexes (mcap::McapRecovery) for the tools that need them.
//
// Memory: the chunk being filled (half a second of messages, at most McapWriter's 1 MiB
// chunk size), the log batch (at most kBatchBytes) and the writer's chunk indexes (about
// 1 KB per chunk, two a second); docs/MCAP.md has the measured figures.

#include "link/SessionLogSink.h"

#include "core/FamilyRegistry.h"

#include <cstdint>
#include <memory>
#include <string>

namespace robodash::mcap {
class McapWriter;
}

namespace robodash::bridge {

class McapSessionEncoder;

enum class RecordingFormat {
    ByName,  // MCAP for a name ending in .mcap, else .rdlog
    Mcap,
    Rdlog,
};

class McapRecordingSink : public link::SessionLogSink {
public:
    // The session log's bytes gathered into one message before it is written.
    static constexpr qsizetype kBatchBytes = 64 * 1024;

    // What SessionRecorder::setSinkFactory takes: this sink where `format` asks for MCAP.
    // `families` must outlive every recording.
    static link::SessionLogSinkFactory factory(const core::FamilyRegistry &families,
                                               RecordingFormat format = RecordingFormat::ByName);

    explicit McapRecordingSink(const core::FamilyRegistry &families);
    ~McapRecordingSink() override;  // closes cleanly if still open

    bool open(const QString &path, const link::SessionLogHeader &header) override;
    bool append(qint64 timeMs, const QByteArray &bytes) override;
    bool appendSent(qint64 timeMs, const QByteArray &bytes) override;
    bool flush() override;
    bool close(qint64 timeMs) override;

    bool isOpen() const override { return m_writer != nullptr; }
    QString path() const override { return m_path; }
    QString errorString() const override { return m_error; }
    quint64 bytesRecorded() const override { return m_bytesRecorded; }

private:
    void addToBatch(const QByteArray &records, qint64 timeMs);
    bool writeBatch();
    bool fail(const QString &sentence);

    const core::FamilyRegistry &m_families;
    std::unique_ptr<mcap::McapWriter> m_writer;
    std::unique_ptr<McapSessionEncoder> m_encoder;
    link::SessionLogHeader m_header;
    std::uint16_t m_logChannel = 0;
    QByteArray m_batch;  // .rdlog bytes not yet in a message
    qint64 m_batchTimeMs = 0;
    qint64 m_lastTimeMs = 0;
    QString m_path, m_error;
    quint64 m_bytesRecorded = 0;
};

}  // namespace robodash::bridge
