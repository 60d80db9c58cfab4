#include "RoverTelemetryDescription.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace robodash::rover {
namespace {

using core::TelemetryField;
using core::TelemetryValue;
using Kind = core::TelemetryKind<RoverFrame>;
using Fields = std::vector<TelemetryField<RoverFrame>>;

// An empty cell (CSV) or an empty string (JSON): "not on this firmware" or "not read yet".

bool bringsClass(const RoverFrame &frame, RateClass rate)
{
    if (frame.reply) {
        const RegisterInfo *info = findRegister(frame.reply->registerNumber);
        return info && info->rate == rate;
    }
    // Over the network a message brings several registers, perhaps of several classes.
    return std::any_of(frame.brought.begin(), frame.brought.end(), [rate](Register which) {
        const RegisterInfo *info = findRegister(numberOf(which));
        return info && info->rate == rate;
    });
}

// A class's rows: the frames of replies to that class's registers (of messages that brought
// some over the network), each frame once.
Kind::RecordReader<RoverFrame> repliesOf(RateClass rate)
{
    return [rate](const RoverFrame &frame, const auto &sink) {
        if (bringsClass(frame, rate))
            sink(frame);
    };
}

// The approximate scales (the spec's "theoretical" current and voltage) say so in the unit,
// which is what a reader of the CSV header sees.
std::string siUnit(const RegisterInfo &info)
{
    const std::string unit = unitSymbol(info.unit);
    return info.approximate ? "~" + unit : unit;
}

void addRegister(Fields &fields, const RegisterInfo &info)
{
    const Register id = info.id;
    fields.push_back({std::string(info.key) + "_raw", "raw", [id](const RoverFrame &f) -> TelemetryValue {
        return TelemetryValue::orNone(f.raw(id));
    }});
    fields.push_back({info.key, siUnit(info), [id](const RoverFrame &f) -> TelemetryValue {
        return TelemetryValue::orNone(f.value(id));
    }});
}

// The SI columns only: what a monitor line shows of the class.
void addMonitorRegister(Fields &fields, const RegisterInfo &info)
{
    const Register id = info.id;
    fields.push_back({info.key, siUnit(info), [id](const RoverFrame &f) -> TelemetryValue {
        return TelemetryValue::orNone(f.value(id));
    }});
}

// The register replied, or over the network the message's topic.
TelemetryValue registerKey(const RoverFrame &frame)
{
    const RegisterInfo *info = frame.reply ? findRegister(frame.reply->registerNumber) : nullptr;
    return info ? std::string(info->key) : frame.topic;
}

Kind rateClass(const char *name, RateClass rate, const char *monitorLine)
{
    Fields fields{{"register", "text", registerKey}};
    Fields monitor;
    for (const RegisterInfo &info : registerTable()) {
        if (info.rate != rate)
            continue;
        addRegister(fields, info);
        addMonitorRegister(monitor, info);
    }
    return Kind::fromRecords<RoverFrame>(name, [rate] { return repliesOf(rate); }, std::move(fields),
                                         {monitorLine, std::move(monitor)});
}

// Over the network no register 40 was read: its columns are empty and the firmware says so.
TelemetryValue firmwareRaw(const RoverFrame &f)
{
    return f.overNetwork ? TelemetryValue::none() : TelemetryValue(f.firmware.raw);
}

TelemetryValue firmwareLine(const RoverFrame &f)
{
    return f.overNetwork ? TelemetryValue::none() : TelemetryValue(lineName(f.firmware.line));
}

TelemetryValue firmwareText(const RoverFrame &f)
{
    return f.overNetwork ? TelemetryValue("not on the network") : TelemetryValue(f.firmware.describe());
}

Kind identity()
{
    Fields fields{
        {"firmware_raw", "raw", firmwareRaw},
        {"firmware_line", "text", firmwareLine},
        {"firmware", "text", firmwareText},
        {"odometry_source", "text", [](const RoverFrame &f) { return odometrySourceName(f.odometrySource); }},
        {"drive_allowed", "bool", [](const RoverFrame &f) { return f.driveAllowed ? 1 : 0; }},
    };
    Fields monitor{
        {"firmware", "text", firmwareText},
        {"firmware_line", "text", firmwareLine},
        {"odometry_source", "text", [](const RoverFrame &f) { return odometrySourceName(f.odometrySource); }},
    };
    return Kind::fromRecords<RoverFrame>("identity", [] { return repliesOf(RateClass::Startup); },
                                         std::move(fields), {"version_info", std::move(monitor)});
}

}  // namespace

const RoverTelemetryDescription &roverTelemetryDescription()
{
    static const RoverTelemetryDescription description("rover", {
        identity(),
        rateClass("fast_odometry", RateClass::Fast, "odometry"),
        rateClass("medium_drive", RateClass::Medium, "drive"),
        rateClass("slow_power", RateClass::Slow, "power"),
    });
    return description;
}

const core::TelemetryDescription<core::FamilyFrame> &roverFrameTelemetry()
{
    static const auto description = core::TelemetryDescription<core::FamilyFrame>::viewOf(
        roverTelemetryDescription(), [](const core::FamilyFrame &frame) {
            return dynamic_cast<const RoverFrame *>(&frame);
        });
    return description;
}

}  // namespace robodash::rover
