// golden-sim-drive TRACE FEEDBACK LOG: drives the virtual Kobuki's RobotSimulation in
// simulated time, with no pty and no thread, through a fixed script of commands at fixed
// simulated times. Writes the simulator's --trace lines to TRACE, every feedback frame it
// sent to FEEDBACK (raw bytes, for 'robodash-cli decode') and the same frames as a session
// log to LOG (frame times in simulated ms, for 'robodash-cli export': a log where the robot
// moves, bumps and stalls). Same build, same bytes: the golden test compares them with
// files made before the session layer moved code (tests/golden/README.md).
#include "sim/kobuki/RobotSimulation.h"
#include "sim/core/TraceWriter.h"
#include "sim/core/World.h"

#include "kobuki/CommandEncoder.h"
#include "link/SessionLogWriter.h"

#include <QByteArray>

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
    if (argc != 4) {
        std::fputs("usage: golden-sim-drive TRACE FEEDBACK LOG\n", stderr);
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
    link::SessionLogWriter log;
    link::SessionLogHeader header;
    header.port = QStringLiteral("sim:");
    if (!log.open(QString::fromLocal8Bit(argv[3]), header)) {
        std::fprintf(stderr, "golden-sim-drive: %s\n", qPrintable(log.errorString()));
        return 1;
    }
    sim::RobotSimulation simulation(sim::World::defaultWorld(), sim::SimulationSettings{});
    simulation.setTrace(&trace);
    const auto writeFrame = [&](std::vector<std::uint8_t> &&frame) {
        std::fwrite(frame.data(), 1, frame.size(), feedback);
        log.append(simulation.micros() / 1000,
                   QByteArray(reinterpret_cast<const char *>(frame.data()), qsizetype(frame.size())));
    };
    const std::vector<ScriptedCommand> commands = script();
    std::size_t next = 0;
    while (simulation.micros() < kEndMicros) {
        for (; next < commands.size() && commands[next].atMicros <= simulation.micros(); ++next)
            simulation.receive(commands[next].frame.data(), commands[next].frame.size());
        simulation.step(writeFrame);
    }
    trace.close();
    const bool logWritten = log.close(simulation.micros() / 1000);
    return std::fclose(feedback) == 0 && logWritten ? 0 : 1;
}
