#include "RoverTopics.h"

#include "RosMessages.h"
#include "RosSequence.h"

#include "rover/RoverFrame.h"

#include "sensor_msgs.h"
#include "std_msgs.h"

#include <cmath>
#include <limits>

namespace robodash::bridge {

namespace {

constexpr int kBatteriesPeriodMs = 1000;  // as battery_state: a battery changes slowly
constexpr float kUnmeasured = std::numeric_limits<float>::quiet_NaN();

using rover::Register;

struct BatteryRegisters {
    Register volts, charge, current, temperature;
    const char *location;
};

const BatteryRegisters kBatteryA{Register::BatteryVoltageA, Register::StateOfChargeA,
                                 Register::BatteryCurrentA, Register::SmartBatteryTemperatureA,
                                 "A"};
const BatteryRegisters kBatteryB{Register::BatteryVoltageB, Register::StateOfChargeB,
                                 Register::BatteryCurrentB, Register::SmartBatteryTemperatureB,
                                 "B"};

float valueOr(const rover::RoverFrame &frame, Register which, float otherwise)
{
    const std::optional<double> value = frame.value(which);
    return value ? float(*value) : otherwise;
}

}  // namespace

RoverTopics::RoverTopics(const TopicContext &context, bool withJointStates, QObject *parent)
    : FamilyTopics(context, parent)
{
    const auto *battery = &sensor_msgs_msg_dds__BatteryState__desc;
    m_batteryA = addWriter(battery, "battery_a_state", QosProfile::Default, kDefaultDepth);
    m_batteryB = addWriter(battery, "battery_b_state", QosProfile::Default, kDefaultDepth);
    m_flipper = addWriter(&std_msgs_msg_dds__Float32__desc, "flipper/position",
                          QosProfile::Default, kDefaultDepth);
    if (withJointStates)
        m_joints = addWriter(&sensor_msgs_msg_dds__JointState__desc, "joint_states",
                             QosProfile::Default, kDefaultDepth);
}

std::string RoverTopics::batteryFrame() const
{
    return context().options().parameters.baseFrame;
}

std::vector<std::string> RoverTopics::rosTopics()
{
    return {"battery_a_state", "battery_b_state", "flipper/position", "joint_states"};
}

void RoverTopics::publish(const core::TelemetrySample &sample)
{
    const auto *frame = sample.frameAs<rover::RoverFrame>();
    if (!frame || !frame->identified)
        return;
    if (!m_batteriesMs || sample.receivedMs - *m_batteriesMs >= kBatteriesPeriodMs) {
        m_batteriesMs = sample.receivedMs;
        publishBattery(*frame, Side::A);
        publishBattery(*frame, Side::B);
    }
    if (frame->brings(Register::FlipperAngle)) {
        const std_msgs_msg_dds__Float32_ angle{
            valueOr(*frame, Register::FlipperAngle, kUnmeasured)};
        write(m_flipper, &angle);
    }
    // Both tracks are polled together; the right one's answer completes the pair.
    if (m_joints && frame->brings(Register::RightRpm))
        publishTracks(*frame);
}

void RoverTopics::publishBattery(const rover::RoverFrame &frame, Side side)
{
    const BatteryRegisters &registers = side == Side::A ? kBatteryA : kBatteryB;
    if (!frame.value(registers.volts))
        return;  // not read yet: nothing to say
    const std::string frameId = batteryFrame();
    sensor_msgs_msg_dds__BatteryState_ message{};
    message.header = {context().stamp(), const_cast<char *>(frameId.c_str())};
    message.voltage = valueOr(frame, registers.volts, kUnmeasured);
    // The register is the current drawn; BatteryState's is negative while discharging.
    message.current = -valueOr(frame, registers.current, kUnmeasured);
    message.temperature = valueOr(frame, registers.temperature, kUnmeasured);
    message.charge = kUnmeasured;
    message.capacity = kUnmeasured;
    message.design_capacity = kUnmeasured;
    message.percentage = valueOr(frame, registers.charge, kUnmeasured) / 100.0f;
    message.power_supply_status = kBatteryStatusUnknown;
    message.present = true;
    message.location = const_cast<char *>(registers.location);
    message.serial_number = const_cast<char *>("");
    write(side == Side::A ? m_batteryA : m_batteryB, &message);
}

void RoverTopics::publishTracks(const rover::RoverFrame &frame)
{
    char *names[] = {const_cast<char *>("left_track_joint"),
                     const_cast<char *>("right_track_joint")};
    double velocities[] = {valueOr(frame, Register::LeftRpm, kUnmeasured),
                           valueOr(frame, Register::RightRpm, kUnmeasured)};
    static const std::string kNoFrame;
    sensor_msgs_msg_dds__JointState_ joints{};
    joints.header = {context().stamp(), const_cast<char *>(kNoFrame.c_str())};
    joints.name = sequenceView<dds_sequence_string>(names, 2);
    joints.velocity = sequenceView<dds_sequence_double>(velocities, 2);
    write(m_joints, &joints);
}

}  // namespace robodash::bridge
