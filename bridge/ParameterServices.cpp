#include "ParameterServices.h"

#include "DdsText.h"

#include "RosMessages.h"
#include "RosQos.h"
#include "RosSequence.h"
#include "ServiceReader.h"
#include "TopicWriter.h"

#include "rcl_interfaces.h"

namespace robodash::bridge {

namespace {

constexpr int kServiceDepth = 10;   // rmw_qos_profile_services_default
constexpr int kEventsDepth = 1000;  // rmw_qos_profile_parameter_events

using ValueMessage = rcl_interfaces_msg_dds__ParameterValue_;
using ParameterMessage = rcl_interfaces_msg_dds__Parameter_;

std::vector<std::string> strings(const dds_sequence_string &sequence)
{
    std::vector<std::string> all;
    for (std::uint32_t i = 0; i < sequence._length; ++i)
        all.emplace_back(sequence._buffer[i] ? sequence._buffer[i] : "");
    return all;
}

ValueMessage toMessage(const ParameterValue &value)
{
    ValueMessage message{};
    message.type = std::uint8_t(value.type);
    message.bool_value = value.boolValue;
    message.integer_value = value.integerValue;
    message.double_value = value.doubleValue;
    message.string_value = ddsText(value.stringValue);
    return message;
}

ParameterValue fromMessage(const ValueMessage &message)
{
    ParameterValue value;
    value.type = ParameterType(message.type);
    value.boolValue = message.bool_value;
    value.integerValue = message.integer_value;
    value.doubleValue = message.double_value;
    value.stringValue = message.string_value ? message.string_value : "";
    return value;
}

// The request header rmw_cyclonedds puts first, echoed in the reply.
template <class Response, class Request>
Response answering(const void *request)
{
    const auto *asked = static_cast<const Request *>(request);
    Response response{};
    response.client_guid = asked->client_guid;
    response.sequence_number = asked->sequence_number;
    return response;
}

}  // namespace

struct ParameterServices::Service {
    std::unique_ptr<TopicWriter> reply;
    std::unique_ptr<ServiceReader> request;  // after the reply: deleted first
};

ParameterServices::ParameterServices(dds_entity_t participant, BridgeOptions &options,
                                     QObject *parent)
    : QObject(parent), m_participant(participant), m_options(options),
      m_parameters(options.parameters, options.parameterSet)
{
    m_nodePath = (options.rosNamespace == "/" ? std::string() : options.rosNamespace) + "/"
                 + options.nodeName;
    using namespace std::string_literals;
    addService("list_parameters", &rcl_interfaces_srv_dds__ListParameters_Request__desc,
               &rcl_interfaces_srv_dds__ListParameters_Response__desc,
               &ParameterServices::listParameters);
    addService("describe_parameters", &rcl_interfaces_srv_dds__DescribeParameters_Request__desc,
               &rcl_interfaces_srv_dds__DescribeParameters_Response__desc,
               &ParameterServices::describeParameters);
    addService("get_parameters", &rcl_interfaces_srv_dds__GetParameters_Request__desc,
               &rcl_interfaces_srv_dds__GetParameters_Response__desc,
               &ParameterServices::getParameters);
    addService("get_parameter_types", &rcl_interfaces_srv_dds__GetParameterTypes_Request__desc,
               &rcl_interfaces_srv_dds__GetParameterTypes_Response__desc,
               &ParameterServices::getParameterTypes);
    addService("set_parameters", &rcl_interfaces_srv_dds__SetParameters_Request__desc,
               &rcl_interfaces_srv_dds__SetParameters_Response__desc,
               &ParameterServices::setParameters);
    addService("set_parameters_atomically",
               &rcl_interfaces_srv_dds__SetParametersAtomically_Request__desc,
               &rcl_interfaces_srv_dds__SetParametersAtomically_Response__desc,
               &ParameterServices::setParametersAtomically);
    const QosPointer qos = RosQos::make(QosProfile::Default, kEventsDepth);
    m_events = std::make_unique<TopicWriter>(participant, &rcl_interfaces_msg_dds__ParameterEvent__desc,
                                             "rt/parameter_events", qos.get());
    if (!m_events->isValid() && m_error.empty())
        m_error = m_events->error();
    if (m_error.empty())
        announce(m_parameters.names(), true);  // rclcpp announces each declaration
}

ParameterServices::~ParameterServices() = default;

void ParameterServices::addService(const std::string &name,
                                   const dds_topic_descriptor_t *requestType,
                                   const dds_topic_descriptor_t *responseType, Handler handler)
{
    const QosPointer qos = RosQos::make(QosProfile::Default, kServiceDepth);
    auto service = std::make_unique<Service>();
    service->reply = std::make_unique<TopicWriter>(m_participant, responseType,
                                                   "rr" + m_nodePath + "/" + name + "Reply",
                                                   qos.get());
    TopicWriter *reply = service->reply.get();
    service->request = std::make_unique<ServiceReader>(
        m_participant, requestType, "rq" + m_nodePath + "/" + name + "Request", qos.get(),
        [this, handler, reply](const void *request) { (this->*handler)(request, *reply); });
    if (m_error.empty() && !service->reply->isValid())
        m_error = service->reply->error();
    if (m_error.empty() && !service->request->isValid())
        m_error = service->request->error();
    m_services.push_back(std::move(service));
}

std::vector<dds_guid_t> ParameterServices::readerGuids() const
{
    std::vector<dds_guid_t> guids;
    for (const auto &service : m_services)
        guids.push_back(service->request->guid());
    return guids;
}

std::vector<dds_guid_t> ParameterServices::writerGuids() const
{
    std::vector<dds_guid_t> guids{m_events->guid()};
    for (const auto &service : m_services)
        guids.push_back(service->reply->guid());
    return guids;
}

std::vector<std::string> ParameterServices::ddsTopics() const
{
    std::vector<std::string> topics{m_events->topic()};
    for (const auto &service : m_services)
        topics.push_back(service->reply->topic());
    return topics;
}

void ParameterServices::listParameters(const void *request, TopicWriter &reply)
{
    auto response = answering<rcl_interfaces_srv_dds__ListParameters_Response_,
                              rcl_interfaces_srv_dds__ListParameters_Request_>(request);
    const std::vector<std::string> prefixes = strings(
        static_cast<const rcl_interfaces_srv_dds__ListParameters_Request_ *>(request)->prefixes);
    std::vector<std::string> names;
    for (const std::string &name : m_parameters.names()) {
        bool wanted = prefixes.empty();
        for (const std::string &prefix : prefixes)
            wanted = wanted || name == prefix || name.rfind(prefix + ".", 0) == 0;
        if (wanted)
            names.push_back(name);
    }
    std::vector<char *> views;
    for (const std::string &name : names)
        views.push_back(ddsText(name));
    response.result.names = sequenceView<dds_sequence_string>(views.data(), views.size());
    reply.write(&response);
}

void ParameterServices::describeParameters(const void *request, TopicWriter &reply)
{
    auto response = answering<rcl_interfaces_srv_dds__DescribeParameters_Response_,
                              rcl_interfaces_srv_dds__DescribeParameters_Request_>(request);
    std::vector<ParameterDescription> found;
    for (const std::string &name : strings(
             static_cast<const rcl_interfaces_srv_dds__DescribeParameters_Request_ *>(request)->names)) {
        const auto description = m_parameters.describe(name);
        if (!description) {  // rclcpp: one undeclared name and the answer is empty
            found.clear();
            break;
        }
        found.push_back(*description);
    }
    std::vector<rcl_interfaces_msg_dds__FloatingPointRange_> ranges(found.size());
    std::vector<rcl_interfaces_msg_dds__ParameterDescriptor_> descriptors(found.size());
    static const std::string kNone;
    for (std::size_t i = 0; i < found.size(); ++i) {
        auto &out = descriptors[i];
        out.name = ddsText(found[i].name);
        out.type = std::uint8_t(found[i].type);
        out.description = ddsText(found[i].description);
        out.additional_constraints = ddsText(kNone);
        out.read_only = found[i].readOnly;
        if (found[i].range) {
            ranges[i] = {found[i].range->first, found[i].range->second, 0};
            out.floating_point_range = sequenceView<
                dds_sequence_rcl_interfaces_msg_dds__FloatingPointRange_>(&ranges[i], 1);
        }
    }
    response.descriptors = sequenceView<dds_sequence_rcl_interfaces_msg_dds__ParameterDescriptor_>(
        descriptors.data(), descriptors.size());
    reply.write(&response);
}

void ParameterServices::getParameters(const void *request, TopicWriter &reply)
{
    auto response = answering<rcl_interfaces_srv_dds__GetParameters_Response_,
                              rcl_interfaces_srv_dds__GetParameters_Request_>(request);
    std::vector<ParameterValue> values;
    for (const std::string &name : strings(
             static_cast<const rcl_interfaces_srv_dds__GetParameters_Request_ *>(request)->names)) {
        const auto value = m_parameters.get(name);
        if (!value) {  // as rclcpp: an undeclared name, no values at all
            values.clear();
            break;
        }
        values.push_back(*value);
    }
    std::vector<ValueMessage> messages;
    for (const ParameterValue &value : values)
        messages.push_back(toMessage(value));
    response.values = sequenceView<dds_sequence_rcl_interfaces_msg_dds__ParameterValue_>(
        messages.data(), messages.size());
    reply.write(&response);
}

void ParameterServices::getParameterTypes(const void *request, TopicWriter &reply)
{
    auto response = answering<rcl_interfaces_srv_dds__GetParameterTypes_Response_,
                              rcl_interfaces_srv_dds__GetParameterTypes_Request_>(request);
    std::vector<std::uint8_t> types;
    for (const std::string &name : strings(
             static_cast<const rcl_interfaces_srv_dds__GetParameterTypes_Request_ *>(request)->names)) {
        const auto description = m_parameters.describe(name);
        types.push_back(std::uint8_t(description ? description->type : ParameterType::NotSet));
    }
    response.types = sequenceView<dds_sequence_octet>(types.data(), types.size());
    reply.write(&response);
}

void ParameterServices::setParameters(const void *request, TopicWriter &reply)
{
    auto response = answering<rcl_interfaces_srv_dds__SetParameters_Response_,
                              rcl_interfaces_srv_dds__SetParameters_Request_>(request);
    const auto &asked =
        static_cast<const rcl_interfaces_srv_dds__SetParameters_Request_ *>(request)->parameters;
    std::vector<std::string> reasons;
    std::vector<std::string> changedNames;
    for (std::uint32_t i = 0; i < asked._length; ++i) {
        const std::string name = asked._buffer[i].name ? asked._buffer[i].name : "";
        reasons.push_back(m_parameters.set(name, fromMessage(asked._buffer[i].value)));
        if (reasons.back().empty())
            changedNames.push_back(name);
    }
    std::vector<rcl_interfaces_msg_dds__SetParametersResult_> results;
    for (const std::string &reason : reasons)
        results.push_back({reason.empty(), ddsText(reason)});
    response.results = sequenceView<dds_sequence_rcl_interfaces_msg_dds__SetParametersResult_>(
        results.data(), results.size());
    reply.write(&response);
    if (!changedNames.empty())
        announce(changedNames, false);
}

void ParameterServices::setParametersAtomically(const void *request, TopicWriter &reply)
{
    auto response = answering<rcl_interfaces_srv_dds__SetParametersAtomically_Response_,
                              rcl_interfaces_srv_dds__SetParametersAtomically_Request_>(request);
    const auto &asked = static_cast<const rcl_interfaces_srv_dds__SetParametersAtomically_Request_ *>(
                            request)->parameters;
    // All or none: tried on a copy, kept only when every one was taken.
    DriverParameters trial = m_options.parameters;
    NodeParameters onTrial(trial, m_options.parameterSet);
    std::string reason;
    std::vector<std::string> names;
    for (std::uint32_t i = 0; i < asked._length && reason.empty(); ++i) {
        names.emplace_back(asked._buffer[i].name ? asked._buffer[i].name : "");
        reason = onTrial.set(names.back(), fromMessage(asked._buffer[i].value));
    }
    if (reason.empty())
        m_options.parameters = trial;
    response.result = {reason.empty(), ddsText(reason)};
    reply.write(&response);
    if (reason.empty() && !names.empty())
        announce(names, false);
}

void ParameterServices::announce(const std::vector<std::string> &names, bool asNew)
{
    std::vector<ParameterValue> values;
    for (const std::string &name : names)
        values.push_back(*m_parameters.get(name));
    std::vector<ParameterMessage> parameters;
    for (std::size_t i = 0; i < names.size(); ++i)
        parameters.push_back({ddsText(names[i]), toMessage(values[i])});
    rcl_interfaces_msg_dds__ParameterEvent_ event{};
    event.stamp = RosMessages::now();
    event.node = ddsText(m_nodePath);
    const auto list = sequenceView<dds_sequence_rcl_interfaces_msg_dds__Parameter_>(
        parameters.data(), parameters.size());
    (asNew ? event.new_parameters : event.changed_parameters) = list;
    m_events->write(&event);
    if (!asNew) {
        for (const std::string &name : names)
            emit changed(QString::fromStdString(name));
    }
}

}  // namespace robodash::bridge
