#include "KobukiTopics.h"

#include "DiagnosticArrayWriter.h"
#include "KobukiCommandHandler.h"
#include "KobukiMessages.h"
#include "KobukiRawData.h"
#include "RosSequence.h"

#include "kobuki/Conversions.h"
#include "kobuki/KobukiFrame.h"
#include "link/RobotLink.h"

#include "kobuki_ros_interfaces.h"
#include "diagnostic_msgs.h"
#include "std_msgs.h"

#include <string>

namespace robodash::bridge {

namespace {

constexpr int kKobukiRosDepth = 100;        // kobuki_ros's history for every topic it publishes
constexpr int kLatchedDepth = 1;   // a late joiner needs the latest only
constexpr int kCommandDepth = 10;  // kobuki_ros's subscriptions: rclcpp::QoS(10)
constexpr int kDiagnosticsDepth = 1;  // diagnostic_updater's publisher
constexpr int kDiagnosticsPeriodMs = 100;  // kobuki_ros's update timer forces one each time
constexpr std::int64_t kRawGyroIntervalNs = 10000000;  // the 3-axis gyro samples at 100 Hz

// kobuki_ros's frames for these sensors.
const std::string kGyroFrame = "gyro_link";
const std::string kDockIrFrame = "dock_ir_link";
const std::string kNoFrame;

constexpr std::uint8_t kOnline = 1;  // RobotStateEvent.ONLINE

// A value arrived and it differs from the one known (the protocol types have only ==).
template <class T>
bool isNews(const std::optional<T> &arrived, const std::optional<T> &known)
{
    return arrived && !(known && *known == *arrived);
}

}  // namespace

struct KobukiTopics::Writers {
    TopicWriter *jointStates, *sensorState, *imu, *rawImu, *dockIr, *batteryState;
    TopicWriter *button, *bumper, *cliff, *wheelDrop, *power, *digitalInput;
    TopicWriter *robotState, *versionInfo, *controllerInfo;
    TopicWriter *diagnostics;
};

KobukiTopics::KobukiTopics(const TopicContext &context, link::RobotLink &link, QObject *parent)
    : FamilyTopics(context, parent),
      m_link(link),
      m_commands(new KobukiCommandHandler(context, link, this))
{
    connect(m_commands, &KobukiCommandHandler::diagnostic, this, &FamilyTopics::diagnostic);
    makeWriters();
    makeRawDataWriters();
    makeCommandReaders();
    connect(&m_link, &link::RobotLink::onlineChanged, this,
            [this](bool online) { publishRobotState(online); });
    publishRobotState(m_link.isOnline());
    connect(&m_diagnosticsTimer, &QTimer::timeout, this, &KobukiTopics::publishDiagnostics);
    m_diagnosticsTimer.start(kDiagnosticsPeriodMs);
}

KobukiTopics::~KobukiTopics() = default;

void KobukiTopics::makeWriters()
{
    using P = QosProfile;
    m_out = std::make_unique<Writers>();
    Writers &w = *m_out;
    w.jointStates = addWriter(&sensor_msgs_msg_dds__JointState__desc, "joint_states", P::Default,
                              kKobukiRosDepth);
    w.sensorState = addWriter(&kobuki_ros_interfaces_msg_dds__SensorState__desc, "sensors/core",
                              P::Default, kKobukiRosDepth);
    w.imu = addWriter(&sensor_msgs_msg_dds__Imu__desc, "sensors/imu_data", P::Default, kKobukiRosDepth);
    w.rawImu = addWriter(&sensor_msgs_msg_dds__Imu__desc, "sensors/imu_data_raw", P::Default,
                         kKobukiRosDepth);
    w.dockIr = addWriter(&kobuki_ros_interfaces_msg_dds__DockInfraRed__desc, "sensors/dock_ir",
                         P::Default, kKobukiRosDepth);
    w.batteryState = addWriter(&sensor_msgs_msg_dds__BatteryState__desc, "sensors/battery_state",
                               P::Default, kKobukiRosDepth);
    w.button = addWriter(&kobuki_ros_interfaces_msg_dds__ButtonEvent__desc, "events/button",
                         P::Default, kKobukiRosDepth);
    w.bumper = addWriter(&kobuki_ros_interfaces_msg_dds__BumperEvent__desc, "events/bumper",
                         P::Default, kKobukiRosDepth);
    w.cliff = addWriter(&kobuki_ros_interfaces_msg_dds__CliffEvent__desc, "events/cliff",
                        P::Default, kKobukiRosDepth);
    w.wheelDrop = addWriter(&kobuki_ros_interfaces_msg_dds__WheelDropEvent__desc,
                            "events/wheel_drop", P::Default, kKobukiRosDepth);
    w.power = addWriter(&kobuki_ros_interfaces_msg_dds__PowerSystemEvent__desc,
                        "events/power_system", P::Default, kKobukiRosDepth);
    w.digitalInput = addWriter(&kobuki_ros_interfaces_msg_dds__DigitalInputEvent__desc,
                               "events/digital_input", P::Default, kKobukiRosDepth);
    w.robotState = addWriter(&kobuki_ros_interfaces_msg_dds__RobotStateEvent__desc,
                             "events/robot_state", P::Latched, kLatchedDepth);
    w.versionInfo = addWriter(&kobuki_ros_interfaces_msg_dds__VersionInfo__desc, "version_info",
                              P::Latched, kLatchedDepth);
    w.controllerInfo = addWriter(&kobuki_ros_interfaces_msg_dds__ControllerInfo__desc,
                                 "controller_info", P::Latched, kLatchedDepth);
    w.diagnostics = addWriter(&diagnostic_msgs_msg_dds__DiagnosticArray__desc, "/diagnostics",
                              P::Default, kDiagnosticsDepth);
}

void KobukiTopics::makeRawDataWriters()
{
    TopicWriter *stream = addWriter(&std_msgs_msg_dds__String__desc, "debug/raw_data_stream",
                                    QosProfile::Default, kKobukiRosDepth);
    TopicWriter *command = addWriter(&std_msgs_msg_dds__String__desc, "debug/raw_data_command",
                                     QosProfile::Default, kKobukiRosDepth);
    TopicWriter *control = addWriter(&std_msgs_msg_dds__Int16MultiArray__desc,
                                     "debug/raw_control_command", QosProfile::Default, kKobukiRosDepth);
    m_rawData = std::make_unique<KobukiRawData>(m_link, stream, command, control);
    connect(m_rawData.get(), &KobukiRawData::diagnostic, this, &FamilyTopics::diagnostic);
}

void KobukiTopics::makeCommandReaders()
{
    subscribe<kobuki_ros_interfaces_msg_dds__Led_>(
        &kobuki_ros_interfaces_msg_dds__Led__desc, "commands/led1", kCommandDepth,
        [this](const auto &command) { m_commands->setLed(0, command); });
    subscribe<kobuki_ros_interfaces_msg_dds__Led_>(
        &kobuki_ros_interfaces_msg_dds__Led__desc, "commands/led2", kCommandDepth,
        [this](const auto &command) { m_commands->setLed(1, command); });
    subscribe<kobuki_ros_interfaces_msg_dds__DigitalOutput_>(
        &kobuki_ros_interfaces_msg_dds__DigitalOutput__desc, "commands/digital_output",
        kCommandDepth, [this](const auto &command) { m_commands->setDigitalOutputs(command); });
    subscribe<kobuki_ros_interfaces_msg_dds__ExternalPower_>(
        &kobuki_ros_interfaces_msg_dds__ExternalPower__desc, "commands/external_power",
        kCommandDepth, [this](const auto &command) { m_commands->setExternalPower(command); });
    subscribe<kobuki_ros_interfaces_msg_dds__Sound_>(
        &kobuki_ros_interfaces_msg_dds__Sound__desc, "commands/sound", kCommandDepth,
        [this](const auto &command) { m_commands->playSound(command); });
    subscribe<std_msgs_msg_dds__Empty_>(&std_msgs_msg_dds__Empty__desc, "commands/reset_odometry",
                                        kCommandDepth,
                                        [this](const auto &) { m_link.resetOdometry(); });
    subscribe<kobuki_ros_interfaces_msg_dds__MotorPower_>(
        &kobuki_ros_interfaces_msg_dds__MotorPower__desc, "commands/motor_power", kCommandDepth,
        [this](const auto &command) { m_commands->setMotorPower(command); });
    subscribe<kobuki_ros_interfaces_msg_dds__ControllerInfo_>(
        &kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, "commands/controller_info",
        kCommandDepth, [this](const auto &command) { m_commands->setControllerGains(command); });
}

// --- publishing --------------------------------------------------------------------------

std::vector<std::string> KobukiTopics::rosTopics()
{
    return {"joint_states",         "sensors/core",
            "sensors/imu_data",     "sensors/imu_data_raw",
            "sensors/dock_ir",      "events/button",
            "events/bumper",        "events/cliff",
            "events/wheel_drop",    "events/power_system",
            "events/digital_input", "events/robot_state",
            "version_info",         "controller_info",
            "commands/led1",        "commands/led2",
            "commands/digital_output", "commands/external_power",
            "commands/sound",       "commands/reset_odometry",
            "commands/motor_power", "commands/controller_info",
            "debug/raw_data_stream", "debug/raw_data_command",
            "debug/raw_control_command", "sensors/battery_state", "/diagnostics"};
}

std::optional<std::uint16_t> KobukiTopics::robotClockMs(const core::TelemetrySample &sample) const
{
    const auto *frame = sample.frameAs<kobuki::KobukiFrame>();
    if (!frame || !frame->feedback.basicSensors)
        return std::nullopt;
    return frame->feedback.basicSensors->timeStamp;
}

void KobukiTopics::publish(const core::TelemetrySample &sample)
{
    const auto *frame = sample.frameAs<kobuki::KobukiFrame>();
    if (!frame)
        return;
    const double heading = sample.core.odometry ? sample.core.odometry->pose.theta : 0;
    publishFeedback(frame->feedback, heading);
    publishEvents(frame->events);
    publishVersionInfoWhenComplete(frame->feedback);
}

void KobukiTopics::publishFeedback(const kobuki::FeedbackFrame &feedback, double headingRad)
{
    const RosTime stamp = context().stamp();
    m_diagnostics.update(feedback);
    if (feedback.cliff)
        m_cliff = feedback.cliff;
    if (feedback.current)
        m_current = feedback.current;
    if (feedback.generalPurposeInput)
        m_input = feedback.generalPurposeInput;
    if (feedback.basicSensors) {
        publishSensorState(*feedback.basicSensors, stamp);
        publishJointStates(*feedback.basicSensors, stamp);
        publishBatteryState(*feedback.basicSensors, stamp);
    }
    if (feedback.inertia) {
        // The heading is the odometry's (the gyro's on a Kobuki, zeroed by reset_odometry
        // as kobuki_ros zeroes its own); the rate is the gyro's as it came.
        const double rate = kobuki::inertiaRateToRadiansPerSecond(feedback.inertia->angleRate);
        const auto message = KobukiMessages::imu(headingRad, rate, stamp, kGyroFrame);
        write(m_out->imu, &message);
    }
    if (feedback.rawGyro)
        publishRawImu(*feedback.rawGyro, stamp);
    if (feedback.dockIr)
        publishDockIr(*feedback.dockIr, stamp);
    if (feedback.controllerInfo) {
        const auto message = KobukiMessages::controllerInfo(*feedback.controllerInfo);
        write(m_out->controllerInfo, &message);
    }
}

void KobukiTopics::publishSensorState(const kobuki::BasicSensors &basic, RosTime stamp)
{
    // kobuki_ros fills the packets it has; a robot that sent none of one leaves it empty.
    std::array<std::uint16_t, 3> bottom{};
    std::array<std::uint8_t, 2> current{};
    std::array<std::uint16_t, 4> analog{};
    if (m_cliff)
        bottom = m_cliff->bottom;
    if (m_current)
        current = m_current->current;
    if (m_input)
        analog = m_input->analogInput;
    kobuki_ros_interfaces_msg_dds__SensorState_ state{};
    state.header = {stamp, const_cast<char *>(kNoFrame.c_str())};  // kobuki_ros names none
    state.time_stamp = basic.timeStamp;
    state.bumper = basic.bumper;
    state.wheel_drop = basic.wheelDrop;
    state.cliff = basic.cliff;
    state.left_encoder = basic.leftEncoder;
    state.right_encoder = basic.rightEncoder;
    state.left_pwm = basic.leftPwm;
    state.right_pwm = basic.rightPwm;
    state.buttons = basic.buttons;
    state.charger = basic.charger;
    state.battery = basic.battery;
    state.bottom = sequenceView<dds_sequence_unsigned_short>(bottom.data(), m_cliff ? 3 : 0);
    state.current = sequenceView<dds_sequence_octet>(current.data(), m_current ? 2 : 0);
    state.over_current = basic.overCurrent;
    state.digital_input = m_input ? m_input->digitalInput : 0;
    state.analog_input = sequenceView<dds_sequence_unsigned_short>(analog.data(), m_input ? 4 : 0);
    write(m_out->sensorState, &state);
}

void KobukiTopics::publishJointStates(const kobuki::BasicSensors &basic, RosTime stamp)
{
    const KobukiWheelJoints::State &wheels = m_wheels.update(basic);
    const DriverParameters &parameters = context().options().parameters;
    char *names[] = {const_cast<char *>(parameters.wheelLeftJointName.c_str()),
                     const_cast<char *>(parameters.wheelRightJointName.c_str())};
    double positions[] = {wheels.leftRadians, wheels.rightRadians};
    double velocities[] = {wheels.leftRadps, wheels.rightRadps};
    double efforts[] = {0, 0};  // not measured; kobuki_ros sends two zeros all the same
    sensor_msgs_msg_dds__JointState_ joints{};
    joints.header = {stamp, const_cast<char *>(kNoFrame.c_str())};
    joints.name = sequenceView<dds_sequence_string>(names, 2);
    joints.position = sequenceView<dds_sequence_double>(positions, 2);
    joints.velocity = sequenceView<dds_sequence_double>(velocities, 2);
    joints.effort = sequenceView<dds_sequence_double>(efforts, 2);
    write(m_out->jointStates, &joints);
}

void KobukiTopics::publishBatteryState(const kobuki::BasicSensors &basic, RosTime stamp)
{
    // Lazy, as kobuki_ros's: each frame, but only while someone reads it.
    if (!m_out->batteryState->hasReader())
        return;
    const KobukiBattery battery(basic, context().options().parameters);
    const auto message = KobukiMessages::batteryState(battery, stamp);
    write(m_out->batteryState, &message);
}

void KobukiTopics::publishRawImu(const kobuki::RawGyro &gyro, RosTime stamp)
{
    // The gyro samples at 100 Hz, the frames come at 50: the last sample is the newest, the
    // ones before it 10 ms apart (kobuki_ros stamps them so too).
    const int count = std::min<int>(gyro.sampleCount, int(kobuki::RawGyro::kMaxSamples));
    for (int i = 0; i < count; ++i) {
        const RosTime at = KobukiMessages::earlier(stamp, (count - 1 - i) * kRawGyroIntervalNs);
        const auto message = KobukiMessages::rawImu(gyro.samples[std::size_t(i)], at, kGyroFrame);
        write(m_out->rawImu, &message);
    }
}

void KobukiTopics::publishDockIr(const kobuki::DockIr &ir, RosTime stamp)
{
    std::uint8_t data[] = {ir.right, ir.central, ir.left};  // the order of the sub-payload
    kobuki_ros_interfaces_msg_dds__DockInfraRed_ message{};
    message.header = {stamp, const_cast<char *>(kDockIrFrame.c_str())};
    message.data = sequenceView<dds_sequence_octet>(data, 3);
    write(m_out->dockIr, &message);
}

template <class Event, class Convert>
void KobukiTopics::writeEach(TopicWriter *writer, const std::vector<Event> &events,
                             Convert convert)
{
    for (const Event &event : events) {
        const auto message = convert(event);
        write(writer, &message);
    }
}

void KobukiTopics::publishEvents(const kobuki::RobotEvents &events)
{
    writeEach(m_out->button, events.buttons, &KobukiMessages::button);
    writeEach(m_out->bumper, events.bumpers, &KobukiMessages::bumper);
    writeEach(m_out->cliff, events.cliffs, &KobukiMessages::cliff);
    writeEach(m_out->wheelDrop, events.wheelDrops, &KobukiMessages::wheelDrop);
    writeEach(m_out->power, events.power, [](kobuki::PowerEvent event) {
        // PowerEvent's values are PowerSystemEvent's (UNPLUGGED 0 .. BATTERY_CRITICAL 5).
        return kobuki_ros_interfaces_msg_dds__PowerSystemEvent_{std::uint8_t(event)};
    });
    writeEach(m_out->digitalInput, events.digitalInputs,
              [](const kobuki::DigitalInputEvent &event) {
                  kobuki_ros_interfaces_msg_dds__DigitalInputEvent_ message{};
                  std::copy(event.values.begin(), event.values.end(), message.values);
                  return message;
              });
}

void KobukiTopics::publishRobotState(bool online)
{
    const kobuki_ros_interfaces_msg_dds__RobotStateEvent_ message{std::uint8_t(online ? kOnline : 0)};
    write(m_out->robotState, &message);
}

void KobukiTopics::publishDiagnostics()
{
    m_diagnostics.setAlive(m_link.isOnline());
    m_diagnostics.setMotorsEnabled(m_link.motorsEnabled());
    const auto statuses = m_diagnostics.statuses(context().options().nodeName,
                                                 context().options().parameters);
    if (!DiagnosticArrayWriter::write(*m_out->diagnostics, statuses,
                                      KobukiDiagnostics::kHardwareId))
        reportWriteFailure(m_out->diagnostics);
}

void KobukiTopics::publishVersionInfoWhenComplete(const kobuki::FeedbackFrame &feedback)
{
    // The versions and the UDID come in answer to the driver's request, maybe in separate
    // frames; kobuki_ros publishes them once, together, and so does the bridge (again only
    // when a robot says something new, after a reconnect to another one).
    const bool news = isNews(feedback.hardwareVersion, m_hardware)
                      || isNews(feedback.firmwareVersion, m_firmware)
                      || isNews(feedback.udid, m_udid);
    if (feedback.hardwareVersion)
        m_hardware = feedback.hardwareVersion;
    if (feedback.firmwareVersion)
        m_firmware = feedback.firmwareVersion;
    if (feedback.udid)
        m_udid = feedback.udid;
    if (!m_hardware || !m_firmware || !m_udid || (m_versionPublished && !news))
        return;
    const std::string hardware = m_hardware->toString();
    const std::string firmware = m_firmware->toString();
    std::array<std::uint32_t, 3> udid = m_udid->udid;
    kobuki_ros_interfaces_msg_dds__VersionInfo_ message{};
    message.hardware = const_cast<char *>(hardware.c_str());
    message.firmware = const_cast<char *>(firmware.c_str());
    message.software = const_cast<char *>(context().options().softwareVersion.c_str());
    message.udid = sequenceView<dds_sequence_unsigned_long>(udid.data(), udid.size());
    message.features = KobukiMessages::versionFeatures(*m_firmware);
    write(m_out->versionInfo, &message);
    m_versionPublished = true;
}

}  // namespace robodash::bridge
