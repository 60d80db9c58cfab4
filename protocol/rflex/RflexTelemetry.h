#pragma once
// The records an RflexFrame carries: each report's raw values next to their SI meaning, so
// a widget shows both and an exporter writes both (raw in protocol structs, SI above them).

#include "BumpPanels.h"
#include "Opcodes.h"
#include "Reports.h"
#include "core/Pose2D.h"

#include <optional>
#include <vector>

namespace robodash::rflex {

// One axis's MOT_SYSTEM_REPORT. Translation in m and m/s, rotation in rad and rad/s; the
// position is the base's own counter converted, not the integrated pose.
struct AxisTelemetry {
    Axis axis = Axis::Translation;
    MotionReport raw;
    double position = 0;
    double velocity = 0;
    double acceleration = 0;  // m/s^2 or rad/s^2
    double torque = 0;        // the base's own unit (raw), no SI conversion known
    // A base on the network (bridge/client/NetworkRflexDriver): the pose and speeds its
    // robot's odometry message gave, which position and velocity are read from; its raw
    // counters, acceleration and torque are not on the network (raw stays empty). Unset on a
    // cable, where the pose is integrated from the counters.
    std::optional<core::OdometryState> networkOdometry;
};

// A sonar as a ring view draws it: not heard since connect, heard with no echo, or a range.
struct SonarSlot {
    bool heard = false;
    std::optional<double> metres;  // no value with heard = true: no echo
};

struct SonarTelemetry {
    SonarReport raw;
    std::vector<std::optional<double>> echoMetres;  // per raw echo, in report order
    std::vector<SonarSlot> ring;   // every slot of RobotDescription::sonars, newest values
    int unplacedEchoes = 0;        // echoes from ids the description does not place
    bool overNetwork = false;      // from a message: no base clock, raw ranges made from metres
};

// SYS_STATUS: battery and brake.
struct StatusTelemetry {
    SystemStatus raw;
    double volts = 0;
    bool brakeEngaged = true;
    // From a network robot's battery message: no base clock and no raw word (made from the
    // volts), and the brake is what this session last asked for (the bridge publishes none).
    bool overNetwork = false;
};

// A DIO report (any address) and, when it is the bump panels' address, the panels.
struct DioTelemetry {
    DioState raw;
    std::optional<BumpPanels> bumpPanels;
    bool overNetwork = false;  // from the bump panels' messages: no base clock, no DIO word
};

}  // namespace robodash::rflex
