// `robodash-cli encode --robot rflex COMMAND`: rFLEX host frames as rflex::CommandEncoder
// writes them for the driver: unstuffed, with no 0x1B between `1B 02` and `1B 03` (a value
// that would hold one is moved to the nearest that does not, as the drivers do).
#include "EncodeArguments.h"

#include "rflex/CommandEncoder.h"
#include "rflex/Conversions.h"

#include <string>

namespace encode_cli {
namespace {

using namespace robodash::rflex;

using Frames = std::vector<std::vector<std::uint8_t>>;

template <typename Command>
Frames frameOf(const Command &command)
{
    CommandEncoder encoder;
    return {encoder.encode(command)};
}

// Both axes, translation first, as the driver sends a drive (ATRV-Jr odometry units).
Frames encodeVelocity(const ParsedArguments &args)
{
    const double linear = parseReal("linear", required(args, "linear"));
    const double angular = parseReal("angular", required(args, "angular"));
    CommandEncoder encoder;
    return {encoder.encode(axisVelocityCommand(Axis::Translation, translationToRaw(linear))),
            encoder.encode(axisVelocityCommand(Axis::Rotation, rotationToRaw(angular)))};
}

std::uint32_t periodFrom(const ParsedArguments &args)
{
    const auto period = args.values.find("period-us");
    if (period == args.values.end())
        return kDefaultReportPeriodUs;
    return std::uint32_t(parseInteger("period-us", period->second, 10, 0, 0xFFFFFFFFLL));
}

Frames encodeOdometryReports(const ParsedArguments &args)
{
    return frameOf(SystemReportRequest{periodFrom(args), kBothAxesMask});
}

Frames encodeDioReports(const ParsedArguments &args)
{
    return frameOf(DioReportsRequest{periodFrom(args)});
}

Frames encodeSonar(const ParsedArguments &args)
{
    const bool on = args.flags.count("on") != 0;
    if (on == (args.flags.count("off") != 0))
        throw UsageError("sonar: give exactly one of --on --off");
    SonarRun command;
    command.mode = on ? SonarMode::On : SonarMode::Off;
    return frameOf(command);
}

Frames encodeBrakeSet(const ParsedArguments &) { return frameOf(BrakeSet{}); }
Frames encodeBrakeRelease(const ParsedArguments &) { return frameOf(BrakeRelease{}); }
Frames encodeSetDefaults(const ParsedArguments &) { return frameOf(SetDefaults{}); }
Frames encodeStatus(const ParsedArguments &) { return frameOf(SystemStatusRequest{}); }

}  // namespace

const std::vector<EncodeCommandSpec> &rflexEncodeCommands()
{
    static const std::vector<EncodeCommandSpec> all = {
        {"velocity", "velocity --linear M_S --angular RAD_S   (MOT_AXIS_SET_DIR, one frame per axis)",
         {{"linear", "angular"}, {}, 0}, encodeVelocity},
        {"odometry-reports", "odometry-reports [--period-us US]   (MOT_SYSTEM_REPORT_REQ, both axes; 0 off)",
         {{"period-us"}, {}, 0}, encodeOdometryReports},
        {"dio-reports", "dio-reports [--period-us US]   (DIO_REPORTS_REQ; 0 off)",
         {{"period-us"}, {}, 0}, encodeDioReports},
        {"set-defaults", "set-defaults   (MOT_SET_DEFAULTS)", {{}, {}, 0}, encodeSetDefaults},
        {"brake-set", "brake-set   (MOT_BRAKE_SET)", {{}, {}, 0}, encodeBrakeSet},
        {"brake-release", "brake-release   (MOT_BRAKE_RELEASE)", {{}, {}, 0}, encodeBrakeRelease},
        {"status", "status   (SYS_STATUS, empty data)", {{}, {}, 0}, encodeStatus},
        {"sonar", "sonar --on|--off   (SONAR_RUN)", {{}, {"on", "off"}, 0}, encodeSonar},
    };
    return all;
}

}  // namespace encode_cli
