#include "sim/rover/VirtualRover.h"

#include "sim/core/WorldFile.h"

#include <memory>

namespace robodash::sim {

namespace {

HostOptions hostOptions(const VirtualRoverOptions &options)
{
    return {options.timeScale, options.linkPath, options.traceFile, options.seed};
}

}  // namespace

VirtualRover::VirtualRover(VirtualRoverOptions options)
    : SimulationHost(hostOptions(options)), m_options(std::move(options))
{
    m_options.timeScale = sanitizedTimeScale(m_options.timeScale);
    // A world file that does not load makes start() fail with the reason; until then the
    // default world stands in, so every member still answers.
    std::string loadError;
    World world = World::defaultWorld();
    if (!m_options.worldFile.empty()) {
        if (auto loaded = WorldFile::load(m_options.worldFile, &loadError))
            world = *loaded;
    }
    RoverSimulationSettings settings;
    settings.register40 = m_options.register40 != 0 ? m_options.register40 : register40Of(m_options.firmware);
    setModel(std::make_unique<RoverSimulation>(std::move(world), settings), loadError);
}

HardwareParts VirtualRover::hardwareParts() const
{
    HardwareParts parts;
    parts.robot = "the Rover Pro";
    parts.charger = true;  // no gyro, bumpers or cliff sensors
    return parts;
}

void VirtualRover::placeRobot(const Pose &pose)
{
    withSimulation([&](RoverSimulation &sim) { sim.placeRobot(pose); });
}

Pose VirtualRover::truePose() const
{
    return withSimulation([](const RoverSimulation &sim) { return sim.pose(); });
}

void VirtualRover::setCharging(bool charging)
{
    withSimulation([&](RoverSimulation &sim) { sim.setCharging(charging); });
}

rover::MotorBytes VirtualRover::lastMotorBytes() const
{
    return withSimulation([](const RoverSimulation &sim) { return sim.firmware().lastMotorBytes(); });
}

bool VirtualRover::motorsStoppedByWatchdog() const
{
    return withSimulation([](const RoverSimulation &sim) {
        return sim.firmware().motorsStoppedByWatchdog(sim.micros());
    });
}

double VirtualRover::leftTrackSpeed() const
{
    return withSimulation([](const RoverSimulation &sim) { return sim.drive().leftWheelSpeed(); });
}

double VirtualRover::rightTrackSpeed() const
{
    return withSimulation([](const RoverSimulation &sim) { return sim.drive().rightWheelSpeed(); });
}

std::uint8_t VirtualRover::fanSpeed() const
{
    return withSimulation([](const RoverSimulation &sim) { return sim.firmware().fanSpeed(); });
}

RoverFirmwareCounters VirtualRover::counters() const
{
    return withSimulation([](const RoverSimulation &sim) { return sim.firmware().counters(); });
}

std::optional<std::uint16_t> VirtualRover::registerValue(std::uint8_t number) const
{
    return withSimulation([number](const RoverSimulation &sim) { return sim.registerValue(number); });
}

}  // namespace robodash::sim
