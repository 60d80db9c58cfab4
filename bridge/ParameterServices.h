#pragma once
// The node's parameter services and /parameter_events, as an rclcpp node on rmw_cyclonedds
// offers them (specs/ros2-wire-facts.md): list_parameters, describe_parameters,
// get_parameters, get_parameter_types, set_parameters and set_parameters_atomically, each a
// request topic rq/<node>/<service>Request and a reply topic rr/<node>/<service>Reply with
// rmw_cyclonedds's 16-octet request header echoed in the reply. So `ros2 param list`, `get`,
// `describe` and `set` work against the bridge. A set takes effect at once (the bridge reads
// DriverParameters as it publishes; changed() for the rest) or is refused with rclcpp's
// reason (NodeParameters); each change is announced on /parameter_events.

#include "BridgeOptions.h"
#include "NodeParameters.h"

#include <dds/dds.h>

#include <QObject>

#include <memory>
#include <string>
#include <vector>

namespace robodash::bridge {

class ServiceReader;
class TopicWriter;

class ParameterServices : public QObject {
    Q_OBJECT
public:
    // `options` (the bridge's) holds the parameters; it must outlive this.
    ParameterServices(dds_entity_t participant, BridgeOptions &options, QObject *parent = nullptr);
    ~ParameterServices() override;

    bool isValid() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    std::vector<dds_guid_t> readerGuids() const;
    std::vector<dds_guid_t> writerGuids() const;
    // The request and reply topics ("rq/robot1/kobuki_ros_node/get_parametersRequest", ...).
    std::vector<std::string> ddsTopics() const;

signals:
    void changed(const QString &name);

private:
    struct Service;
    // Answers one request on `reply` (the handler writes it: the reply points into storage
    // that lives only while it runs).
    using Handler = void (ParameterServices::*)(const void *request, TopicWriter &reply);
    void addService(const std::string &name, const dds_topic_descriptor_t *requestType,
                    const dds_topic_descriptor_t *responseType, Handler handler);
    void listParameters(const void *request, TopicWriter &reply);
    void describeParameters(const void *request, TopicWriter &reply);
    void getParameters(const void *request, TopicWriter &reply);
    void getParameterTypes(const void *request, TopicWriter &reply);
    void setParameters(const void *request, TopicWriter &reply);
    void setParametersAtomically(const void *request, TopicWriter &reply);
    // One ParameterEvent naming `names` as new (at start) or changed.
    void announce(const std::vector<std::string> &names, bool asNew);

    dds_entity_t m_participant;
    BridgeOptions &m_options;
    NodeParameters m_parameters;
    std::string m_nodePath;  // "/robot1/kobuki_ros_node"
    std::vector<std::unique_ptr<Service>> m_services;
    std::unique_ptr<TopicWriter> m_events;
    std::string m_error;
};

}  // namespace robodash::bridge
