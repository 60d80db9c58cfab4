#pragma once
// What every family fills in from its frames (DESIGN.md "One program, several robot
// families"): SI units only. A field a frame did not carry stays empty, so a reader tells
// "not in this frame" from "zero".

#include "core/BatteryReading.h"
#include "core/Contacts.h"
#include "core/DeviceInfo.h"
#include "core/MotorCurrents.h"
#include "core/Pose2D.h"
#include "core/RobotEvent.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::core {

struct TelemetryCore {
    std::optional<OdometryState> odometry;
    std::optional<BatteryReading> battery;
    std::optional<Contacts> contacts;
    std::optional<MotorCurrents> currents;
    // For a robot that reports no motor currents: what its batteries deliver, motors and
    // electronics together (a Rover Pro on the network), for the over-current stop.
    std::optional<double> supplyAmperes;
    // The buttons held down: bit i is RobotCapabilities::buttons[i].
    std::optional<std::uint32_t> buttons;
    // The drive is held (brake engaged, motors not enabled): it does not move whatever it is
    // told (RobotCapabilities::driveCanBeHeld). Empty: the family has no such hold.
    std::optional<bool> driveHeld;
    std::optional<DeviceInfo> device;  // when the robot's identity changed
    std::vector<RobotEvent> events;
};

}  // namespace robodash::core
