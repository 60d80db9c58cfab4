#pragma once
// A reader or writer of one more ROS topic on a FastDdsPeer's participant, for any message
// of FastCdr*Messages.h (its type registered on first use, its topic made once): the same
// Fast DDS calls as the peer's own endpoints. Deleted with the peer's participant.

#include "FastCdrType.h"
#include "FastDdsPeer.h"

#include <fastdds/dds/domain/DomainParticipant.hpp>
#include <fastdds/dds/publisher/DataWriter.hpp>
#include <fastdds/dds/publisher/Publisher.hpp>
#include <fastdds/dds/subscriber/DataReader.hpp>
#include <fastdds/dds/subscriber/SampleInfo.hpp>
#include <fastdds/dds/subscriber/Subscriber.hpp>
#include <fastdds/dds/topic/Topic.hpp>
#include <fastdds/dds/topic/TypeSupport.hpp>

#include <string>
#include <vector>

namespace fastdds_topic {

template <class Message>
eprosima::fastdds::dds::Topic *topic(FastDdsPeer &peer, const std::string &ddsName)
{
    using namespace eprosima::fastdds::dds;
    DomainParticipant *participant = peer.participant();
    if (!participant->find_type(Message::kTypeName).empty()
        || fastdds_compat::succeeded(
            participant->register_type(TypeSupport(new FastCdrType<Message>())))) {
        if (TopicDescription *made = participant->lookup_topicdescription(ddsName))
            return dynamic_cast<Topic *>(made);
        return participant->create_topic(ddsName, Message::kTypeName, TOPIC_QOS_DEFAULT);
    }
    return nullptr;
}

// ROS 2's default profile (reliable, volatile, keep last `depth`); `latched`: transient local.
template <class Qos>
Qos rosQos(Qos qos, int depth, bool latched)
{
    using namespace eprosima::fastdds::dds;
    qos.reliability().kind = RELIABLE_RELIABILITY_QOS;
    qos.history().kind = KEEP_LAST_HISTORY_QOS;
    qos.history().depth = depth;
    qos.durability().kind = latched ? TRANSIENT_LOCAL_DURABILITY_QOS : VOLATILE_DURABILITY_QOS;
    return qos;
}

}  // namespace fastdds_topic

template <class Message>
class FastDdsTopicReader {
public:
    // `ddsName` as FastDdsPeer::ddsTopic makes it, or "rr/..." for a service's replies.
    FastDdsTopicReader(FastDdsPeer &peer, const std::string &ddsName, int depth = 100,
                       bool latched = false)
    {
        using namespace eprosima::fastdds::dds;
        if (Topic *topic = fastdds_topic::topic<Message>(peer, ddsName))
            m_reader = peer.subscriber()->create_datareader(
                topic, fastdds_topic::rosQos(DATAREADER_QOS_DEFAULT, depth, latched));
    }
    bool isValid() const { return m_reader != nullptr; }
    bool matched() const
    {
        eprosima::fastdds::dds::SubscriptionMatchedStatus status;
        return m_reader
               && fastdds_compat::succeeded(m_reader->get_subscription_matched_status(status))
               && status.current_count > 0;
    }
    // Every sample taken since the last call, oldest first.
    std::vector<Message> takeAll()
    {
        std::vector<Message> taken;
        Message message;
        eprosima::fastdds::dds::SampleInfo info;
        while (m_reader
               && fastdds_compat::succeeded(m_reader->take_next_sample(&message, &info))) {
            if (info.valid_data)
                taken.push_back(message);
        }
        return taken;
    }

private:
    eprosima::fastdds::dds::DataReader *m_reader = nullptr;
};

template <class Message>
class FastDdsTopicWriter {
public:
    // `latched`: transient local, as kobuki_ros's version_info and controller_info.
    FastDdsTopicWriter(FastDdsPeer &peer, const std::string &ddsName, int depth = 10,
                       bool latched = false)
    {
        using namespace eprosima::fastdds::dds;
        if (Topic *topic = fastdds_topic::topic<Message>(peer, ddsName))
            m_writer = peer.publisher()->create_datawriter(
                topic, fastdds_topic::rosQos(DATAWRITER_QOS_DEFAULT, depth, latched));
    }
    bool isValid() const { return m_writer != nullptr; }
    bool matched() const
    {
        eprosima::fastdds::dds::PublicationMatchedStatus status;
        return m_writer
               && fastdds_compat::succeeded(m_writer->get_publication_matched_status(status))
               && status.current_count > 0;
    }
    bool write(const Message &message)
    {
        return m_writer && fastdds_compat::succeeded(m_writer->write(const_cast<Message *>(&message)));
    }

private:
    eprosima::fastdds::dds::DataWriter *m_writer = nullptr;
};
