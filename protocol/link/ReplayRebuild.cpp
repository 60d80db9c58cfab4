#include "link/ReplayRebuild.h"

#include "link/LinkSessionLogs.h"
#include "link/ReplayTransport.h"

namespace robodash::link {

std::optional<core::TelemetrySample> ReplayRebuild::rebuild(core::RobotDriver &driver, const ReplayTransport &log)
{
    core::DriverOutput out;
    LinkSessionLogs::startOnLog(driver, log.header(), log.stampOf(0), out);
    std::optional<core::TelemetrySample> newest;
    log.forEachRecordBefore(log.positionMs(), [&](bool sent, qint64 timeMs, const QByteArray &bytes) {
        if (sent) {  // what the session sent: a driver that shows its own commands reads it
            driver.replaySent(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                              static_cast<std::size_t>(bytes.size()), log.stampOf(timeMs));
            return;
        }
        out = core::DriverOutput{};
        driver.receive(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                       static_cast<std::size_t>(bytes.size()), log.stampOf(timeMs), out);
        if (!out.samples.empty())
            newest = std::move(out.samples.back());
    });
    if (newest) {
        newest->receivedMs = log.stampOf(log.positionMs());  // never before the last chunk's
        newest->core.events.clear();  // what happened on the way was not now
    }
    return newest;
}

}  // namespace robodash::link
