#pragma once
// The Fast DDS peer builds against Fast DDS 2.9 with Fast CDR 1 (Debian 12) and Fast DDS 3 with
// Fast CDR 2 (Debian 13). What differs between the two — namespaces, header names, return
// codes, the CDR mode's name, a method's spelling — is said here once; FastCdrType.h holds the
// one other difference, TopicDataType's virtual methods.

#if __has_include(<fastdds/config.hpp>)
#include <fastdds/config.hpp>  // only Fast DDS 3 has it (2.x: fastrtps/config.h)
#endif

#include <fastcdr/Cdr.h>
#include <fastcdr/FastBuffer.h>

#if defined(FASTDDS_VERSION_MAJOR) && FASTDDS_VERSION_MAJOR >= 3
#define ROBODASH_FAST_DDS_3 1
#include <fastdds/dds/core/ReturnCode.hpp>
#include <fastdds/rtps/common/Locator.hpp>
#include <fastdds/rtps/transport/UDPv4TransportDescriptor.hpp>
#include <fastdds/utils/IPLocator.hpp>
#else
#include <fastdds/rtps/common/Locator.h>
#include <fastdds/rtps/transport/UDPv4TransportDescriptor.h>
#include <fastrtps/utils/IPLocator.h>
#endif

namespace fastdds_compat {

#ifdef ROBODASH_FAST_DDS_3
namespace rtps = eprosima::fastdds::rtps;

// Fast DDS 3 returns a ReturnCode_t (an integer, 0 for OK) even from DataWriter::write.
inline bool succeeded(eprosima::fastdds::dds::ReturnCode_t code)
{
    return code == eprosima::fastdds::dds::RETCODE_OK;
}

// Plain CDR with its encapsulation header, as ROS 2's rmw_fastrtps writes it.
inline eprosima::fastcdr::Cdr plainCdr(eprosima::fastcdr::FastBuffer &buffer)
{
    return eprosima::fastcdr::Cdr(buffer, eprosima::fastcdr::Cdr::DEFAULT_ENDIAN,
                                  eprosima::fastcdr::DDS_CDR);
}

inline std::size_t serializedLength(const eprosima::fastcdr::Cdr &cdr)
{
    return cdr.get_serialized_data_length();
}
#else
namespace rtps = eprosima::fastrtps::rtps;

// Fast DDS 2 returns a ReturnCode_t class from most calls and a bool from DataWriter::write.
template <class ReturnCode>
bool succeeded(const ReturnCode &code)
{
    return code == ReturnCode::RETCODE_OK;
}
inline bool succeeded(bool ok)
{
    return ok;
}

inline eprosima::fastcdr::Cdr plainCdr(eprosima::fastcdr::FastBuffer &buffer)
{
    return eprosima::fastcdr::Cdr(buffer, eprosima::fastcdr::Cdr::DEFAULT_ENDIAN,
                                  eprosima::fastcdr::Cdr::DDS_CDR);
}

inline std::size_t serializedLength(const eprosima::fastcdr::Cdr &cdr)
{
    return cdr.getSerializedDataLength();
}
#endif

}  // namespace fastdds_compat
