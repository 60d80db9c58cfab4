#pragma once
// Chosen fields of a session log as one CSV (robodash-cli export LOG --fields a,b,c): a time
// column in seconds since the recording started, then a column per field, named as the
// dashboard's Plots panel names them ("kobuki/basic_sensors/battery_v",
// "rflex/axes[rotation]/velocity", "robot/battery/voltage"). A row per sample that read any
// of them; a field the sample did not read is an empty cell. The values are the store's
// (store/RobotStore.h), read by the same description as the per-kind CSV export.

#include "core/FamilyRegistry.h"
#include "link/SessionLogReader.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>

class QIODevice;

namespace robodash::link {

struct FieldCsvResult {
    bool ok = false;
    QString error;          // when !ok: what could not be done (an unknown field is named)
    bool unknownField = false;  // the error is a field the log's family does not have
    std::uint64_t rows = 0;
    QStringList neverRead;  // fields asked for that the log never gave: empty columns
    SessionLogStop stop;    // where the log ended (damage is not an error)
};

class FieldCsvExporter {
public:
    explicit FieldCsvExporter(const core::FamilyRegistry &families) : m_families(families) {}

    // Every number field of the log, "path<TAB>unit": those every log of its family has, and
    // a keyed kind's for each key the log holds (rflex/axes[rotation]/velocity): the log is
    // read once to find them. Empty, with a sentence in `error`, when it cannot be read.
    QStringList fieldList(const QString &logPath, QString *error) const;
    FieldCsvResult exportFile(const QString &logPath, const QStringList &fields, QIODevice &out) const;

private:
    const core::FamilyRegistry &m_families;
};

}  // namespace robodash::link
