#pragma once
// One sample of a generated type as the bridge's DDS writer would serialize it: Cyclone's
// own CDR stream writer over the type's ops (no second encoder), XCDR1 little-endian, after
// the 4-byte encapsulation header and padded to 4 bytes as Cyclone pads (the last bits of
// the options field say by how much) — the bytes a ROS 2 bag of the topic holds.

#include <dds/dds.h>

#include <string>

namespace robodash::bridge {

class CdrSerializer {
public:
    static std::string serialize(const dds_topic_descriptor_t *type, const void *sample);
};

}  // namespace robodash::bridge
