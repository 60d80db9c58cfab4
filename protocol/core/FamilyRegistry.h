#pragma once
// The robot families one program knows: each registers once (app/common/Families.cpp) with
// its name, the id its recordings carry and how to make its driver. Plain data, no plugins.

#include "core/FamilyFrame.h"
#include "core/RobotDriver.h"
#include "core/TelemetryDescription.h"
#include "core/WireAnnotator.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace robodash::core {

struct FamilyDescriptor {
    std::string name;         // "kobuki": --robot and the recording header's robot field
    std::string displayName;  // "Kobuki"
    std::string recordingId;  // the recording header's protocol field: "kobuki-serial-1"
    std::function<std::unique_ptr<RobotDriver>()> makeDriver;
    // Names and units of its telemetry, read from the frames its driver makes: CSV export
    // and the monitor's fields. Null: none written yet (export says so).
    const TelemetryDescription<FamilyFrame> *telemetry = nullptr;
    // Its wire, field by field, for the wire inspector and `decode --annotate`. Null: the
    // inspector shows raw chunks only.
    std::shared_ptr<const WireAnnotator> annotator = nullptr;  // initialised: brace lists that stop before it stay warning-free

    // The same robot on a ROS 2 network: its driver reads its bridge's messages (each one an
    // envelope on the link: core/NetworkMessage.h), not its serial bytes; its recordings
    // carry `recordingId` ("rover-ros2-1"). Set by the layer that decodes ROS 2 messages
    // (bridge/client); empty: the family's network robots are not read this way.
    struct NetworkSource {
        std::string recordingId;
        std::function<std::unique_ptr<RobotDriver>()> makeDriver;
        std::shared_ptr<const WireAnnotator> annotator;
    };
    NetworkSource network = {};

    // Whose bytes a recording with the protocol `recordingId` holds: the network driver's
    // for the network's id, else the serial one's.
    bool isNetworkRecording(const std::string &id) const
    {
        return network.makeDriver && !id.empty() && id == network.recordingId;
    }
    std::unique_ptr<RobotDriver> makeDriverFor(const std::string &id) const
    {
        return isNetworkRecording(id) ? network.makeDriver() : makeDriver();
    }
    std::shared_ptr<const WireAnnotator> annotatorFor(const std::string &id) const
    {
        return isNetworkRecording(id) ? network.annotator : annotator;
    }
};

class FamilyRegistry {
public:
    static constexpr const char *kDefaultFamily = "kobuki";

    void add(FamilyDescriptor family);
    // Null when no family has this name.
    const FamilyDescriptor *find(const std::string &name) const;
    const std::vector<FamilyDescriptor> &families() const { return m_families; }
    std::string names(const char *separator = ", ") const;  // "kobuki, rover"

private:
    std::vector<FamilyDescriptor> m_families;
};

}  // namespace robodash::core
