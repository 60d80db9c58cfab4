#include "sim/kobuki/VirtualKobuki.h"

#include "sim/core/WorldFile.h"
#include "sim/kobuki/WorldSensors.h"

#include <memory>

namespace robodash::sim {

namespace {

HostOptions hostOptions(const VirtualKobukiOptions &options)
{
    return {options.timeScale, options.linkPath, options.traceFile, options.seed};
}

}  // namespace

VirtualKobuki::VirtualKobuki(VirtualKobukiOptions options)
    : SimulationHost(hostOptions(options)), m_options(std::move(options))
{
    m_options.timeScale = sanitizedTimeScale(m_options.timeScale);
    std::string loadError;
    World world = WorldFile::loadOrDefault(m_options.worldFile, &loadError);
    const SimulationSettings settings{m_options.seed, m_options.gyroNoiseDps,
                                      m_options.gyroBiasDps};
    setModel(std::make_unique<RobotSimulation>(std::move(world), settings), loadError);
}

HardwareParts VirtualKobuki::hardwareParts() const
{
    HardwareParts parts;
    parts.robot = "the Kobuki";
    parts.gyro = true;
    parts.charger = true;
    // The protocol's bits, right 1, centre 2, left 4, for both kinds.
    parts.bumpers = {{"right", 1}, {"centre", 2}, {"left", 4}};
    parts.cliffs = parts.bumpers;
    return parts;
}

void VirtualKobuki::placeRobot(const Pose &pose)
{
    withSimulation([&](RobotSimulation &sim) { sim.placeRobot(pose); });
}

Pose VirtualKobuki::truePose() const
{
    return withSimulation([](const RobotSimulation &sim) { return sim.pose(); });
}

void VirtualKobuki::pressButton(int index, bool pressed)
{
    withSimulation([&](RobotSimulation &sim) { sim.pressButton(index, pressed); });
}

void VirtualKobuki::liftWheel(int wheel, bool lifted)
{
    withSimulation([&](RobotSimulation &sim) { sim.liftWheel(wheel, lifted); });
}

void VirtualKobuki::setBatteryVolts(double volts)
{
    withSimulation([&](RobotSimulation &sim) { sim.setBatteryVolts(volts); });
}

double VirtualKobuki::batteryVolts() const
{
    return withSimulation([](const RobotSimulation &sim) { return sim.batteryVolts(); });
}

void VirtualKobuki::setDigitalInputs(std::uint16_t bits)
{
    withSimulation([&](RobotSimulation &sim) { sim.setDigitalInputs(bits); });
}

void VirtualKobuki::setAnalogInput(int channel, std::uint16_t raw)
{
    withSimulation([&](RobotSimulation &sim) { sim.setAnalogInput(channel, raw); });
}

void VirtualKobuki::setAdapterPlugged(bool plugged)
{
    withSimulation([&](RobotSimulation &sim) { sim.setAdapterPlugged(plugged); });
}

std::vector<ReceivedCommand> VirtualKobuki::receivedCommands() const
{
    return withSimulation([](const RobotSimulation &sim) {
        const auto &received = sim.firmware().received();
        return std::vector<ReceivedCommand>(received.begin(), received.end());
    });
}

void VirtualKobuki::clearReceivedCommands()
{
    withSimulation([](RobotSimulation &sim) { sim.firmware().clearReceived(); });
}

std::uint16_t VirtualKobuki::outputWord() const
{
    return withSimulation([](const RobotSimulation &sim) { return sim.firmware().outputWord(); });
}

kobuki::ControllerInfo VirtualKobuki::controllerGains() const
{
    return withSimulation([](const RobotSimulation &sim) { return sim.firmware().gains(); });
}

kobuki::BaseControl VirtualKobuki::lastBaseControl() const
{
    return withSimulation([](const RobotSimulation &sim) { return sim.firmware().baseControl(); });
}

std::uint64_t VirtualKobuki::badCommandFrames() const
{
    return withSimulation([](const RobotSimulation &sim) { return sim.firmware().badFrames(); });
}

OutputState VirtualKobuki::outputs() const
{
    return OutputState::fromWord(outputWord());
}

SoundState VirtualKobuki::sound() const
{
    return withSimulation([](const RobotSimulation &sim) { return sim.firmware().sound(); });
}

World VirtualKobuki::world() const
{
    return withSimulation([](const RobotSimulation &sim) { return sim.world(); });
}

bool VirtualKobuki::isDocked() const
{
    return withSimulation([](const RobotSimulation &sim) {
        return WorldSensors::isDocked(sim.world(), sim.pose());
    });
}

std::uint64_t VirtualKobuki::malformedCommandPayloads() const
{
    return withSimulation(
        [](const RobotSimulation &sim) { return sim.firmware().malformedCommands(); });
}

}  // namespace robodash::sim
