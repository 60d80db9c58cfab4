#include "TopicContext.h"

#include "RosNames.h"
#include "SampleRecorder.h"

namespace robodash::bridge {

TopicContext::TopicContext(dds_entity_t participant, const BridgeOptions &options,
                           TopicWriter::Diagnostic diagnostic)
    : m_participant(participant), m_options(options), m_diagnostic(std::move(diagnostic))
{
}

TopicContext::TopicContext(SampleRecorder &recorder, const BridgeOptions &options)
    : m_recorder(&recorder), m_options(options)
{
}

RosTime TopicContext::stamp() const
{
    return m_recorder ? m_recorder->stamp() : RosMessages::now();
}

std::string TopicContext::ddsTopic(const std::string &rosName) const
{
    return RosNames::ddsTopic(m_options.rosNamespace, rosName);
}

QosPointer TopicContext::qos(const std::string &rosName, QosProfile profile, int depth) const
{
    if (m_options.sensorDataTopics.count(rosName) > 0)
        profile = QosProfile::SensorData;
    QosPointer qos = RosQos::make(profile, depth);
    const auto chosen = m_options.topicQos.find(rosName);
    if (chosen != m_options.topicQos.end())
        RosQos::apply(chosen->second, qos.get());
    return qos;
}

std::unique_ptr<TopicWriter> TopicContext::writer(const dds_topic_descriptor_t *type,
                                                  const std::string &rosName, QosProfile profile,
                                                  int depth) const
{
    if (m_recorder)
        return std::make_unique<TopicWriter>(*m_recorder, type,
                                             RosNames::resolve(m_options.rosNamespace, rosName));
    return std::make_unique<TopicWriter>(m_participant, type, ddsTopic(rosName),
                                         qos(rosName, profile, depth).get(), m_diagnostic);
}

}  // namespace robodash::bridge
