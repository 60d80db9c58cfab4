#pragma once
// Events the rFLEX driver derives by comparing a report with the one before, in the words
// the event log shows ("Front bump panel pressed", "Brake engaged").

#include "BumpPanels.h"
#include "core/RobotEvent.h"

#include <optional>
#include <vector>

namespace robodash::rflex {

// A panel whose state is unknown before (first report since connect) counts as released,
// so a panel already pressed at connect is logged.
std::vector<core::RobotEvent> bumpPanelEvents(const std::optional<BumpPanels> &before,
                                              const BumpPanels &now);
// Nothing for the first status since connect: the brake's state then is no change.
std::vector<core::RobotEvent> brakeEvents(std::optional<bool> engagedBefore, bool engagedNow);

}  // namespace robodash::rflex
