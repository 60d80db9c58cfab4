#include "NetworkRoverTransport.h"

#include "RosMessages.h"

#include "RosNames.h"
#include "RoverRoboticsParameters.h"
#include "RoverVelocityPublisher.h"

#include "rover/HostPacket.h"
#include "rover/Reply.h"
#include "sim/rover/RoverFirmware.h"

#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "std_msgs.h"

#include <QTimer>

#include <cmath>

namespace robodash::bridge {
namespace {

constexpr int kRoverRoboticsVelocityDepth = 1;  // roverrobotics_driver's QoS(1)
constexpr int kRobodashVelocityDepth = 10;

using Odometry = nav_msgs_msg_dds__Odometry_;
using BatteryState = sensor_msgs_msg_dds__BatteryState_;
using Float32 = std_msgs_msg_dds__Float32_;

}  // namespace

NetworkRoverTransport::NetworkRoverTransport(const link::PortAddress &address, QObject *parent)
    : NetworkRobotTransport(address, QStringLiteral("Rover Pro"), "battery_a_state", parent)
{
}

NetworkRoverTransport::~NetworkRoverTransport() = default;

bool NetworkRoverTransport::openRobot(QString *)
{
    m_clock.start();
    m_sinceOdometry.invalidate();
    m_sinceBattery.invalidate();
    m_sinceFirstBattery.invalidate();
    m_answers = RoverRegisterAnswers();
    m_firmware = std::make_unique<sim::RoverFirmware>(kRegister40);
    m_firmware->onPacket = [this](const rover::ReceivedHostPacket &packet, std::int64_t) {
        onPacket(packet);
    };
    addBatteryReader("battery_a_state", RoverRegisterAnswers::Pack::A);
    addBatteryReader("battery_b_state", RoverRegisterAnswers::Pack::B);
    addReader(&std_msgs_msg_dds__Float32__desc, "flipper/position", [this](const void *sample) {
        m_answers.setFlipperAngle(static_cast<const Float32 *>(sample)->data);
    });
    // One of the two speaks, as the bridge's profile names it: neither one's silence is news.
    addOdometryReader(RoverRoboticsParameters{}.odomTopic, Names::RoverRobotics);
    addOdometryReader("odom", Names::Robodash);
    return true;
}

void NetworkRoverTransport::addBatteryReader(const char *topic, RoverRegisterAnswers::Pack pack)
{
    addReader(&sensor_msgs_msg_dds__BatteryState__desc, topic, [this, pack](const void *sample) {
        const auto &battery = *static_cast<const BatteryState *>(sample);
        noteStamp(battery.header.stamp.sec, battery.header.stamp.nanosec);
        if (pack == RoverRegisterAnswers::Pack::A) {
            if (!m_sinceBattery.isValid())
                m_sinceFirstBattery.start();
            m_sinceBattery.start();
        }
        m_answers.setBattery(pack, {battery.voltage, battery.percentage, battery.current,
                                    battery.temperature});
    });
}

void NetworkRoverTransport::addOdometryReader(const std::string &topic, Names names)
{
    addReader(&nav_msgs_msg_dds__Odometry__desc, topic, [this, names](const void *sample) {
        if (!acceptOdometryFrom(names))
            return;
        const auto &odometry = *static_cast<const Odometry *>(sample);
        noteStamp(odometry.header.stamp.sec, odometry.header.stamp.nanosec);
        const auto &pose = odometry.pose.pose;
        m_answers.setOdometry(pose.position.x, pose.position.y, RosMessages::yawOf(pose.orientation),
                              odometry.twist.twist.linear.x, odometry.twist.twist.angular.z);
        m_sinceOdometry.start();
        if (fresh())
            robotReady();  // the driver may start: register 40 is answered at once
    }, Silence::Ignored);
}

// `odom` is in the robot's namespace: when it speaks, it is this robot's, and the bridge uses
// its own names. `/odometry/wheels` is absolute (roverrobotics_driver's), so another Rover
// anywhere on the domain may publish it: it counts only once this robot has been heard
// (battery_a_state) for a while without an `odom` of its own.
bool NetworkRoverTransport::acceptOdometryFrom(Names names)
{
    if (names == Names::Robodash) {
        if (m_names != Names::Robodash)
            useNames(Names::Robodash);
        return true;
    }
    if (!m_names && m_sinceBattery.isValid() && m_sinceFirstBattery.elapsed() >= kNamesSettleMs)
        useNames(Names::RoverRobotics);
    return m_names == Names::RoverRobotics;
}

// Which names the robot's bridge uses decides where velocity goes; odometry heard under the
// other names was not this robot's, so what it gave is forgotten.
void NetworkRoverTransport::useNames(Names names)
{
    m_names = names;
    m_answers.forgetOdometry();
    m_sinceOdometry.invalidate();
    const bool vendor = names == Names::RoverRobotics;
    const std::string topic = vendor ? RoverRoboticsParameters{}.speedTopic : "commands/velocity";
    m_velocity = std::make_unique<RoverVelocityPublisher>(
        participant(), RosNames::ddsTopic(rosNamespace(), topic),
        vendor ? kRoverRoboticsVelocityDepth : kRobodashVelocityDepth);
    if (m_velocity->forbiddenBySecurity())
        refuseDriving();
    else if (!m_velocity->isValid())
        emit notice(QStringLiteral("%1: cannot send velocity commands: %2")
                        .arg(address().text, QString::fromStdString(m_velocity->error())));
    else
        velocityReachesOthers();
}

// Asked before every command, since the other Rover may join the domain at any time: then a
// stop goes out (to both) and nothing after it, not even at close, while both are there. A
// bridge restarted before its old participant's lease ran out counts twice for that while.
bool NetworkRoverTransport::velocityReachesOthers()
{
    if (m_names != Names::RoverRobotics)
        return false;
    const int rovers = publishersOn(RoverRoboticsParameters{}.odomTopic);
    if (m_velocityShared && rovers < 2) {
        m_velocityShared = false;
        emit driveRefused(QString());
        emit notice(tr("%1 is the only Rover Pro on domain %2 again: it may be driven (tick Motors)")
                        .arg(address().text)
                        .arg(address().effectiveDomain()));
        return false;
    }
    if (m_velocityShared || rovers < 2)
        return m_velocityShared;
    m_velocityShared = true;
    m_velocity->stop();
    refuseDriving(tr("Watch only: %1 Rover Pros on domain %2 use roverrobotics_driver's absolute "
                     "/cmd_vel and /odometry/wheels, so a command to %3 would drive them all (and "
                     "their odometry mixes): share each on a domain of its own, or with "
                     "--ros-profile robodash")
                      .arg(rovers)
                      .arg(address().effectiveDomain())
                      .arg(address().text));
    return true;
}

bool NetworkRoverTransport::fresh() const
{
    return m_sinceOdometry.isValid() && m_sinceOdometry.elapsed() < kOdometryFreshMs
           && m_sinceBattery.isValid() && m_sinceBattery.elapsed() < kBatteryFreshMs;
}

bool NetworkRoverTransport::write(const QByteArray &bytes)
{
    if (!isOpen() || !m_firmware)
        return false;
    m_firmware->receive(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                        std::size_t(bytes.size()), m_clock.elapsed() * 1000);
    answerRequests();
    return true;
}

void NetworkRoverTransport::onPacket(const rover::ReceivedHostPacket &packet)
{
    if (m_velocity && m_velocity->isValid() && !velocityReachesOthers())
        m_velocity->packet(packet.motors, packet.param1 == std::uint8_t(rover::Opcode::MotorsOnly),
                           m_clock.elapsed());
    if (packet.motors.flipper != rover::kMotorStop)
        noticeOnce(QStringLiteral("flipper"),
                   QStringLiteral("%1: the flipper motor is not on the network (the bridge "
                                  "takes no flipper command): it does not move")
                       .arg(address().text));
    reportMissing(packet.param1);
}

void NetworkRoverTransport::reportMissing(std::uint8_t param1)
{
    const char *what = nullptr;
    switch (param1) {
    case std::uint8_t(rover::Opcode::FanSpeed): what = "the fan speed"; break;
    case std::uint8_t(rover::Opcode::ClearFault): what = "clear fault"; break;
    case std::uint8_t(rover::Opcode::LowSpeedMode): what = "low-speed mode"; break;
    default: return;
    }
    noticeOnce(QString::number(param1),
               QStringLiteral("%1: %2 is not on the network (the bridge takes no such command): "
                              "nothing sent")
                   .arg(address().text, QLatin1String(what)));
}

// Each request the robot would answer, in order; the replies leave from the event loop, as a
// robot's come after the request has gone.
void NetworkRoverTransport::answerRequests()
{
    const bool answering = fresh();
    for (const std::uint8_t number : m_firmware->takeRequests()) {
        const std::optional<std::uint16_t> word = answering ? m_answers.answer(number, *m_firmware)
                                                            : std::nullopt;
        if (!word)
            continue;  // not on the network, or the robot not heard lately: silence
        if (number == rover::numberOf(rover::Register::BuildNumber))
            tellWhatIsNotOnTheNetwork();
        const rover::ReplyBytes reply = rover::encodeReply({number, *word});
        m_outgoing.insert(m_outgoing.end(), reply.begin(), reply.end());
    }
    if (!m_outgoing.empty())
        QTimer::singleShot(0, this, &NetworkRoverTransport::flushAnswers);
}

void NetworkRoverTransport::flushAnswers()
{
    if (m_outgoing.empty() || !isOpen())
        return;
    const std::vector<std::uint8_t> replies = std::move(m_outgoing);
    m_outgoing.clear();
    sendToDriver(replies);
}

void NetworkRoverTransport::tellWhatIsNotOnTheNetwork()
{
    noticeOnce(QStringLiteral("registers"),
               QStringLiteral("not on the network from %1: the firmware version (read as %2, the "
                              "line the bridge's topics come from), motor currents and "
                              "temperatures (the over-current stop reads the packs' currents instead), fault flags, fan, "
                              "low-speed mode, charger state, flipper potentiometers and the "
                              "smart batteries' status, mode, cell voltage and current: they read —")
                   .arg(address().text, QString::fromStdString(rover::identifyFirmware(kRegister40).describe())));
}

void NetworkRoverTransport::closeRobot()
{
    // The port closes: the robot must not keep the last command (a shared /cmd_vel was
    // stopped when it was found, and another operator may be driving the other Rover now).
    if (m_velocity && m_velocity->isValid() && !m_velocityShared)
        m_velocity->stop();
}

void NetworkRoverTransport::forgetRobot()
{
    m_velocity.reset();
    m_names.reset();
    m_velocityShared = false;
    m_firmware.reset();
    m_outgoing.clear();
}

}  // namespace robodash::bridge
