#include "sim/rflex/RflexCommandTrace.h"

#include "sim/core/TraceWriter.h"

#include <type_traits>

namespace robodash::sim {

namespace {

// The fields worth reading back for the commands a driver sends; the rest go by name only.
std::string fields(const rflex::HostCommand &command)
{
    using namespace rflex;
    return std::visit(
        [](const auto &c) -> std::string {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, AxisSetDirection>) {
                const long long sign = c.direction == Direction::Backward ? -1 : 1;
                return TraceWriter::format(
                    ",\"axis\":%u,\"velocity\":%lld,\"acceleration\":%d,\"torque\":%d",
                    static_cast<unsigned>(c.axis), sign * c.velocity, c.acceleration, c.torque);
            } else if constexpr (std::is_same_v<C, SystemReportRequest>) {
                return TraceWriter::format(",\"period\":%u,\"mask\":%u", c.periodUs, c.axisMask);
            } else if constexpr (std::is_same_v<C, DioReportsRequest>) {
                return TraceWriter::format(",\"period\":%u", c.periodUs);
            } else if constexpr (std::is_same_v<C, SonarRun>) {
                return TraceWriter::format(",\"mode\":%u", static_cast<unsigned>(c.mode));
            } else {
                return {};
            }
        },
        command);
}

}  // namespace

std::string RflexCommandTrace::line(const rflex::HostCommand &command, double seconds)
{
    return TraceWriter::format("{\"type\":\"command\",\"t\":%.4f,\"name\":\"%s\"", seconds,
                               rflex::commandName(command))
        + fields(command) + "}";
}

}  // namespace robodash::sim
