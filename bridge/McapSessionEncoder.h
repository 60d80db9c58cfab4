#pragma once
// A session's bytes, as they come, into ROS 2 messages in an MCAP file: the bytes go through
// the family's driver as live bytes do, and the telemetry through the bridge's own topic
// sets (CommonTopics and the family's FamilyTopics) into a McapTopicRecorder instead of
// DDS, so the file has the topics, types, frames and contents the bridge publishes, stamped
// with the log's receive times. A Kobuki's bytes also give kobuki_ros's debug/raw_data_stream
// and debug/raw_data_command, as the bridge's KobukiRawData writes them.
//
// The names, frames and topic sets are the live bridge's for the family under its default
// profile (BridgeOptions::roverProfile: Rover Robotics' roverrobotics_driver for a Rover Pro).
// Both the export of a finished log (McapExporter) and a recording straight to MCAP
// (McapRecordingSink) feed one of these, so the two give the same messages.

#include "BridgeOptions.h"
#include "CommonTopics.h"
#include "FamilyTopics.h"
#include "McapTopicRecorder.h"
#include "RosProfile.h"
#include "TopicContext.h"

#include "core/FamilyRegistry.h"
#include "core/WireStreams.h"
#include "link/RobotLink.h"
#include "link/SessionLogFormat.h"

#include <cstdint>
#include <memory>
#include <string>

namespace robodash::bridge {

class McapSessionEncoder {
public:
    // The bridge's options for a family's export: the namespace as the bridge takes it
    // ("/tb1", "" or "/" for none) and the family's frames. False, and `why`, for a bad
    // namespace.
    static bool exportOptions(const std::string &family, const std::string &rosNamespace,
                              BridgeOptions *options, std::string *why);
    // Unix nanoseconds of `timeMs` after the recording in `header` started.
    static std::uint64_t unixNs(const link::SessionLogHeader &header, qint64 timeMs);

    // `family` must have a driver; `writer` must be open and outlive this.
    McapSessionEncoder(const core::FamilyRegistry &families, const core::FamilyDescriptor &family,
                       const link::SessionLogHeader &header, BridgeOptions options,
                       mcap::McapWriter &writer);

    // Bytes the robot sent, received `timeMs` after the recording started.
    void received(const char *bytes, std::size_t size, qint64 timeMs);
    // Bytes sent to the robot at `timeMs`.
    void sent(const char *bytes, std::size_t size, qint64 timeMs);

    const McapTopicRecorder &recorder() const { return m_recorder; }

private:
    // Raw bytes cut into frames as the wire inspector cuts them, handed to the bridge's
    // KobukiRawData through the link's own signal.
    void wire(const char *bytes, std::size_t size, qint64 timeMs, bool received);
    void publishSensors();

    link::SessionLogHeader m_header;
    BridgeOptions m_options;
    McapTopicRecorder m_recorder;
    TopicContext m_context;
    RosProfile m_profile;  // the live bridge's default for the family (roverrobotics_driver's for a Rover)
    link::RobotLink m_link;  // never opened: what the family topic sets listen to
    CommonTopics m_common;
    std::unique_ptr<core::RobotDriver> m_driver;
    core::WireStreams m_wire;
    std::unique_ptr<FamilyTopics> m_family;  // after the link and context it uses
    bool m_rawData = false;
    core::DriverOutput m_out;
};

}  // namespace robodash::bridge
