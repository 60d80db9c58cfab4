#pragma once
// What every topic of one bridge is made with: the participant, the namespace names resolve
// in, the QoS the user chose per topic, and where a writer reports a reader it cannot match.
// The family topic sets (KobukiTopics, RoverTopics, RflexTopics) make their endpoints here,
// so one rule decides every topic's QoS.

#include "BridgeOptions.h"
#include "RosMessages.h"
#include "RosQos.h"
#include "TopicWriter.h"

#include <dds/dds.h>

#include <functional>
#include <memory>
#include <string>

namespace robodash::bridge {

class SampleRecorder;

class TopicContext {
public:
    TopicContext(dds_entity_t participant, const BridgeOptions &options,
                 TopicWriter::Diagnostic diagnostic);

    // Topics that go to `recorder` (an export) instead of DDS: no participant, no readers.
    TopicContext(SampleRecorder &recorder, const BridgeOptions &options);

    dds_entity_t participant() const { return m_participant; }
    bool isRecording() const { return m_recorder != nullptr; }
    // The time to stamp messages with: the system clock live, the log's time in an export.
    RosTime stamp() const;
    const BridgeOptions &options() const { return m_options; }
    std::string ddsTopic(const std::string &rosName) const;

    // `rosName` as named relative to the namespace ("odom", "/tf"): the profile and depth
    // the bridge gives it, changed by --sensor-qos and the QoS profile file.
    QosPointer qos(const std::string &rosName, QosProfile profile, int depth) const;
    std::unique_ptr<TopicWriter> writer(const dds_topic_descriptor_t *type,
                                        const std::string &rosName, QosProfile profile,
                                        int depth) const;
    const TopicWriter::Diagnostic &diagnostic() const { return m_diagnostic; }

private:
    dds_entity_t m_participant = 0;
    SampleRecorder *m_recorder = nullptr;
    const BridgeOptions &m_options;
    TopicWriter::Diagnostic m_diagnostic;
};

}  // namespace robodash::bridge
