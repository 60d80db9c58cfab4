#include "KobukiMessageFeedback.h"

#include "CdrSample.h"
#include "KobukiRosDecoder.h"

#include "kobuki_ros_interfaces.h"
#include "sensor_msgs.h"

namespace robodash::bridge {

namespace {

using Frames = std::vector<KobukiFrameAssembler::Frame>;

void append(Frames &frames, Frames more)
{
    for (auto &frame : more)
        frames.push_back(std::move(frame));
}

// Reads the message as T and hands it to `use`; false (and why) when it is not one.
template <typename T, typename Use>
bool withSample(const dds_topic_descriptor_t *type, const std::uint8_t *data, std::size_t size,
                std::string *error, Use use)
{
    CdrSample<T> sample(type);
    if (!sample.read(data, size, error))
        return false;
    use(sample.value());
    return true;
}

}  // namespace

const std::vector<KobukiMessageFeedback::Topic> &KobukiMessageFeedback::topics()
{
    static const std::vector<Topic> names = {
        {"sensors/core", "kobuki_ros_interfaces/msg/SensorState"},
        {"sensors/imu_data", "sensor_msgs/msg/Imu"},
        {"sensors/imu_data_raw", "sensor_msgs/msg/Imu"},
        {"sensors/dock_ir", "kobuki_ros_interfaces/msg/DockInfraRed"},
        {"version_info", "kobuki_ros_interfaces/msg/VersionInfo"},
        {"controller_info", "kobuki_ros_interfaces/msg/ControllerInfo"},
    };
    return names;
}

bool KobukiMessageFeedback::add(const std::string &name, const std::uint8_t *data, std::size_t size,
                          Frames &frames, std::string *error)
{
    using SensorState = kobuki_ros_interfaces_msg_dds__SensorState_;
    using Imu = sensor_msgs_msg_dds__Imu_;
    using DockInfraRed = kobuki_ros_interfaces_msg_dds__DockInfraRed_;
    using VersionInfo = kobuki_ros_interfaces_msg_dds__VersionInfo_;
    using ControllerInfo = kobuki_ros_interfaces_msg_dds__ControllerInfo_;
    if (name == "sensors/core")
        return withSample<SensorState>(&kobuki_ros_interfaces_msg_dds__SensorState__desc, data, size,
                                       error, [&](const SensorState &state) {
                                           append(frames, m_assembler.addSensorState(
                                                              KobukiRosDecoder::sensorState(state)));
                                       });
    if (name == "sensors/imu_data")
        return withSample<Imu>(&sensor_msgs_msg_dds__Imu__desc, data, size, error, [&](const Imu &imu) {
            append(frames, m_assembler.addInertia(KobukiRosDecoder::inertia(imu)));
        });
    if (name == "sensors/imu_data_raw")
        return withSample<Imu>(&sensor_msgs_msg_dds__Imu__desc, data, size, error, [&](const Imu &imu) {
            append(frames, m_assembler.addRawGyroSample(KobukiRosDecoder::rawGyroSample(imu)));
        });
    if (name == "sensors/dock_ir")
        return withSample<DockInfraRed>(&kobuki_ros_interfaces_msg_dds__DockInfraRed__desc, data, size,
                                        error, [&](const DockInfraRed &dock) {
                                            if (const auto ir = KobukiRosDecoder::dockIr(dock))
                                                append(frames, m_assembler.addDockIr(*ir));
                                        });
    // The robot's answers to the driver's requests: not held back, as it sends them.
    if (name == "version_info")
        return withSample<VersionInfo>(&kobuki_ros_interfaces_msg_dds__VersionInfo__desc, data, size,
                                       error, [&](const VersionInfo &info) {
                                           frames.push_back(KobukiFrameAssembler::versionFrame(
                                               KobukiRosDecoder::versionInfo(info)));
                                       });
    if (name == "controller_info")
        return withSample<ControllerInfo>(&kobuki_ros_interfaces_msg_dds__ControllerInfo__desc, data,
                                          size, error, [&](const ControllerInfo &info) {
                                              frames.push_back(KobukiFrameAssembler::controllerFrame(
                                                  KobukiRosDecoder::controllerInfo(info)));
                                          });
    *error = "not a topic of a Kobuki";
    return false;
}

}  // namespace robodash::bridge
