#pragma once
// Every type that crosses the worker -> GUI thread boundary in a queued signal.
// Call registerLinkMetaTypes() once before connecting (RobotLink does it itself).

#include "core/SafetyStatus.h"
#include "kobuki/Commands.h"
#include "kobuki/Events.h"
#include "kobuki/Feedback.h"
#include "link/LinkStatistics.h"

#include <QMetaType>

Q_DECLARE_METATYPE(robodash::kobuki::BasicSensors)
Q_DECLARE_METATYPE(robodash::kobuki::DockIr)
Q_DECLARE_METATYPE(robodash::kobuki::Inertia)
Q_DECLARE_METATYPE(robodash::kobuki::Cliff)
Q_DECLARE_METATYPE(robodash::kobuki::Current)
Q_DECLARE_METATYPE(robodash::kobuki::Version)
Q_DECLARE_METATYPE(robodash::kobuki::RawGyro)
Q_DECLARE_METATYPE(robodash::kobuki::GeneralPurposeInput)
Q_DECLARE_METATYPE(robodash::kobuki::Udid)
Q_DECLARE_METATYPE(robodash::kobuki::ControllerInfo)
Q_DECLARE_METATYPE(robodash::kobuki::BumperEvent)
Q_DECLARE_METATYPE(robodash::kobuki::CliffEvent)
Q_DECLARE_METATYPE(robodash::kobuki::WheelDropEvent)
Q_DECLARE_METATYPE(robodash::kobuki::ButtonEvent)
Q_DECLARE_METATYPE(robodash::kobuki::DigitalInputEvent)
Q_DECLARE_METATYPE(robodash::kobuki::PowerEvent)
Q_DECLARE_METATYPE(robodash::kobuki::SoundSequence)
Q_DECLARE_METATYPE(robodash::core::SafetyStatus)

namespace robodash::link {

void registerLinkMetaTypes();

}  // namespace robodash::link
