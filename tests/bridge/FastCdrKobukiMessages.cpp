#include "FastCdrKobukiMessages.h"

#include "FastCdrSequence.h"

#include <fastcdr/Cdr.h>

namespace {

using eprosima::fastcdr::Cdr;

void writeHeader(Cdr &cdr, const HeaderFields &header)
{
    cdr << header.sec << header.nanosec << header.frameId;
}

void readHeader(Cdr &cdr, HeaderFields &header)
{
    cdr >> header.sec >> header.nanosec >> header.frameId;
}

}  // namespace

void BatteryStateMessage::write(Cdr &cdr, const BatteryStateMessage &m)
{
    writeHeader(cdr, m.header);
    cdr << m.voltage << m.temperature << m.current << m.charge << m.capacity << m.designCapacity
        << m.percentage << m.status << m.health << m.technology << m.present << m.cellVoltage
        << m.cellTemperature << m.location << m.serialNumber;
}

void BatteryStateMessage::read(Cdr &cdr, BatteryStateMessage &m)
{
    readHeader(cdr, m.header);
    cdr >> m.voltage >> m.temperature >> m.current >> m.charge >> m.capacity >> m.designCapacity
        >> m.percentage >> m.status >> m.health >> m.technology >> m.present >> m.cellVoltage
        >> m.cellTemperature >> m.location >> m.serialNumber;
}

void JointStateMessage::write(Cdr &cdr, const JointStateMessage &m)
{
    writeHeader(cdr, m.header);
    cdr << m.name << m.position << m.velocity << m.effort;
}

void JointStateMessage::read(Cdr &cdr, JointStateMessage &m)
{
    readHeader(cdr, m.header);
    cdr >> m.name >> m.position >> m.velocity >> m.effort;
}

void Int16MultiArrayMessage::write(Cdr &cdr, const Int16MultiArrayMessage &m)
{
    writeSequence(cdr, m.dimensions,
                  [&cdr](const Dimension &d) { cdr << d.label << d.size << d.stride; });
    cdr << m.dataOffset << m.data;
}

void Int16MultiArrayMessage::read(Cdr &cdr, Int16MultiArrayMessage &m)
{
    readSequence(cdr, m.dimensions, [&cdr](Dimension &d) { cdr >> d.label >> d.size >> d.stride; });
    cdr >> m.dataOffset >> m.data;
}

void DiagnosticArrayMessage::write(Cdr &cdr, const DiagnosticArrayMessage &m)
{
    writeHeader(cdr, m.header);
    writeSequence(cdr, m.status, [&cdr](const Status &s) {
        cdr << s.level << s.name << s.message << s.hardwareId;
        writeSequence(cdr, s.values, [&cdr](const KeyValue &v) { cdr << v.key << v.value; });
    });
}

void DiagnosticArrayMessage::read(Cdr &cdr, DiagnosticArrayMessage &m)
{
    readHeader(cdr, m.header);
    readSequence(cdr, m.status, [&cdr](Status &s) {
        cdr >> s.level >> s.name >> s.message >> s.hardwareId;
        readSequence(cdr, s.values, [&cdr](KeyValue &v) { cdr >> v.key >> v.value; });
    });
}
