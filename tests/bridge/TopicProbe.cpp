#include "TopicProbe.h"

#include "bridge/RosQos.h"

#include <QDeadlineTimer>
#include <QtTest>

using robodash::bridge::QosProfile;
using robodash::bridge::RosQos;

namespace {

constexpr int kBatch = 32;
constexpr int kLatchedDepth = 1;

}  // namespace

TopicProbe::TopicProbe(int domain)
    : m_participant(robodash::bridge::DdsParticipant::create(domain, "lo", &m_error))
{
}

dds_entity_t TopicProbe::topic(const dds_topic_descriptor_t *type, const std::string &ddsTopic,
                               const dds_qos_t *qos)
{
    return dds_create_topic(m_participant->handle(), type, ddsTopic.c_str(), qos, nullptr);
}

dds_entity_t TopicProbe::reader(const dds_topic_descriptor_t *type, const std::string &ddsTopic,
                                bool latched)
{
    const robodash::bridge::QosPointer qos = latched
                                                 ? RosQos::make(QosProfile::Latched, kLatchedDepth)
                                                 : RosQos::make(QosProfile::Default, 100);
    const dds_entity_t handle = topic(type, ddsTopic, qos.get());
    return handle < 0 ? handle
                      : dds_create_reader(m_participant->handle(), handle, qos.get(), nullptr);
}

dds_entity_t TopicProbe::writer(const dds_topic_descriptor_t *type, const std::string &ddsTopic)
{
    const robodash::bridge::QosPointer qos = RosQos::make(QosProfile::Default);
    const dds_entity_t handle = topic(type, ddsTopic, qos.get());
    return handle < 0 ? handle
                      : dds_create_writer(m_participant->handle(), handle, qos.get(), nullptr);
}

bool TopicProbe::write(dds_entity_t writer, const void *sample, int ms)
{
    // A sample written before discovery matched the bridge's reader would reach nobody.
    const QDeadlineTimer deadline(ms);
    dds_publication_matched_status_t status{};
    while (dds_get_publication_matched_status(writer, &status) == DDS_RETCODE_OK
           && status.current_count == 0 && !deadline.hasExpired())
        QTest::qWait(50);
    return status.current_count > 0 && dds_write(writer, sample) == DDS_RETCODE_OK;
}

int TopicProbe::takeRaw(dds_entity_t reader, const std::function<void(const void *)> &use)
{
    int taken = 0;
    void *samples[kBatch] = {};
    dds_sample_info_t infos[kBatch];
    for (;;) {
        const dds_return_t count = dds_take(reader, samples, infos, kBatch, kBatch);
        if (count <= 0)
            return taken;
        for (int i = 0; i < count; ++i) {
            if (infos[i].valid_data) {
                use(samples[i]);
                ++taken;
            }
        }
        dds_return_loan(reader, samples, count);
    }
}
