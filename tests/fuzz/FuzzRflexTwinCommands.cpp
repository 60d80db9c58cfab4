// Fuzz target: any bytes a host might send, through the virtual ATRV-Jr (its frame finder,
// command decoder, firmware state and the simulation that answers). Whatever arrives, every
// frame the twin sends must still be one good, stuffed frame, what it remembers stays
// bounded and the robot stays somewhere real.
#include "sim/rflex/AtrvJrSimulation.h"

#include "rflex/FrameFinder.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

void require(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

// Steps the twin for a fifth of a simulated second; every frame it sends goes to `finder`.
std::size_t runSteps(robodash::sim::AtrvJrSimulation &sim, robodash::rflex::FrameFinder &finder)
{
    std::size_t sent = 0;
    for (int i = 0; i < 40; ++i) {
        sim.step([&](std::vector<std::uint8_t> &&frame) {
            ++sent;
            for (std::size_t b = 2; b + 2 < frame.size(); ++b)
                require(frame[b] != 0x1B || frame[b + 1] == 0x00, "an unstuffed 0x1B went out");
            finder.feed(frame.data(), frame.size(), [](const robodash::rflex::FrameView &) {});
        });
    }
    return sent;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace robodash;
    sim::AtrvJrSimulation sim(sim::World::defaultWorld());
    rflex::FrameFinder finder;
    std::size_t sent = 0;
    // Two deliveries, cut where the first byte says, as a serial port would chunk them.
    if (size > 0) {
        const std::size_t cut = std::size_t{data[0]} % size;
        sim.receive(data, cut);
        sent += runSteps(sim, finder);
        sim.receive(data + cut, size - cut);
    }
    sent += runSteps(sim, finder);

    require(finder.stats().goodFrames == sent && finder.stats().badFrames == 0,
            "a frame the twin sent is not one good frame");
    require(sim.firmware().received().size() <= sim::RflexFirmware::kMaxRememberedCommands,
            "remembered commands unbounded");
    const sim::Pose pose = sim.pose();
    require(std::isfinite(pose.x) && std::isfinite(pose.y) && std::isfinite(pose.theta),
            "the robot left the real numbers");
    return 0;
}
