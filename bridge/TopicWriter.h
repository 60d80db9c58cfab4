#pragma once
// One DDS writer of one ROS 2 topic: its topic made from a generated type descriptor (whose
// type name is the ROS one) and a writer with the topic's QoS.

#include <dds/dds.h>

#include <functional>
#include <memory>
#include <string>

namespace robodash::bridge {

class SampleRecorder;

class TopicWriter {
public:
    // Called on Cyclone's listener thread with a sentence when a reader of this topic asks
    // for a QoS this writer does not offer (a reliable reader against a best-effort writer):
    // DDS tells neither side's user otherwise.
    using Diagnostic = std::function<void(const std::string &message)>;

    TopicWriter(dds_entity_t participant, const dds_topic_descriptor_t *type,
                const std::string &ddsTopic, const dds_qos_t *qos, Diagnostic diagnostic = {});
    // A writer that hands its samples to `recorder` (an export) instead of DDS; it counts as
    // read, so lazy publishers write too.
    TopicWriter(SampleRecorder &recorder, const dds_topic_descriptor_t *type,
                const std::string &rosTopic);
    ~TopicWriter();
    TopicWriter(const TopicWriter &) = delete;
    TopicWriter &operator=(const TopicWriter &) = delete;

    bool isValid() const { return m_writer > 0 || m_recorder; }
    const std::string &error() const { return m_error; }  // why it is not valid
    // Not made because DDS Security's permissions forbid it (a "watch" enclave): not an error
    // of the program, the robot is watched but not driven.
    bool forbiddenBySecurity() const
    {
        // Cyclone's words for DDS_RETCODE_NOT_ALLOWED_BY_SECURITY, as error() reports them.
        return !isValid() && m_error.find("Not Allowed By Security") != std::string::npos;
    }
    const std::string &topic() const { return m_topic; }
    dds_entity_t handle() const { return m_writer; }
    dds_guid_t guid() const;

    // A reader is matched now (a cheap read of DDS's status): lazy publishers, as kobuki_ros's
    // battery and raw data ones, write only then.
    bool hasReader() const;
    // `sample` is the generated C struct of this writer's type. False when DDS refused it.
    bool write(const void *sample);

private:
    static void onIncompatibleQos(dds_entity_t writer,
                                  const dds_offered_incompatible_qos_status_t status, void *self);

    Diagnostic m_diagnostic;
    std::string m_topic;
    std::string m_error;
    dds_entity_t m_topicHandle = 0;
    dds_entity_t m_writer = 0;
    SampleRecorder *m_recorder = nullptr;  // instead of DDS (an export)
    const dds_topic_descriptor_t *m_type = nullptr;
};

}  // namespace robodash::bridge
