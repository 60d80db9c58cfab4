#pragma once
// What the ATRV-Jr's sonars and bump panels make of the shared world, in protocol values.
// A sonar is modelled as one ray along its axis (a real one hears a cone of about 30
// degrees: the twin is more precise than the base, which is fine for a dashboard's test).

#include "rflex/BumpPanels.h"
#include "rflex/RobotDescription.h"
#include "sim/core/Pose.h"
#include "sim/core/World.h"

#include <cstdint>
#include <optional>

namespace robodash::sim {

class AtrvJrSensors {
public:
    // Metres from the sonar to the nearest wall along its axis, or no value when no wall
    // lies within `maxRange`.
    static std::optional<double> sonarRange(const World &world, const Pose &pose,
                                            const rflex::SonarPlacement &sonar,
                                            double maxRange);
    // The raw range on the wire: metres * 1476, or 32766 for no echo.
    static std::uint16_t sonarRaw(const World &world, const Pose &pose,
                                  const rflex::SonarPlacement &sonar);
    // The panels touching a wall: front within 60 degrees of ahead, rear of behind.
    static rflex::BumpPanels bumpPanels(const World &world, const Pose &pose);
    // The DIO state byte of the panels in `layout`'s bits.
    static std::uint8_t panelBits(const rflex::BumpPanels &panels,
                                  const rflex::BumpPanelLayout &layout);
};

}  // namespace robodash::sim
