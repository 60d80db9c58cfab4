#include "CommandDecoder.h"

#include "ByteOrder.h"
#include "Opcodes.h"

namespace robodash::rflex {

namespace {

constexpr std::size_t kAxisQuerySize = 1;
constexpr std::size_t kSetDirectionSize = 14;
constexpr std::size_t kSetPositionSize = 17;
constexpr std::size_t kReportRequestSize = 8;
constexpr std::size_t kSonarRunSize = 13;
constexpr std::size_t kTimestampSize = 4;
constexpr std::size_t kDioSetSize = 4;
constexpr std::uint8_t kAxisCount = 4;  // axes 2 and 3 exist on the wire, unused

using Result = std::optional<HostCommand>;

bool validAxis(std::uint8_t axis) { return axis < kAxisCount; }

// A command with no data: only an empty frame is one.
template <typename Command>
Result empty(const FrameView &frame)
{
    if (frame.length != 0)
        return std::nullopt;
    return Command{};
}

Result axisQuery(const FrameView &frame, AxisQueryKind kind)
{
    if (frame.length != kAxisQuerySize || !validAxis(frame.data[0]))
        return std::nullopt;
    return AxisQuery{kind, static_cast<Axis>(frame.data[0])};
}

// Axis, velocity, acceleration and torque: how both axis commands start.
template <typename Command>
Command axisMotion(const std::uint8_t *d)
{
    Command command;
    command.axis = static_cast<Axis>(d[0]);
    command.velocity = wire::readI32(d + 1);
    command.acceleration = wire::readI32(d + 5);
    command.torque = wire::readI32(d + 9);
    return command;
}

Result setDirection(const FrameView &frame)
{
    const std::uint8_t *d = frame.data;
    if (frame.length != kSetDirectionSize || !validAxis(d[0]) || d[13] > 1)
        return std::nullopt;
    auto command = axisMotion<AxisSetDirection>(d);
    command.direction = static_cast<Direction>(d[13]);
    return command;
}

Result setPosition(const FrameView &frame)
{
    const std::uint8_t *d = frame.data;
    if (frame.length != kSetPositionSize || !validAxis(d[0]))
        return std::nullopt;
    auto command = axisMotion<AxisSetPosition>(d);
    command.position = wire::readI32(d + 13);
    return command;
}

Result reportRequest(const FrameView &frame)
{
    if (frame.length != kReportRequestSize)
        return std::nullopt;
    return SystemReportRequest{wire::readU32(frame.data), wire::readU32(frame.data + 4)};
}

Result motionCommand(const FrameView &frame)
{
    switch (frame.opcode) {
    case motion::kAxisGetSystem: return axisQuery(frame, AxisQueryKind::System);
    case motion::kAxisGetModel: return axisQuery(frame, AxisQueryKind::Model);
    case motion::kAxisGetTarget: return axisQuery(frame, AxisQueryKind::Target);
    case motion::kAxisGetMode: return axisQuery(frame, AxisQueryKind::Mode);
    case motion::kAxisSetDirection: return setDirection(frame);
    case motion::kAxisSetPosition: return setPosition(frame);
    case motion::kSetDefaults: return empty<SetDefaults>(frame);
    case motion::kBrakeSet: return empty<BrakeSet>(frame);
    case motion::kBrakeRelease: return empty<BrakeRelease>(frame);
    case motion::kSystemReportRequest: return reportRequest(frame);
    default: return std::nullopt;
    }
}

Result sonarRun(const FrameView &frame)
{
    const std::uint8_t *d = frame.data;
    const std::uint8_t mode = frame.length == kSonarRunSize ? d[12] : 0xFF;
    if (mode != static_cast<std::uint8_t>(SonarMode::Off)
        && mode != static_cast<std::uint8_t>(SonarMode::On))
        return std::nullopt;
    return SonarRun{wire::readI32(d), wire::readI32(d + 4), wire::readI32(d + 8),
                    static_cast<SonarMode>(mode)};
}

// The commands that carry one u32 and nothing else.
template <typename Command>
Result oneWord(const FrameView &frame)
{
    if (frame.length != kTimestampSize)
        return std::nullopt;
    return Command{wire::readU32(frame.data)};
}

Result sonarCommand(const FrameView &frame)
{
    switch (frame.opcode) {
    case sonar::kRun: return sonarRun(frame);
    case sonar::kGetUpdate: return oneWord<SonarUpdateRequest>(frame);
    default: return std::nullopt;
    }
}

Result dioCommand(const FrameView &frame)
{
    switch (frame.opcode) {
    case dio::kReportsRequest: return oneWord<DioReportsRequest>(frame);
    case dio::kGetUpdate: return oneWord<DioUpdateRequest>(frame);
    case dio::kSet:
        if (frame.length != kDioSetSize)
            return std::nullopt;
        return DioSet{frame.data[0], frame.data[1], frame.data[2], frame.data[3]};
    default: return std::nullopt;
    }
}

Result systemCommand(const FrameView &frame)
{
    switch (frame.opcode) {
    case sys::kStatus: return empty<SystemStatusRequest>(frame);
    case sys::kLcdDump: return empty<LcdDumpRequest>(frame);
    default: return std::nullopt;
    }
}

struct NameOf {
    const char *operator()(const SystemStatusRequest &) const { return "sys_status"; }
    const char *operator()(const LcdDumpRequest &) const { return "sys_lcd_dump"; }
    const char *operator()(const AxisQuery &) const { return "mot_axis_query"; }
    const char *operator()(const AxisSetDirection &) const { return "mot_axis_set_dir"; }
    const char *operator()(const AxisSetPosition &) const { return "mot_axis_set_pos"; }
    const char *operator()(const SetDefaults &) const { return "mot_set_defaults"; }
    const char *operator()(const BrakeSet &) const { return "mot_brake_set"; }
    const char *operator()(const BrakeRelease &) const { return "mot_brake_release"; }
    const char *operator()(const SystemReportRequest &) const { return "mot_system_report_req"; }
    const char *operator()(const JoystickStateRequest &) const { return "jstk_get_state"; }
    const char *operator()(const SonarRun &) const { return "sonar_run"; }
    const char *operator()(const SonarUpdateRequest &) const { return "sonar_get_update"; }
    const char *operator()(const DioReportsRequest &) const { return "dio_reports_req"; }
    const char *operator()(const DioUpdateRequest &) const { return "dio_get_update"; }
    const char *operator()(const DioSet &) const { return "dio_set"; }
};

}  // namespace

std::optional<HostCommand> decodeCommand(const FrameView &frame)
{
    switch (static_cast<Port>(frame.port)) {
    case Port::System: return systemCommand(frame);
    case Port::Motion: return motionCommand(frame);
    case Port::Joystick:
        if (frame.opcode != joystick::kGetState)
            return std::nullopt;
        return empty<JoystickStateRequest>(frame);
    case Port::Sonar: return sonarCommand(frame);
    case Port::DigitalIo: return dioCommand(frame);
    default: return std::nullopt;  // IR_RUN included: an ATRV-Jr has no IR to run
    }
}

const char *commandName(const HostCommand &command)
{
    return std::visit(NameOf{}, command);
}

}  // namespace robodash::rflex
