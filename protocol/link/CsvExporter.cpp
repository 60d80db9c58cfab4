#include "link/CsvExporter.h"

#include "link/LinkSessionLogs.h"

#include <QDir>
#include <QFile>

#include <memory>
#include <string>
#include <vector>

namespace robodash::link {
namespace {

using Description = core::TelemetryDescription<core::FamilyFrame>;
using Kind = core::TelemetryKind<core::FamilyFrame>;

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

// Text is quoted (RFC 4180) only when it must be.
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

// Decodes a log once through its family's driver and keeps each kind's CSV text; one fresh
// row reader per kind, so columns carried from record to record (distance) start at this
// log's first sample.
class CsvWriter {
public:
    CsvWriter(const SessionLog &log, const Description &description,
              std::unique_ptr<core::RobotDriver> driver)
        : m_log(log), m_description(description), m_driver(std::move(driver)),
          m_text(description.kinds().size()), m_rows(description.kinds().size())
    {
        for (const Kind &kind : m_description.kinds())
            m_readers.push_back(kind.newRowReader());
    }

    void decodeAll()
    {
        LinkSessionLogs::decodeSamples(m_log, *m_driver, [this](const core::TelemetrySample &sample) { addSample(sample); });
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
        const core::DriverCounters counters = m_driver->counters();
        result.goodFrames = counters.goodFrames;
        result.checksumErrors = counters.checksumErrors;
        return true;
    }

private:
    void addSample(const core::TelemetrySample &sample)
    {
        if (!sample.frame)
            return;
        const double timeS = double(sample.receivedMs) / 1000.0;
        for (std::size_t i = 0; i < m_readers.size(); ++i) {
            m_readers[i](*sample.frame, [this, i, timeS](core::TelemetryRow &&row) {
                m_text[i] += csvLine(timeS, row);
                ++m_rows[i];
            });
        }
    }

    const SessionLog &m_log;
    const Description &m_description;
    std::unique_ptr<core::RobotDriver> m_driver;
    std::vector<Kind::RowReader> m_readers;
    std::vector<QByteArray> m_text;
    std::vector<quint64> m_rows;
};

}  // namespace

QStringList CsvExporter::fileNames(const std::string &family) const
{
    QStringList names;
    const core::FamilyDescriptor *descriptor = m_families.find(family);
    if (descriptor && descriptor->telemetry) {
        for (const Kind &kind : descriptor->telemetry->kinds())
            names << fileNameOf(kind);
    }
    return names;
}

CsvExportResult CsvExporter::exportLog(const SessionLog &log, const QString &directory) const
{
    CsvExportResult result;
    result.stop = log.stop;
    const std::string family = log.header.family();
    const core::FamilyDescriptor *descriptor = m_families.find(family);
    if (!descriptor || !descriptor->makeDriver) {
        result.error = QStringLiteral("this is a log of a \"%1\" robot, which this program cannot "
                                      "decode (it knows: %2)")
                           .arg(QString::fromStdString(family), QString::fromStdString(m_families.names()));
        return result;
    }
    if (!descriptor->telemetry) {
        result.error = QStringLiteral("CSV export is not available for %1 logs yet")
                           .arg(QString::fromStdString(descriptor->displayName));
        return result;
    }
    if (!QDir().mkpath(directory)) {
        result.error = QStringLiteral("cannot create the directory %1").arg(directory);
        return result;
    }
    CsvWriter writer(log, *descriptor->telemetry, descriptor->makeDriverFor(log.header.protocol.toStdString()));
    writer.decodeAll();
    result.ok = writer.save(directory, result);
    return result;
}

CsvExportResult CsvExporter::exportFile(const QString &logPath, const QString &directory) const
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
