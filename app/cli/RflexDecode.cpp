// decode --robot rflex: the base's report frames (`1B 02 ... 1B 03`), unstuffed and checked
// by the same FrameFinder the driver uses, one JSON line per frame with the report's raw
// values and their SI meaning (Conversions.h, ATRV-Jr odometry units). A sonar echo with
// no return has "range_m": null.
#include "FamilyDecoders.h"
#include "JsonLine.h"

#include "rflex/Conversions.h"
#include "rflex/Opcodes.h"
#include "rflex/ReportDecoder.h"

#include <cinttypes>
#include <string>

using namespace robodash::rflex;

namespace {

class RflexJsonPrinter : public ReportHandler {
public:
    explicit RflexJsonPrinter(std::FILE *out) : m_out(out) {}

    void setFrame(std::uint64_t index, const FrameView &view)
    {
        m_index = index;
        m_view = view;
    }
    std::uint64_t unknown = 0, malformed = 0;

    void onSystemStatus(const SystemStatus &r) override
    {
        line("sys_status").integer("timestamp", r.timestamp).integer("battery_raw", r.batteryRaw)
            .real("battery_v", batteryVolts(r.batteryRaw)).integer("brake", r.brake)
            .integer("brake_engaged", brakeEngaged(r.brake) ? 1 : 0).write(m_out);
    }

    void onLcdDump(const LcdDump &r) override
    {
        line("lcd_dump").integer("timestamp", r.timestamp).integer("row", r.row)
            .integer("bytes", static_cast<long long>(r.bytes.size())).write(m_out);
    }

    void onMotionReport(const MotionReport &r) override
    {
        const bool rotation = r.axis == static_cast<std::uint8_t>(Axis::Rotation);
        JsonLine json = line("motion_report");
        json.integer("timestamp", r.timestamp).integer("axis", r.axis).integer("retval", r.retval)
            .integer("position", r.position).integer("velocity", r.velocity)
            .integer("acceleration", r.acceleration).integer("torque", r.torque);
        if (rotation)
            json.real("position_rad", bearingRadians(r.position)).real("velocity_rad_s", rotationRadiansPerSecond(r.velocity));
        else
            json.real("position_m", distanceMetres(r.position)).real("velocity_m_s", translationMetresPerSecond(r.velocity));
        json.write(m_out);
    }

    void onJoystickState(const JoystickState &r) override
    {
        line("joystick").integer("timestamp", r.timestamp).integer("x", r.x).integer("y", r.y)
            .integer("buttons", r.buttons).write(m_out);
    }

    void onSonarReport(const SonarReport &r) override
    {
        std::string echoes = "[";
        for (std::size_t i = 0; i < r.count && i < SonarReport::kMaxEchoes; ++i) {
            const SonarEcho &echo = r.echoes[i];
            JsonLine entry("echo");
            entry.integer("id", echo.id).integer("range", echo.range);
            if (const auto metres = sonarRangeMetres(echo.range))
                entry.real("range_m", *metres);
            else
                entry.null("range_m");
            echoes += (i ? "," : "") + entry.object();
        }
        line("sonar_report").integer("timestamp", r.timestamp).integer("retval", r.retval)
            .raw("echoes", echoes + ']').write(m_out);
    }

    void onDioReport(const DioState &r) override { dio("dio_report", r); }
    void onDioUpdate(const DioState &r) override { dio("dio_update", r); }
    void onDioReportsAck(const DioAck &r) override { ack("dio_reports_ack", r); }
    void onDioSetAck(const DioAck &r) override { ack("dio_set_ack", r); }

    void onDioUpdateAck(const DioUpdateAck &r) override
    {
        line("dio_update_ack").integer("timestamp", r.timestamp).integer("retval", r.retval)
            .integer("count", r.count).write(m_out);
    }

    void onUnknown(const FrameView &) override
    {
        ++unknown;
        line("unknown").integer("length", static_cast<long long>(m_view.length)).write(m_out);
    }

    void onMalformed(const FrameView &) override
    {
        ++malformed;
        line("malformed").integer("length", static_cast<long long>(m_view.length)).write(m_out);
    }

private:
    JsonLine line(const char *type) const
    {
        JsonLine json("frame", m_index, type);
        json.integer("port", m_view.port).integer("opcode", m_view.opcode);
        return json;
    }

    void dio(const char *type, const DioState &r)
    {
        line(type).integer("timestamp", r.timestamp).integer("address", r.address)
            .integer("offset", r.offset).integer("state", r.state).write(m_out);
    }

    void ack(const char *type, const DioAck &r)
    {
        line(type).integer("timestamp", r.timestamp).integer("retval", r.retval).write(m_out);
    }

    std::FILE *m_out;
    std::uint64_t m_index = 0;
    FrameView m_view;
};

}  // namespace

bool decodeRflexStream(std::FILE *in, const char *name, std::FILE *out)
{
    FrameFinder finder;
    RflexJsonPrinter printer(out);
    std::uint64_t index = 0;
    const FrameFinder::FrameHandler onFrame = [&](const FrameView &view) {
        printer.setFrame(index++, view);
        decodeReport(view, printer);
    };
    if (!readStream(in, name, [&](const std::uint8_t *data, std::size_t size) { finder.feed(data, size, onFrame); }))
        return false;
    const FrameFinderStats &stats = finder.stats();
    std::fprintf(out,
                 "{\"type\":\"summary\",\"frames\":%" PRIu64 ",\"bad_frames\":%" PRIu64
                 ",\"checksum_errors\":%" PRIu64 ",\"discarded_bytes\":%" PRIu64
                 ",\"stuffed_escapes\":%" PRIu64 ",\"unknown_reports\":%" PRIu64
                 ",\"malformed_reports\":%" PRIu64 "}\n",
                 stats.goodFrames, stats.badFrames, stats.checksumErrors, stats.discardedBytes,
                 stats.stuffedEscapes, printer.unknown, printer.malformed);
    return true;
}
