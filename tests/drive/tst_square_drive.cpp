// End to end: RobotLink drives the virtual Kobuki a 0.5 m square through its pseudo-terminal
// (the real serial path), under the lab-safe drive limits, steered by the same Odometry the
// dashboard uses; the odometry is then compared with the simulator's true pose. The drive is
// recorded, and the recording replayed: the Plots panel's XY plot of its odometry (y against
// x, from the robot's store) lies on the twin's true path within the odometry's error.
#include "sim/kobuki/VirtualKobuki.h"

#include "kobuki/Conversions.h"
#include "kobuki/Odometry.h"
#include "RobotSession.h"
#include "RobotStoreFeed.h"
#include "SeriesColumns.h"
#include "link/RobotLink.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace tst_square_drive {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::link::DriveLimits;
using robodash::link::RobotLink;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr int kSquareTimeoutMs = 60000;
constexpr double kPi = 3.14159265358979323846;
constexpr double kSide = 0.5;

double wrapAngle(double radians)
{
    return std::remainder(radians, 2 * kPi);
}

// Drives legs (straight, then a quarter turn left, four times) from odometry alone.
class SquareDriver {
public:
    static constexpr int kLegs = 8;
    static constexpr double kArriveMetres = 0.002;
    static constexpr double kArriveRadians = 0.004;

    explicit SquareDriver(const DriveLimits &limits) : m_limits(limits) {}

    bool done() const { return m_leg >= kLegs; }

    // One control step after each feedback frame; returns the velocity to ask for.
    std::pair<double, double> step(const kobuki::OdometryPose &pose)
    {
        if (done())
            return {0, 0};
        if (!m_legStarted) {
            m_legStart = pose;
            m_legStarted = true;
        }
        const bool straight = m_leg % 2 == 0;
        const double heading = (m_leg / 2 + (straight ? 0 : 1)) * kPi / 2;
        if (straight) {
            const double along = (pose.x - m_legStart.x) * std::cos(heading)
                                 + (pose.y - m_legStart.y) * std::sin(heading);
            const double remaining = kSide - along;
            if (remaining < kArriveMetres)
                return nextLeg();
            // Slow down on a curve the limiter can follow, so the stop is short.
            const double v = std::clamp(std::sqrt(2 * 0.4 * m_limits.linearDecelMps2 * remaining),
                                        0.02, m_limits.maxLinearMps);
            return {v, std::clamp(2.0 * (heading - pose.theta), -0.5, 0.5)};
        }
        const double remaining = heading - pose.theta;
        if (std::abs(remaining) < kArriveRadians)
            return nextLeg();
        const double w = std::clamp(std::sqrt(2 * 0.4 * m_limits.angularDecelRadps2
                                              * std::abs(remaining)),
                                    0.08, m_limits.maxAngularRadps);
        return {0, std::copysign(w, remaining)};
    }

private:
    std::pair<double, double> nextLeg()
    {
        ++m_leg;
        m_legStarted = false;
        return {0, 0};
    }

    DriveLimits m_limits;
    int m_leg = 0;
    bool m_legStarted = false;
    kobuki::OdometryPose m_legStart;
};

// How far `point` is from the path walked so far (a polyline of true poses). The odometry
// is compared with the path rather than with the true pose at the moment its frame is
// handled: a frame handled late on a busy machine shows where the robot was, not where it
// is, and that lag is not an odometry error.
double distanceToPath(const std::vector<sim::Pose> &path, double x, double y)
{
    double best = path.empty() ? 0 : std::hypot(x - path.front().x, y - path.front().y);
    for (std::size_t k = 1; k < path.size(); ++k) {
        const double ax = path[k - 1].x, ay = path[k - 1].y;
        const double dx = path[k].x - ax, dy = path[k].y - ay;
        const double lengthSquared = dx * dx + dy * dy;
        const double t = lengthSquared > 0
                             ? std::clamp(((x - ax) * dx + (y - ay) * dy) / lengthSquared, 0.0, 1.0)
                             : 0.0;
        best = std::min(best, std::hypot(x - (ax + t * dx), y - (ay + t * dy)));
    }
    return best;
}

}  // namespace

class TestSquareDrive : public QObject {
    Q_OBJECT
private slots:
    void odometryFollowsTheTruePoseAroundASquare()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("kobuki"));
        sim::VirtualKobukiOptions options;
        options.linkPath = path.toStdString();
        auto robot = std::make_unique<sim::VirtualKobuki>(options);
        std::string error;
        QVERIFY2(robot->start(&error), error.c_str());

        robodash::app::RobotSession session;

        RobotLink &link = session.link();
        const DriveLimits limits;  // the dashboard's lab-safe defaults
        link.setDriveLimits(limits);
        QSignalSpy online(&link, &RobotLink::onlineChanged);
        link.connectTo(path);
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);
        const QString recording = dir.filePath(QStringLiteral("square.rdlog"));
        QSignalSpy recordingStarted(&link, &RobotLink::recordingStarted);
        link.startRecording(recording);
        QVERIFY(recordingStarted.wait(kTimeoutMs));

        kobuki::Odometry odometry;
        kobuki::Odometry encoderOnly;  // for comparison: heading from the wheels alone
        SquareDriver driver(limits);
        const sim::Pose start = robot->truePose();
        double worstTrailGap = 0;
        std::vector<sim::Pose> truePath;
        int stillFrames = 0;
        std::uint16_t lastLeft = 0, lastRight = 0;
        connect(&session.kobuki(), &robodash::app::KobukiFeed::basicSensors, this, [&](const kobuki::BasicSensors &s) {
            stillFrames = (s.leftEncoder == lastLeft && s.rightEncoder == lastRight) ? stillFrames + 1 : 0;
            lastLeft = s.leftEncoder;
            lastRight = s.rightEncoder;
            odometry.addBasicSensors(s);
            encoderOnly.update(s, std::nullopt);
        });
        connect(&session.kobuki(), &robodash::app::KobukiFeed::inertia, this, [&](const kobuki::Inertia &i) {
            odometry.addInertia(i);
            if (odometry.updateCount() == 0)
                return;  // the first frame is the reference
            const auto [v, w] = driver.step(odometry.pose());
            link.drive(v, w);
            truePath.push_back(relative(robot->truePose(), start));
            worstTrailGap = std::max(worstTrailGap,
                                     distanceToPath(truePath, odometry.pose().x, odometry.pose().y));
        });

        QTRY_VERIFY_WITH_TIMEOUT(driver.done(), kSquareTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(stillFrames >= 10, kTimeoutMs);
        QSignalSpy recordingStopped(&link, &RobotLink::recordingStopped);
        link.stopRecording();
        QVERIFY(recordingStopped.wait(kTimeoutMs));

        const sim::Pose truth = relative(robot->truePose(), start);
        const kobuki::OdometryPose &estimate = odometry.pose();
        const double gapCm = 100 * std::hypot(truth.x - estimate.x, truth.y - estimate.y);
        const double headingGapDeg = std::abs(wrapAngle(truth.theta - estimate.theta)) * 180 / kPi;
        const double closureCm = 100 * std::hypot(truth.x, truth.y);
        const kobuki::OdometryPose &wheelsOnly = encoderOnly.pose();
        qInfo("square of %.2f m: odometry ends %.3f cm and %.4f deg from the true pose "
              "(wheels only: %.3f cm, %.4f deg); the robot stopped %.3f cm from where it "
              "started (true); odometry distance %.4f m; worst gap along the trail %.3f cm",
              kSide, gapCm, headingGapDeg,
              100 * std::hypot(truth.x - wheelsOnly.x, truth.y - wheelsOnly.y),
              std::abs(wrapAngle(truth.theta - wheelsOnly.theta)) * 180 / kPi, closureCm,
              odometry.distanceMetres(), 100 * worstTrailGap);
        QVERIFY2(gapCm < 2.0, qPrintable(QStringLiteral("odometry %1 cm off").arg(gapCm)));
        QVERIFY2(headingGapDeg < 1.0, qPrintable(QStringLiteral("heading %1 deg off").arg(headingGapDeg)));
        QVERIFY2(worstTrailGap < 0.05, "the trail left the true path");
        QVERIFY(std::abs(estimate.theta - 2 * kPi) < 0.01);  // four quarter turns left
        QVERIFY(std::abs(odometry.distanceMetres() - 4 * kSide) < 0.03);
        QVERIFY2(closureCm < 5.0, "the square did not close");

        // Every command the robot got respected the limits.
        int commands = 0;
        for (const sim::ReceivedCommand &command : robot->receivedCommands()) {
            if (command.id != kobuki::kBaseControlId)
                continue;
            ++commands;
            const kobuki::WheelSpeeds wheels = kobuki::baseControlToWheelSpeeds(command.baseControl);
            const double v = (wheels.leftMps + wheels.rightMps) / 2;
            const double w = (wheels.rightMps - wheels.leftMps) / kobuki::kWheelbaseM;
            QVERIFY2(std::abs(v) <= limits.maxLinearMps + 0.002, qPrintable(QString::number(v)));
            QVERIFY2(std::abs(w) <= limits.maxAngularRadps + 0.02, qPrintable(QString::number(w)));
        }
        QVERIFY(commands > 100);
        QCOMPARE(robot->lastBaseControl().speed, std::int16_t(0));

        // The recording's odometry as an XY plot draws it, against the twin's true path.
        robodash::app::RobotSession replay;
        QSignalSpy finished(&replay.link(), &RobotLink::replayFinished);
        replay.link().openReplay(recording);
        replay.link().setReplaySpeed(0);  // after the open: it speeds the open log
        QVERIFY(finished.wait(kSquareTimeoutMs));
        const store::RobotStore &store = replay.store().store();
        const auto trace = widgets::xyTrace(*store.find("robot/odometry/x"), *store.find("robot/odometry/y"),
                                            *store.firstSampleMs(), *store.lastSampleMs() + 1);
        QVERIFY(trace.size() > 100);
        double worstPlotGap = 0;
        for (const QPointF &point : trace)
            worstPlotGap = std::max(worstPlotGap, distanceToPath(truePath, point.x(), point.y()));
        const QPointF end = trace.back();
        const double plotEndCm = 100 * std::hypot(truth.x - end.x(), truth.y - end.y());
        qInfo("XY plot of the replayed odometry: %zu points, worst %.3f cm from the true path, ends %.3f cm "
              "from the true pose", trace.size(), 100 * worstPlotGap, plotEndCm);
        QVERIFY2(worstPlotGap < 0.05, "the plotted trail left the true path");
        QVERIFY2(plotEndCm < 2.0, qPrintable(QStringLiteral("the plot ends %1 cm off").arg(plotEndCm)));
    }

private:
    static sim::Pose relative(const sim::Pose &pose, const sim::Pose &origin)
    {
        const double dx = pose.x - origin.x, dy = pose.y - origin.y;
        const double c = std::cos(origin.theta), s = std::sin(origin.theta);
        return {c * dx + s * dy, -s * dx + c * dy, pose.theta - origin.theta};
    }
};

QTEST_GUILESS_MAIN(TestSquareDrive)

}  // namespace tst_square_drive
#include "tst_square_drive.moc"
