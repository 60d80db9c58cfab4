#pragma once
// Decoded telemetry of a session log as CSV: one file per feedback kind of the log's robot
// family (basic_sensors.csv, inertia.csv, ... for a Kobuki), a time column in seconds since
// the recording started, then the kind's columns as the family's telemetry description names
// them (core/TelemetryDescription.h, e.g. kobuki/KobukiTelemetryDescription.h). The bytes go
// through the family's own driver, as live bytes do. Every kind gets its file, with only the
// header line when the log never carried it, so scripts can rely on the names.

#include "core/FamilyRegistry.h"
#include "link/SessionLogReader.h"

#include <QString>
#include <QStringList>

#include <map>
#include <string>

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
    explicit CsvExporter(const core::FamilyRegistry &families) : m_families(families) {}

    // The file names a log of `family` gives, in the order they are written; empty when
    // the family is unknown or has no description.
    QStringList fileNames(const std::string &family = core::FamilyRegistry::kDefaultFamily) const;
    CsvExportResult exportLog(const SessionLog &log, const QString &directory) const;
    CsvExportResult exportFile(const QString &logPath, const QString &directory) const;

private:
    const core::FamilyRegistry &m_families;
};

}  // namespace robodash::link
