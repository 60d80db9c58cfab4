#pragma once
// Every robot family this program knows, each registered once (registerFamilies() in
// Families.cpp): its core descriptor (name, driver, recording id) and what app/ adds to it,
// the virtual robot that `sim:` starts and the dashboard profile (which panels its window
// shows). `--robot NAME` looks a family up here.

#include "DashboardProfile.h"
#include "TwinTransport.h"
#include "core/FamilyRegistry.h"
#include "link/TransportFactory.h"
#include "rflex/RobotDescription.h"
#include "sim/core/TwinOptions.h"

#include <string>
#include <vector>

namespace robodash::app {

struct FamilyEntry {
    using ConfiguredTwinMaker = std::function<TwinTransport::Twin(const sim::TwinOptions &options)>;

    core::FamilyDescriptor descriptor;
    TwinTransport::TwinMaker makeTwin;  // null: no virtual robot for this family yet
    ConfiguredTwinMaker makeConfiguredTwin;  // the same twin with options; null likewise
    // Whether the twin has a model of `firmware` (--firmware); null: it takes none.
    std::function<bool(const std::string &firmware)> twinPlaysFirmware;
    std::string firmwareChoices;  // for the message when it has none: "1.3.0 or 1.0.9"
    DashboardProfile dashboard;         // the window's family panels and layout key
    // Opens a `ros2:` address: the family's robot on a ROS 2 network (bridge/client). Null:
    // its network robots cannot be opened.
    link::TransportFactory networkTransports;
    // A `--robot-description` file describes this family's bases (the rFLEX's: sonar ring,
    // odometry units, bump panels): its descriptor with drivers made for `description`.
    // Null: the family takes no description file.
    std::function<core::FamilyDescriptor(core::FamilyDescriptor family, const rflex::RobotDescription &description)>
        describedBy;
};

class FamilyCatalog {
public:
    void add(FamilyEntry entry);
    const core::FamilyRegistry &registry() const { return m_registry; }
    // Null when unknown, or when the family has no virtual robot.
    TwinTransport::TwinMaker twinMaker(const std::string &family) const;
    // The family's twin with `options`, checked first: null with `*error` when the family has
    // no twin or an option does not fit it. For TwinLauncher::setTwinMaker.
    TwinTransport::TwinMaker twinMakerWith(const std::string &family, const sim::TwinOptions &options,
                                           std::string *error) const;
    // The transports for `ros2:` addresses of `family`; for a family without any, one that
    // fails to open and says which families have them. Runs on the link's worker thread.
    link::TransportFactory networkTransports(const std::string &family) const;
    // The registry with each family that takes a description file made for `description`.
    core::FamilyRegistry registryDescribedBy(const rflex::RobotDescription &description) const;
    bool takesRobotDescription(const std::string &family) const;
    // The family's entry; the default family's when `family` is unknown (as the link does).
    const FamilyEntry &entryOrDefault(const std::string &family) const;
    bool contains(const std::string &family) const { return m_registry.find(family) != nullptr; }

private:
    const FamilyEntry *find(const std::string &family) const;  // null when unknown

    core::FamilyRegistry m_registry;
    std::vector<FamilyEntry> m_entries;
};

// The program's families, registered on first use.
const FamilyCatalog &robotFamilies();

}  // namespace robodash::app
