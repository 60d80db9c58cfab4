#include "CoreTelemetryDescription.h"

namespace robodash::store {
namespace {

using core::TelemetryCore;
using core::TelemetryKind;
using Kind = TelemetryKind<TelemetryCore>;

Kind odometry()
{
    using O = core::OdometryState;
    return Kind::fromMember<O>("odometry", &TelemetryCore::odometry, {
        {"x", "m", [](const O &v) { return v.pose.x; }},
        {"y", "m", [](const O &v) { return v.pose.y; }},
        {"heading", "rad", [](const O &v) { return v.pose.theta; }},
        {"distance", "m", [](const O &v) { return v.distanceMetres; }},
        {"linear_velocity", "m/s", [](const O &v) { return v.velocity.linearMps; }},
        {"angular_velocity", "rad/s", [](const O &v) { return v.velocity.angularRadps; }},
    });
}

Kind battery()
{
    using B = core::BatteryReading;
    return Kind::fromMember<B>("battery", &TelemetryCore::battery, {
        {"voltage", "V", [](const B &v) { return v.volts; }},
        {"percent", "%", [](const B &v) { return v.percent; }},
        // core::ChargeState: 0 discharging, 1 charging, 2 charged, 3 unknown
        {"charge_state", "1", [](const B &v) { return int(v.state); }},
        // core::ChargeSource, where a charge comes from: 0 none, 1 adapter, 2 dock
        {"charge_source", "1", [](const B &v) { return int(v.source); }},
        // core::BatteryLevel by the family's thresholds: 0 healthy, 1 low, 2 critical
        {"level", "1", [](const B &v) { return int(v.level); }},
    });
}

Kind motorCurrents()
{
    using M = core::MotorCurrents;
    return Kind::fromMember<M>("motor_currents", &TelemetryCore::currents, {
        {"left", "A", [](const M &v) { return v.leftAmperes; }},
        {"right", "A", [](const M &v) { return v.rightAmperes; }},
    });
}

Kind supply()
{
    return Kind::fromMember<double>("supply", &TelemetryCore::supplyAmperes, {
        {"current", "A", [](const double &amperes) { return amperes; }},
    });
}

Kind contacts()
{
    using C = core::Contacts;
    return Kind::fromMember<C>("contacts", &TelemetryCore::contacts, {
        {"bumper_left", "1", [](const C &v) { return int(v.bumperLeft); }},
        {"bumper_centre", "1", [](const C &v) { return int(v.bumperCentre); }},
        {"bumper_right", "1", [](const C &v) { return int(v.bumperRight); }},
        {"bumper_rear", "1", [](const C &v) { return int(v.bumperRear); }},
        {"cliff_left", "1", [](const C &v) { return int(v.cliffLeft); }},
        {"cliff_centre", "1", [](const C &v) { return int(v.cliffCentre); }},
        {"cliff_right", "1", [](const C &v) { return int(v.cliffRight); }},
        {"wheel_drop_left", "1", [](const C &v) { return int(v.wheelDropLeft); }},
        {"wheel_drop_right", "1", [](const C &v) { return int(v.wheelDropRight); }},
    });
}

Kind buttons()
{
    return Kind::fromMember<std::uint32_t>("buttons", &TelemetryCore::buttons, {
        {"held", "bits", [](const std::uint32_t &mask) { return mask; }},
    });
}

Kind driveHeld()
{
    return Kind::fromMember<bool>("drive", &TelemetryCore::driveHeld, {
        {"held", "1", [](const bool &held) { return int(held); }},
    });
}

}  // namespace

const core::TelemetryDescription<TelemetryCore> &coreTelemetryDescription()
{
    static const core::TelemetryDescription<TelemetryCore> description(
        "robot", {odometry(), battery(), motorCurrents(), supply(), contacts(), buttons(), driveHeld()});
    return description;
}

}  // namespace robodash::store
