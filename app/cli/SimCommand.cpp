// robodash-cli sim: runs a virtual robot (the Kobuki's by default, or --robot's) on a
// pseudo-terminal until SIGINT or SIGTERM; SIGUSR1 resets it.
// The first line of standard output is the device path, so scripts can read it and connect.
#include "CliCommand.h"
#include "CliCommands.h"
#include "FamilyCatalog.h"

#include "sim/core/HardwareFaultSwitch.h"
#include "sim/core/TwinOptions.h"
#include "sim/core/VirtualRobot.h"
#include "sim/kobuki/VirtualKobuki.h"

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <pthread.h>
#include <string>
#include <vector>

namespace {

constexpr const char *kUsage =
    "usage: robodash-cli sim [--robot NAME] [--firmware V] [--link PATH] [--world FILE]\n"
    "                        [--seed N] [--trace FILE] [--speed X] [--fault NAME[=V]]...\n"
    "\n"
    "Runs a virtual robot on a pseudo-terminal and prints its device path as the first\n"
    "line of standard output. It speaks the real robot's protocol (the Kobuki streams\n"
    "feedback at 50 Hz; the Rover Pro answers register requests), until SIGINT (Ctrl+C) or\n"
    "SIGTERM; then it closes the port and exits with 0.\n"
    "SIGUSR1 (kill -USR1 PID) resets the robot: back at the origin, battery at its start\n"
    "charge, buttons up, wheels down, no faults; the port stays open.\n"
    "\n"
    "  --robot NAME   kobuki (default), rover or rflex (an iRobot ATRV-Jr)\n"
    "  --firmware V   rover only: the firmware line, 1.3.0 (default) or 1.0.9\n"
    "  --link PATH    also make a symbolic link PATH to the device (like /dev/kobuki)\n"
    "  --world FILE   load walls, drops and the dock from a JSON world file\n"
    "                 (format: sim/WORLD_FORMAT.md); default: the built-in room\n"
    "  --seed N       random seed for sensor noise (same seed, same run); default 1\n"
    "  --trace FILE   write JSON lines: every command received and the true pose at 10 Hz\n"
    "  --speed X      simulated seconds per real second, 0 < X <= 1000; default 1\n"
    "  --fault NAME   a broken part, for self-tests (repeatable; a reset clears them):\n"
    "                 gyro-drift[=DPS], dead-encoder=left|right, weak-motor=left|right,\n"
    "                 worn-battery[=OHMS], dead-cell, charger-broken, bumper-stuck=SIDE,\n"
    "                 bumper-dead=SIDE, cliff-stuck=SIDE, cliff-dead=SIDE (right|centre|left)\n"
    "  --help         show this text\n";

struct ParsedOptions {
    robodash::sim::TwinOptions sim;  // what every twin takes, and rover's --firmware
    std::string robot = robodash::core::FamilyRegistry::kDefaultFamily;
    std::vector<std::string> faults;          // --fault, switched once the robot is known
    bool help = false;
};

const CliCommand kCommand("sim");

bool parseSeed(const std::string &text, std::uint32_t *seed)
{
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
        return false;
    errno = 0;
    const unsigned long long value = std::strtoull(text.c_str(), nullptr, 10);
    if (errno || value > 0xFFFFFFFFull)
        return false;
    *seed = static_cast<std::uint32_t>(value);
    return true;
}

bool parseSpeed(const std::string &text, double *speed)
{
    char *end = nullptr;
    errno = 0;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || errno || *end != '\0' || !std::isfinite(value) || value <= 0
        || value > 1000)
        return false;
    *speed = value;
    return true;
}

// Accepts "--name value" and "--name=value".
bool parseArguments(int argc, char **argv, ParsedOptions *out)
{
    for (int i = 1; i < argc; ++i) {
        std::string name = argv[i];
        std::string value;
        bool hasValue = false;
        const std::size_t equals = name.find('=');
        if (name.rfind("--", 0) == 0 && equals != std::string::npos) {
            value = name.substr(equals + 1);
            name = name.substr(0, equals);
            hasValue = true;
        }
        if (name == "--help" || name == "-h") {
            out->help = true;
            continue;
        }
        const bool takesValue = name == "--link" || name == "--world" || name == "--seed"
            || name == "--trace" || name == "--speed" || name == "--robot" || name == "--firmware"
            || name == "--fault";
        if (!takesValue)
            return kCommand.usageError("unknown option '" + name + "'");
        if (!hasValue) {
            if (i + 1 >= argc)
                return kCommand.usageError("option " + name + " needs a value");
            value = argv[++i];
        }
        if (name == "--robot") {
            if (!kCommand.checkRobot(value, &out->robot))
                return false;
        } else if (name == "--fault")
            out->faults.push_back(value);
        else if (name == "--firmware")
            out->sim.firmware = value;
        else if (name == "--link")
            out->sim.linkPath = value;
        else if (name == "--world")
            out->sim.worldFile = value;
        else if (name == "--trace")
            out->sim.traceFile = value;
        else if (name == "--seed" && !parseSeed(value, &out->sim.seed))
            return kCommand.usageError("--seed needs a whole number from 0 to 4294967295, not '" + value + "'");
        else if (name == "--speed" && !parseSpeed(value, &out->sim.timeScale))
            return kCommand.usageError("--speed needs a number above 0 and at most 1000, not '" + value + "'");
        if ((name == "--link" || name == "--world" || name == "--trace") && value.empty())
            return kCommand.usageError("option " + name + " needs a non-empty value");
    }
    return true;
}

// The chosen family's twin with the options every twin takes; null with a reason when the
// family has none yet or the options do not fit it.
std::shared_ptr<robodash::sim::VirtualRobot> makeTwin(const ParsedOptions &options, std::string *error)
{
    const auto maker = robodash::app::robotFamilies().twinMakerWith(options.robot, options.sim, error);
    return maker ? maker() : nullptr;
}

// What SIGUSR1 did, for the user watching standard error.
std::string describeReset(const robodash::sim::VirtualRobot &robot)
{
    if (const auto *kobuki = dynamic_cast<const robodash::sim::VirtualKobuki *>(&robot)) {
        char text[96];
        std::snprintf(text, sizeof text, "at the origin, battery %.1f V, no faults", kobuki->batteryVolts());
        return text;
    }
    return "at the origin, charged, no faults";
}

}  // namespace

int runSimCommand(int argc, char **argv)
{
    ParsedOptions options;
    const bool parsed = parseArguments(argc, argv, &options);
    if (const auto exitCode = CliCommand::doneBeforeRunning(parsed, options.help, kUsage))
        return *exitCode;

    // Block the signals we act on before the simulator's thread exists, so it inherits the mask
    // and only sigwait() below ever sees them.
    sigset_t watchedSignals;
    sigemptyset(&watchedSignals);
    sigaddset(&watchedSignals, SIGINT);
    sigaddset(&watchedSignals, SIGTERM);
    sigaddset(&watchedSignals, SIGUSR1);  // not a stop: a reset, handled in the loop below
    pthread_sigmask(SIG_BLOCK, &watchedSignals, nullptr);

    // A reader of our output that goes away must not kill us before we clean up the link.
    std::signal(SIGPIPE, SIG_IGN);

    std::string error;
    const std::shared_ptr<robodash::sim::VirtualRobot> twin = makeTwin(options, &error);
    if (!twin) {
        kCommand.report(error);
        return CliCommand::kExitUsage;
    }
    robodash::sim::VirtualRobot &robot = *twin;
    robodash::sim::HardwareFaults faults;
    for (const std::string &fault : options.faults) {
        if (!robodash::sim::HardwareFaultSwitch::apply(fault, robot.hardwareParts(), &faults, &error)) {
            kCommand.usageError(error);
            return CliCommand::kExitUsage;
        }
    }
    robot.setHardwareFaults(faults);
    if (!robot.start(&error)) {
        kCommand.report(error);
        return CliCommand::kExitFailed;
    }
    std::printf("%s\n", robot.devicePath().c_str());
    std::fflush(stdout);
    std::fprintf(stderr, "robodash-cli sim: virtual %s on %s%s%s; Ctrl+C stops it\n",
                 robodash::app::robotFamilies().registry().find(options.robot)->displayName.c_str(),
                 robot.devicePath().c_str(), options.sim.linkPath.empty() ? "" : " linked as ",
                 options.sim.linkPath.c_str());

    int received = 0;
    while (sigwait(&watchedSignals, &received) != 0 || received == SIGUSR1) {
        if (received != SIGUSR1) continue;
        robot.reset();
        std::fprintf(stderr, "robodash-cli sim: reset: %s\n", describeReset(robot).c_str());
        received = 0;
    }
    robot.stop();
    std::fprintf(stderr, "robodash-cli sim: stopped after %.1f simulated seconds\n",
                 robot.simulatedSeconds());
    return 0;
}
