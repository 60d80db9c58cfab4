#include "FastCdrParameterMessages.h"

#include "FastCdrSequence.h"

#include <fastcdr/Cdr.h>

namespace {

using eprosima::fastcdr::Cdr;

void writeHeader(Cdr &cdr, const RequestHeader &header)
{
    cdr << header.clientGuid << header.sequenceNumber;
}

void readHeader(Cdr &cdr, RequestHeader &header)
{
    cdr >> header.clientGuid >> header.sequenceNumber;
}

void writeValue(Cdr &cdr, const ParameterValueFields &value)
{
    const std::uint32_t none = 0;  // the five arrays, empty
    cdr << value.type << value.boolValue << value.integerValue << value.doubleValue
        << value.stringValue << none << none << none << none << none;
}

void readValue(Cdr &cdr, ParameterValueFields &value)
{
    cdr >> value.type >> value.boolValue >> value.integerValue >> value.doubleValue
        >> value.stringValue;
    std::vector<std::uint8_t> bytes;
    std::vector<bool> bools;
    std::vector<std::int64_t> integers;
    std::vector<double> doubles;
    std::vector<std::string> texts;
    cdr >> bytes >> bools >> integers >> doubles >> texts;
}

void writeParameters(Cdr &cdr, const std::vector<ParameterFields> &parameters)
{
    writeSequence(cdr, parameters, [&cdr](const ParameterFields &p) {
        cdr << p.name;
        writeValue(cdr, p.value);
    });
}

void readParameters(Cdr &cdr, std::vector<ParameterFields> &parameters)
{
    readSequence(cdr, parameters, [&cdr](ParameterFields &p) {
        cdr >> p.name;
        readValue(cdr, p.value);
    });
}

void writeNames(Cdr &cdr, const NamesRequest &m)
{
    writeHeader(cdr, m.header);
    cdr << m.names;
}

void readNames(Cdr &cdr, NamesRequest &m)
{
    readHeader(cdr, m.header);
    cdr >> m.names;
}

}  // namespace

void ListParametersRequest::write(Cdr &cdr, const ListParametersRequest &m)
{
    writeHeader(cdr, m.header);
    cdr << m.prefixes << m.depth;
}

void ListParametersRequest::read(Cdr &cdr, ListParametersRequest &m)
{
    readHeader(cdr, m.header);
    cdr >> m.prefixes >> m.depth;
}

void ListParametersResponse::write(Cdr &cdr, const ListParametersResponse &m)
{
    writeHeader(cdr, m.header);
    cdr << m.names << m.prefixes;
}

void ListParametersResponse::read(Cdr &cdr, ListParametersResponse &m)
{
    readHeader(cdr, m.header);
    cdr >> m.names >> m.prefixes;
}

void GetParametersRequest::write(Cdr &cdr, const GetParametersRequest &m) { writeNames(cdr, m); }
void GetParametersRequest::read(Cdr &cdr, GetParametersRequest &m) { readNames(cdr, m); }
void DescribeParametersRequest::write(Cdr &cdr, const DescribeParametersRequest &m)
{
    writeNames(cdr, m);
}
void DescribeParametersRequest::read(Cdr &cdr, DescribeParametersRequest &m) { readNames(cdr, m); }

void GetParametersResponse::write(Cdr &cdr, const GetParametersResponse &m)
{
    writeHeader(cdr, m.header);
    writeSequence(cdr, m.values, [&cdr](const ParameterValueFields &v) { writeValue(cdr, v); });
}

void GetParametersResponse::read(Cdr &cdr, GetParametersResponse &m)
{
    readHeader(cdr, m.header);
    readSequence(cdr, m.values, [&cdr](ParameterValueFields &v) { readValue(cdr, v); });
}

void DescribeParametersResponse::write(Cdr &cdr, const DescribeParametersResponse &m)
{
    writeHeader(cdr, m.header);
    writeSequence(cdr, m.descriptors, [&cdr](const Descriptor &d) {
        cdr << d.name << d.type << d.description << d.additionalConstraints << d.readOnly
            << d.dynamicTyping;
        writeSequence(cdr, d.floatingPointRange,
                      [&cdr](const std::array<double, 3> &r) { cdr << r[0] << r[1] << r[2]; });
        cdr << d.integerRanges;
    });
}

void DescribeParametersResponse::read(Cdr &cdr, DescribeParametersResponse &m)
{
    readHeader(cdr, m.header);
    readSequence(cdr, m.descriptors, [&cdr](Descriptor &d) {
        cdr >> d.name >> d.type >> d.description >> d.additionalConstraints >> d.readOnly
            >> d.dynamicTyping;
        readSequence(cdr, d.floatingPointRange,
                     [&cdr](std::array<double, 3> &r) { cdr >> r[0] >> r[1] >> r[2]; });
        cdr >> d.integerRanges;  // the bridge sends none: a length of 0
    });
}

void SetParametersRequest::write(Cdr &cdr, const SetParametersRequest &m)
{
    writeHeader(cdr, m.header);
    writeParameters(cdr, m.parameters);
}

void SetParametersRequest::read(Cdr &cdr, SetParametersRequest &m)
{
    readHeader(cdr, m.header);
    readParameters(cdr, m.parameters);
}

void SetParametersResponse::write(Cdr &cdr, const SetParametersResponse &m)
{
    writeHeader(cdr, m.header);
    writeSequence(cdr, m.results, [&cdr](const Result &r) { cdr << r.successful << r.reason; });
}

void SetParametersResponse::read(Cdr &cdr, SetParametersResponse &m)
{
    readHeader(cdr, m.header);
    readSequence(cdr, m.results, [&cdr](Result &r) { cdr >> r.successful >> r.reason; });
}

void ParameterEventMessage::write(Cdr &cdr, const ParameterEventMessage &m)
{
    cdr << m.sec << m.nanosec << m.node;
    writeParameters(cdr, m.newParameters);
    writeParameters(cdr, m.changedParameters);
    writeParameters(cdr, m.deletedParameters);
}

void ParameterEventMessage::read(Cdr &cdr, ParameterEventMessage &m)
{
    cdr >> m.sec >> m.nanosec >> m.node;
    readParameters(cdr, m.newParameters);
    readParameters(cdr, m.changedParameters);
    readParameters(cdr, m.deletedParameters);
}

void LogMessage::write(Cdr &cdr, const LogMessage &m)
{
    cdr << m.sec << m.nanosec << m.level << m.name << m.msg << m.file << m.function << m.line;
}

void LogMessage::read(Cdr &cdr, LogMessage &m)
{
    cdr >> m.sec >> m.nanosec >> m.level >> m.name >> m.msg >> m.file >> m.function >> m.line;
}

ParameterFields parameter(const std::string &name, double value)
{
    ParameterFields fields;
    fields.name = name;
    fields.value.type = 3;  // rcl_interfaces/ParameterType PARAMETER_DOUBLE
    fields.value.doubleValue = value;
    return fields;
}

ParameterFields parameter(const std::string &name, const std::string &value)
{
    ParameterFields fields;
    fields.name = name;
    fields.value.type = 4;  // PARAMETER_STRING
    fields.value.stringValue = value;
    return fields;
}
