#include "link/CsvExporter.h"

#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"
#include "kobuki/KobukiTelemetryDescription.h"

#include <QDir>
#include <QFile>

#include <string>
#include <vector>

namespace robodash::link {
namespace {

namespace kobuki = robodash::kobuki;
using kobuki::KobukiTelemetryDescription;
using Kind = core::TelemetryKind<kobuki::FeedbackFrame>;

QString fileNameOf(const Kind &kind)
{
    return QString::fromStdString(kind.name()) + QStringLiteral(".csv");
}

QByteArray headerOf(const Kind &kind)
{
    QByteArray header = "time_s";
    for (const core::TelemetryColumn &column : kind.columns())
        header += ',' + QByteArray::fromStdString(column.name);
    return header + '\n';
}

// Text is quoted (RFC 4180) only when it must be; no Kobuki column is text today.
QByteArray csvText(const std::string &text)
{
    QByteArray field = QByteArray::fromStdString(text);
    if (!field.contains(',') && !field.contains('"') && !field.contains('\n'))
        return field;
    return '"' + field.replace('"', "\"\"") + '"';
}

// Whole numbers exactly, reals with 10 significant digits: what the files always held.
QByteArray csvField(const core::TelemetryValue &value)
{
    if (value.isInteger())
        return QByteArray::number(static_cast<qlonglong>(value.integer()));
    if (value.isReal())
        return QByteArray::number(value.real(), 'g', 10);
    return csvText(value.text());
}

QByteArray csvLine(double timeS, const core::TelemetryRow &row)
{
    QByteArray line = QByteArray::number(timeS, 'f', 3);
    for (const core::TelemetryValue &value : row)
        line += ',' + csvField(value);
    return line + '\n';
}

// Decodes a log once and keeps each kind's CSV text; one fresh row reader per kind, so
// columns carried from record to record (distance) start at this log's first sample.
class CsvWriter {
public:
    explicit CsvWriter(const SessionLog &log)
        : m_log(log), m_description(kobuki::kobukiTelemetryDescription()),
          m_text(m_description.kinds().size()), m_rows(m_description.kinds().size())
    {
        for (const Kind &kind : m_description.kinds())
            m_readers.push_back(kind.newRowReader());
    }

    void decodeAll()
    {
        for (const SessionLogChunk &chunk : m_log.chunks) {
            m_timeS = double(chunk.timeMs) / 1000.0;
            m_finder.feed(reinterpret_cast<const std::uint8_t *>(m_log.bytes(chunk)),
                          std::size_t(chunk.size),
                          [this](const std::uint8_t *payload, std::size_t length) {
                              addFrame(kobuki::decodeFeedbackFrame(payload, length));
                          });
        }
    }

    bool save(const QString &directory, CsvExportResult &result) const
    {
        for (std::size_t i = 0; i < m_description.kinds().size(); ++i) {
            const Kind &kind = m_description.kinds()[i];
            const QString name = fileNameOf(kind);
            QFile file(QDir(directory).filePath(name));
            const QByteArray header = headerOf(kind);
            if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(header) != header.size()
                || file.write(m_text[i]) != m_text[i].size() || !file.flush()) {
                result.error = QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString());
                return false;
            }
            result.rows[name] = m_rows[i];
        }
        result.goodFrames = m_finder.stats().goodFrames;
        result.checksumErrors = m_finder.stats().checksumErrors;
        return true;
    }

private:
    void addFrame(const kobuki::FeedbackFrame &frame)
    {
        for (std::size_t i = 0; i < m_readers.size(); ++i) {
            m_readers[i](frame, [this, i](core::TelemetryRow &&row) {
                m_text[i] += csvLine(m_timeS, row);
                ++m_rows[i];
            });
        }
    }

    const SessionLog &m_log;
    const KobukiTelemetryDescription &m_description;
    std::vector<Kind::RowReader> m_readers;
    kobuki::FrameFinder m_finder;
    double m_timeS = 0;
    std::vector<QByteArray> m_text;
    std::vector<quint64> m_rows;
};

}  // namespace

QStringList CsvExporter::fileNames()
{
    QStringList names;
    for (const Kind &kind : kobuki::kobukiTelemetryDescription().kinds())
        names << fileNameOf(kind);
    return names;
}

CsvExportResult CsvExporter::exportLog(const SessionLog &log, const QString &directory)
{
    CsvExportResult result;
    result.stop = log.stop;
    if (!QDir().mkpath(directory)) {
        result.error = QStringLiteral("cannot create the directory %1").arg(directory);
        return result;
    }
    CsvWriter writer(log);
    writer.decodeAll();
    result.ok = writer.save(directory, result);
    return result;
}

CsvExportResult CsvExporter::exportFile(const QString &logPath, const QString &directory)
{
    QString error;
    const std::optional<SessionLog> log = SessionLogReader::read(logPath, &error);
    if (!log) {
        CsvExportResult result;
        result.error = error;
        return result;
    }
    return exportLog(*log, directory);
}

}  // namespace robodash::link
