#include "RobotStore.h"

#include "CoreTelemetryDescription.h"
#include "SensorTelemetryDescription.h"

#include <algorithm>

namespace robodash::store {

RobotStore::RobotStore(const core::TelemetryDescription<core::FamilyFrame> *family, std::size_t pointsPerField)
    : m_family(family), m_pointsPerField(pointsPerField)
{
    makeReaders();
}

template <typename Frame>
void RobotStore::addKinds(const std::string &source, const core::TelemetryDescription<Frame> &description,
                          std::vector<KindReader<Frame>> *readers)
{
    for (const core::TelemetryKind<Frame> &kind : description.kinds()) {
        KindReader<Frame> reader{m_fields.size(), &kind, kind.newRowReader(), std::nullopt, {}};
        const auto &columns = kind.columns();
        for (std::size_t i = 0; i < columns.size(); ++i) {
            if (columns[i].name == kind.keyColumn())
                reader.keyColumn = i;
        }
        if (!reader.keyColumn)
            addFields(source, kind.name(), columns, {}, [](const core::TelemetryColumn &column) { return column.unit; });
        readers->push_back(std::move(reader));
    }
}

std::size_t RobotStore::addFields(const std::string &source, const std::string &kind,
                                  const std::vector<core::TelemetryColumn> &columns, const std::string &key,
                                  const std::function<std::string(const core::TelemetryColumn &)> &unitOf)
{
    const std::size_t first = m_fields.size();
    for (const core::TelemetryColumn &column : columns) {
        StoreField field{source, kind, column.name, unitOf(column), column.unit == "text", key};
        m_index.emplace(field.path(), m_fields.size());
        m_fields.push_back(std::move(field));
        m_series.emplace_back(m_pointsPerField);
        m_texts.emplace_back();
        m_readInSample.push_back(0);
    }
    return first;
}

namespace {

std::string keyText(const core::TelemetryValue &value)
{
    if (value.isText())
        return value.text();
    return value.isInteger() ? std::to_string(value.integer()) : std::to_string(value.real());
}

}  // namespace

// Where a row's fields start: an unkeyed kind's are fixed, a keyed kind's are its key's
// (added the first time the key is read).
template <typename Frame>
std::size_t RobotStore::firstFieldOf(const std::string &source, KindReader<Frame> &reader,
                                     const core::TelemetryRow &row)
{
    if (!reader.keyColumn)
        return reader.firstField;
    if (*reader.keyColumn >= row.size())
        return kNoField;  // a keyed row without its key: nowhere to keep it
    const std::string key = keyText(row[*reader.keyColumn]);
    const auto found = reader.firstFieldOfKey.find(key);
    if (found != reader.firstFieldOfKey.end())
        return found->second;
    const std::size_t first = addFields(source, reader.kind->name(), reader.kind->columns(), key,
                                        [&](const core::TelemetryColumn &column) { return reader.kind->unitFor(key, column); });
    reader.firstFieldOfKey.emplace(key, first);
    return first;
}

template <typename Frame>
void RobotStore::readInto(std::vector<KindReader<Frame>> &readers, const std::string &source, const Frame &frame,
                          std::int64_t timeMs)
{
    for (auto &reader : readers) {
        reader.read(frame, [&](core::TelemetryRow &&row) {
            const std::size_t first = firstFieldOf(source, reader, row);
            if (first != kNoField)
                keepRow(first, timeMs, row);
        });
    }
}

// The fields of both descriptions, each with its series, and a reader per kind.
void RobotStore::makeReaders()
{
    m_fields.clear();
    m_series.clear();
    m_texts.clear();
    m_readInSample.clear();
    m_index.clear();
    m_coreReaders.clear();
    m_familyReaders.clear();
    m_sensorReaders.clear();
    const auto &robot = coreTelemetryDescription();
    addKinds(robot.family(), robot, &m_coreReaders);
    if (m_family) {
        m_familySource = m_family->family();
        addKinds(m_familySource, *m_family, &m_familyReaders);
    }
    const auto &sensors = sensorTelemetryDescription();
    addKinds(sensors.family(), sensors, &m_sensorReaders);
}

void RobotStore::add(const core::TelemetrySample &sample)
{
    if (m_lastSampleMs && sample.receivedMs < *m_lastSampleMs)
        clearReadings();
    ++m_samples;
    m_lastSampleMs = sample.receivedMs;
    if (!m_firstSampleMs)
        m_firstSampleMs = sample.receivedMs;
    readInto(m_coreReaders, coreTelemetryDescription().family(), sample.core, sample.receivedMs);
    if (sample.frame)
        readInto(m_familyReaders, m_familySource, *sample.frame, sample.receivedMs);
}

void RobotStore::addSensor(const SensorReading &reading)
{
    readInto(m_sensorReaders, sensorTelemetryDescription().family(), reading, reading.receivedMs());
}

void RobotStore::keepRow(std::size_t firstField, std::int64_t timeMs, const core::TelemetryRow &row)
{
    for (std::size_t i = 0; i < row.size(); ++i) {
        const core::TelemetryValue &value = row[i];
        const std::size_t field = firstField + i;
        m_readInSample[field] = m_samples;
        if (value.isText()) {
            // Empty: not in this row (a Rover register another reply carries, a column a
            // network robot does not have). Text in a number's column is only ever that.
            if (m_fields[field].text && !value.text().empty())
                m_texts[field] = value.text();
        } else
            m_series[field].add(timeMs, value.isInteger() ? double(value.integer()) : value.real());
    }
}

void RobotStore::clearReadings()
{
    for (FieldSeries &series : m_series)
        series.clear();
    for (auto &text : m_texts)
        text.reset();
    std::fill(m_readInSample.begin(), m_readInSample.end(), 0);
    restartReaders();
    m_samples = 0;
    m_lastSampleMs.reset();
    m_firstSampleMs.reset();
}

void RobotStore::restartReaders()
{
    for (auto &reader : m_coreReaders)
        reader.read = reader.kind->newRowReader();
    for (auto &reader : m_familyReaders)
        reader.read = reader.kind->newRowReader();
    for (auto &reader : m_sensorReaders)
        reader.read = reader.kind->newRowReader();
}

std::optional<std::size_t> RobotStore::indexOf(const std::string &path) const
{
    const auto found = m_index.find(path);
    if (found == m_index.end())
        return std::nullopt;
    return found->second;
}

const FieldSeries *RobotStore::find(const std::string &path) const
{
    const auto index = indexOf(path);
    return index ? &m_series[*index] : nullptr;
}

std::optional<double> RobotStore::latest(const std::string &path) const
{
    const FieldSeries *series = find(path);
    if (!series || series->empty())
        return std::nullopt;
    return series->newest()->value;
}

std::optional<std::string> RobotStore::latestText(const std::string &path) const
{
    const auto index = indexOf(path);
    return index ? m_texts[*index] : std::nullopt;
}

std::size_t RobotStore::bytes() const
{
    std::size_t total = sizeof(*this);
    for (const FieldSeries &series : m_series)
        total += series.bytes();
    for (const auto &text : m_texts)
        total += sizeof(text) + (text ? text->capacity() : 0);
    for (const StoreField &field : m_fields)
        total += sizeof(field) + field.source.capacity() + field.kind.capacity() + field.column.capacity()
                 + field.unit.capacity();
    return total;
}

bool RobotStore::setLinkState(const RobotLinkState &state)
{
    if (state == m_linkState)
        return false;
    m_linkState = state;
    return true;
}

}  // namespace robodash::store
