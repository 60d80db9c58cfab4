#pragma once
// What a family's telemetry can show, so that a family-neutral reader (the self-test,
// app/selftest) knows which checks apply without asking which family it is. Each driver
// fills it in its RobotInfo.

#include "core/Contacts.h"
#include "core/RobotLight.h"

#include <string>
#include <vector>

namespace robodash::core {

struct RobotCapabilities {
    bool gyro = false;            // the heading comes from a gyro (OdometryState::headingFromGyro)
    bool wheelTravel = false;     // OdometryState::wheels is filled: each wheel's own travel
    bool motorCurrents = false;   // TelemetryCore::currents is filled
    double wheelBaseMetres = 0;   // between the wheels (or tracks); 0 = not known
    // How often the driver gets a fresh battery reading and fresh motor currents, in seconds
    // (0 = in every frame). A reader waiting for a fresh one (the self-test's rest and load
    // windows) waits at least this long; a reading may be this old when it arrives.
    double batteryRefreshSeconds = 0;
    double motorCurrentRefreshSeconds = 0;
    // The robot's drive can be held (a brake engaged, motors not enabled) so that it does
    // not move whatever it is told: TelemetryCore::driveHeld says whether it is, and
    // core::SetDriveEnabledCommand releases it (true) or holds it again (false).
    bool driveCanBeHeld = false;
    // The contact sensors it has: a true field means the robot has that sensor.
    Contacts contacts;
    // Its buttons, by the names printed on the robot ("B0"): TelemetryCore::buttons bit i is
    // buttons[i]. Empty: none the telemetry shows.
    std::vector<std::string> buttons;
    // Its lights, which core::SetLightCommand sets. Empty: none the program can set.
    std::vector<RobotLight> lights;
};

}  // namespace robodash::core
