#include "RosoutLog.h"

#include "RosMessages.h"
#include "RosQos.h"
#include "TopicWriter.h"

#include "rcl_interfaces.h"

#include <algorithm>

namespace robodash::bridge {

namespace {

constexpr int kRosoutDepth = 1000;

}  // namespace

RosoutLog::RosoutLog(dds_entity_t participant, const std::string &rosNamespace,
                     const std::string &nodeName)
{
    // rcl's logger name: the namespace without its leading slash, dots for slashes.
    std::string prefix = rosNamespace == "/" ? std::string() : rosNamespace.substr(1) + ".";
    std::replace(prefix.begin(), prefix.end(), '/', '.');
    m_logger = prefix + nodeName;
    const QosPointer qos = RosQos::make(QosProfile::Latched, kRosoutDepth);
    m_writer = std::make_unique<TopicWriter>(participant, &rcl_interfaces_msg_dds__Log__desc,
                                             "rt/rosout", qos.get());
}

RosoutLog::~RosoutLog() = default;

bool RosoutLog::isValid() const
{
    return m_writer->isValid();
}

const std::string &RosoutLog::error() const
{
    return m_writer->error();
}

dds_guid_t RosoutLog::guid() const
{
    return m_writer->guid();
}

bool RosoutLog::log(Level level, const std::string &message, const char *function)
{
    static const std::string kFile = "robodash_bridge";
    rcl_interfaces_msg_dds__Log_ entry{};
    entry.stamp = RosMessages::now();
    entry.level = level;
    entry.name = const_cast<char *>(m_logger.c_str());
    entry.msg = const_cast<char *>(message.c_str());
    entry.file = const_cast<char *>(kFile.c_str());
    entry.function = const_cast<char *>(function);
    return m_writer->write(&entry);
}

}  // namespace robodash::bridge
