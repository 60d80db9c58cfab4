#pragma once
// The Kobuki's typed telemetry as it rides next to the core (core/TelemetrySample.h): every
// sub-payload of one feedback frame and the events derived from it. KobukiFeed on the GUI
// side turns it back into one typed signal per feedback kind.

#include "Events.h"
#include "FeedbackParser.h"
#include "core/FamilyFrame.h"

namespace robodash::kobuki {

class KobukiFrame : public core::FamilyFrame {
public:
    FeedbackFrame feedback;
    RobotEvents events;
};

}  // namespace robodash::kobuki
