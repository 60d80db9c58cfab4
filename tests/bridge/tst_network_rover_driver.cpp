// The Rover Pro's network driver on its own (issue 39): messages in as the transport relays
// them (envelopes of the bridge's CDR), samples and Twist envelopes out. Readings are the
// messages' values (sizes of currents whatever their sign, NaN as not read); the pose starts
// where the link did and its heading unwraps across +-pi; nothing counts as heard without
// odometry; a stop reaches a robot that went offline; a robot whose odometry stopped is not
// driven; a new connection's counters start at zero.
#include "NetworkMessageCodec.h"
#include "OdometryEnvelope.h"
#include "NetworkRoverDriver.h"

#include "core/NetworkMessageFinder.h"
#include "rover/RoverFrame.h"

#include "geometry_msgs.h"
#include "nav_msgs.h"
#include "sensor_msgs.h"

#include <QtTest>

#include <cmath>

namespace tst_network_rover_driver {  // this file's names, apart in a unity batch

using robodash::bridge::NetworkMessageCodec;
using robodash::bridge::NetworkRoverDriver;
using robodash::core::DriverOutput;
using robodash::rover::Register;

using robodash::testing::odometryEnvelope;

namespace {

std::vector<std::uint8_t> batteryEnvelope(const char *topic, float volts, float amperes, float celsius)
{
    sensor_msgs_msg_dds__BatteryState_ battery{};
    battery.voltage = volts;
    battery.percentage = 0.5f;
    battery.current = amperes;
    battery.temperature = celsius;
    return robodash::core::envelopeOf(NetworkMessageCodec::encode(topic, &sensor_msgs_msg_dds__BatteryState__desc, &battery));
}

void feed(NetworkRoverDriver &driver, const std::vector<std::uint8_t> &bytes, std::int64_t timeMs, DriverOutput &out)
{
    driver.receive(bytes.data(), bytes.size(), timeMs, out);
}

// The linear speeds of the Twists the driver wrote, on `topic`.
std::vector<double> twistsIn(const DriverOutput &out, const std::string &topic = "commands/velocity")
{
    std::vector<double> speeds;
    robodash::core::NetworkMessageFinder finder;
    for (const auto &write : out.writes) {
        finder.feed(write.data(), write.size(), [&](const robodash::core::NetworkMessage &message, std::size_t) {
            robodash::bridge::CdrSample<geometry_msgs_msg_dds__Twist_> twist(&geometry_msgs_msg_dds__Twist__desc);
            if (message.topic == topic && NetworkMessageCodec::decode(message, &geometry_msgs_msg_dds__Twist__desc, twist))
                speeds.push_back(twist.value().linear.x);
        });
    }
    return speeds;
}

const robodash::rover::RoverFrame &frameOf(const DriverOutput &out)
{
    return *out.samples.back().frameAs<robodash::rover::RoverFrame>();
}

}  // namespace

class TestNetworkRoverDriver : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_driver = std::make_unique<NetworkRoverDriver>();
        DriverOutput out;
        m_driver->start(0, true, out);
    }

    void readingsAreTheMessagesValues()
    {
        DriverOutput out;
        feed(*m_driver, batteryEnvelope("battery_a_state", 24.5f, 1.0f, 30.0f), 10, out);
        QVERIFY(out.samples.empty());  // no odometry yet: not heard
        feed(*m_driver, odometryEnvelope(0, 0, 0, 0), 20, out);
        feed(*m_driver, batteryEnvelope("battery_a_state", 24.5f, -1.5f, 30.0f), 30, out);  // discharging
        feed(*m_driver, batteryEnvelope("battery_b_state", 24.0f, 0.5f, NAN), 40, out);       // charging
        const auto &frame = frameOf(out);
        QVERIFY(frame.overNetwork && frame.identified);
        QCOMPARE(*frame.value(Register::BatteryCurrentA), 1.5);
        QCOMPARE(*frame.value(Register::BatteryCurrentB), 0.5);
        QCOMPARE(*frame.value(Register::TotalCurrent), 2.0);
        QCOMPARE(*out.samples.back().core.supplyAmperes, 2.0);
        QCOMPARE(*frame.value(Register::SmartBatteryTemperatureA), 30.0);
        QVERIFY(!frame.value(Register::SmartBatteryTemperatureB));  // NaN: not read
        QVERIFY(!frame.raw(Register::BatteryVoltageA));             // no register was read
        QCOMPARE(*frame.value(Register::StateOfChargeB), 50.0);
        QVERIFY(!frame.reading(Register::LeftEncoderCount).received);
    }

    void thePoseStartsHereAndItsHeadingUnwraps()
    {
        DriverOutput out;
        // The robot's odometry frame has it at (5, 2) facing +y when the link starts.
        feed(*m_driver, odometryEnvelope(5, 2, M_PI / 2, 0), 0, out);
        feed(*m_driver, odometryEnvelope(5, 3, M_PI / 2, 0.5), 100, out);  // 1 m ahead
        auto pose = out.samples.back().core.odometry->pose;
        QVERIFY(std::fabs(pose.x - 1) < 1e-9 && std::fabs(pose.y) < 1e-9);
        QCOMPARE(out.samples.back().core.odometry->velocity.linearMps, 0.5);
        // Turning left past +pi: the yaw wraps to -pi + 0.1, the heading goes on.
        feed(*m_driver, odometryEnvelope(5, 3, M_PI - 0.1, 0), 200, out);
        feed(*m_driver, odometryEnvelope(5, 3, -M_PI + 0.1, 0), 300, out);
        pose = out.samples.back().core.odometry->pose;
        QVERIFY2(std::fabs(pose.theta - (M_PI / 2 + 0.1)) < 1e-9, qPrintable(QString::number(pose.theta)));
        QCOMPARE(out.samples.back().core.odometry->distanceMetres, 1.0);
    }

    void aStopReachesARobotThatWentOffline()
    {
        DriverOutput out;
        feed(*m_driver, odometryEnvelope(0, 0, 0, 0), 0, out);
        m_driver->drive(0.3, 0, out);
        QCOMPARE(twistsIn(out), std::vector<double>{0.3});
        m_driver->wentOffline();
        DriverOutput stop;
        m_driver->drive(0, 0, stop);  // the link stops the robot as it goes offline
        QCOMPARE(twistsIn(stop), std::vector<double>{0.0});
    }

    void aRobotWhoseOdometryStoppedIsNotDriven()
    {
        DriverOutput out;
        feed(*m_driver, odometryEnvelope(0, 0, 0, 0), 0, out);
        m_driver->drive(0.3, 0, out);
        DriverOutput later;
        m_driver->tick(NetworkRoverDriver::kOdometryFreshMs + 100, later);
        QCOMPARE(twistsIn(later), std::vector<double>{0.0});
        QCOMPARE(later.warnings.size(), std::size_t(1));
        QVERIFY(later.warnings.front().find("odometry") != std::string::npos);
        DriverOutput batteries;
        feed(*m_driver, batteryEnvelope("battery_a_state", 24.5f, 1.0f, 30.0f), NetworkRoverDriver::kOdometryFreshMs + 150,
             batteries);
        QVERIFY(batteries.samples.empty());  // batteries alone keep no link online
    }

    void aStopIsRepeatedForAWhileAfterMotionOnly()
    {
        DriverOutput out;
        feed(*m_driver, odometryEnvelope(0, 0, 0, 0), 0, out);
        m_driver->drive(0.3, 0, out);
        DriverOutput stop;
        m_driver->drive(0, 0, stop);
        m_driver->tick(NetworkRoverDriver::kRenewMs, stop);
        QCOMPARE(twistsIn(stop), (std::vector<double>{0.0, 0.0}));
        feed(*m_driver, odometryEnvelope(0, 0, 0, 0), 700, out);
        DriverOutput idle;
        m_driver->tick(NetworkRoverDriver::kStopRepeatsForMs + 300, idle);
        QVERIFY(twistsIn(idle).empty());
    }

    void aNewConnectionsCountersStartAtZero()
    {
        DriverOutput out;
        feed(*m_driver, odometryEnvelope(0, 0, 0, 0), 0, out);
        QVERIFY(m_driver->counters().bytesIn > 0);
        QCOMPARE(m_driver->counters().goodFrames, std::uint64_t(1));
        m_driver->start(1000, true, out);
        QCOMPARE(m_driver->counters().bytesIn, std::uint64_t(0));
        QCOMPARE(m_driver->counters().goodFrames, std::uint64_t(0));
    }

private:
    std::unique_ptr<NetworkRoverDriver> m_driver;
};

QTEST_GUILESS_MAIN(TestNetworkRoverDriver)

}  // namespace tst_network_rover_driver
#include "tst_network_rover_driver.moc"
