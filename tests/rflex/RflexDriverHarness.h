#pragma once
// Shared by the rFLEX driver suites: a driver with simulated time, what it wrote collected
// frame by frame, and the frames the codec's own encoder would write for a command, so a
// suite compares bytes without repeating the encoder.

#include "RflexTestSupport.h"

#include "rflex/CommandEncoder.h"
#include "rflex/ReportEncoder.h"
#include "rflex/RflexDriver.h"
#include "rflex/RflexFrame.h"

#include <cstdint>
#include <vector>

namespace robodash::rflex::testing {

// The frame the driver should write for `command` (a fresh encoder, preferred id 0).
template <typename Command>
Bytes expected(const Command &command)
{
    CommandEncoder encoder;
    return encoder.encode(command);
}

inline Found parsed(const Bytes &frame)
{
    const FinderRun run = findFrames(frame);
    return run.frames.size() == 1 ? run.frames.front() : Found{};
}

inline std::int32_t int32At(const Bytes &data, std::size_t offset)
{
    return static_cast<std::int32_t>((std::uint32_t(data.at(offset)) << 24)
                                     | (std::uint32_t(data.at(offset + 1)) << 16)
                                     | (std::uint32_t(data.at(offset + 2)) << 8)
                                     | std::uint32_t(data.at(offset + 3)));
}

// A driver with its own clock: every tick advances it by the driver's tick period.
class DriverHarness {
public:
    explicit DriverHarness(RobotDescription description = RobotDescription::atrvJr())
        : driver(std::move(description))
    {
    }

    // start() and every start-up frame; returns them.
    std::vector<Bytes> connect()
    {
        core::DriverOutput out;
        driver.start(nowMs, true, out);
        std::vector<Bytes> written = out.writes;
        append(written, drain());
        return written;
    }

    // Ticks until nothing waits; the frames that went out.
    std::vector<Bytes> drain()
    {
        std::vector<Bytes> written;
        while (driver.framesWaiting() > 0)
            append(written, tick().writes);
        return written;
    }

    core::DriverOutput tick()
    {
        nowMs += RflexDriver::kTickMs;
        core::DriverOutput out;
        driver.tick(nowMs, out);
        return out;
    }

    core::DriverOutput tickAt(std::int64_t timeMs)
    {
        nowMs = timeMs;
        core::DriverOutput out;
        driver.tick(nowMs, out);
        return out;
    }

    core::DriverOutput receive(const Bytes &bytes)
    {
        core::DriverOutput out;
        driver.receive(bytes.data(), bytes.size(), nowMs, out);
        return out;
    }

    template <typename Command>
    std::vector<Bytes> command(const Command &command)
    {
        core::DriverOutput out;
        if (!driver.command(core::FamilyCommand(command), out))
            return {};
        return drain();
    }

    std::vector<Bytes> drive(double linearMps, double angularRadps,
                             std::vector<std::string> *warnings = nullptr)
    {
        core::DriverOutput out;
        driver.drive(linearMps, angularRadps, out);
        if (warnings)
            *warnings = out.warnings;
        return drain();
    }

    RflexDriver driver;
    std::int64_t nowMs = 1000;

private:
    static void append(std::vector<Bytes> &to, const std::vector<Bytes> &from)
    {
        to.insert(to.end(), from.begin(), from.end());
    }
};

// The frame a sample carries, or null.
inline const RflexFrame *frameOf(const core::DriverOutput &out, std::size_t index = 0)
{
    return index < out.samples.size() ? out.samples[index].frameAs<RflexFrame>() : nullptr;
}

}  // namespace robodash::rflex::testing
