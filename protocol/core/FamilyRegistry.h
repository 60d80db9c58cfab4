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
