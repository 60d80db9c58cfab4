#pragma once
// Where a robot's link stands, in one place views follow (the fleet tile's lamp so far): live
// or not, a replay playing, paused or at its end, and whether it may be driven from here.

#include <string>

namespace robodash::store {

enum class LinkPhase {
    NotConnected,  // nothing open, or closed
    Failed,        // the last attempt to open failed (RobotLinkState::failure says why)
    Offline,       // open, and nothing good has arrived for a while
    Online,        // open, and good frames or messages arriving
    Replaying,     // a log playing
    ReplayPaused,  // a log, stopped where it is
    ReplayEnded,   // a log played to its end
};

struct RobotLinkState {
    LinkPhase phase = LinkPhase::NotConnected;
    std::string failure;         // why the last attempt failed (phase Failed)
    std::string driveRefusal;    // not empty: the robot is watched only, and why
    bool isReplay() const
    {
        return phase == LinkPhase::Replaying || phase == LinkPhase::ReplayPaused || phase == LinkPhase::ReplayEnded;
    }
    // Readings shown are those of a robot now, or of a replay at its position.
    bool showsReadings() const { return phase == LinkPhase::Online || isReplay(); }
    // A live robot that may be driven from here.
    bool mayDrive() const { return phase == LinkPhase::Online && driveRefusal.empty(); }
    bool operator==(const RobotLinkState &other) const
    {
        return phase == other.phase && failure == other.failure && driveRefusal == other.driveRefusal;
    }
    bool operator!=(const RobotLinkState &other) const { return !(*this == other); }
};

}  // namespace robodash::store
