#include "RoverFeed.h"

#include "link/RobotLink.h"

namespace robodash::app {

using rover::Register;

RoverFeed::Kind RoverFeed::kindOf(Register which)
{
    switch (which) {
    case Register::BatteryVoltageA: case Register::BatteryVoltageB:
    case Register::StateOfChargeA: case Register::StateOfChargeB:
    case Register::ChargerState:
    case Register::BatteryCurrentA: case Register::BatteryCurrentB:
    case Register::SmartBatteryStatusA: case Register::SmartBatteryStatusB:
    case Register::SmartBatteryModeA: case Register::SmartBatteryModeB:
    case Register::SmartBatteryTemperatureA: case Register::SmartBatteryTemperatureB:
    case Register::SmartBatteryVoltageA: case Register::SmartBatteryVoltageB:
    case Register::SmartBatteryCurrentA: case Register::SmartBatteryCurrentB:
        return Kind::Batteries;
    case Register::TotalCurrent:
    case Register::LeftRpm: case Register::RightRpm:
    case Register::LeftMotorCurrent: case Register::RightMotorCurrent:
    case Register::LeftEncoderCount: case Register::RightEncoderCount:
    case Register::LeftMotorTemperature: case Register::RightMotorTemperature:
    case Register::LeftEncoderInterval: case Register::RightEncoderInterval:
        return Kind::Tracks;
    case Register::FlipperPot1: case Register::FlipperPot2: case Register::FlipperAngle:
    case Register::FlipperEncoderInterval:
        return Kind::Flipper;
    case Register::MotorFault: case Register::FanSpeed: case Register::LowSpeedMode:
        return Kind::Accessories;
    case Register::BuildNumber:
        return Kind::Firmware;
    }
    return Kind::None;
}

RoverFeed::RoverFeed(QObject *parent) : QObject(parent)
{
    link::registerLinkMetaTypes();
    qRegisterMetaType<rover::RoverFrame>("robodash::rover::RoverFrame");
}

RoverFeed::RoverFeed(link::RobotLink *link, QObject *parent) : RoverFeed(parent)
{
    connect(link, &link::RobotLink::telemetry, this, &RoverFeed::consume);
}

void RoverFeed::consume(const core::TelemetrySample &sample)
{
    const auto *frame = sample.frameAs<rover::RoverFrame>();
    if (!frame)
        return;
    m_latest = *frame;
    const qint64 t = sample.receivedMs;
    const std::set<Kind> kinds = kindsOf(*frame);
    // Register 40 (or a network Rover's first message, which names it): every panel learns
    // which of its readings this robot has.
    const bool identified = kinds.count(Kind::Firmware) > 0;
    if (identified) {
        for (Kind each : {Kind::Batteries, Kind::Tracks, Kind::Flipper, Kind::Accessories})
            emitKind(each, *frame, t);
    } else {
        for (Kind each : kinds)
            emitKind(each, *frame, t);
    }
    if (identified || frame->driveAllowed != m_driveAllowed)
        emit firmware(*frame, t);
    if (frame->driveAllowed != m_driveAllowed) {
        m_driveAllowed = frame->driveAllowed;
        emit driveAllowedChanged(m_driveAllowed);
    }
}

// The panels a frame's news is for: its reply's register, or the registers its message brought.
std::set<RoverFeed::Kind> RoverFeed::kindsOf(const rover::RoverFrame &frame)
{
    std::set<Kind> kinds;
    if (frame.reply)
        kinds.insert(kindOf(static_cast<Register>(frame.reply->registerNumber)));
    for (Register which : frame.brought)
        kinds.insert(kindOf(which));
    return kinds;
}

void RoverFeed::emitKind(Kind kind, const rover::RoverFrame &frame, qint64 t)
{
    switch (kind) {
    case Kind::Batteries: emit batteries(frame, t); break;
    case Kind::Tracks: emit tracks(frame, t); break;
    case Kind::Flipper: emit flipper(frame, t); break;
    case Kind::Accessories: emit accessories(frame, t); break;
    case Kind::Firmware:
    case Kind::None: break;
    }
}

}  // namespace robodash::app
