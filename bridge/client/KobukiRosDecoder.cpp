#include "KobukiRosDecoder.h"

#include "RosMessages.h"

#include "kobuki/Conversions.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace robodash::bridge {
namespace {

std::int16_t roundToInt16(double value)
{
    constexpr double kMin = std::numeric_limits<std::int16_t>::min();
    constexpr double kMax = std::numeric_limits<std::int16_t>::max();
    if (!std::isfinite(value))
        return 0;
    return static_cast<std::int16_t>(std::lround(std::fmin(std::fmax(value, kMin), kMax)));
}

}  // namespace

SensorStateFeedback KobukiRosDecoder::sensorState(
    const kobuki_ros_interfaces_msg_dds__SensorState_ &state)
{
    SensorStateFeedback out;
    kobuki::BasicSensors &basic = out.basic;
    basic.timeStamp = state.time_stamp;
    basic.bumper = state.bumper;
    basic.wheelDrop = state.wheel_drop;
    basic.cliff = state.cliff;
    basic.leftEncoder = state.left_encoder;
    basic.rightEncoder = state.right_encoder;
    basic.leftPwm = static_cast<std::int8_t>(state.left_pwm);
    basic.rightPwm = static_cast<std::int8_t>(state.right_pwm);
    basic.buttons = state.buttons;
    basic.charger = state.charger;
    basic.battery = state.battery;
    basic.overCurrent = state.over_current;
    if (state.bottom._length == 3) {
        kobuki::Cliff cliff;
        for (std::size_t i = 0; i < 3; ++i)
            cliff.bottom[i] = state.bottom._buffer[i];
        out.cliff = cliff;
    }
    if (state.current._length == 2) {
        kobuki::Current current;
        current.current = {state.current._buffer[0], state.current._buffer[1]};
        out.current = current;
    }
    if (state.analog_input._length == 4) {
        kobuki::GeneralPurposeInput input;
        input.digitalInput = state.digital_input;
        for (std::size_t i = 0; i < 4; ++i)
            input.analogInput[i] = state.analog_input._buffer[i];
        out.input = input;
    }
    return out;
}

kobuki::Inertia KobukiRosDecoder::inertia(const sensor_msgs_msg_dds__Imu_ &imu)
{
    kobuki::Inertia inertia;
    inertia.angle = kobuki::radiansToInertiaAngle(RosMessages::yawOf(imu.orientation));
    inertia.angleRate = kobuki::radiansPerSecondToInertiaRate(imu.angular_velocity.z);
    return inertia;
}

std::array<std::int16_t, 3> KobukiRosDecoder::rawGyroSample(const sensor_msgs_msg_dds__Imu_ &imu)
{
    // kobuki_ros turns the gyro's (x, y, z) into the robot's (-y, x, z): undone here.
    const double digitsPerRadps = 1.0 / (kobuki::kGyroDegPerSecPerDigit * M_PI / 180.0);
    const auto &rate = imu.angular_velocity;
    return {roundToInt16(rate.y * digitsPerRadps), roundToInt16(-rate.x * digitsPerRadps),
            roundToInt16(rate.z * digitsPerRadps)};
}

std::optional<kobuki::DockIr> KobukiRosDecoder::dockIr(
    const kobuki_ros_interfaces_msg_dds__DockInfraRed_ &dock)
{
    if (dock.data._length != 3)
        return std::nullopt;
    // kobuki_ros copies the packet's bytes in order: right, central, left.
    return kobuki::DockIr{dock.data._buffer[0], dock.data._buffer[1], dock.data._buffer[2]};
}

std::optional<kobuki::Version> KobukiRosDecoder::parseVersion(const char *text)
{
    if (!text)
        return std::nullopt;
    unsigned major = 0, minor = 0, patch = 0;
    char rest = 0;
    if (std::sscanf(text, "%u.%u.%u%c", &major, &minor, &patch, &rest) != 3 || major > 255
        || minor > 255 || patch > 255)
        return std::nullopt;
    kobuki::Version version;
    version.major = static_cast<std::uint8_t>(major);
    version.minor = static_cast<std::uint8_t>(minor);
    version.patch = static_cast<std::uint8_t>(patch);
    return version;
}

VersionFeedback KobukiRosDecoder::versionInfo(
    const kobuki_ros_interfaces_msg_dds__VersionInfo_ &info)
{
    VersionFeedback out;
    out.hardware = parseVersion(info.hardware);
    out.firmware = parseVersion(info.firmware);
    if (info.udid._length == 3) {
        kobuki::Udid udid;
        for (std::size_t i = 0; i < 3; ++i)
            udid.udid[i] = info.udid._buffer[i];
        out.udid = udid;
    }
    return out;
}

kobuki::ControllerInfo KobukiRosDecoder::controllerInfo(
    const kobuki_ros_interfaces_msg_dds__ControllerInfo_ &info)
{
    // The robot's gains travel as gain * 1000 in whole numbers; ControllerInfo as floats.
    const auto milli = [](double gain) {
        return gain > 0 && std::isfinite(gain) ? static_cast<std::uint32_t>(std::lround(gain * 1000.0))
                                               : 0u;
    };
    kobuki::ControllerInfo out;
    out.type = info.type;
    out.pGain = milli(info.p_gain);
    out.iGain = milli(info.i_gain);
    out.dGain = milli(info.d_gain);
    return out;
}

}  // namespace robodash::bridge
