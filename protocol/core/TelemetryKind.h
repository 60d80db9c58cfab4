#pragma once
// One feedback kind of a family's telemetry: its name (the CSV file's stem), its columns,
// and how to read its rows from a decoded frame of that family. Optionally the fields it
// puts on a monitor JSON line. Typed on the family's Frame but not on the record, so a
// description is a plain list of kinds that exporters and printers iterate.

#include "TelemetryColumn.h"
#include "TelemetryField.h"
#include "TelemetryValue.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace robodash::core {

using TelemetryRow = std::vector<TelemetryValue>;

// The fields a kind puts on a monitor line; kinds naming the same line share it.
template <typename Record>
struct TelemetryMonitorFields {
    std::string line;  // JSON "type" of the line; empty: not on any line
    std::vector<TelemetryField<Record>> fields;
};

template <typename Frame>
class TelemetryKind {
public:
    using RowSink = std::function<void(TelemetryRow &&)>;
    using RowReader = std::function<void(const Frame &, const RowSink &)>;
    // Calls its sink once per record the frame carries of this kind.
    template <typename Record>
    using RecordReader = std::function<void(const Frame &, const std::function<void(const Record &)> &)>;

    // The usual kind: at most one record per frame, in a std::optional member.
    template <typename Record>
    static TelemetryKind fromMember(std::string name, std::optional<Record> Frame::*member,
                                    std::vector<TelemetryField<Record>> fields,
                                    TelemetryMonitorFields<Record> monitor = {})
    {
        const RecordReader<Record> records = [member](const Frame &frame, const auto &sink) {
            if (frame.*member)
                sink(*(frame.*member));
        };
        return fromRecords<Record>(std::move(name), [records] { return records; },
                                   std::move(fields), std::move(monitor));
    }

    // Any other kind: several rows per record (samples) or values carried from one record to
    // the next (distance travelled). makeRecords is called for each pass over a log, so what
    // a reader carries starts afresh and the description itself stays constant.
    template <typename Record>
    static TelemetryKind fromRecords(std::string name,
                                     std::function<RecordReader<Record>()> makeRecords,
                                     std::vector<TelemetryField<Record>> fields,
                                     TelemetryMonitorFields<Record> monitor = {})
    {
        TelemetryKind kind;
        kind.m_name = std::move(name);
        kind.m_columns = columnsOf(fields);
        kind.m_monitorLine = monitor.line;
        kind.m_monitorColumns = columnsOf(monitor.fields);
        auto shared = std::make_shared<const std::vector<TelemetryField<Record>>>(std::move(fields));
        kind.m_makeReader = [makeRecords, shared]() -> RowReader {
            return rowsOf<Record>(makeRecords(), shared);
        };
        // One reader for the monitor's whole session: a monitor line shows the newest record.
        auto monitorShared = std::make_shared<const std::vector<TelemetryField<Record>>>(
            std::move(monitor.fields));
        kind.m_readMonitor = rowsOf<Record>(makeRecords(), monitorShared);
        return kind;
    }

    // The same kind read from another frame type: `unwrap` finds this kind's frame inside
    // it, or gives null (a frame of another family: no rows). How the link's family-neutral
    // exporter reads a family's description from core::FamilyFrame.
    template <typename Inner, typename Unwrap>
    static TelemetryKind viewOf(const TelemetryKind<Inner> &inner, Unwrap unwrap)
    {
        TelemetryKind kind;
        kind.m_name = inner.m_name;
        kind.m_columns = inner.m_columns;
        kind.m_monitorLine = inner.m_monitorLine;
        kind.m_monitorColumns = inner.m_monitorColumns;
        kind.m_keyColumn = inner.m_keyColumn;
        kind.m_keyUnits = inner.m_keyUnits;
        kind.m_makeReader = [makeInner = inner.m_makeReader, unwrap]() -> RowReader {
            return [reader = makeInner(), unwrap](const Frame &frame, const RowSink &sink) {
                if (const Inner *found = unwrap(frame))
                    reader(*found, sink);
            };
        };
        kind.m_readMonitor = [monitor = inner.m_readMonitor, unwrap](const Frame &frame,
                                                                      const RowSink &sink) {
            if (const Inner *found = unwrap(frame))
                monitor(*found, sink);
        };
        return kind;
    }

    const std::string &name() const { return m_name; }
    const std::vector<TelemetryColumn> &columns() const { return m_columns; }

    // A key's own units where the kind's columns name several ("m or rad" is "rad" for the
    // rotation axis): key -> (unit as the column says it -> the key's unit).
    using KeyUnits = std::map<std::string, std::map<std::string, std::string>>;

    // Rows of several things in one kind (an rFLEX's two axes, its sonar transducers): the
    // column that says which one a row is about. A view that follows one value over time
    // (the store's series, a plot) keeps a series per key; the CSV file keeps them together.
    TelemetryKind keyedBy(const std::string &column, KeyUnits units = {}) const
    {
        TelemetryKind kind = *this;
        kind.m_keyColumn = column;
        kind.m_keyUnits = std::move(units);
        return kind;
    }
    // Empty: every row is about the same thing.
    const std::string &keyColumn() const { return m_keyColumn; }
    // A column's unit for one key's rows.
    std::string unitFor(const std::string &key, const TelemetryColumn &column) const
    {
        const auto units = m_keyUnits.find(key);
        if (units == m_keyUnits.end())
            return column.unit;
        const auto unit = units->second.find(column.unit);
        return unit == units->second.end() ? column.unit : unit->second;
    }
    // A fresh reader for one pass over a log (see fromRecords).
    RowReader newRowReader() const { return m_makeReader(); }

    const std::string &monitorLine() const { return m_monitorLine; }
    const std::vector<TelemetryColumn> &monitorColumns() const { return m_monitorColumns; }
    // The monitor fields' values, in monitorColumns() order; nothing when the frame does not
    // carry this kind (or the kind is on no monitor line).
    std::optional<TelemetryRow> readMonitor(const Frame &frame) const
    {
        std::optional<TelemetryRow> values;
        if (!m_monitorLine.empty())
            m_readMonitor(frame, [&values](TelemetryRow &&row) { values = std::move(row); });
        return values;
    }

private:
    template <typename>
    friend class TelemetryKind;
    TelemetryKind() = default;

    template <typename Record>
    static std::vector<TelemetryColumn> columnsOf(const std::vector<TelemetryField<Record>> &fields)
    {
        std::vector<TelemetryColumn> columns;
        for (const TelemetryField<Record> &field : fields)
            columns.push_back(field.column());
        return columns;
    }

    template <typename Record>
    static RowReader rowsOf(RecordReader<Record> records,
                            std::shared_ptr<const std::vector<TelemetryField<Record>>> fields)
    {
        return [records = std::move(records), fields](const Frame &frame, const RowSink &sink) {
            records(frame, [&](const Record &record) {
                TelemetryRow row;
                row.reserve(fields->size());
                for (const TelemetryField<Record> &field : *fields)
                    row.push_back(field.read(record));
                sink(std::move(row));
            });
        };
    }

    std::string m_name;
    std::vector<TelemetryColumn> m_columns;
    std::function<RowReader()> m_makeReader;
    std::string m_monitorLine;
    std::vector<TelemetryColumn> m_monitorColumns;
    RowReader m_readMonitor;
    std::string m_keyColumn;
    KeyUnits m_keyUnits;
};

}  // namespace robodash::core
