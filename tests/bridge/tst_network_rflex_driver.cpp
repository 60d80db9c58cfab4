// The rFLEX's network driver on its own (issue 39): `odom` messages in as the transport relays
// them (envelopes of the bridge's CDR), a sample per axis out, read straight from the message:
// the odometry is the message's pose (from where the link started) and twist, the
// translation axis stands at the distance driven along the heading (backwards negative), the
// rotation axis at the unwrapped heading. Raw counters, acceleration and torque are not on
// the network: the CSV export leaves them empty and reads the pose the message gave (until
// December 2026 the counters were rebuilt from the pose and differenced again).
#include "NetworkMessageCodec.h"
#include "OdometryEnvelope.h"
#include "NetworkRflexDriver.h"

#include "core/NetworkMessageFinder.h"
#include "rflex/RflexCommands.h"
#include "rflex/RflexFrame.h"
#include "rflex/RflexTelemetryDescription.h"

#include "nav_msgs.h"
#include "std_msgs.h"

#include <QtTest>

#include <cmath>

namespace tst_network_rflex_driver {  // this file's names, apart in a unity batch

using robodash::bridge::NetworkMessageCodec;
using robodash::bridge::NetworkRflexDriver;
using robodash::core::DriverOutput;
using robodash::core::TelemetrySample;
using robodash::rflex::Axis;
using robodash::rflex::AxisTelemetry;
using robodash::rflex::RflexFrame;

using robodash::testing::odometryEnvelope;

namespace {

const AxisTelemetry &axisOf(const TelemetrySample &sample)
{
    return *sample.frameAs<RflexFrame>()->axis;
}

// The boolean commands the driver wrote, as "topic=value", in order.
std::vector<std::string> switchesIn(const DriverOutput &out)
{
    std::vector<std::string> switches;
    robodash::core::NetworkMessageFinder finder;
    for (const auto &write : out.writes) {
        finder.feed(write.data(), write.size(), [&](const robodash::core::NetworkMessage &message, std::size_t) {
            robodash::bridge::CdrSample<std_msgs_msg_dds__Bool_> value(&std_msgs_msg_dds__Bool__desc);
            if (message.topic != "commands/velocity"
                && NetworkMessageCodec::decode(message, &std_msgs_msg_dds__Bool__desc, value))
                switches.push_back(message.topic + (value.value().data ? "=true" : "=false"));
        });
    }
    return switches;
}

bool near(double a, double b)
{
    return std::fabs(a - b) < 1e-9;
}

}  // namespace

class TestNetworkRflexDriver : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_driver = std::make_unique<NetworkRflexDriver>();
        DriverOutput out;
        m_driver->start(0, true, out);
    }

    void eachMessageIsASamplePerAxisWithItsValues()
    {
        DriverOutput out;
        // The robot's odometry frame has it at (5, 2) facing +y when the link starts.
        feed(odometryEnvelope(5, 2, M_PI / 2, 0, 0), 0, out);
        feed(odometryEnvelope(5, 3, M_PI / 2, 0.4, 0.2), 100, out);  // 1 m ahead
        QCOMPARE(out.samples.size(), std::size_t(4));
        const TelemetrySample &translationSample = out.samples[2];
        const TelemetrySample &rotationSample = out.samples[3];
        QCOMPARE(axisOf(translationSample).axis, Axis::Translation);
        QCOMPARE(axisOf(rotationSample).axis, Axis::Rotation);
        const auto odometry = *translationSample.core.odometry;
        QVERIFY(near(odometry.pose.x, 1) && near(odometry.pose.y, 0) && near(odometry.pose.theta, 0));
        QCOMPARE(odometry.velocity.linearMps, 0.4);
        QCOMPARE(odometry.velocity.angularRadps, 0.2);
        QVERIFY(near(axisOf(translationSample).position, 1));
        QCOMPARE(axisOf(translationSample).velocity, 0.4);
        QCOMPARE(axisOf(rotationSample).velocity, 0.2);
        QVERIFY(axisOf(translationSample).networkOdometry);
        QCOMPARE(axisOf(translationSample).raw.position, 0);  // no counter crossed the network
    }

    void backwardsCountsDownAndTheHeadingUnwraps()
    {
        DriverOutput out;
        feed(odometryEnvelope(0, 0, 0, 0, 0), 0, out);
        feed(odometryEnvelope(1, 0, 0, 0.5, 0), 100, out);
        feed(odometryEnvelope(0.25, 0, 0, -0.5, 0), 200, out);  // 0.75 m back
        const TelemetrySample &translation = out.samples[out.samples.size() - 2];
        QVERIFY2(near(axisOf(translation).position, 0.25), qPrintable(QString::number(axisOf(translation).position)));
        QVERIFY(near(translation.core.odometry->distanceMetres, 1.75));  // the path, both ways
        // Turning left past +pi: the yaw wraps to -pi + 0.1, the bearing goes on.
        feed(odometryEnvelope(0.25, 0, M_PI - 0.1, 0, 1), 300, out);
        feed(odometryEnvelope(0.25, 0, -M_PI + 0.1, 0, 1), 400, out);
        const TelemetrySample &rotation = out.samples.back();
        QCOMPARE(axisOf(rotation).axis, Axis::Rotation);
        QVERIFY2(near(axisOf(rotation).position, M_PI + 0.1), qPrintable(QString::number(axisOf(rotation).position)));
    }

    void theMapsResetStartsThePoseAgainAndTheAxesGoOn()
    {
        DriverOutput out;
        feed(odometryEnvelope(0, 0, 0, 0, 0), 0, out);
        feed(odometryEnvelope(2, 0, 0.5, 0.5, 0), 100, out);
        m_driver->resetOdometry();
        // The robot moved on between the reset and its next message: the map starts there,
        // the axes count every metre and radian.
        feed(odometryEnvelope(3, 0, 0.5, 0, 0), 200, out);
        QVERIFY(near(out.samples.back().core.odometry->pose.x, 0));
        QVERIFY(near(out.samples.back().core.odometry->pose.theta, 0));
        feed(odometryEnvelope(3.5, 0, 0.75, 0.5, 0), 300, out);
        const TelemetrySample &translation = out.samples[out.samples.size() - 2];
        const TelemetrySample &rotation = out.samples.back();
        QVERIFY(near(translation.core.odometry->pose.theta, 0.25));
        QVERIFY(near(axisOf(translation).position, 2 + std::cos(0.5) + 0.5 * std::cos(0.5)));
        QVERIFY(near(axisOf(rotation).position, 0.75));
    }

    // The robot's bridge restarted, the robot not moved: its odometry starts again at its own
    // origin. The pose, the path and the axes go on from where they were (a new user saw
    // "Travelled 78 cm" and the translation axis at -0.777 m, the robot still).
    void anOdometryThatStartsAgainAtItsOriginIsNoDrive()
    {
        DriverOutput out;
        feed(odometryEnvelope(0, 0, 0, 0, 0), 0, out);
        feed(odometryEnvelope(0.777, 0.1, 0.3, 0, 0), 100, out);
        const robodash::core::OdometryState before = *out.samples.back().core.odometry;
        const double translationBefore = axisOf(out.samples[out.samples.size() - 2]).position;
        feed(odometryEnvelope(0, 0, 0, 0, 0), 5000, out);  // the new bridge's first message
        const robodash::core::OdometryState after = *out.samples.back().core.odometry;
        QVERIFY2(near(after.pose.x, before.pose.x) && near(after.pose.y, before.pose.y)
                     && near(after.pose.theta, before.pose.theta),
                 qPrintable(QStringLiteral("%1 %2 %3").arg(after.pose.x).arg(after.pose.y).arg(after.pose.theta)));
        QVERIFY(near(after.distanceMetres, before.distanceMetres));
        QVERIFY(near(axisOf(out.samples[out.samples.size() - 2]).position, translationBefore));
        // Driving on from there: 0.5 m ahead along the heading it had.
        feed(odometryEnvelope(0.5, 0, 0, 0.5, 0), 5100, out);
        const robodash::core::OdometryState driven = *out.samples.back().core.odometry;
        QVERIFY(near(driven.pose.x, before.pose.x + 0.5 * std::cos(0.3)));
        QVERIFY(near(driven.pose.y, before.pose.y + 0.5 * std::sin(0.3)));
        QVERIFY(near(driven.distanceMetres, before.distanceMetres + 0.5));
        QVERIFY(near(axisOf(out.samples[out.samples.size() - 2]).position, translationBefore + 0.5));
    }

    void aPoseThatIsNotANumberIsKeptOut()
    {
        DriverOutput out;
        feed(odometryEnvelope(0, 0, 0, 0, 0), 0, out);
        feed(odometryEnvelope(NAN, 0, 0, NAN, 0), 100, out);
        QCOMPARE(out.samples.size(), std::size_t(2));  // read, and no sample of it
        feed(odometryEnvelope(1, 0, 0, NAN, 0.1), 200, out);
        const TelemetrySample &translation = out.samples[out.samples.size() - 2];
        QVERIFY(near(translation.core.odometry->distanceMetres, 1));
        QVERIFY(near(axisOf(translation).position, 1));
        QCOMPARE(translation.core.odometry->velocity.linearMps, 0.0);  // a speed not read is no speed
        QCOMPARE(translation.core.odometry->velocity.angularRadps, 0.1);
    }

    void theExportReadsTheMessagesPoseAndLeavesWhatIsNotCarriedEmpty()
    {
        DriverOutput out;
        feed(odometryEnvelope(0, 0, 0, 0, 0), 0, out);
        feed(odometryEnvelope(0.8, 0.6, 0.3, 0.5, 0.1), 100, out);
        const auto &description = robodash::rflex::rflexTelemetryDescription();
        const auto rows = [&](const char *kind) {
            std::vector<robodash::core::TelemetryRow> all;
            const auto reader = description.find(kind)->newRowReader();
            for (const TelemetrySample &sample : out.samples)
                reader(*sample.frameAs<RflexFrame>(), [&](robodash::core::TelemetryRow &&row) { all.push_back(row); });
            return all;
        };
        const auto poses = rows("odometry");
        QCOMPARE(poses.size(), std::size_t(4));
        const auto &columns = description.find("odometry")->columns();
        const auto column = [&](const std::string &name) {
            for (std::size_t i = 0; i < columns.size(); ++i)
                if (columns[i].name == name)
                    return i;
            return columns.size();
        };
        QVERIFY(near(poses.back()[column("x_m")].real(), 0.8));
        QVERIFY(near(poses.back()[column("y_m")].real(), 0.6));
        QVERIFY(near(poses.back()[column("theta_rad")].real(), 0.3));
        const auto axes = rows("axes");
        const auto &axisColumns = description.find("axes")->columns();
        for (std::size_t i = 0; i < axisColumns.size(); ++i) {
            const std::string &name = axisColumns[i].name;
            if (name == "axis")
                continue;  // text: "rotation"
            const bool carried = name == "position" || name == "velocity";
            QVERIFY2(axes.back()[i].isText() != carried, name.c_str());
        }
        QVERIFY(poses.back()[column("timestamp")].isText());  // no base clock on the network
        QCOMPARE(poses.back()[column("axis")].integer(), std::int64_t(Axis::Rotation));
    }

    // The robot is shared: a session that comes and goes (a watcher, robodash-cli monitor)
    // once set the brake at its start-up and again at its shutdown, and switched the sonar
    // off, under the dashboard that was driving it.
    void aWatcherNeitherBrakesNorDeafensTheRobot()
    {
        DriverOutput out;
        feed(odometryEnvelope(0, 0, 0, 0, 0), 0, out);
        for (std::int64_t t = 10; t < 500; t += 10)
            m_driver->tick(t, out);  // the start-up's frames, one a tick
        m_driver->shutdown(out);
        QCOMPARE(switchesIn(out), std::vector<std::string>{});
    }

    void aSessionThatReleasedTheBrakeSetsItAgainWhenItLeaves()
    {
        DriverOutput out;
        feed(odometryEnvelope(0, 0, 0, 0, 0), 0, out);
        QVERIFY(m_driver->command(robodash::core::FamilyCommand(robodash::rflex::SetMotorsEnabledCommand{true}), out));
        QVERIFY(m_driver->command(robodash::core::FamilyCommand(robodash::rflex::SetSonarCommand{true}), out));
        for (std::int64_t t = 10; t < 500; t += 10)
            m_driver->tick(t, out);
        m_driver->shutdown(out);
        QCOMPARE(switchesIn(out), (std::vector<std::string>{"commands/motors=true", "commands/sonar=true",
                                                           "commands/motors=false"}));
    }

    // Motors switched on before a recording starts: the recording begins with the release as
    // sent (sentStateForRecording), and its replay reads it (replaySent): released, not the
    // engaged brake a replay starts with.
    void aRecordingStartedWithTheMotorsOnReplaysThemOn()
    {
        QVERIFY(m_driver->sentStateForRecording().empty());  // the brake set: nothing to add
        DriverOutput out;
        feed(odometryEnvelope(0, 0, 0, 0, 0), 0, out);
        QVERIFY(m_driver->command(robodash::core::FamilyCommand(robodash::rflex::SetMotorsEnabledCommand{true}), out));
        for (std::int64_t t = 10; t < 500; t += 10)
            m_driver->tick(t, out);
        const std::vector<std::uint8_t> state = m_driver->sentStateForRecording();
        DriverOutput stateOnly;
        stateOnly.write(state);
        QCOMPARE(switchesIn(stateOnly), std::vector<std::string>{"commands/motors=true"});

        NetworkRflexDriver replay;
        DriverOutput replayed;
        replay.start(0, false, replayed);
        replay.replaySent(state.data(), state.size(), 0);
        const std::vector<std::uint8_t> odometry = odometryEnvelope(0, 0, 0, 0, 0);
        replay.receive(odometry.data(), odometry.size(), 10, replayed);
        QVERIFY(!replayed.samples.empty());
        QVERIFY(replayed.samples.back().frameAs<RflexFrame>()->motorsEnabled);
        QVERIFY(!replay.sentStateForRecording().empty());  // released there too
    }

private:
    void feed(const std::vector<std::uint8_t> &bytes, std::int64_t timeMs, DriverOutput &out)
    {
        m_driver->receive(bytes.data(), bytes.size(), timeMs, out);
    }

    std::unique_ptr<NetworkRflexDriver> m_driver;
};

QTEST_GUILESS_MAIN(TestNetworkRflexDriver)

}  // namespace tst_network_rflex_driver
#include "tst_network_rflex_driver.moc"
