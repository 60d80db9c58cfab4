#include "NetworkRflexTransport.h"

#include "RosMessages.h"

#include "RflexCommandPublisher.h"
#include "RflexTopics.h"

#include "rflex/CommandDecoder.h"
#include "rflex/ReportEncoder.h"

#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "std_msgs.h"

#include <QTimer>

#include <cmath>

namespace robodash::bridge {
namespace {

using Odometry = nav_msgs_msg_dds__Odometry_;
using BatteryState = sensor_msgs_msg_dds__BatteryState_;
using Range = sensor_msgs_msg_dds__Range_;
using UInt32 = std_msgs_msg_dds__UInt32_;

constexpr std::uint8_t kBrakeEngaged = 1;
constexpr std::uint32_t kFrontBit = 1u << 0;  // events/bump_panels (RflexTopics::bumpMask)
constexpr std::uint32_t kRearBit = 1u << 1;

}  // namespace

NetworkRflexTransport::NetworkRflexTransport(const link::PortAddress &address, QObject *parent)
    : NetworkRobotTransport(address, QStringLiteral("rFLEX"), "events/bump_panels", parent)
{
}

NetworkRflexTransport::~NetworkRflexTransport() = default;

bool NetworkRflexTransport::openRobot(QString *error)
{
    m_clock.start();
    m_sinceOdometry.invalidate();
    m_finder.reset();
    m_positions = RflexAxisPositions(m_description.units);
    m_volts.reset();
    m_motionReports = m_dioReports = false;
    m_commands = std::make_unique<RflexCommandPublisher>(participant(), rosNamespace(),
                                                         m_description.units);
    if (!m_commands->isValid()) {
        *error = QString::fromStdString(m_commands->error());
        return false;
    }
    if (!m_commands->mayDrive())
        refuseDriving();
    addOdometryReader();
    addBumpPanelReader();
    addBatteryReader();
    addSonarReaders();
    return true;
}

void NetworkRflexTransport::addOdometryReader()
{
    addReader(&nav_msgs_msg_dds__Odometry__desc, "odom", [this](const void *sample) {
        const auto &odometry = *static_cast<const Odometry *>(sample);
        noteStamp(odometry.header.stamp.sec, odometry.header.stamp.nanosec);
        const auto &pose = odometry.pose.pose;
        m_positions.addPose(pose.position.x, pose.position.y, RosMessages::yawOf(pose.orientation));
        m_sinceOdometry.start();
        if (!m_motionReports)
            return;
        const rflex::OdometryUnits &units = m_description.units;
        rflex::MotionReport translation;
        translation.timestamp = timestamp();
        translation.axis = std::uint8_t(rflex::Axis::Translation);
        translation.position = m_positions.distance();
        translation.velocity = rflex::translationToRaw(odometry.twist.twist.linear.x, units);
        rflex::MotionReport rotation = translation;
        rotation.axis = std::uint8_t(rflex::Axis::Rotation);
        rotation.position = m_positions.bearing();
        rotation.velocity = rflex::rotationToRaw(odometry.twist.twist.angular.z, units);
        report(rflex::encodeReport(translation));
        report(rflex::encodeReport(rotation));
    });
}

void NetworkRflexTransport::addBumpPanelReader()
{
    addReader(&std_msgs_msg_dds__UInt32__desc, "events/bump_panels", [this](const void *sample) {
        if (!m_dioReports)
            return;
        const std::uint32_t mask = static_cast<const UInt32 *>(sample)->data;
        const rflex::BumpPanelLayout &layout = m_description.bumpPanels;
        // bumpPanelsFrom() reads offset and state as one word: the bits go back there.
        std::uint16_t word = 0;
        if (mask & kFrontBit)
            word |= std::uint16_t(1u << layout.frontBit);
        if (mask & kRearBit)
            word |= std::uint16_t(1u << layout.rearBit);
        rflex::DioState dio;
        dio.timestamp = timestamp();
        dio.address = layout.address;
        dio.offset = std::uint8_t(word >> 8);
        dio.state = std::uint8_t(word & 0xFF);
        report(rflex::encodeReport(dio));
    });
}

void NetworkRflexTransport::addBatteryReader()
{
    addReader(&sensor_msgs_msg_dds__BatteryState__desc, "battery_state", [this](const void *sample) {
        const double volts = static_cast<const BatteryState *>(sample)->voltage;
        if (std::isfinite(volts))
            m_volts = volts;
    });
}

void NetworkRflexTransport::addSonarReaders()
{
    // The bridge makes a sonar's topic once the ring has reported: their silence while the
    // ring is off is no news (the sonar panel says the ring is off).
    for (std::size_t slot = 0; slot < m_description.sonars.size(); ++slot) {
        const std::uint8_t id = m_description.sonars[slot].id;
        addReader(&sensor_msgs_msg_dds__Range__desc, RflexTopics::sonarTopic(int(slot)),
                  [this, id](const void *sample) {
                      const float metres = static_cast<const Range *>(sample)->range;
                      addEcho({id, rflex::sonarRangeToRaw(std::isfinite(metres)
                                                              ? std::optional<double>(metres)
                                                              : std::nullopt)});
                  },
                  Silence::Ignored);
    }
}

// The bridge publishes every sonar of a report at once: they go back to the driver as the
// base sends them, up to six echoes a report, rather than one report per range.
void NetworkRflexTransport::addEcho(const rflex::SonarEcho &echo)
{
    if (m_echoes.empty())
        QTimer::singleShot(0, this, &NetworkRflexTransport::flushEchoes);
    m_echoes.push_back(echo);
}

void NetworkRflexTransport::flushEchoes()
{
    for (std::size_t first = 0; first < m_echoes.size(); first += rflex::SonarReport::kMaxEchoes) {
        rflex::SonarReport sonar;
        sonar.timestamp = timestamp();
        while (sonar.count < rflex::SonarReport::kMaxEchoes && first + sonar.count < m_echoes.size()) {
            sonar.echoes[sonar.count] = m_echoes[first + sonar.count];
            ++sonar.count;
        }
        report(rflex::encodeReport(sonar));
    }
    m_echoes.clear();
}

bool NetworkRflexTransport::fresh() const
{
    return m_sinceOdometry.isValid() && m_sinceOdometry.elapsed() < kOdometryFreshMs;
}

std::uint32_t NetworkRflexTransport::timestamp() const
{
    return std::uint32_t(m_clock.elapsed());
}

void NetworkRflexTransport::report(const std::vector<std::uint8_t> &frame)
{
    if (fresh())
        sendToDriver(frame);
}

bool NetworkRflexTransport::write(const QByteArray &bytes)
{
    if (!isOpen() || !m_commands)
        return false;
    m_finder.feed(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()),
                  [this](const rflex::FrameView &frame) { onCommandFrame(frame); });
    return true;
}

void NetworkRflexTransport::onCommandFrame(const rflex::FrameView &frame)
{
    const std::optional<rflex::HostCommand> command = rflex::decodeCommand(frame);
    if (!command || m_commands->publish(*command))
        return;
    if (const auto *reports = std::get_if<rflex::SystemReportRequest>(&*command)) {
        m_motionReports = reports->periodUs > 0;
    } else if (const auto *dio = std::get_if<rflex::DioReportsRequest>(&*command)) {
        m_dioReports = dio->periodUs > 0;
    } else if (std::holds_alternative<rflex::SystemStatusRequest>(*command) && m_volts && fresh()) {
        rflex::SystemStatus status;
        status.timestamp = timestamp();
        status.batteryRaw = std::int32_t(std::lround((*m_volts - rflex::kBatteryOffsetVolts) * 100));
        status.brake = m_commands->brakeEngaged() ? kBrakeEngaged : 0;
        const std::vector<std::uint8_t> answer = rflex::encodeReport(status);
        // After the request has gone, as a base's answer comes.
        QTimer::singleShot(0, this, [this, answer] { report(answer); });
    }
}

void NetworkRflexTransport::closeRobot()
{
    if (m_commands)
        m_commands->stop();  // the port closes: the robot must not keep the last command
}

void NetworkRflexTransport::forgetRobot()
{
    m_commands.reset();
}

}  // namespace robodash::bridge
