#pragma once
// What the virtual Rover Pro's sensors measure at one instant, in SI units and counts:
// RoverSimulation fills it, RegisterValues turns it into register words.

#include <array>
#include <cstdint>

namespace robodash::sim {

struct BatteryReading {
    double volts = 0;
    double amperes = 0;      // positive: charging
    double kelvin = 0;
    int stateOfChargePercent = 0;
    std::uint16_t statusWord = 0;
};

struct RoverReadings {
    double leftMps = 0, rightMps = 0;              // track speeds
    std::uint16_t leftEncoder = 0, rightEncoder = 0;  // wrapping counts
    double leftAmperes = 0, rightAmperes = 0;      // track motors
    double leftMotorCelsius = 0, rightMotorCelsius = 0;
    std::uint16_t flipperAngle = 0;                // register 46, degrees
    std::uint16_t flipperPot = 0;                  // registers 6 and 8
    std::array<BatteryReading, 2> batteries{};     // A, B
    bool charging = false;
};

}  // namespace robodash::sim
