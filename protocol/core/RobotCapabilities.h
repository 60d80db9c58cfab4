#pragma once
// What a family's telemetry can show, so that a family-neutral reader (the self-test,
// app/selftest) knows which checks apply without asking which family it is. Each driver
// fills it in its RobotInfo.

#include "core/Contacts.h"

namespace robodash::core {

struct RobotCapabilities {
    bool gyro = false;            // the heading comes from a gyro (OdometryState::headingFromGyro)
    bool wheelTravel = false;     // OdometryState::wheels is filled: each wheel's own travel
    bool motorCurrents = false;   // TelemetryCore::currents is filled
    double wheelBaseMetres = 0;   // between the wheels (or tracks); 0 = not known
    // The contact sensors it has: a true field means the robot has that sensor.
    Contacts contacts;
};

}  // namespace robodash::core
