#pragma once
// The one place that lists the robot families (DESIGN.md "One program, several robot
// families"): name, driver, recording id, virtual robot and dashboard profile of each.

namespace robodash::app {

class FamilyCatalog;

void registerFamilies(FamilyCatalog &families);

}  // namespace robodash::app
