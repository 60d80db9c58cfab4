#pragma once
// The DDS reader of one subscribed ROS 2 topic whose type holds no pointers (a Led, an
// Empty, ControllerInfo: every command but velocity). Cyclone calls its listener on a
// thread of its own; each sample is copied out whole and handed on as a signal, which Qt
// queues to the receivers' thread, where it is read back with sampleAs<T>(). Deleting the
// reader waits for a listener call in progress, so no signal outlives it.

#include <dds/dds.h>

#include <QByteArray>
#include <QObject>
#include <QString>

#include <cstring>
#include <optional>
#include <string>

namespace robodash::bridge {

class TopicReader : public QObject {
    Q_OBJECT
public:
    // `type` must be of fixed size (no strings, no sequences): anything else is refused
    // (isValid() false), since a copied pointer would point into a freed sample.
    TopicReader(dds_entity_t participant, const dds_topic_descriptor_t *type,
                const std::string &ddsTopic, const dds_qos_t *qos, QObject *parent = nullptr);
    ~TopicReader() override;

    bool isValid() const { return m_reader > 0; }
    const std::string &error() const { return m_error; }
    const std::string &topic() const { return m_topic; }
    dds_guid_t guid() const;

    // The generated struct `T` in a sample this reader emitted; nothing when the size differs.
    template <class T>
    static std::optional<T> sampleAs(const QByteArray &sample)
    {
        if (sample.size() != int(sizeof(T)))
            return std::nullopt;
        T value;
        std::memcpy(&value, sample.constData(), sizeof(T));
        return value;
    }

signals:
    // From Cyclone's listener thread: connect with the default (queued across threads).
    void received(const QByteArray &sample);
    // A writer of this topic was found whose QoS cannot match: the bridge names the policy.
    void incompatibleWriter(const QString &message);

private:
    static void onDataAvailable(dds_entity_t reader, void *self);
    static void onIncompatibleQos(dds_entity_t reader,
                                  const dds_requested_incompatible_qos_status_t status, void *self);
    void takeAll();

    std::string m_topic;
    std::string m_error;
    std::uint32_t m_sampleSize = 0;
    dds_entity_t m_topicHandle = 0;
    dds_entity_t m_reader = 0;
};

}  // namespace robodash::bridge
