#pragma once
// Which FamilyPanels subclass a family's dashboard profile asks for. Apart from FamilyPanels.h
// so that the base knows none of its subclasses (they include it, not the other way round).

#include "DashboardProfile.h"

#include <QtGlobal>

class FamilyPanels;
class QMainWindow;

namespace robodash::app {
class RobotSession;
}

// The panels `profile` asks for, children of `window`, readings stamped in seconds since
// `startMs`; null when the profile has none.
FamilyPanels *makeFamilyPanels(robodash::app::DashboardProfile::Panels profile, QMainWindow *window,
                               robodash::app::RobotSession &session, qint64 startMs);
