#pragma once
// The fields of a network message (core/NetworkMessage.h), decoded from its CDR by the
// bridge's own type descriptions, for the wire inspector: the messages the network robots'
// drivers read and send (odometry, batteries, IMU, ranges, kobuki_ros's sensor state,
// version, gains and commands, velocity, one-value messages).

#include "core/AnnotationBuilder.h"
#include "core/NetworkMessage.h"

namespace robodash::bridge {

class NetworkMessageFields {
public:
    // The message's fields under a group named by its type; false when its type is not one
    // of these (or its bytes are not of its type).
    static bool annotate(const core::NetworkMessage &message, core::AnnotationBuilder &builder);
};

}  // namespace robodash::bridge
