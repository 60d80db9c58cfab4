#include "McapRecordingSink.h"

#include "McapSessionEncoder.h"

#include "link/McapSessionLog.h"
#include "link/SessionLogWriter.h"
#include "link/mcap/McapWriter.h"

#include <algorithm>

namespace robodash::bridge {

link::SessionLogSinkFactory McapRecordingSink::factory(const core::FamilyRegistry &families,
                                                       RecordingFormat format)
{
    return [&families, format](const QString &path) -> std::unique_ptr<link::SessionLogSink> {
        const bool mcap = format == RecordingFormat::Mcap
                          || (format == RecordingFormat::ByName
                              && path.endsWith(QLatin1String(".mcap"), Qt::CaseInsensitive));
        if (!mcap)
            return nullptr;  // the link's own .rdlog writer
        return std::make_unique<McapRecordingSink>(families);
    };
}

McapRecordingSink::McapRecordingSink(const core::FamilyRegistry &families) : m_families(families)
{
}

McapRecordingSink::~McapRecordingSink()
{
    if (isOpen())
        close(m_lastTimeMs);
}

bool McapRecordingSink::fail(const QString &sentence)
{
    m_error = sentence;
    // Closed without a summary: what is on disk stays readable chunk by chunk.
    m_encoder.reset();
    m_writer.reset();
    return false;
}

bool McapRecordingSink::open(const QString &path, const link::SessionLogHeader &header)
{
    m_path = path;
    m_error.clear();
    m_bytesRecorded = 0;
    m_lastTimeMs = 0;
    const std::string family = header.family();
    const core::FamilyDescriptor *descriptor = m_families.find(family);
    if (!descriptor || !descriptor->makeDriver)
        return fail(QStringLiteral("cannot record a \"%1\" robot as MCAP: this program has no "
                                   "driver for it").arg(QString::fromStdString(family)));
    BridgeOptions options;
    std::string why;
    if (!McapSessionEncoder::exportOptions(family, "/", &options, &why))
        return fail(QString::fromStdString(why));
    m_writer = std::make_unique<mcap::McapWriter>();
    if (!m_writer->open(path.toStdString()))
        return fail(QString::fromStdString(m_writer->error()));
    m_header = header;
    m_logChannel = m_writer->addChannel(0, link::McapSessionLog::kSessionLogTopic,
                                        link::McapSessionLog::kMediaType);
    addToBatch(link::SessionLogWriter::encodeHeader(header), 0);
    m_encoder = std::make_unique<McapSessionEncoder>(m_families, *descriptor, header, options,
                                                     *m_writer);
    return flush();  // as a .rdlog's header: a path that cannot take data fails here
}

void McapRecordingSink::addToBatch(const QByteArray &records, qint64 timeMs)
{
    if (m_batch.isEmpty())
        m_batchTimeMs = timeMs;
    m_batch.append(records);
    m_lastTimeMs = std::max(m_lastTimeMs, timeMs);
}

bool McapRecordingSink::append(qint64 timeMs, const QByteArray &bytes)
{
    if (!isOpen())
        return false;
    addToBatch(link::SessionLogWriter::encodeRecords(link::logformat::kReceivedBytes, timeMs, bytes),
               timeMs);
    m_bytesRecorded += quint64(bytes.size());
    m_encoder->received(bytes.constData(), std::size_t(bytes.size()), timeMs);
    return m_batch.size() < kBatchBytes || writeBatch();
}

bool McapRecordingSink::appendSent(qint64 timeMs, const QByteArray &bytes)
{
    if (!isOpen())
        return false;
    addToBatch(link::SessionLogWriter::encodeRecords(link::logformat::kSentBytes, timeMs, bytes),
               timeMs);
    m_encoder->sent(bytes.constData(), std::size_t(bytes.size()), timeMs);
    return m_batch.size() < kBatchBytes || writeBatch();
}

bool McapRecordingSink::writeBatch()
{
    if (m_batch.isEmpty())
        return true;
    const std::uint64_t time = McapSessionEncoder::unixNs(m_header, m_batchTimeMs);
    if (!m_writer->write(m_logChannel, time, time, m_batch.constData(), std::size_t(m_batch.size())))
        return fail(QString::fromStdString(m_writer->error()));
    m_batch.clear();
    return true;
}

bool McapRecordingSink::flush()
{
    if (!isOpen())
        return false;
    if (!writeBatch())
        return false;
    return m_writer->flush() || fail(QString::fromStdString(m_writer->error()));
}

bool McapRecordingSink::close(qint64 timeMs)
{
    if (!isOpen())
        return false;
    const auto endMs = quint32(std::clamp<qint64>(timeMs, 0, 0xFFFFFFFFll));
    addToBatch(link::SessionLogWriter::encodeRecord(link::logformat::kEnd, endMs, nullptr, 0),
               timeMs);
    if (!writeBatch())
        return false;
    m_encoder.reset();
    const bool closed = m_writer->close();
    const std::string error = m_writer->error();
    m_writer.reset();
    if (!closed)
        m_error = QString::fromStdString(error);
    return closed;
}

}  // namespace robodash::bridge
