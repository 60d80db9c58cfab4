#pragma once
// A Fast DDS TopicDataType for one message of FastCdrMessages.h, written by hand as Debian has
// no fastddsgen: the message's ROS type name, plain CDR (XCDR1) in the byte order of this
// machine with its encapsulation header, no key. Fast DDS 2 and 3 name TopicDataType's
// methods differently: each has its block below around the same two functions.

#include "FastDdsCompat.h"

#include <fastcdr/exceptions/Exception.h>
#include <fastdds/dds/topic/TopicDataType.hpp>

#include <string>

template <class Message>
class FastCdrType : public eprosima::fastdds::dds::TopicDataType {
public:
    static constexpr uint32_t kSerializedSize = Message::kMaxSize + 4;  // + encapsulation

    // `typeName`: the message's own by default; another one makes a type nothing matches.
    explicit FastCdrType(const std::string &typeName = Message::kTypeName)
    {
#ifdef ROBODASH_FAST_DDS_3
        set_name(typeName);
        max_serialized_type_size = kSerializedSize;
        is_compute_key_provided = false;
#else
        setName(typeName.c_str());
        m_typeSize = kSerializedSize;
        m_isGetKeyDefined = false;
#endif
    }

#ifdef ROBODASH_FAST_DDS_3
    bool serialize(const void *const data, fastdds_compat::rtps::SerializedPayload_t &payload,
                   eprosima::fastdds::dds::DataRepresentationId_t) override
    {
        return write(data, payload);
    }
    bool deserialize(fastdds_compat::rtps::SerializedPayload_t &payload, void *data) override
    {
        return read(payload, data);
    }
    uint32_t calculate_serialized_size(const void *const,
                                       eprosima::fastdds::dds::DataRepresentationId_t) override
    {
        return kSerializedSize;
    }
    void *create_data() override { return new Message(); }
    void delete_data(void *data) override { delete static_cast<Message *>(data); }
    bool compute_key(fastdds_compat::rtps::SerializedPayload_t &,
                     fastdds_compat::rtps::InstanceHandle_t &, bool) override
    {
        return false;
    }
    bool compute_key(const void *const, fastdds_compat::rtps::InstanceHandle_t &, bool) override
    {
        return false;
    }
#else
    bool serialize(void *data, fastdds_compat::rtps::SerializedPayload_t *payload) override
    {
        return write(data, *payload);
    }
    bool deserialize(fastdds_compat::rtps::SerializedPayload_t *payload, void *data) override
    {
        return read(*payload, data);
    }
    std::function<uint32_t()> getSerializedSizeProvider(void *) override
    {
        return [] { return kSerializedSize; };
    }
    void *createData() override { return new Message(); }
    void deleteData(void *data) override { delete static_cast<Message *>(data); }
    bool getKey(void *, fastdds_compat::rtps::InstanceHandle_t *, bool) override
    {
        return false;
    }
#endif

private:
    static bool write(const void *data, fastdds_compat::rtps::SerializedPayload_t &payload)
    {
        using eprosima::fastcdr::Cdr;
        eprosima::fastcdr::FastBuffer buffer(reinterpret_cast<char *>(payload.data),
                                             payload.max_size);
        Cdr cdr = fastdds_compat::plainCdr(buffer);
        payload.encapsulation = cdr.endianness() == Cdr::BIG_ENDIANNESS ? CDR_BE : CDR_LE;
        try {
            cdr.serialize_encapsulation();
            Message::write(cdr, *static_cast<const Message *>(data));
        } catch (const eprosima::fastcdr::exception::Exception &) {
            return false;
        }
        payload.length = static_cast<uint32_t>(fastdds_compat::serializedLength(cdr));
        return true;
    }

    static bool read(fastdds_compat::rtps::SerializedPayload_t &payload, void *data)
    {
        eprosima::fastcdr::FastBuffer buffer(reinterpret_cast<char *>(payload.data),
                                             payload.length);
        eprosima::fastcdr::Cdr cdr = fastdds_compat::plainCdr(buffer);
        try {
            cdr.read_encapsulation();
            Message::read(cdr, *static_cast<Message *>(data));
        } catch (const eprosima::fastcdr::exception::Exception &) {
            return false;  // short or malformed: dropped, never read past the payload
        }
        return true;
    }
};
