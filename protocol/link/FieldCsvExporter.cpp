#include "link/FieldCsvExporter.h"

#include "link/LinkSessionLogs.h"
#include "store/RobotStore.h"

#include <QIODevice>

#include <cmath>
#include <vector>

namespace robodash::link {

namespace {

// A keyed kind's field names its key: "rflex/axes[rotation]/velocity". Valid when the source,
// kind and column are the description's, and the key is there exactly when the kind is keyed.
bool isValidPath(const store::RobotStore &store, const core::TelemetryDescription<core::FamilyFrame> *family,
                 const std::string &path)
{
    if (store.indexOf(path))
        return true;
    const auto open = path.find('['), close = path.find("]/");
    if (!family || open == std::string::npos || close == std::string::npos || close < open)
        return false;
    const std::string source = family->family() + '/';
    if (path.compare(0, source.size(), source) != 0)
        return false;
    const core::TelemetryKind<core::FamilyFrame> *kind =
        family->find(path.substr(source.size(), open - source.size()));
    if (!kind || kind->keyColumn().empty())
        return false;
    const std::string column = path.substr(close + 2);
    for (const core::TelemetryColumn &each : kind->columns()) {
        if (each.name == column)
            return true;
    }
    return false;
}

QByteArray cell(double value)
{
    if (std::isnan(value))
        return {};
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return QByteArray::number(static_cast<qlonglong>(value));
    return QByteArray::number(value, 'g', 10);  // as the per-kind CSV files write reals
}

// RFC 4180, as the per-kind files quote text: only when it must be.
QByteArray quoted(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    if (!bytes.contains(',') && !bytes.contains('"'))
        return bytes;
    return '"' + bytes.replace('"', "\"\"") + '"';
}

}  // namespace

QStringList FieldCsvExporter::fieldList(const QString &logPath, QString *error) const
{
    const std::optional<SessionLog> log = SessionLogReader::read(logPath, error);
    if (!log)
        return {};
    const core::FamilyDescriptor *descriptor = m_families.find(log->header.family());
    if (!descriptor || !descriptor->makeDriver) {
        if (error)
            *error = QStringLiteral("this is a log of a \"%1\" robot, which this program cannot decode")
                         .arg(QString::fromStdString(log->header.family()));
        return {};
    }
    store::RobotStore store(descriptor->telemetry, 1);  // its fields grow with the keys read
    const auto driver = descriptor->makeDriverFor(log->header.protocol.toStdString());
    LinkSessionLogs::decodeSamples(*log, *driver, [&store](const core::TelemetrySample &sample) { store.add(sample); });
    QStringList lines;
    for (const store::StoreField &field : store.fields()) {
        if (!field.text)
            lines << QString::fromStdString(field.path() + '\t' + field.unit);
    }
    return lines;
}

FieldCsvResult FieldCsvExporter::exportFile(const QString &logPath, const QStringList &fields, QIODevice &out) const
{
    FieldCsvResult result;
    const std::optional<SessionLog> log = SessionLogReader::read(logPath, &result.error);
    if (!log)
        return result;
    result.stop = log->stop;
    const core::FamilyDescriptor *descriptor = m_families.find(log->header.family());
    if (!descriptor || !descriptor->makeDriver) {
        result.error = QStringLiteral("this is a log of a \"%1\" robot, which this program cannot decode")
                           .arg(QString::fromStdString(log->header.family()));
        return result;
    }
    store::RobotStore store(descriptor->telemetry, 1);  // the newest value is all a row needs
    for (const QString &field : fields) {
        if (!isValidPath(store, descriptor->telemetry, field.toStdString())) {
            result.unknownField = true;
            result.error = QStringLiteral("a %1 log has no field \"%2\" ('robodash-cli export LOG --list-fields' "
                                          "lists them)")
                               .arg(QString::fromStdString(descriptor->displayName), field);
            return result;
        }
    }
    QByteArray header = "time_s";
    for (const QString &field : fields)
        header += ',' + quoted(field);
    out.write(header + '\n');
    std::vector<std::uint64_t> readings(std::size_t(fields.size()), 0);
    const auto writeRow = [&](std::int64_t timeMs) {
        QByteArray row = QByteArray::number(double(timeMs) / 1000.0, 'f', 3);
        bool any = false;
        for (qsizetype i = 0; i < fields.size(); ++i) {
            row += ',';
            const store::FieldSeries *series = store.find(fields[i].toStdString());
            if (!series || series->readings() == readings[std::size_t(i)] || series->empty())
                continue;  // not read in this sample
            readings[std::size_t(i)] = series->readings();
            any = true;
            row += cell(series->newest()->value);
        }
        if (any) {
            out.write(row + '\n');
            ++result.rows;
        }
    };
    const auto driver = descriptor->makeDriverFor(log->header.protocol.toStdString());
    // A network robot's scans and pictures are fields too (store/SensorTelemetryDescription),
    // in the order the link hands them on (before the chunk's samples): a row each.
    LinkSessionLogs::decodeOutputs(*log, *driver, [&](const core::DriverOutput &output) {
        for (const core::LaserScan &scan : output.scans) {
            store.addSensor({&scan, nullptr});
            writeRow(scan.receivedMs);
        }
        for (const core::CameraImage &picture : output.images) {
            store.addSensor({nullptr, &picture});
            writeRow(picture.receivedMs);
        }
        for (const core::TelemetrySample &sample : output.samples) {
            store.add(sample);
            writeRow(sample.receivedMs);
        }
    });
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (readings[std::size_t(i)] == 0)
            result.neverRead << fields[i];
    }
    result.ok = true;
    return result;
}

}  // namespace robodash::link
