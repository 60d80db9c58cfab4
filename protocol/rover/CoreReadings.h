#pragma once
// The Rover's registers as the family-neutral telemetry core reads them (battery from the two
// packs, drive currents, identity, events), one function each. Each gives nothing until the
// registers it needs have been read, so the core never shows a made-up zero.

#include "RoverFrame.h"
#include "core/BatteryReading.h"
#include "core/DeviceInfo.h"
#include "core/MotorCurrents.h"
#include "core/RobotEvent.h"

#include <optional>
#include <vector>

namespace robodash::rover {

constexpr double kLowChargePercent = 20;       // no vendor threshold: the usual smart-pack ones
constexpr double kCriticalChargePercent = 10;

// Volts: the smart packs' own reading (64, 66, newer line) where there is one, else the
// approximate 24, 26; percent: the mean of 34 and 36; charging: register 38.
std::optional<core::BatteryReading> batteryFrom(const RoverFrame &frame);
// Registers 10 and 12 (approximate scale).
std::optional<core::MotorCurrents> currentsFrom(const RoverFrame &frame);
// Registers 42 and 44 added (both packs), but only while 10 and 12 were never read: what a
// Rover on the network, which carries its batteries' currents and not its motors', draws.
std::optional<double> supplyCurrentFrom(const RoverFrame &frame);
// family "rover", model "Rover Pro", firmware "1.3.0 (1.x line)", firmware code = register 40.
core::DeviceInfo deviceFrom(const FirmwareIdentity &firmware);
// Whether a reply to `which` feeds batteryFrom() / currentsFrom() / supplyCurrentFrom().
bool feedsBattery(Register which);
bool feedsCurrents(Register which);
bool feedsSupplyCurrent(Register which);
// What changed between two readings of one register, in words: motor fault set or
// cleared (18), charger connected or not (38). Nothing for a first reading.
std::vector<core::RobotEvent> eventsBetween(Register which, const RegisterReading &before,
                                            std::uint16_t now);

}  // namespace robodash::rover
