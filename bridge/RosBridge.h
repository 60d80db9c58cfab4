#pragma once
// One robot on a ROS 2 network (bridge/README.md): its link's telemetry published as the
// topics a ROS 2 driver node would publish, and velocity commands from the network driven
// through the link, so the safety layer, limits and dead-man apply to them as to the GUI's.
//
// Published, relative to the namespace: `odom` (nav_msgs/Odometry), the odom -> base
// transform on `/tf` (tf2_msgs/TFMessage), `battery_state` (sensor_msgs/BatteryState, once a
// second). Subscribed: `commands/velocity` (geometry_msgs/Twist; a command holds 0.6 s).
// A Rover Pro is shared as Rover Robotics' own driver unless asked otherwise (RosProfile:
// /odometry/wheels, /cmd_vel, odom -> base_link, its e-stop, trim and parameters).
// Each family adds its own (FamilyTopics: the Kobuki's kobuki_ros interface, a Rover Pro's
// batteries and flipper, an rFLEX's sonars and bump panels; bridge/README.md).
// Nothing is sent on any network before start().

#include "BridgeOptions.h"
#include "RosProfile.h"

#include "core/TelemetrySample.h"
#include "link/DriveArbiter.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace robodash::link {
class RobotLink;
}

namespace robodash::bridge {

class FamilyTopics;
class OdometryPublisher;
class SensorTopics;
class TopicContext;
class VelocityCommandGate;
class VelocityCommandRelay;

class RosBridge : public QObject {
    Q_OBJECT
public:
    RosBridge(link::RobotLink &link, BridgeOptions options, QObject *parent = nullptr);
    ~RosBridge() override;

    // Joins the DDS domain and creates every topic; false and a sentence in `error` when the
    // options or the network do not allow it (nothing is left half made).
    bool start(std::string *error);
    // Leaves the network; a robot the network was driving is stopped first.
    void stop();
    bool isSharing() const { return m_dds != nullptr; }
    bool isNetworkDriving() const;

    const BridgeOptions &options() const { return m_options; }
    // The DDS topics of this bridge, for a start-up message ("rt/robot1/odom", ...).
    std::vector<std::string> ddsTopics() const;
    // The camera, scan and /tf_static writers while sharing with BridgeOptions::sensors; else null.
    SensorTopics *sensorTopics() const;
    // The frame the robot's odometry moves (`/tf`'s child: base_footprint on a Kobuki, as
    // kobuki_ros): where a sensor's mount starts, so that tf can place its readings.
    std::string baseFrame() const { return m_profile.baseFrame(m_options.parameters); }
    // Its ROS topic names as BridgeOptions::sensorDataTopics names them ("odom", "/tf", ...).
    static std::vector<std::string> rosTopics();

signals:
    void networkDrivingChanged(bool driving);
    // Something a ROS user would otherwise never see: a QoS mismatch, a refused write, network
    // commands ignored because the operator has control.
    void diagnostic(const QString &message);

private:
    struct Endpoints;

    void publish(const core::TelemetrySample &sample);
    void publishOdometry(const core::TelemetrySample &sample);
    void publishBattery(const core::BatteryReading &battery);
    void reportWriteFailure(const std::string &topic);
    void reportDriveVerdict(link::DriveArbiter::Verdict verdict);
    bool makeEndpoints(std::string *error);
    std::unique_ptr<FamilyTopics> makeFamilyTopics(const TopicContext &context);
    bool announce();
    // What the parameters decide outside the publishing paths (the velocity timeout, the
    // e-stop).
    void applyParameters();
    void logStart();
    // A Rover Robotics e-stop trigger (true) or reset (false) from the network.
    void setEstop(bool engaged);

    link::RobotLink &m_link;
    BridgeOptions m_options;
    std::unique_ptr<Endpoints> m_dds;
    VelocityCommandRelay *m_relay;
    VelocityCommandGate *m_gate;  // e-stop and trim before the relay (RosProfile's driver)
    RosProfile m_profile;
    OdometryPublisher *m_odometry;
    QElapsedTimer m_sinceBattery;
    std::string m_serialNumber;
    bool m_writeFailureReported = false;
    link::DriveArbiter::Verdict m_lastVerdict = link::DriveArbiter::Verdict::Accepted;
};

}  // namespace robodash::bridge
