#pragma once
// Where a bridge's topics go instead of DDS when a session log is exported (McapExporter):
// every sample a TopicWriter is given, with the topic's full ROS name and generated type,
// stamped with the recorder's clock (the log's receive time) instead of the system's. The
// topic sets do not know the difference, so an export has the same topics, types, frames
// and message contents as the live bridge.

#include "RosMessages.h"

#include <dds/dds.h>

#include <string>

namespace robodash::bridge {

class SampleRecorder {
public:
    virtual ~SampleRecorder() = default;
    // A writer for `rosTopic` was made: the topic is in the file from now on, messages or not,
    // as `ros2 bag record` records every topic it finds (an event that never happened, a
    // transform the profile does not publish).
    virtual void declare(const std::string &rosTopic, const dds_topic_descriptor_t *type) = 0;
    // `rosTopic` is absolute ("/tb1/odom"); `sample` is `type`'s generated C struct.
    virtual bool record(const std::string &rosTopic, const dds_topic_descriptor_t *type,
                        const void *sample) = 0;
    // The time messages are stamped with now.
    virtual RosTime stamp() const = 0;
};

}  // namespace robodash::bridge
