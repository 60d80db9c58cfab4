#include "RflexTelemetryDescription.h"

#include "Conversions.h"
#include "RflexOdometry.h"
#include "RobotDescription.h"

#include <algorithm>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>

namespace robodash::rflex {
namespace {

using core::TelemetryField;
using core::TelemetryValue;
using Kind = core::TelemetryKind<RflexFrame>;

// A base's own word (its clock, a raw reading): an empty cell for a robot on the network,
// whose messages carry no such word; the value there would be one made up from the message.
template <typename Record, typename Raw>
TelemetryValue rawOf(const Record &record, Raw raw)
{
    return record.overNetwork ? TelemetryValue::none() : TelemetryValue(raw);
}

const char *axisName(Axis axis)
{
    return axis == Axis::Rotation ? "rotation" : "translation";
}

// The pose after each axis report, integrated from the first report of the pass: a column
// no single report can give (like the Kobuki's distance travelled). A base on the network
// has no counters to integrate: its pose is the one its odometry message gave.
struct PoseRecord {
    MotionReport report;
    core::OdometryState odometry;
    bool overNetwork = false;  // no report: no base timestamp
};

Kind::RecordReader<PoseRecord> poseCarryingReader()
{
    auto odometry = std::make_shared<RflexOdometry>(RobotDescription::atrvJr().units);
    return [odometry](const RflexFrame &frame, const auto &sink) {
        if (!frame.axis)
            return;
        if (frame.axis->networkOdometry) {
            MotionReport report;
            report.axis = std::uint8_t(frame.axis->axis);
            sink(PoseRecord{report, *frame.axis->networkOdometry, true});
            return;
        }
        odometry->update(frame.axis->raw);
        sink(PoseRecord{frame.axis->raw, odometry->state()});
    };
}

Kind odometryKind()
{
    using P = PoseRecord;
    return Kind::fromRecords<P>("odometry", poseCarryingReader, {
        {"timestamp", "1", [](const P &p) { return p.overNetwork ? TelemetryValue::none() : TelemetryValue(p.report.timestamp); }},
        {"axis", "1", [](const P &p) { return p.report.axis; }},
        {"x_m", "m", [](const P &p) { return p.odometry.pose.x; }},
        {"y_m", "m", [](const P &p) { return p.odometry.pose.y; }},
        {"theta_rad", "rad", [](const P &p) { return p.odometry.pose.theta; }},
        {"distance_m", "m", [](const P &p) { return p.odometry.distanceMetres; }},
        {"linear_m_s", "m/s", [](const P &p) { return p.odometry.velocity.linearMps; }},
        {"angular_rad_s", "rad/s", [](const P &p) { return p.odometry.velocity.angularRadps; }},
    }, {"odometry", {
        {"x_m", "m", [](const P &p) { return p.odometry.pose.x; }},
        {"y_m", "m", [](const P &p) { return p.odometry.pose.y; }},
        {"theta_rad", "rad", [](const P &p) { return p.odometry.pose.theta; }},
        {"linear_m_s", "m/s", [](const P &p) { return p.odometry.velocity.linearMps; }},
        {"angular_rad_s", "rad/s", [](const P &p) { return p.odometry.velocity.angularRadps; }},
    }});
}

// What the base itself reported; empty for a base on the network, which carries no report.
template <typename Value>
TelemetryValue reported(const AxisTelemetry &axis, Value value)
{
    return axis.networkOdometry ? TelemetryValue::none() : TelemetryValue(value);
}

// Each axis's own report; SI units are the axis's: m for translation, rad for rotation.
Kind axesKind()
{
    using A = AxisTelemetry;
    return Kind::fromMember<A>("axes", &RflexFrame::axis, {
        {"timestamp", "1", [](const A &a) { return reported(a, a.raw.timestamp); }},
        {"axis", "text", [](const A &a) { return axisName(a.axis); }},
        {"retval", "1", [](const A &a) { return reported(a, a.raw.retval); }},
        {"position_raw", "odometry units", [](const A &a) { return reported(a, a.raw.position); }},
        {"velocity_raw", "odometry units/s", [](const A &a) { return reported(a, a.raw.velocity); }},
        {"acceleration_raw", "odometry units/s^2", [](const A &a) { return reported(a, a.raw.acceleration); }},
        {"torque_raw", "1", [](const A &a) { return reported(a, a.raw.torque); }},
        {"position", "m or rad", [](const A &a) { return a.position; }},
        {"velocity", "m/s or rad/s", [](const A &a) { return a.velocity; }},
        {"acceleration", "m/s^2 or rad/s^2", [](const A &a) { return reported(a, a.acceleration); }},
    }).keyedBy("axis", {
        {"translation", {{"m or rad", "m"}, {"m/s or rad/s", "m/s"}, {"m/s^2 or rad/s^2", "m/s^2"}}},
        {"rotation", {{"m or rad", "rad"}, {"m/s or rad/s", "rad/s"}, {"m/s^2 or rad/s^2", "rad/s^2"}}},
    });
}

Kind batteryKind()
{
    using S = StatusTelemetry;
    return Kind::fromMember<S>("battery", &RflexFrame::status, {
        {"timestamp", "1", [](const S &s) { return rawOf(s, s.raw.timestamp); }},
        {"battery_raw", "0.01 V - 1.2 V", [](const S &s) { return rawOf(s, s.raw.batteryRaw); }},
        {"battery_v", "V", [](const S &s) { return s.volts; }},
    }, {"battery", {{"battery_v", "V", [](const S &s) { return s.volts; }}}});
}

// One row per echo: a report carries up to six.
struct EchoRecord {
    std::uint32_t timestamp = 0;
    SonarEcho echo;
    std::optional<double> metres;
    bool overNetwork = false;
};

Kind::RecordReader<EchoRecord> echoes()
{
    return [](const RflexFrame &frame, const auto &sink) {
        if (!frame.sonar)
            return;
        const SonarTelemetry &sonar = *frame.sonar;
        const std::size_t count = std::min<std::size_t>(sonar.raw.count, SonarReport::kMaxEchoes);
        for (std::size_t i = 0; i < count; ++i) {
            const std::optional<double> metres =
                i < sonar.echoMetres.size() ? sonar.echoMetres[i] : sonarRangeMetres(sonar.raw.echoes[i].range);
            sink(EchoRecord{sonar.raw.timestamp, sonar.raw.echoes[i], metres, sonar.overNetwork});
        }
    };
}

Kind sonarKind()
{
    using E = EchoRecord;
    return Kind::fromRecords<E>("sonar", echoes, {
        {"timestamp", "1", [](const E &e) { return rawOf(e, e.timestamp); }},
        {"sonar_id", "1", [](const E &e) { return e.echo.id; }},
        {"board", "1", [](const E &e) { return sonarBoard(e.echo.id); }},
        {"index", "1", [](const E &e) { return sonarIndex(e.echo.id); }},
        {"range_raw", "1/1476 m", [](const E &e) { return rawOf(e, e.echo.range); }},
        {"range_m", "m", [](const E &e) { return TelemetryValue::orNone(e.metres); }},
    }).keyedBy("sonar_id");
}

TelemetryValue panel(const DioTelemetry &dio, bool BumpPanels::*side)
{
    return dio.bumpPanels ? TelemetryValue((*dio.bumpPanels).*side ? 1 : 0) : TelemetryValue::none();
}

Kind dioKind()
{
    using D = DioTelemetry;
    return Kind::fromMember<D>("dio", &RflexFrame::dio, {
        {"timestamp", "1", [](const D &d) { return rawOf(d, d.raw.timestamp); }},
        {"address", "1", [](const D &d) { return rawOf(d, d.raw.address); }},
        {"offset", "1", [](const D &d) { return rawOf(d, d.raw.offset); }},
        {"state", "bits", [](const D &d) { return rawOf(d, d.raw.state); }},
        {"front_bump", "bool", [](const D &d) { return panel(d, &BumpPanels::front); }},
        {"rear_bump", "bool", [](const D &d) { return panel(d, &BumpPanels::rear); }},
    }, {"bump", {
        {"front_bump", "bool", [](const D &d) { return panel(d, &BumpPanels::front); }},
        {"rear_bump", "bool", [](const D &d) { return panel(d, &BumpPanels::rear); }},
    }});
}

// SYS_STATUS with the driver's own switches beside the brake the base reports.
Kind::RecordReader<RflexFrame> statusFrames()
{
    return [](const RflexFrame &frame, const auto &sink) {
        if (frame.status)
            sink(frame);
    };
}

Kind statusKind()
{
    using F = RflexFrame;
    return Kind::fromRecords<F>("status", [] { return statusFrames(); }, {
        {"timestamp", "1", [](const F &f) { return rawOf(*f.status, f.status->raw.timestamp); }},
        {"brake_raw", "1", [](const F &f) { return rawOf(*f.status, f.status->raw.brake); }},
        {"brake_engaged", "bool", [](const F &f) { return f.status->brakeEngaged ? 1 : 0; }},
        {"motors_enabled", "bool", [](const F &f) { return f.motorsEnabled ? 1 : 0; }},
        {"sonar_on", "bool", [](const F &f) { return f.sonarOn ? 1 : 0; }},
    }, {"base_status", {  // "status" is the link's own monitor line
        {"brake_engaged", "bool", [](const F &f) { return f.status->brakeEngaged; }},
        {"motors_enabled", "bool", [](const F &f) { return f.motorsEnabled; }},
        {"sonar_on", "bool", [](const F &f) { return f.sonarOn; }},
    }});
}

}  // namespace

const RflexTelemetryDescription &rflexTelemetryDescription()
{
    static const RflexTelemetryDescription description("rflex", {
        odometryKind(), axesKind(), batteryKind(), sonarKind(), dioKind(), statusKind(),
    });
    return description;
}

const core::TelemetryDescription<core::FamilyFrame> &rflexFrameTelemetry()
{
    static const auto description = core::TelemetryDescription<core::FamilyFrame>::viewOf(
        rflexTelemetryDescription(), [](const core::FamilyFrame &frame) {
            return dynamic_cast<const RflexFrame *>(&frame);
        });
    return description;
}

}  // namespace robodash::rflex
