#pragma once
// The Kobuki's typed values as KobukiFeed's signals carry them (queued connections and
// QSignalSpy need them registered). registerKobukiMetaTypes() is safe to call again.

#include "kobuki/Commands.h"
#include "kobuki/Events.h"
#include "kobuki/Feedback.h"

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

namespace robodash::app {

void registerKobukiMetaTypes();

}  // namespace robodash::app
