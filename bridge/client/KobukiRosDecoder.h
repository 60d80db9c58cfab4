#pragma once
// kobuki_ros's messages (kobuki-base/kobuki_ros_interfaces, sensor_msgs/Imu) turned back into
// the Kobuki's feedback: the inverse of what kobuki_ros (and the bridge's KobukiTopics) fill
// them from. A network Kobuki and a bag of kobuki_ros topics thus feed the same decoders and
// panels as a robot on a cable. What a message leaves empty (a robot that sent no cliff
// packet leaves `bottom` empty) stays empty here: nothing is made up.

#include "kobuki/Feedback.h"

#include "kobuki_ros_interfaces.h"
#include "sensor_msgs.h"

#include <array>
#include <cstdint>
#include <optional>

namespace robodash::bridge {

struct SensorStateFeedback {
    kobuki::BasicSensors basic;
    std::optional<kobuki::Cliff> cliff;
    std::optional<kobuki::Current> current;
    std::optional<kobuki::GeneralPurposeInput> input;
};

struct VersionFeedback {
    std::optional<kobuki::Version> hardware, firmware;
    std::optional<kobuki::Udid> udid;
};

class KobukiRosDecoder {
public:
    static SensorStateFeedback sensorState(const kobuki_ros_interfaces_msg_dds__SensorState_ &state);
    // sensors/imu_data: the heading (yaw of the orientation) and the turn rate about z.
    static kobuki::Inertia inertia(const sensor_msgs_msg_dds__Imu_ &imu);
    // sensors/imu_data_raw: one raw gyro sample, in the gyro's own axes and digits.
    static std::array<std::int16_t, 3> rawGyroSample(const sensor_msgs_msg_dds__Imu_ &imu);
    // Nothing when the message holds other than three readings.
    static std::optional<kobuki::DockIr> dockIr(const kobuki_ros_interfaces_msg_dds__DockInfraRed_ &dock);
    static VersionFeedback versionInfo(const kobuki_ros_interfaces_msg_dds__VersionInfo_ &info);
    static kobuki::ControllerInfo controllerInfo(
        const kobuki_ros_interfaces_msg_dds__ControllerInfo_ &info);
    // "1.0.4" as a version; nothing for anything else.
    static std::optional<kobuki::Version> parseVersion(const char *text);
};

}  // namespace robodash::bridge
