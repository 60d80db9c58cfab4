#pragma once
// /rosout (rcl_interfaces/Log; transient local, depth 1000, as rcl's rosout publisher): what
// the bridge logs, under the node's logger name ("robot1.kobuki_ros_node"), so `ros2 topic
// echo /rosout` and rqt_console show it as they show a driver node's log.

#include <dds/dds.h>

#include <cstdint>
#include <memory>
#include <string>

namespace robodash::bridge {

class TopicWriter;

class RosoutLog {
public:
    // rcl_interfaces/Log's levels.
    enum Level : std::uint8_t { Debug = 10, Info = 20, Warn = 30, Error = 40, Fatal = 50 };

    RosoutLog(dds_entity_t participant, const std::string &rosNamespace,
              const std::string &nodeName);
    ~RosoutLog();

    bool isValid() const;
    const std::string &error() const;
    dds_guid_t guid() const;
    const std::string &loggerName() const { return m_logger; }

    bool log(Level level, const std::string &message, const char *function = "");

private:
    std::string m_logger;
    std::unique_ptr<TopicWriter> m_writer;
};

}  // namespace robodash::bridge
