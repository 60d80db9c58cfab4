#include "KobukiFeed.h"

#include "kobuki/KobukiFrame.h"
#include "link/RobotLink.h"

namespace robodash::app {

KobukiFeed::KobukiFeed(QObject *parent) : QObject(parent)
{
    registerKobukiMetaTypes();
}

KobukiFeed::KobukiFeed(link::RobotLink *link, QObject *parent) : KobukiFeed(parent)
{
    connect(link, &link::RobotLink::telemetry, this, &KobukiFeed::consume);
}

void KobukiFeed::consume(const core::TelemetrySample &sample)
{
    const auto *frame = sample.frameAs<kobuki::KobukiFrame>();
    if (!frame)
        return;
    emitFeedback(*frame, sample.receivedMs);
    emitEvents(*frame, sample.receivedMs);
}

void KobukiFeed::emitFeedback(const kobuki::KobukiFrame &frame, qint64 t)
{
    const kobuki::FeedbackFrame &f = frame.feedback;
    if (f.basicSensors)
        emit basicSensors(*f.basicSensors, t);
    if (f.dockIr)
        emit dockIr(*f.dockIr, t);
    if (f.inertia)
        emit inertia(*f.inertia, t);
    if (f.cliff)
        emit cliff(*f.cliff, t);
    if (f.current)
        emit current(*f.current, t);
    if (f.rawGyro)
        emit rawGyro(*f.rawGyro, t);
    if (f.generalPurposeInput)
        emit generalPurposeInput(*f.generalPurposeInput, t);
    if (f.hardwareVersion)
        emit hardwareVersion(*f.hardwareVersion, t);
    if (f.firmwareVersion)
        emit firmwareVersion(*f.firmwareVersion, t);
    if (f.udid)
        emit udid(*f.udid, t);
    if (f.controllerInfo)
        emit controllerInfo(*f.controllerInfo, t);
}

void KobukiFeed::emitEvents(const kobuki::KobukiFrame &frame, qint64 t)
{
    const kobuki::RobotEvents &events = frame.events;
    for (const kobuki::BumperEvent &event : events.bumpers)
        emit bumperEvent(event, t);
    for (const kobuki::CliffEvent &event : events.cliffs)
        emit cliffEvent(event, t);
    for (const kobuki::WheelDropEvent &event : events.wheelDrops)
        emit wheelDropEvent(event, t);
    for (const kobuki::ButtonEvent &event : events.buttons)
        emit buttonEvent(event, t);
    for (const kobuki::DigitalInputEvent &event : events.digitalInputs)
        emit digitalInputEvent(event, t);
    for (kobuki::PowerEvent event : events.power)
        emit powerEvent(event, t);
}

}  // namespace robodash::app
