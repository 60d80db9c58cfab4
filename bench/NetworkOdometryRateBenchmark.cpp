// How often a network robot's odometry reaches the dashboard (issue 39): a RobotSession opens
// PORT (a `ros2:` robot shared by `robodash-cli bridge`) and turns on the spot at 0.5 rad/s for SECONDS
// while counting the samples that carry odometry and, of those, the ones whose pose moved.
// Prints one line of figures; run it against the same bridge with two builds side by side to
// compare paths (a Rover Pro's registers polled and answered from its topics, before issue 39;
// its odometry messages read as they come, after). It never passes or fails.
#include "RobotSession.h"

#include "core/TelemetrySample.h"
#include "link/LinkMetaTypes.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>
#include <optional>

namespace {

struct Counts {
    int samples = 0, odometry = 0, moved = 0;
    std::optional<robodash::core::Pose2D> last;
};

}  // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s PORT FAMILY SECONDS\n", argv[0]);
        return 2;
    }
    const QString port = QString::fromLocal8Bit(argv[1]);
    const std::string family = argv[2];
    const int seconds = QString::fromLocal8Bit(argv[3]).toInt();
    robodash::app::RobotSession session(family);
    robodash::link::RobotLink &link = session.link();
    Counts counts;
    QElapsedTimer measuring;
    QObject::connect(&link, &robodash::link::RobotLink::telemetry, [&](const robodash::core::TelemetrySample &sample) {
        if (!measuring.isValid())
            return;
        ++counts.samples;
        if (!sample.core.odometry)
            return;
        ++counts.odometry;
        const robodash::core::Pose2D pose = sample.core.odometry->pose;
        if (!counts.last || pose.x != counts.last->x || pose.y != counts.last->y || pose.theta != counts.last->theta)
            ++counts.moved;
        counts.last = pose;
    });
    QTimer stick;  // a held stick, as the dashboard repeats it
    QObject::connect(&stick, &QTimer::timeout, [&link] { link.drive(0.0, 0.5); });  // on the spot: no wall ends the run
    QObject::connect(&link, &robodash::link::RobotLink::onlineChanged, [&](bool online) {
        if (!online || measuring.isValid())
            return;
        link.setMotorsEnabled(true);
        stick.start(50);
        QTimer::singleShot(2000, [&] { measuring.start(); });  // up to speed first
        QTimer::singleShot(2000 + seconds * 1000, [&] {
            const double s = measuring.elapsed() / 1000.0;
            std::printf("%s %s: %.1f samples/s, %.1f with odometry/s, %.1f poses moved/s over %.1f s\n",
                        qPrintable(port), family.c_str(), counts.samples / s, counts.odometry / s, counts.moved / s, s);
            stick.stop();
            link.stop();
            QTimer::singleShot(300, &app, &QCoreApplication::quit);
        });
    });
    link.connectTo(port);
    return app.exec();
}
