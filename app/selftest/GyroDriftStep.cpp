#include "GyroDriftStep.h"

#include "FormatText.h"

#include <cmath>

namespace robodash::selftest {
void GyroDriftStep::start()
{
    if (!context().robot.capabilities.gyro) {
        skip("this robot has no gyro");
        return;
    }
    m_heading = addSeries("heading", "deg");
}

void GyroDriftStep::onSample(const core::TelemetrySample &sample)
{
    if (!sample.core.odometry)
        return;
    const core::OdometryState &odometry = *sample.core.odometry;
    const double seconds = secondsSinceStart(sample);
    if (!odometry.headingFromGyro) {
        if (seconds >= settings().gyroSeconds)
            fail("the robot sent no gyro heading");
        return;
    }
    if (!m_startHeading)
        m_startHeading = odometry.pose.theta;
    const double change = odometry.pose.theta - *m_startHeading;
    addPoint(m_heading, seconds, change * kDegreesPerRadian);
    if (seconds >= settings().gyroSeconds)
        finish(seconds, change);
}

void GyroDriftStep::finish(double seconds, double headingChangeRad)
{
    const double limit = settings().gyroDriftLimitDegPerMin;
    const double degPerMin = headingChangeRad * kDegreesPerRadian / (seconds / 60.0);
    addFigure("drift", degPerMin, "deg/min", limit);
    addFigure("standing still", seconds, "s");
    if (std::abs(degPerMin) > limit)
        fail(formatText("gyro drifts %.1f deg/min standing still (limit %.1f)", degPerMin, limit));
    else
        pass();
}

}  // namespace robodash::selftest
