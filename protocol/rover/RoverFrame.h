#pragma once
// The Rover Pro's typed telemetry as it rides next to the core (core/TelemetrySample.h): a
// snapshot of every documented register after one reply, which reply it was, the firmware
// the robot runs, whether driving is allowed, and where odometry comes from.

#include "Firmware.h"
#include "RegisterReading.h"
#include "RegisterTable.h"
#include "Reply.h"
#include "core/FamilyFrame.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace robodash::rover {

enum class OdometrySource : std::uint8_t {
    None,      // no track data yet
    Encoders,  // newer line: registers 14 and 16
    Rpm,       // older or unknown line, whose encoder registers read 0: registers 2 and 4
    Topic,     // a Rover on a ROS 2 network: its bridge's odometry messages
};

const char *odometrySourceName(OdometrySource source);  // "none", "encoders", "RPM"

class RoverFrame : public core::FamilyFrame {
public:
    bool identified = false;  // register 40 answered (over the network: the robot heard)
    // Read from a ROS 2 network's messages, not from registers: a register no topic carries
    // is "not on the network" (onFirmware false), and no firmware version is known.
    bool overNetwork = false;
    FirmwareIdentity firmware;
    // False before identification and on an unknown line until the user confirmed it.
    bool driveAllowed = false;
    OdometrySource odometrySource = OdometrySource::None;
    std::optional<Reply> reply;  // the reply this sample was made for
    // Over the network: the message this sample was made for (its topic) and the registers it
    // brought, as `reply` names the one a serial reply brought.
    std::string topic;
    std::vector<Register> brought;
    std::array<RegisterReading, kRegisterCount> registers{};  // in table order

    const RegisterReading &reading(Register which) const;
    RegisterReading &reading(Register which);
    // The SI value, or nothing when the firmware lacks the register or it was not read yet.
    std::optional<double> value(Register which) const;
    std::optional<std::uint16_t> raw(Register which) const;
    // This sample brought `which`: its reply is for it, or its message carried it.
    bool brings(Register which) const;
};

}  // namespace robodash::rover
