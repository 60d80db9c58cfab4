#pragma once
// The Kobuki's sensor bytes as the family-neutral telemetry core reads them, so the safety
// layer (core/MotionSafety.h) and common widgets never decode Kobuki bits themselves.

#include "Feedback.h"
#include "core/BatteryReading.h"
#include "core/Contacts.h"
#include "core/MotorCurrents.h"

#include <optional>

namespace robodash::kobuki {

core::Contacts toCoreContacts(const BasicSensors &basic);
core::MotorCurrents toCoreCurrents(const Current &current);  // 10 mA per unit
// Volts and the charger byte; the percent and level from `chargeVolts` when given (the
// resting voltage: core::RestingVoltage), else from the volts read.
core::BatteryReading toCoreBattery(const BasicSensors &basic, std::optional<double> chargeVolts = {});

}  // namespace robodash::kobuki
