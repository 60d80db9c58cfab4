#pragma once
// The register words a network Rover Pro answers with: what the bridge's topics carry, put
// into the virtual Rover's readings (sim::RoverReadings) and turned into words by its own
// encoder (sim::registerValue), as the robot's firmware would report them. Only registers
// whose value came over the network are answered; the others are left unanswered, so the
// driver shows them as not read rather than as a made-up zero (and stops asking after a few
// tries: RoverDriver::kUnansweredBeforeDropped).
//
// From the odometry: the encoder counts (RoverTrackCounts), the tracks' speeds (RPM) and
// encoder intervals, by the skid-steer geometry of the driver's defaults. From
// battery_a_state and battery_b_state: volts, charge, current and the smart battery's
// temperature, each when it is a number (the bridge sends NaN for what the firmware lacks),
// and the total drawn once both currents are known.
// From flipper/position: the flipper angle.

#include "RoverTrackCounts.h"

#include "rover/Register.h"
#include "rover/RegisterTable.h"
#include "sim/rover/RoverReadings.h"

#include <bitset>
#include <cstdint>
#include <optional>

namespace robodash::sim {
class RoverFirmware;
}

namespace robodash::bridge {

class RoverRegisterAnswers {
public:
    enum class Pack { A, B };
    struct Battery {
        double volts, fraction, amperes, celsius;  // as sensor_msgs/BatteryState; NaN: unknown
    };

    void setOdometry(double x, double y, double theta, double linearMps, double angularRadps);
    // Odometry heard so far was another robot's: counts and speeds start again.
    void forgetOdometry();
    void setBattery(Pack pack, const Battery &battery);
    void setFlipperAngle(double radians);

    // The word for `registerNumber` on `firmware` (register 40 is its own), or nothing when
    // the network has not carried it.
    std::optional<std::uint16_t> answer(std::uint8_t registerNumber,
                                        const sim::RoverFirmware &firmware) const;
    bool carries(rover::Register which) const;

private:
    void markCarried(rover::Register which, bool carried = true);

    sim::RoverReadings m_readings;
    RoverTrackCounts m_counts;
    std::bitset<rover::kRegisterCount> m_carried;  // in table order
};

}  // namespace robodash::bridge
