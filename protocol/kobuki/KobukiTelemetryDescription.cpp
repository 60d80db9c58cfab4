#include "KobukiTelemetryDescription.h"

#include "KobukiFrame.h"

#include "Conversions.h"
#include "CoreContacts.h"

#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace robodash::kobuki {
namespace {

using core::TelemetryField;
using core::TelemetryMonitorFields;
using Kind = core::TelemetryKind<FeedbackFrame>;

// Basic sensors with the distance each wheel travelled since the first sample of the pass,
// summed from wrapping encoder deltas: a column no single record can give.
struct BasicSensorsRecord {
    BasicSensors sensors;
    double leftM = 0, rightM = 0;
    // Each wheel's speed over the gap since the record before (the monitor's line); none for
    // the first record of a pass or after a gap long enough to hide a change of direction.
    std::optional<double> leftMps, rightMps;
};

struct GyroSample {  // one row per sample: a frame carries 2 or 3
    std::uint8_t frameId = 0;
    std::size_t index = 0;
    std::array<std::int16_t, 3> raw{};
    double robotRate(std::size_t axis) const { return rawGyroToRobotRadiansPerSecond(raw)[axis]; }
};

// Feedback comes at 50 Hz; a gap of more than half a second is a pause, not a speed.
constexpr std::uint16_t kLongestSpeedGapMs = 500;

// The contacts of a bumper or cliff byte by name, for a line a person reads: "left centre".
std::string sidesOf(std::uint8_t contacts)
{
    std::string sides;
    for (const auto &[bit, name] : {std::pair{bits::kLeft, "left"}, std::pair{bits::kCentre, "centre"},
                                    std::pair{bits::kRight, "right"}}) {
        if (contacts & bit)
            sides += (sides.empty() ? "" : " ") + std::string(name);
    }
    return sides.empty() ? "none" : sides;
}

std::string wheelsOf(std::uint8_t wheelDrop)
{
    const bool left = wheelDrop & bits::kWheelLeft, right = wheelDrop & bits::kWheelRight;
    return left && right ? "left right" : left ? "left" : right ? "right" : "none";
}

// The charger byte as the telemetry core reads it (toCoreBattery), in words.
const char *chargerOf(const BasicSensors &sensors)
{
    const core::BatteryReading battery = toCoreBattery(sensors);
    const bool adapter = battery.source == core::ChargeSource::Adapter;
    switch (battery.state) {
    case core::ChargeState::Charged: return adapter ? "charged on the adapter" : "charged on the dock";
    case core::ChargeState::Charging: return adapter ? "charging on the adapter" : "charging on the dock";
    case core::ChargeState::Unknown: return "unknown";
    default: return "discharging";
    }
}

Kind::RecordReader<BasicSensorsRecord> distanceCarryingReader()
{
    auto previous = std::make_shared<std::optional<BasicSensorsRecord>>();
    return [previous](const FeedbackFrame &frame, const auto &sink) {
        if (!frame.basicSensors)
            return;
        BasicSensorsRecord record;
        record.sensors = *frame.basicSensors;
        if (*previous) {
            const BasicSensors &before = (*previous)->sensors;
            const double leftDeltaM = encoderDeltaMetres(before.leftEncoder, record.sensors.leftEncoder);
            const double rightDeltaM = encoderDeltaMetres(before.rightEncoder, record.sensors.rightEncoder);
            record.leftM = (*previous)->leftM + leftDeltaM;
            record.rightM = (*previous)->rightM + rightDeltaM;
            // The stamp is the robot's own ms clock, wrapping at 65536.
            const std::uint16_t gapMs = std::uint16_t(record.sensors.timeStamp - before.timeStamp);
            if (gapMs > 0 && gapMs <= kLongestSpeedGapMs) {
                record.leftMps = leftDeltaM * 1000.0 / gapMs;
                record.rightMps = rightDeltaM * 1000.0 / gapMs;
            }
        }
        *previous = record;
        sink(record);
    };
}

Kind basicSensors()
{
    using R = BasicSensorsRecord;
    return Kind::fromRecords<R>("basic_sensors", distanceCarryingReader, {
        {"time_stamp_ms", "ms", [](const R &r) { return r.sensors.timeStamp; }},
        {"bumper", "bits", [](const R &r) { return r.sensors.bumper; }},
        {"wheel_drop", "bits", [](const R &r) { return r.sensors.wheelDrop; }},
        {"cliff", "bits", [](const R &r) { return r.sensors.cliff; }},
        {"left_encoder", "ticks", [](const R &r) { return r.sensors.leftEncoder; }},
        {"right_encoder", "ticks", [](const R &r) { return r.sensors.rightEncoder; }},
        {"left_distance_m", "m", [](const R &r) { return r.leftM; }},
        {"right_distance_m", "m", [](const R &r) { return r.rightM; }},
        {"left_pwm", "pwm", [](const R &r) { return r.sensors.leftPwm; }},
        {"right_pwm", "pwm", [](const R &r) { return r.sensors.rightPwm; }},
        {"buttons", "bits", [](const R &r) { return r.sensors.buttons; }},
        {"charger", "bits", [](const R &r) { return r.sensors.charger; }},
        {"battery_raw", "0.1 V", [](const R &r) { return r.sensors.battery; }},
        {"battery_v", "V", [](const R &r) { return batteryVolts(r.sensors.battery); }},
        {"over_current", "bits", [](const R &r) { return r.sensors.overCurrent; }},
    }, {"base", {  // "status" is the link's own monitor line
        {"battery_v", "V", [](const R &r) { return batteryVolts(r.sensors.battery); }},
        {"battery_percent", "%", [](const R &r) { return batteryPercent(batteryVolts(r.sensors.battery)); }},
        {"charger", "text", [](const R &r) { return chargerOf(r.sensors); }},
        {"bumpers", "text", [](const R &r) { return sidesOf(r.sensors.bumper); }},
        {"cliffs", "text", [](const R &r) { return sidesOf(r.sensors.cliff); }},
        {"wheel_drops", "text", [](const R &r) { return wheelsOf(r.sensors.wheelDrop); }},
        {"left_speed_m_s", "m/s", [](const R &r) { return core::TelemetryValue::orNone(r.leftMps); }},
        {"right_speed_m_s", "m/s", [](const R &r) { return core::TelemetryValue::orNone(r.rightMps); }},
        {"speed_m_s", "m/s", [](const R &r) {
             return r.leftMps && r.rightMps ? core::TelemetryValue((*r.leftMps + *r.rightMps) / 2) : core::TelemetryValue::none();
         }},
    }});
}

Kind dockIr()
{
    return Kind::fromMember<DockIr>("dock_ir", &FeedbackFrame::dockIr, {
        {"right", "bits", [](const DockIr &v) { return v.right; }},
        {"central", "bits", [](const DockIr &v) { return v.central; }},
        {"left", "bits", [](const DockIr &v) { return v.left; }},
    });
}

Kind inertia()
{
    return Kind::fromMember<Inertia>("inertia", &FeedbackFrame::inertia, {
        {"angle_raw", "0.01 deg", [](const Inertia &v) { return v.angle; }},
        {"angle_rad", "rad", [](const Inertia &v) { return inertiaAngleToRadians(v.angle); }},
        {"angle_rate_raw", "0.01 deg/s", [](const Inertia &v) { return v.angleRate; }},
        {"angle_rate_rad_s", "rad/s",
         [](const Inertia &v) { return inertiaRateToRadiansPerSecond(v.angleRate); }},
    }, {"heading", {
        {"heading_rad", "rad", [](const Inertia &v) { return inertiaAngleToRadians(v.angle); }},
        {"turn_rate_rad_s", "rad/s", [](const Inertia &v) { return inertiaRateToRadiansPerSecond(v.angleRate); }},
    }});
}

Kind cliff()
{
    return Kind::fromMember<Cliff>("cliff", &FeedbackFrame::cliff, {
        {"right_raw", "adc", [](const Cliff &v) { return v.bottom[0]; }},
        {"central_raw", "adc", [](const Cliff &v) { return v.bottom[1]; }},
        {"left_raw", "adc", [](const Cliff &v) { return v.bottom[2]; }},
    });
}

Kind current()
{
    return Kind::fromMember<Current>("current", &FeedbackFrame::current, {
        {"left_raw", "10 mA", [](const Current &v) { return v.current[0]; }},
        {"left_a", "A", [](const Current &v) { return motorCurrentAmperes(v.current[0]); }},
        {"right_raw", "10 mA", [](const Current &v) { return v.current[1]; }},
        {"right_a", "A", [](const Current &v) { return motorCurrentAmperes(v.current[1]); }},
    });
}

// Hardware and firmware versions share columns; on the monitor each names one field of the
// version_info line.
Kind version(const char *name, std::optional<Version> FeedbackFrame::*member, const char *monitorName)
{
    return Kind::fromMember<Version>(name, member, {
        {"major", "1", [](const Version &v) { return v.major; }},
        {"minor", "1", [](const Version &v) { return v.minor; }},
        {"patch", "1", [](const Version &v) { return v.patch; }},
    }, {"version_info", {{monitorName, "text", [](const Version &v) { return v.toString(); }}}});
}

Kind::RecordReader<GyroSample> gyroSamples()
{
    return [](const FeedbackFrame &frame, const auto &sink) {
        if (!frame.rawGyro)
            return;
        const RawGyro &gyro = *frame.rawGyro;
        for (std::size_t i = 0; i < gyro.sampleCount && i < gyro.samples.size(); ++i)
            sink(GyroSample{gyro.frameId, i, gyro.samples[i]});
    };
}

Kind rawGyro()
{
    using S = GyroSample;
    return Kind::fromRecords<S>("raw_gyro", gyroSamples, {
        {"frame_id", "1", [](const S &s) { return s.frameId; }},
        {"sample", "1", [](const S &s) { return s.index; }},
        {"x_raw", "0.00875 deg/s", [](const S &s) { return s.raw[0]; }},
        {"y_raw", "0.00875 deg/s", [](const S &s) { return s.raw[1]; }},
        {"z_raw", "0.00875 deg/s", [](const S &s) { return s.raw[2]; }},
        {"robot_x_rad_s", "rad/s", [](const S &s) { return s.robotRate(0); }},
        {"robot_y_rad_s", "rad/s", [](const S &s) { return s.robotRate(1); }},
        {"robot_z_rad_s", "rad/s", [](const S &s) { return s.robotRate(2); }},
    });
}

Kind generalPurposeInput()
{
    using Input = GeneralPurposeInput;
    std::vector<TelemetryField<Input>> fields{
        {"digital_input", "bits", [](const Input &v) { return v.digitalInput; }}};
    for (std::size_t channel = 0; channel < 4; ++channel) {
        const std::string prefix = "analog" + std::to_string(channel);
        fields.push_back({prefix + "_raw", "adc", [channel](const Input &v) { return v.analogInput[channel]; }});
        fields.push_back({prefix + "_v", "V",
                          [channel](const Input &v) { return analogInputVolts(v.analogInput[channel]); }});
    }
    return Kind::fromMember<Input>("general_purpose_input", &FeedbackFrame::generalPurposeInput,
                                   std::move(fields));
}

Kind udid()
{
    return Kind::fromMember<Udid>("udid", &FeedbackFrame::udid, {
        {"udid0", "1", [](const Udid &v) { return v.udid[0]; }},
        {"udid1", "1", [](const Udid &v) { return v.udid[1]; }},
        {"udid2", "1", [](const Udid &v) { return v.udid[2]; }},
    }, {"version_info", {{"udid", "text", [](const Udid &v) { return v.toString(); }}}});
}

Kind controllerInfo()
{
    using C = ControllerInfo;
    return Kind::fromMember<C>("controller_info", &FeedbackFrame::controllerInfo, {
        {"type", "1", [](const C &v) { return v.type; }},
        {"p_raw", "0.001", [](const C &v) { return v.pGain; }},
        {"p", "1", [](const C &v) { return gainFromWire(v.pGain); }},
        {"i_raw", "0.001", [](const C &v) { return v.iGain; }},
        {"i", "1", [](const C &v) { return gainFromWire(v.iGain); }},
        {"d_raw", "0.001", [](const C &v) { return v.dGain; }},
        {"d", "1", [](const C &v) { return gainFromWire(v.dGain); }},
    }, {"controller_info", {
        {"gain_type", "text", [](const C &v) { return v.type == 0 ? "factory" : "user"; }},
        {"p", "1", [](const C &v) { return gainFromWire(v.pGain); }},
        {"i", "1", [](const C &v) { return gainFromWire(v.iGain); }},
        {"d", "1", [](const C &v) { return gainFromWire(v.dGain); }},
    }});
}

}  // namespace

const KobukiTelemetryDescription &kobukiTelemetryDescription()
{
    static const KobukiTelemetryDescription description("kobuki", {
        basicSensors(), dockIr(), inertia(), cliff(), current(),
        version("hardware_version", &FeedbackFrame::hardwareVersion, "hardware"),
        version("firmware_version", &FeedbackFrame::firmwareVersion, "firmware"),
        rawGyro(), generalPurposeInput(), udid(), controllerInfo(),
    });
    return description;
}

const core::TelemetryDescription<core::FamilyFrame> &kobukiFrameTelemetry()
{
    static const auto description = core::TelemetryDescription<core::FamilyFrame>::viewOf(
        kobukiTelemetryDescription(), [](const core::FamilyFrame &frame) -> const FeedbackFrame * {
            const auto *kobuki = dynamic_cast<const KobukiFrame *>(&frame);
            return kobuki ? &kobuki->feedback : nullptr;
        });
    return description;
}

}  // namespace robodash::kobuki
