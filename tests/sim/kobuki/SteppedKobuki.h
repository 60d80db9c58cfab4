#pragma once
// A RobotSimulation stepped in simulated time with its frames decoded, like a host on the
// other end of the port: no thread, no pty, no wall clock.

#include "sim/kobuki/RobotSimulation.h"

#include "kobuki/FeedbackParser.h"
#include "kobuki/FrameFinder.h"

#include <cmath>
#include <cstdint>
#include <vector>

namespace robodash::sim::testing {

struct SteppedKobuki {
    explicit SteppedKobuki(World world = World::defaultWorld(), std::uint32_t seed = 3)
        : sim(std::move(world), SimulationSettings{seed, 0.02, std::nullopt})
    {
    }
    void run(double seconds)
    {
        const auto steps =
            static_cast<int>(std::lround(seconds * 1e6 / RobotSimulation::kStepMicros));
        for (int i = 0; i < steps; ++i) {
            sim.step([this](std::vector<std::uint8_t> &&frame) {
                finder.feed(frame.data(), frame.size(),
                            [this](const std::uint8_t *payload, std::size_t length) {
                                last = kobuki::decodeFeedbackFrame(payload, length);
                            });
            });
        }
    }
    void send(const std::vector<std::uint8_t> &command)
    {
        sim.receive(command.data(), command.size());
    }
    const kobuki::BasicSensors &basic() const { return *last.basicSensors; }
    double inertiaDegrees() const { return last.inertia->angle / 100.0; }

    RobotSimulation sim;
    kobuki::FrameFinder finder;
    kobuki::FeedbackFrame last;
};

}  // namespace robodash::sim::testing
