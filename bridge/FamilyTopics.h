#pragma once
// The topics one robot family adds to the common ones (odom, /tf, battery_state,
// commands/velocity): the Kobuki's kobuki_ros interface, a Rover Pro's batteries and
// flipper, an rFLEX's sonar ring and bump panels. Each set makes its endpoints through the
// bridge's TopicContext, publishes from the link's telemetry and turns its commands into the
// link's own calls, so the safety layer sees them as it sees the dashboard's.

#include "TopicContext.h"
#include "TopicReader.h"
#include "TopicWriter.h"

#include "core/TelemetrySample.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace robodash::bridge {

class FamilyTopics : public QObject {
    Q_OBJECT
public:
    explicit FamilyTopics(const TopicContext &context, QObject *parent = nullptr);
    ~FamilyTopics() override;

    // Every endpoint was made; else error() says which could not be.
    bool isValid() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }

    virtual void publish(const core::TelemetrySample &sample) = 0;
    // Whether the family's stream frames carry the robot's own millisecond clock (the
    // Kobuki's): then odometry is published for those frames only, its twist the pose change
    // over that clock (FrameTwist); otherwise for every sample, with the core's speeds.
    virtual bool framesCarryRobotClock() const { return false; }
    // The robot's clock of the frame in `sample`, if it is a stream frame.
    virtual std::optional<std::uint16_t> robotClockMs(const core::TelemetrySample &) const
    {
        return std::nullopt;
    }

    std::vector<dds_guid_t> readerGuids() const;
    std::vector<dds_guid_t> writerGuids() const;
    std::vector<std::string> ddsTopics() const;

signals:
    // Writers were added after start (an rFLEX's sonars once the ring is known): the node's
    // announcement must name them.
    void endpointsChanged();
    void diagnostic(const QString &message);
    // Commands a vendor's driver adds for the bridge's velocity gate (Rover Robotics' software
    // e-stop and trim): emitted only by the sets that subscribe them.
    void estopRequested(bool engaged);
    void trimAdded(double radps);

protected:
    const TopicContext &context() const { return m_context; }
    TopicWriter *addWriter(const dds_topic_descriptor_t *type, const std::string &rosName,
                           QosProfile profile, int depth);
    // Null when the context records (an export has no subscriptions).
    TopicReader *addReader(const dds_topic_descriptor_t *type, const std::string &rosName,
                           int depth);
    // A subscribed command: `handler(const Message &)` on this object's thread, for each
    // sample of `type` (whose generated struct is Message) on `rosName`.
    template <class Message, class Handler>
    void subscribe(const dds_topic_descriptor_t *type, const std::string &rosName, int depth,
                   Handler handler)
    {
        TopicReader *reader = addReader(type, rosName, depth);
        if (!reader)
            return;
        connect(reader, &TopicReader::received, this,
                [handler](const QByteArray &sample) {
                    if (const auto message = TopicReader::sampleAs<Message>(sample))
                        handler(*message);
                });
    }
    // Reports a refused write once per set: at 50 Hz a repeated message drowns the rest.
    void write(TopicWriter *writer, const void *sample);
    // For a writer written some other way (DiagnosticArrayWriter).
    void reportWriteFailure(const TopicWriter *writer);

private:
    void fail(const std::string &error);

    const TopicContext &m_context;
    std::vector<std::unique_ptr<TopicReader>> m_readers;
    std::vector<std::unique_ptr<TopicWriter>> m_writers;
    std::string m_error;
    bool m_writeFailureReported = false;
};

}  // namespace robodash::bridge
