#pragma once
// A Fast DDS TopicDataType for one message of FastCdrMessages.h, written by hand as Debian has
// no fastddsgen: the message's ROS type name, plain CDR (XCDR1) in the byte order of this
// machine with its encapsulation header, no key.

#include <fastcdr/Cdr.h>
#include <fastcdr/FastBuffer.h>
#include <fastcdr/exceptions/Exception.h>
#include <fastdds/dds/topic/TopicDataType.hpp>

#include <string>

template <class Message>
class FastCdrType : public eprosima::fastdds::dds::TopicDataType {
public:
    // `typeName`: the message's own by default; another one makes a type nothing matches.
    explicit FastCdrType(const std::string &typeName = Message::kTypeName)
    {
        setName(typeName.c_str());
        m_typeSize = Message::kMaxSize + 4;  // the 4-octet encapsulation header
        m_isGetKeyDefined = false;
    }

    bool serialize(void *data, eprosima::fastrtps::rtps::SerializedPayload_t *payload) override
    {
        using eprosima::fastcdr::Cdr;
        eprosima::fastcdr::FastBuffer buffer(reinterpret_cast<char *>(payload->data),
                                             payload->max_size);
        Cdr cdr(buffer, Cdr::DEFAULT_ENDIAN, Cdr::DDS_CDR);
        payload->encapsulation = cdr.endianness() == Cdr::BIG_ENDIANNESS ? CDR_BE : CDR_LE;
        try {
            cdr.serialize_encapsulation();
            Message::write(cdr, *static_cast<const Message *>(data));
        } catch (const eprosima::fastcdr::exception::Exception &) {
            return false;
        }
        payload->length = static_cast<uint32_t>(cdr.getSerializedDataLength());
        return true;
    }

    bool deserialize(eprosima::fastrtps::rtps::SerializedPayload_t *payload, void *data) override
    {
        using eprosima::fastcdr::Cdr;
        eprosima::fastcdr::FastBuffer buffer(reinterpret_cast<char *>(payload->data),
                                             payload->length);
        Cdr cdr(buffer, Cdr::DEFAULT_ENDIAN, Cdr::DDS_CDR);
        try {
            cdr.read_encapsulation();
            Message::read(cdr, *static_cast<Message *>(data));
        } catch (const eprosima::fastcdr::exception::Exception &) {
            return false;  // short or malformed: dropped, never read past the payload
        }
        return true;
    }

    std::function<uint32_t()> getSerializedSizeProvider(void *) override
    {
        return [] { return Message::kMaxSize + 4; };
    }
    void *createData() override { return new Message(); }
    void deleteData(void *data) override { delete static_cast<Message *>(data); }
    bool getKey(void *, eprosima::fastrtps::rtps::InstanceHandle_t *, bool) override
    {
        return false;
    }
};
