#include "link/LogOverviewBuilder.h"

#include "link/LinkSessionLogs.h"
#include "link/PagedSessionLog.h"
#include "link/SessionLogPageCursor.h"

namespace robodash::link {

std::shared_ptr<const store::LogOverview> LogOverviewBuilder::build(const QString &path,
                                                                     const core::FamilyRegistry &families,
                                                                     const std::atomic<bool> &cancel, QString *error)
{
    const std::optional<PagedSessionLog> log = PagedSessionLog::open(path, error);
    if (!log)
        return nullptr;
    const core::FamilyDescriptor *family = families.find(log->header().family());
    if (!family || !family->makeDriver) {
        if (error)
            *error = QStringLiteral("a log of a \"%1\" robot").arg(QString::fromStdString(log->header().family()));
        return nullptr;
    }
    auto overview = std::make_shared<store::LogOverview>(family->telemetry, log->durationMs());
    const auto driver = family->makeDriverFor(log->header().protocol.toStdString());
    core::DriverOutput out;
    LinkSessionLogs::startOnLog(*driver, log->header(), 0, out);
    for (auto cursor = log->cursor(logformat::kReceivedBytes); !cursor->atEnd(); cursor->next()) {
        if (cancel.load(std::memory_order_relaxed))
            return nullptr;
        out = core::DriverOutput{};
        const QByteArray bytes = cursor->bytes();
        driver->receive(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()),
                        cursor->timeMs(), out);
        for (const core::TelemetrySample &sample : out.samples)
            overview->add(sample, sample.receivedMs);
    }
    overview->finish();
    return overview;
}

}  // namespace robodash::link
