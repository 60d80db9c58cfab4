// robodash-bench-store: memory and cost of one robot's store (store/RobotStore.h) over a day
// of 50 Hz Kobuki telemetry, fed as fast as it takes it. The telemetry is SyntheticTelemetry's,
// in which most readings move every frame (a field that holds still costs one point; the
// figure says how many series are full). Memory must stop growing once they are.
//
// Usage: robodash-bench-store [HOURS]   (default 24)
#include "ProcessMeters.h"
#include "SyntheticTelemetry.h"

#include "FamilyCatalog.h"
#include "kobuki/KobukiTelemetryDescription.h"
#include "link/RobotLink.h"
#include "store/RobotStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int hours = argc > 1 ? std::max(1, std::atoi(argv[1])) : 24;
    using namespace robodash;
    link::RobotLink link(app::robotFamilies().registry(), "kobuki", {});
    store::RobotStore store(&kobuki::kobukiFrameTelemetry());
    QObject::connect(&link, &link::RobotLink::telemetry, [&store](const core::TelemetrySample &sample) {
        store.add(sample);
    });
    SyntheticTelemetry telemetry(link);
    const double startMiB = bench::residentMiB();
    std::size_t seriesFields = 0;
    for (const store::StoreField &field : store.fields())
        seriesFields += field.text ? 0 : 1;
    std::fprintf(stderr, "  %zu fields (%zu with series), %zu points each at most\n", store.fields().size(),
                 seriesFields, store::RobotStore::kDefaultPointsPerField);

    QElapsedTimer wall;
    wall.start();
    qint64 feedingNs = 0;
    for (int hour = 1; hour <= hours; ++hour) {
        QElapsedTimer thisHour;
        thisHour.start();
        for (int frame = 0; frame < 50 * 3600; ++frame)
            telemetry.emitFrame(qint64(telemetry.framesEmitted()) * 20);
        feedingNs += thisHour.nsecsElapsed();
        if (hour == 1 || hour == 6 || hour == 12 || hour == hours)
            std::fprintf(stderr, "  after %2d h: store %.1f MiB, %.1f MiB resident, %.2f MiB heap in use\n", hour,
                         double(store.bytes()) / (1024 * 1024), bench::residentMiB(), bench::heapInUseMiB());
    }
    std::size_t full = 0;
    for (std::size_t i = 0; i < store.fields().size(); ++i)
        full += store.series(i).size() == store.series(i).capacity() ? 1 : 0;
    std::printf("store: %.1f MiB after %d h of 50 Hz Kobuki telemetry (%llu samples; %zu of %zu series"
                " full), %.1f MiB resident (%.1f before), %.2f us a frame to make, decode and keep"
                " (%.1f s in all)\n",
                double(store.bytes()) / (1024 * 1024), hours, static_cast<unsigned long long>(store.samples()),
                full, store.fields().size(),
                bench::residentMiB(), startMiB, double(feedingNs) / 1000.0 / double(telemetry.framesEmitted()),
                double(wall.elapsed()) / 1000.0);
    return 0;
}
