#include "RflexEvents.h"

#include <string>

namespace robodash::rflex {
namespace {

void panelEvent(std::vector<core::RobotEvent> &events, const char *name, bool before, bool now)
{
    if (before != now)
        events.push_back({std::string(name) + " bump panel " + (now ? "pressed" : "released"), false});
}

}  // namespace

std::vector<core::RobotEvent> bumpPanelEvents(const std::optional<BumpPanels> &before,
                                              const BumpPanels &now)
{
    const BumpPanels previous = before.value_or(BumpPanels{});
    std::vector<core::RobotEvent> events;
    panelEvent(events, "Front", previous.front, now.front);
    panelEvent(events, "Rear", previous.rear, now.rear);
    return events;
}

std::vector<core::RobotEvent> brakeEvents(std::optional<bool> engagedBefore, bool engagedNow)
{
    if (!engagedBefore || *engagedBefore == engagedNow)
        return {};
    return {{engagedNow ? "Brake engaged" : "Brake released", false}};
}

}  // namespace robodash::rflex
