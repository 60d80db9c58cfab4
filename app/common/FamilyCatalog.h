#pragma once
// Every robot family this program knows, each registered once (registerFamilies() in
// Families.cpp): its core descriptor (name, driver, recording id) and what app/ adds to it,
// the virtual robot that `sim:` starts and the dashboard profile (which panels its window
// shows). `--robot NAME` looks a family up here.

#include "DashboardProfile.h"
#include "TwinTransport.h"
#include "core/FamilyRegistry.h"

#include <string>
#include <vector>

namespace robodash::app {

struct FamilyEntry {
    core::FamilyDescriptor descriptor;
    TwinTransport::TwinMaker makeTwin;  // null: no virtual robot for this family yet
    DashboardProfile dashboard;         // the window's family panels and layout key
};

class FamilyCatalog {
public:
    void add(FamilyEntry entry);
    const core::FamilyRegistry &registry() const { return m_registry; }
    // Null when unknown, or when the family has no virtual robot.
    TwinTransport::TwinMaker twinMaker(const std::string &family) const;
    // The family's entry; the default family's when `family` is unknown (as the link does).
    const FamilyEntry &entryOrDefault(const std::string &family) const;
    bool contains(const std::string &family) const { return m_registry.find(family) != nullptr; }

private:
    core::FamilyRegistry m_registry;
    std::vector<FamilyEntry> m_entries;
};

// The program's families, registered on first use.
const FamilyCatalog &robotFamilies();

}  // namespace robodash::app
