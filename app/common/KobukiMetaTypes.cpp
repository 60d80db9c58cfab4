#include "KobukiMetaTypes.h"

namespace robodash::app {

void registerKobukiMetaTypes()
{
    qRegisterMetaType<kobuki::BasicSensors>("robodash::kobuki::BasicSensors");
    qRegisterMetaType<kobuki::DockIr>("robodash::kobuki::DockIr");
    qRegisterMetaType<kobuki::Inertia>("robodash::kobuki::Inertia");
    qRegisterMetaType<kobuki::Cliff>("robodash::kobuki::Cliff");
    qRegisterMetaType<kobuki::Current>("robodash::kobuki::Current");
    qRegisterMetaType<kobuki::Version>("robodash::kobuki::Version");
    qRegisterMetaType<kobuki::RawGyro>("robodash::kobuki::RawGyro");
    qRegisterMetaType<kobuki::GeneralPurposeInput>("robodash::kobuki::GeneralPurposeInput");
    qRegisterMetaType<kobuki::Udid>("robodash::kobuki::Udid");
    qRegisterMetaType<kobuki::ControllerInfo>("robodash::kobuki::ControllerInfo");
    qRegisterMetaType<kobuki::BumperEvent>("robodash::kobuki::BumperEvent");
    qRegisterMetaType<kobuki::CliffEvent>("robodash::kobuki::CliffEvent");
    qRegisterMetaType<kobuki::WheelDropEvent>("robodash::kobuki::WheelDropEvent");
    qRegisterMetaType<kobuki::ButtonEvent>("robodash::kobuki::ButtonEvent");
    qRegisterMetaType<kobuki::DigitalInputEvent>("robodash::kobuki::DigitalInputEvent");
    qRegisterMetaType<kobuki::PowerEvent>("robodash::kobuki::PowerEvent");
    qRegisterMetaType<kobuki::SoundSequence>("robodash::kobuki::SoundSequence");
}

}  // namespace robodash::app
