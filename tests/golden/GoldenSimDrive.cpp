// golden-sim-drive TRACE FEEDBACK: drives the virtual Kobuki's RobotSimulation in simulated
// time, with no pty and no thread, through a fixed script of commands at fixed simulated
// times. Writes the simulator's --trace lines to TRACE and every feedback frame it sent to
// FEEDBACK (raw bytes, for 'robodash-cli decode'). Same build, same bytes: the golden test
// compares both with files made before the session layer moved code (tests/golden/README.md).
#include "RobotSimulation.h"
#include "TraceWriter.h"
#include "World.h"

#include "kobuki/CommandEncoder.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using namespace robodash;

struct ScriptedCommand {
    std::int64_t atMicros;
    std::vector<std::uint8_t> frame;
};

kobuki::BaseControl drive(std::int16_t speed, std::int16_t radius)
{
    kobuki::BaseControl command;
    command.speed = speed;
    command.radius = radius;
    return command;
}

// What a host does in a short session: asks who the robot is, drives into the front wall
// (bumper, stall, over-current), backs off, spins, arcs, stops, and uses every other command
// once, so each command's trace line and each feedback kind is pinned.
std::vector<ScriptedCommand> script()
{
    using kobuki::encodeCommand;
    kobuki::RequestExtra identity;
    identity.flags = kobuki::RequestExtra::kHardwareVersion
        | kobuki::RequestExtra::kFirmwareVersion | kobuki::RequestExtra::kUdid;
    kobuki::SetControllerGain gains;
    gains.type = 1;
    gains.pGain = 120000;
    gains.iGain = 200;
    gains.dGain = 1500;
    kobuki::Sound note;
    note.note = 826;
    note.durationMs = 100;
    kobuki::GeneralPurposeOutput outputs;
    outputs.word = 0x03F5;
    return {
        {100000, encodeCommand(identity)},
        {140000, encodeCommand(kobuki::GetControllerGain{})},
        {300000, encodeCommand(drive(400, 0))},
        {5500000, encodeCommand(drive(-200, 0))},
        {6500000, encodeCommand(drive(150, 1))},
        {7500000, encodeCommand(drive(200, -400))},
        {8000000, encodeCommand(gains)},
        {8100000, encodeCommand(kobuki::GetControllerGain{})},
        {8500000, encodeCommand(kobuki::SoundSequence::Button)},
        {8600000, encodeCommand(note)},
        {8700000, encodeCommand(outputs)},
        {9000000, encodeCommand(drive(0, 0))},
    };
}

constexpr std::int64_t kEndMicros = 10000000;

}  // namespace

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::fputs("usage: golden-sim-drive TRACE FEEDBACK\n", stderr);
        return 2;
    }
    std::string error;
    sim::TraceWriter trace;
    std::FILE *feedback = std::fopen(argv[2], "wb");
    if (!trace.open(argv[1], &error) || !feedback) {
        std::fprintf(stderr, "golden-sim-drive: %s\n",
                     error.empty() ? "cannot write the feedback file" : error.c_str());
        return 1;
    }
    sim::RobotSimulation simulation(sim::World::defaultWorld(), sim::SimulationSettings{});
    simulation.setTrace(&trace);
    const auto writeFrame = [feedback](std::vector<std::uint8_t> &&frame) {
        std::fwrite(frame.data(), 1, frame.size(), feedback);
    };
    const std::vector<ScriptedCommand> commands = script();
    std::size_t next = 0;
    while (simulation.micros() < kEndMicros) {
        for (; next < commands.size() && commands[next].atMicros <= simulation.micros(); ++next)
            simulation.receive(commands[next].frame.data(), commands[next].frame.size());
        simulation.step(writeFrame);
    }
    trace.close();
    return std::fclose(feedback) == 0 ? 0 : 1;
}
