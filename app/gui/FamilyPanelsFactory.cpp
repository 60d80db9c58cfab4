#include "FamilyPanelsFactory.h"

#include "KobukiPanels.h"
#include "RflexPanels.h"
#include "RoverPanels.h"

using robodash::app::DashboardProfile;

FamilyPanels *makeFamilyPanels(DashboardProfile::Panels profile, QMainWindow *window,
                               robodash::app::RobotSession &session, qint64 startMs)
{
    switch (profile) {
    case DashboardProfile::Panels::None: return nullptr;
    case DashboardProfile::Panels::Kobuki: return new KobukiPanels(window, session, startMs);
    case DashboardProfile::Panels::Rflex: return new RflexPanels(window, session, startMs);
    case DashboardProfile::Panels::Rover: return new RoverPanels(window, session);
    }
    return nullptr;
}
