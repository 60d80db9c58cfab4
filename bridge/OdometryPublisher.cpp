#include "OdometryPublisher.h"

#include "OdometryMessages.h"
#include "RosMessages.h"

namespace robodash::bridge {

namespace {

// A timer the event loop delivered late is not followed by a catch-up message: two at
// almost the same instant would tell a reader nothing and skew its rate.
constexpr double kShortestGapShare = 0.9;

}  // namespace

OdometryPublisher::OdometryPublisher(const RosProfile &profile,
                                     const DriverParameters &parameters, WriteFailure failure,
                                     QObject *parent)
    : QObject(parent), m_profile(profile), m_parameters(parameters), m_failure(std::move(failure))
{
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &OdometryPublisher::publishLatest);
}

void OdometryPublisher::start(TopicWriter *odom, TopicWriter *tf)
{
    m_odom = odom;
    m_tf = tf;
    m_frameTwist = FrameTwist();
    m_latest.reset();
    m_sinceWritten.invalidate();
    applyParameters();
}

void OdometryPublisher::stop()
{
    m_timer.stop();
    m_odom = m_tf = nullptr;
}

void OdometryPublisher::applyParameters()
{
    if (m_odom && periodMs() > 0)
        m_timer.start(periodMs());
    else
        m_timer.stop();
}

void OdometryPublisher::update(const core::OdometryState &odometry,
                               std::optional<std::uint16_t> robotMs)
{
    if (!m_odom)
        return;
    if (periodMs() > 0) {
        m_latest = odometry;  // the timer publishes it
    } else if (robotMs) {  // kobuki_core's twist: this frame's pose change over its duration
        write(odometry, m_frameTwist.update(odometry.pose, odometry.distanceMetres, *robotMs));
    } else {
        write(odometry, std::nullopt);
    }
}

void OdometryPublisher::publishLatest()
{
    if (!m_latest || !m_odom)
        return;
    if (m_sinceWritten.isValid() && m_sinceWritten.elapsed() < kShortestGapShare * periodMs())
        return;
    write(*m_latest, std::nullopt);
}

void OdometryPublisher::write(const core::OdometryState &odometry,
                              const std::optional<FrameTwist::Twist> &twist)
{
    m_sinceWritten.start();
    const std::string refused = OdometryMessages::write(m_profile, m_parameters, *m_odom, *m_tf,
                                                        odometry, RosMessages::now(), twist);
    if (!refused.empty())
        m_failure(refused);
}

}  // namespace robodash::bridge
