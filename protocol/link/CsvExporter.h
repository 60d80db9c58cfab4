#pragma once
// Decoded telemetry of a session log as CSV: one file per feedback kind (basic_sensors.csv,
// inertia.csv, ...), a time column in seconds since the recording started, then the kind's
// columns as the family's telemetry description names them (kobuki/
// KobukiTelemetryDescription.h: SI columns beside the raw ones). The bytes go through
// the same frame finder and decoders as live bytes. Every kind gets its file, with only
// the header line when the log never carried it, so scripts can rely on the names.

#include "link/SessionLogReader.h"

#include <QString>
#include <QStringList>

#include <map>

namespace robodash::link {

struct CsvExportResult {
    bool ok = false;
    QString error;                      // when !ok: what could not be done
    std::map<QString, quint64> rows;    // file name -> data rows written
    quint64 goodFrames = 0;
    quint64 checksumErrors = 0;
    SessionLogStop stop;                // where the log ended (damage is not an error)
};

class CsvExporter {
public:
    // The file names, in the order they are written.
    static QStringList fileNames();
    static CsvExportResult exportLog(const SessionLog &log, const QString &directory);
    static CsvExportResult exportFile(const QString &logPath, const QString &directory);
};

}  // namespace robodash::link
