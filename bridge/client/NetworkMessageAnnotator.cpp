#include "NetworkMessageAnnotator.h"

#include "NetworkMessageFields.h"

#include "core/AnnotationBuilder.h"
#include "core/NetworkMessageScanner.h"

#include <optional>

namespace robodash::bridge {
namespace {

using core::AnnotationBuilder;

std::optional<core::NetworkMessage> messageIn(const std::uint8_t *bytes, std::size_t size)
{
    std::optional<core::NetworkMessage> found;
    core::NetworkMessageFinder finder;
    finder.feed(bytes, size, [&found](const core::NetworkMessage &message, std::size_t) {
        if (!found)
            found = message;
    });
    return found;
}

// The start of a message the wire inspector kept only in part (a camera picture): what its
// head says.
core::FrameAnnotation annotateHead(const std::uint8_t *bytes, std::size_t size)
{
    core::FrameAnnotation annotation;
    const auto head = core::NetworkMessageFinder::headOf(bytes, size);
    if (!head) {
        annotation.note = "not a whole message envelope";
        return annotation;
    }
    annotation.kind = head->topic;
    AnnotationBuilder b(annotation);
    b.group("message");
    b.field("topic", "", head->topic, "");
    b.field("type", "", head->type, "");
    b.field("payload", std::to_string(head->payloadLength), "", "bytes");
    annotation.note = "only the message's first " + std::to_string(size)
                      + " bytes are kept here (a picture's would fill the inspector)";
    return annotation;
}

}  // namespace

std::unique_ptr<core::FrameScanner> NetworkMessageAnnotator::makeScanner(core::WireDirection) const
{
    return std::make_unique<core::NetworkMessageScanner>();
}

std::string NetworkMessageAnnotator::kindOf(const std::uint8_t *bytes, std::size_t size, core::WireDirection) const
{
    const std::optional<core::NetworkMessage> message = messageIn(bytes, size);
    return message ? message->topic : std::string();
}

core::FrameAnnotation NetworkMessageAnnotator::annotate(const std::uint8_t *bytes, std::size_t size,
                                                        core::WireDirection) const
{
    core::FrameAnnotation annotation;
    const std::optional<core::NetworkMessage> message = messageIn(bytes, size);
    if (!message)
        return annotateHead(bytes, size);
    annotation.kind = message->topic;
    AnnotationBuilder b(annotation);
    b.group("message");
    b.field("topic", "", message->topic, "");
    b.field("type", "", message->type, "");
    b.field("payload", std::to_string(message->payload.size()), "", "bytes");
    if (!NetworkMessageFields::annotate(*message, b))
        annotation.note = "the fields of " + message->type + " are not decoded here (or its bytes are not of that type)";
    return annotation;
}

std::string NetworkMessageAnnotator::coverage() const
{
    return "Each row is one ROS 2 message as it crossed the network (its CDR bytes after a "
           "RoboDash envelope of topic and type), not the robot's serial bytes.";
}

}  // namespace robodash::bridge
