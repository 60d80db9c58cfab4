#include "McapExporter.h"

#include "BridgeOptions.h"
#include "CommonTopics.h"
#include "KobukiTopics.h"
#include "McapTopicRecorder.h"
#include "RflexTopics.h"
#include "RosNames.h"
#include "RoverTopics.h"
#include "TopicContext.h"

#include "core/WireStreams.h"
#include "link/LinkSessionLogs.h"
#include "link/McapSessionLog.h"
#include "link/RobotLink.h"
#include "link/mcap/McapWriter.h"

#include <QFile>

namespace robodash::bridge {

namespace {

// The log's receive time of `timeMs` (since the recording started) as Unix nanoseconds.
std::uint64_t unixNs(const link::SessionLog &log, qint64 timeMs)
{
    const qint64 startMs = log.header.startUtc.isValid() ? log.header.startUtc.toMSecsSinceEpoch() : 0;
    return std::uint64_t(startMs + timeMs) * 1000000ull;
}

// One export: the bridge's topic sets over a recorder, fed with the log's telemetry.
class ExportRun {
public:
    ExportRun(const core::FamilyRegistry &families, const core::FamilyDescriptor &family,
              const link::SessionLog &log, BridgeOptions options, mcap::McapWriter &writer)
        : m_log(log),
          m_options(std::move(options)),
          m_recorder(writer),
          m_context(m_recorder, m_options),
          m_link(families, log.header.family(), link::TransportFactory()),  // never opened
          m_common(m_context),
          m_driver(family.makeDriver()),
          m_wire(family.annotator)
    {
        m_recorder.setTime(unixNs(log, 0));
        if (family.name == "kobuki")
            m_family = std::make_unique<KobukiTopics>(m_context, m_link);
        else if (family.name == "rover")
            m_family = std::make_unique<RoverTopics>(m_context);
        else if (family.name == "rflex")
            m_family = std::make_unique<RflexTopics>(m_context, m_link, m_options.rflexDescription);
        m_rawData = family.name == "kobuki";
    }

    void run()
    {
        core::DriverOutput out;
        link::LinkSessionLogs::startOnLog(*m_driver, m_log.header, 0, out);
        std::size_t sent = 0;
        for (const link::SessionLogChunk &chunk : m_log.chunks) {
            for (; sent < m_log.sent.size() && m_log.sent[sent].timeMs <= chunk.timeMs; ++sent)
                wire(m_log.sent[sent], false);
            m_recorder.setTime(unixNs(m_log, chunk.timeMs));
            wire(chunk, true);
            out.samples.clear();
            m_driver->receive(reinterpret_cast<const std::uint8_t *>(m_log.bytes(chunk)),
                              std::size_t(chunk.size), chunk.timeMs, out);
            for (const core::TelemetrySample &sample : out.samples) {
                m_common.publish(sample, m_family.get());
                if (m_family)
                    m_family->publish(sample);
            }
        }
        for (; sent < m_log.sent.size(); ++sent)
            wire(m_log.sent[sent], false);
    }

    const McapTopicRecorder &recorder() const { return m_recorder; }

private:
    // Raw bytes cut into frames as the wire inspector cuts them, handed to the bridge's
    // KobukiRawData through the link's own signal.
    void wire(const link::SessionLogChunk &chunk, bool received)
    {
        if (!m_rawData)
            return;
        m_recorder.setTime(unixNs(m_log, chunk.timeMs));
        link::WireBatch batch;
        const auto *bytes = reinterpret_cast<const std::uint8_t *>(m_log.bytes(chunk));
        if (received)
            m_wire.received(bytes, std::size_t(chunk.size), chunk.timeMs, batch.frames);
        else
            m_wire.sent(bytes, std::size_t(chunk.size), chunk.timeMs, batch.frames);
        if (!batch.frames.empty())
            emit m_link.wireFrames(batch);
    }

    const link::SessionLog &m_log;
    BridgeOptions m_options;
    McapTopicRecorder m_recorder;
    TopicContext m_context;
    link::RobotLink m_link;
    CommonTopics m_common;
    std::unique_ptr<core::RobotDriver> m_driver;
    core::WireStreams m_wire;
    std::unique_ptr<FamilyTopics> m_family;  // after the link and context it uses
    bool m_rawData = false;
};

}  // namespace

McapExportResult McapExporter::exportLog(const link::SessionLog &log, const QString &mcapPath,
                                         const std::string &rosNamespace,
                                         const QByteArray &original) const
{
    McapExportResult result;
    result.stop = log.stop;
    const std::string familyName = log.header.family();
    const core::FamilyDescriptor *family = m_families.find(familyName);
    if (!family || !family->makeDriver) {
        result.error = QStringLiteral("this is a log of a \"%1\" robot, which this program cannot "
                                      "decode").arg(QString::fromStdString(familyName));
        return result;
    }
    BridgeOptions options;
    std::string why;
    if (!RosNames::normalizeNamespace(rosNamespace.empty() ? "/" : rosNamespace,
                                      &options.rosNamespace, &why)) {
        result.error = QString::fromStdString(why);
        return result;
    }
    // The bridge's frames for the family: kobuki_ros's shipped yaml, `base` for the others.
    options.parameters.baseFrame = familyName == "kobuki" ? "base_footprint" : "base";
    mcap::McapWriter writer;
    if (!writer.open(mcapPath.toStdString())) {
        result.error = QString::fromStdString(writer.error());
        return result;
    }
    ExportRun run(m_families, *family, log, options, writer);
    run.run();
    if (!original.isEmpty())
        writer.addAttachment(link::McapSessionLog::kAttachmentName, link::McapSessionLog::kMediaType,
                             unixNs(log, 0), original.toStdString());
    if (!writer.close()) {
        result.error = QString::fromStdString(writer.error());
        return result;
    }
    result.messages = run.recorder().counts();
    result.bytesWritten = writer.bytesWritten();
    result.ok = true;
    return result;
}

McapExportResult McapExporter::exportFile(const QString &logPath, const QString &mcapPath,
                                          const std::string &rosNamespace) const
{
    McapExportResult result;
    QFile file(logPath);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = QStringLiteral("cannot open %1: %2").arg(logPath, file.errorString());
        return result;
    }
    QByteArray bytes = file.readAll();
    if (link::McapSessionLog::isMcap(bytes)) {  // an export again: its own log
        const auto embedded = link::McapSessionLog::embeddedLog(logPath, &result.error);
        if (!embedded)
            return result;
        bytes = *embedded;
    }
    const std::optional<link::SessionLog> log = link::SessionLogReader::parse(bytes, &result.error);
    if (!log) {
        result.error = QStringLiteral("%1: %2").arg(logPath, result.error);
        return result;
    }
    return exportLog(*log, mcapPath, rosNamespace, bytes);
}

}  // namespace robodash::bridge
