// Fuzz target: any bytes a host might send, through the virtual Kobuki's firmware (its
// command frame finder, command parser and the state it keeps). Afterwards the feedback
// frame it builds must still be one good frame, and what it remembers stays bounded.
#include "sim/kobuki/KobukiFirmware.h"

#include "kobuki/FrameFinder.h"

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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace robodash;
    sim::KobukiFirmware firmware(1);
    // Two deliveries, cut where the first byte says, as a serial port would chunk them.
    if (size > 0) {
        const std::size_t cut = std::size_t{data[0]} % size;
        firmware.receive(data, cut, 0.0);
        firmware.receive(data + cut, size - cut, 0.02);
    }
    require(firmware.received().size() <= sim::KobukiFirmware::kMaxRememberedCommands,
            "remembered commands unbounded");

    const std::vector<std::uint8_t> frame = firmware.feedbackFrame(sim::SensorReadings{});
    kobuki::FrameFinder finder;
    int frames = 0;
    finder.feed(frame.data(), frame.size(),
                [&](const std::uint8_t *, std::size_t) { ++frames; });
    require(frames == 1 && finder.stats().discardedBytes == 0,
            "the feedback frame after these commands is not one good frame");
    return 0;
}
