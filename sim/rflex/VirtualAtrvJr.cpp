#include "sim/rflex/VirtualAtrvJr.h"

#include "sim/core/WorldFile.h"

#include <memory>

namespace robodash::sim {

namespace {

HostOptions hostOptions(const VirtualAtrvJrOptions &options)
{
    return {options.timeScale, options.linkPath, options.traceFile, options.seed};
}

}  // namespace

VirtualAtrvJr::VirtualAtrvJr(VirtualAtrvJrOptions options)
    : SimulationHost(hostOptions(options)), m_options(std::move(options))
{
    m_options.timeScale = sanitizedTimeScale(m_options.timeScale);
    std::string loadError;
    World world = WorldFile::loadOrDefault(m_options.worldFile, &loadError);
    setModel(std::make_unique<AtrvJrSimulation>(std::move(world)), loadError);
}

HardwareParts VirtualAtrvJr::hardwareParts() const
{
    HardwareParts parts;
    parts.robot = "the ATRV-Jr";
    // The bump panels' bits in AtrvJrSimulation's faults; no gyro, no cliff sensors, and the
    // base reports no charging (SYS_STATUS carries volts only).
    parts.bumpers = {{"front", 1}, {"rear", 2}};
    return parts;
}

void VirtualAtrvJr::placeRobot(const Pose &pose)
{
    withSimulation([&](AtrvJrSimulation &sim) { sim.placeRobot(pose); });
}

Pose VirtualAtrvJr::truePose() const
{
    return withSimulation([](const AtrvJrSimulation &sim) { return sim.pose(); });
}

void VirtualAtrvJr::setBatteryVolts(double volts)
{
    withSimulation([&](AtrvJrSimulation &sim) { sim.setBatteryVolts(volts); });
}

double VirtualAtrvJr::batteryVolts() const
{
    return withSimulation([](const AtrvJrSimulation &sim) { return sim.batteryVolts(); });
}

bool VirtualAtrvJr::brakeEngaged() const
{
    return withSimulation([](const AtrvJrSimulation &sim) { return sim.firmware().brakeEngaged(); });
}

bool VirtualAtrvJr::sonarOn() const
{
    return withSimulation([](const AtrvJrSimulation &sim) { return sim.firmware().sonarOn(); });
}

rflex::BumpPanels VirtualAtrvJr::bumpPanels() const
{
    return withSimulation([](const AtrvJrSimulation &sim) { return sim.bumpPanels(); });
}

World VirtualAtrvJr::world() const
{
    return withSimulation([](const AtrvJrSimulation &sim) { return sim.world(); });
}

std::vector<std::string> VirtualAtrvJr::receivedCommands() const
{
    return withSimulation([](const AtrvJrSimulation &sim) {
        const auto &received = sim.firmware().received();
        return std::vector<std::string>(received.begin(), received.end());
    });
}

void VirtualAtrvJr::clearReceivedCommands()
{
    withSimulation([](AtrvJrSimulation &sim) { sim.firmware().clearReceived(); });
}

std::uint32_t VirtualAtrvJr::motionReportPeriod() const
{
    return withSimulation(
        [](const AtrvJrSimulation &sim) { return sim.firmware().motionReportPeriod(); });
}

std::uint64_t VirtualAtrvJr::badCommandFrames() const
{
    return withSimulation([](const AtrvJrSimulation &sim) { return sim.firmware().badFrames(); });
}

std::uint64_t VirtualAtrvJr::unknownCommands() const
{
    return withSimulation(
        [](const AtrvJrSimulation &sim) { return sim.firmware().unknownCommands(); });
}

std::uint64_t VirtualAtrvJr::motionTimeouts() const
{
    return withSimulation(
        [](const AtrvJrSimulation &sim) { return sim.firmware().motionTimeouts(); });
}

}  // namespace robodash::sim
