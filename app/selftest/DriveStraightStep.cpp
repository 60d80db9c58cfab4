#include "DriveStraightStep.h"

#include "FormatText.h"

#include <cmath>

namespace robodash::selftest {
void DriveStraightStep::start()
{
    schedule().add({settings().driveMps, 0}, settings().driveSeconds);
    schedule().add({}, settings().settleSeconds);
    m_travel = addSeries("distance", "m");
}

void DriveStraightStep::measure(const core::TelemetrySample &sample, std::size_t, double seconds)
{
    if (sample.core.odometry) {
        m_change.update(*sample.core.odometry);
        addPoint(m_travel, seconds, m_change.distanceMetres());
    }
}

std::string DriveStraightStep::checkWheel(const char *name, std::optional<double> travel, double commanded)
{
    if (!travel)
        return {};
    addFigure(std::string(name) + " wheel encoder", *travel, "m");
    if (std::abs(*travel - commanded) <= settings().distanceTolerance * commanded)
        return {};
    return formatText("%s wheel: encoder %.3f m of %.3f m commanded", name, *travel, commanded);
}

void DriveStraightStep::finish()
{
    const double commanded = settings().driveMps * settings().driveSeconds;
    addFigure("commanded", commanded, "m");
    if (!m_change.hasOdometry()) {
        fail("no odometry in the robot's telemetry");
        return;
    }
    std::string wheels = checkWheel("left", m_change.leftWheelMetres(), commanded);
    const std::string right = checkWheel("right", m_change.rightWheelMetres(), commanded);
    if (!right.empty())
        wheels += (wheels.empty() ? "" : "; ") + right;
    const double distance = m_change.distanceMetres();
    addFigure("odometry", distance, "m");
    const double headingDeg = m_change.headingChangeRad() * kDegreesPerRadian;
    if (m_change.headingFromGyro())
        addFigure("gyro heading change", headingDeg, "deg", settings().straightHeadingLimitDeg);
    const double tolerance = settings().distanceTolerance * commanded;
    if (!wheels.empty())
        fail(wheels);
    else if (std::abs(distance - commanded) > tolerance)
        fail(formatText("odometry %.3f m of %.3f m commanded (tolerance %.0f %%)", distance, commanded,
                        settings().distanceTolerance * 100));
    else if (m_change.headingFromGyro() && std::abs(headingDeg) > settings().straightHeadingLimitDeg)
        fail(formatText("the gyro saw a %.0f deg turn %s while driving straight: the %s wheel is weaker",
                        std::abs(headingDeg), headingDeg < 0 ? "right" : "left",
                        headingDeg < 0 ? "left" : "right"));
    else
        pass();
}

}  // namespace robodash::selftest
