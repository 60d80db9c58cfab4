#pragma once
// What a robot's body touches or misses, as named booleans every family can fill in: the
// family-neutral telemetry core's contacts (DESIGN.md "One program, several robot
// families"). A family without a sensor leaves its field false.
//
// bumperLeft/Centre/Right sit on the front half of the body; bumperRear is the one bumper
// that faces backwards (the ATRV-Jr's rear bump panel; its front panel is bumperCentre), so
// the safety layer refuses reverse for it instead of forward.

namespace robodash::core {

struct Contacts {
    bool bumperLeft = false, bumperCentre = false, bumperRight = false;
    bool bumperRear = false;
    bool cliffLeft = false, cliffCentre = false, cliffRight = false;
    bool wheelDropLeft = false, wheelDropRight = false;

    bool anyFrontBumper() const { return bumperLeft || bumperCentre || bumperRight; }
    bool anyBumper() const { return anyFrontBumper() || bumperRear; }
    bool anyCliff() const { return cliffLeft || cliffCentre || cliffRight; }
    bool anyWheelDrop() const { return wheelDropLeft || wheelDropRight; }
    bool operator==(const Contacts &other) const
    {
        return bumperLeft == other.bumperLeft && bumperCentre == other.bumperCentre
               && bumperRight == other.bumperRight && bumperRear == other.bumperRear
               && cliffLeft == other.cliffLeft
               && cliffCentre == other.cliffCentre && cliffRight == other.cliffRight
               && wheelDropLeft == other.wheelDropLeft && wheelDropRight == other.wheelDropRight;
    }
    bool operator!=(const Contacts &other) const { return !(*this == other); }
};

}  // namespace robodash::core
