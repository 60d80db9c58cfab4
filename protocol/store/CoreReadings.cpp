#include "CoreReadings.h"

#include "CoreTelemetryDescription.h"

#include <string>

namespace robodash::store {
namespace {

// The fields of one core kind ("robot/battery/..."), read when the newest sample carried it.
class KindReading {
public:
    KindReading(const RobotStore &store, const std::string &kind) : m_store(store), m_kind(kind) {}

    // Every column of a kind is read from the same sample: its first tells which.
    bool inNewestSample() const
    {
        const std::string &first = coreTelemetryDescription().find(m_kind)->columns().front().name;
        const auto index = m_store.indexOf(path(first.c_str()));
        return index && m_store.readInNewestSample(*index);
    }
    double value(const char *column) const { return m_store.latest(path(column)).value_or(0.0); }
    bool flag(const char *column) const { return value(column) != 0.0; }

private:
    std::string path(const char *column) const { return "robot/" + m_kind + "/" + column; }

    const RobotStore &m_store;
    std::string m_kind;
};

}  // namespace

std::optional<core::BatteryReading> newestBattery(const RobotStore &store)
{
    const KindReading battery(store, "battery");
    if (!battery.inNewestSample())
        return std::nullopt;
    core::BatteryReading reading;
    reading.volts = battery.value("voltage");
    reading.percent = battery.value("percent");
    reading.state = core::ChargeState(int(battery.value("charge_state")));
    reading.source = core::ChargeSource(int(battery.value("charge_source")));
    reading.level = core::BatteryLevel(int(battery.value("level")));
    return reading;
}

std::optional<core::OdometryState> newestOdometry(const RobotStore &store)
{
    const KindReading odometry(store, "odometry");
    if (!odometry.inNewestSample())
        return std::nullopt;
    core::OdometryState state;
    state.pose = {odometry.value("x"), odometry.value("y"), odometry.value("heading")};
    state.distanceMetres = odometry.value("distance");
    state.velocity = {odometry.value("linear_velocity"), odometry.value("angular_velocity")};
    return state;
}

std::optional<core::Contacts> newestContacts(const RobotStore &store)
{
    const KindReading contacts(store, "contacts");
    if (!contacts.inNewestSample())
        return std::nullopt;
    core::Contacts state;
    state.bumperLeft = contacts.flag("bumper_left");
    state.bumperCentre = contacts.flag("bumper_centre");
    state.bumperRight = contacts.flag("bumper_right");
    state.bumperRear = contacts.flag("bumper_rear");
    state.cliffLeft = contacts.flag("cliff_left");
    state.cliffCentre = contacts.flag("cliff_centre");
    state.cliffRight = contacts.flag("cliff_right");
    state.wheelDropLeft = contacts.flag("wheel_drop_left");
    state.wheelDropRight = contacts.flag("wheel_drop_right");
    return state;
}

}  // namespace robodash::store
