#pragma once
// What one frame holds, field by field (the wire inspector's details and
// `robodash-cli decode --annotate`): each field with the sub-payload or register it belongs
// to, its raw value as on the wire and its value in a unit a person reads.

#include <string>
#include <vector>

namespace robodash::core {

struct AnnotatedField {
    std::string group;  // sub-payload, register or opcode: "basic sensors", "reply 10"
    std::string name;   // "left encoder"
    std::string raw;    // as on the wire: "0x1234", "12"
    std::string value;  // converted: "0.120", "" when the raw value is all there is
    std::string unit;   // "m/s", "" when none
};

struct FrameAnnotation {
    std::string kind;                  // same as WireFrame::kind
    std::vector<AnnotatedField> fields;
    std::string note;                  // why a frame is thin or bad: "checksum fails"
};

}  // namespace robodash::core
