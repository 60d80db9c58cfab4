#pragma once
// kobuki_ros's messages turned into the Kobuki's decoded feedback, one message at a time
// (KobukiRosDecoder, KobukiFrameAssembler): a network Kobuki's live topics (its network
// driver reads them into the Kobuki driver) and a bag's, which become the frames a robot on
// a cable would have sent (KobukiBagLogBuilder), so a bag replays through the Kobuki driver.

#include "KobukiFrameAssembler.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace robodash::bridge {

class KobukiMessageFeedback {
public:
    // The topics read, relative to the robot's namespace, and their ROS 2 types.
    struct Topic {
        const char *name;
        const char *type;
    };
    static const std::vector<Topic> &topics();

    // The feedback one message of topic `name` (one of topics()) gives, oldest first; false and
    // a sentence when its bytes are not a message of that topic's type.
    bool add(const std::string &name, const std::uint8_t *data, std::size_t size,
             std::vector<KobukiFrameAssembler::Frame> &frames, std::string *error);

private:
    KobukiFrameAssembler m_assembler;
};

}  // namespace robodash::bridge
