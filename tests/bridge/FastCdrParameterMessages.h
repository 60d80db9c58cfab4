#pragma once
// rcl_interfaces as a ROS 2 client on rmw_cyclonedds sends and reads them, for the Fast DDS
// peer: the parameter service requests and replies with rmw_cyclonedds's 16-octet request
// header first (the client's 64-bit id, the request's sequence number; echoed in the reply),
// ParameterEvent and Log. Plain structs, CDR by eProsima Fast CDR in the order of the ROS 2
// definitions, independent of the bridge's Cyclone types.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace eprosima::fastcdr {
class Cdr;
}

struct RequestHeader {
    std::uint64_t clientGuid = 0;
    std::int64_t sequenceNumber = 0;
};

// rcl_interfaces/ParameterValue (the scalar members; the arrays are sent empty).
struct ParameterValueFields {
    std::uint8_t type = 0;  // BOOL 1, INTEGER 2, DOUBLE 3, STRING 4
    bool boolValue = false;
    std::int64_t integerValue = 0;
    double doubleValue = 0;
    std::string stringValue;
};

struct ParameterFields {
    std::string name;
    ParameterValueFields value;
};

// A parameter to set, as rcl_interfaces/Parameter: a double (type 3) or a string (type 4).
ParameterFields parameter(const std::string &name, double value);
ParameterFields parameter(const std::string &name, const std::string &value);

#define ROBODASH_CDR_MESSAGE(Name, TypeName)                                     \
    static constexpr const char *kTypeName = TypeName;                           \
    static constexpr std::uint32_t kMaxSize = 8192;                              \
    static void write(eprosima::fastcdr::Cdr &cdr, const Name &message);         \
    static void read(eprosima::fastcdr::Cdr &cdr, Name &message);

struct ListParametersRequest {
    ROBODASH_CDR_MESSAGE(ListParametersRequest, "rcl_interfaces::srv::dds_::ListParameters_Request_")
    RequestHeader header;
    std::vector<std::string> prefixes;
    std::uint64_t depth = 0;
};
struct ListParametersResponse {
    ROBODASH_CDR_MESSAGE(ListParametersResponse, "rcl_interfaces::srv::dds_::ListParameters_Response_")
    RequestHeader header;
    std::vector<std::string> names, prefixes;
};
// get_parameters and describe_parameters ask the same: names.
struct NamesRequest {
    RequestHeader header;
    std::vector<std::string> names;
};
struct GetParametersRequest : NamesRequest {
    ROBODASH_CDR_MESSAGE(GetParametersRequest, "rcl_interfaces::srv::dds_::GetParameters_Request_")
};
struct DescribeParametersRequest : NamesRequest {
    ROBODASH_CDR_MESSAGE(DescribeParametersRequest,
                         "rcl_interfaces::srv::dds_::DescribeParameters_Request_")
};
struct GetParametersResponse {
    ROBODASH_CDR_MESSAGE(GetParametersResponse, "rcl_interfaces::srv::dds_::GetParameters_Response_")
    RequestHeader header;
    std::vector<ParameterValueFields> values;
};
struct DescribeParametersResponse {
    ROBODASH_CDR_MESSAGE(DescribeParametersResponse,
                         "rcl_interfaces::srv::dds_::DescribeParameters_Response_")
    struct Descriptor {
        std::string name;
        std::uint8_t type = 0;
        std::string description, additionalConstraints;
        bool readOnly = false, dynamicTyping = false;
        std::vector<std::array<double, 3>> floatingPointRange;  // from, to, step
        std::uint32_t integerRanges = 0;                          // none are sent
    };
    RequestHeader header;
    std::vector<Descriptor> descriptors;
};
struct SetParametersRequest {
    ROBODASH_CDR_MESSAGE(SetParametersRequest, "rcl_interfaces::srv::dds_::SetParameters_Request_")
    RequestHeader header;
    std::vector<ParameterFields> parameters;
};
struct SetParametersResponse {
    ROBODASH_CDR_MESSAGE(SetParametersResponse, "rcl_interfaces::srv::dds_::SetParameters_Response_")
    struct Result {
        bool successful = false;
        std::string reason;
    };
    RequestHeader header;
    std::vector<Result> results;
};
struct ParameterEventMessage {
    ROBODASH_CDR_MESSAGE(ParameterEventMessage, "rcl_interfaces::msg::dds_::ParameterEvent_")
    std::int32_t sec = 0;
    std::uint32_t nanosec = 0;
    std::string node;
    std::vector<ParameterFields> newParameters, changedParameters, deletedParameters;
};
struct LogMessage {
    ROBODASH_CDR_MESSAGE(LogMessage, "rcl_interfaces::msg::dds_::Log_")
    std::int32_t sec = 0;
    std::uint32_t nanosec = 0;
    std::uint8_t level = 0;
    std::string name, msg, file, function;
    std::uint32_t line = 0;
};

#undef ROBODASH_CDR_MESSAGE
