#include "TurnInPlaceStep.h"

#include "FormatText.h"

#include <algorithm>
#include <cmath>

namespace robodash::selftest {
namespace {

bool within(double measured, double expected, double tolerance)
{
    return std::abs(measured - expected) <= tolerance * std::abs(expected);
}

}  // namespace

void TurnInPlaceStep::start()
{
    const double rate = std::min(settings().turnRadps, context().robot.maxAngularRadps);
    schedule().add({0, rate}, settings().turnSeconds);
    schedule().add({}, settings().settleSeconds);
    m_heading = addSeries("heading", "deg");
}

void TurnInPlaceStep::measure(const core::TelemetrySample &sample, std::size_t, double seconds)
{
    if (sample.core.odometry) {
        m_change.update(*sample.core.odometry);
        addPoint(m_heading, seconds, m_change.headingChangeRad() * kDegreesPerRadian);
    }
}

std::optional<double> TurnInPlaceStep::encoderAngleDeg() const
{
    const double wheelBase = context().robot.capabilities.wheelBaseMetres;
    const std::optional<double> left = m_change.leftWheelMetres();
    const std::optional<double> right = m_change.rightWheelMetres();
    if (!left || !right || wheelBase <= 0)
        return std::nullopt;
    return (*right - *left) / wheelBase * kDegreesPerRadian;
}

void TurnInPlaceStep::finish()
{
    const double rate = std::min(settings().turnRadps, context().robot.maxAngularRadps);
    const double commandedDeg = rate * settings().turnSeconds * kDegreesPerRadian;
    const double tolerance = settings().turnTolerance;
    addFigure("commanded", commandedDeg, "deg");
    if (!m_change.hasOdometry()) {
        fail("no odometry in the robot's telemetry");
        return;
    }
    const double headingDeg = m_change.headingChangeRad() * kDegreesPerRadian;
    const bool gyro = m_change.headingFromGyro();
    addFigure(gyro ? "gyro" : "odometry", headingDeg, "deg");
    const std::optional<double> encoders = gyro ? encoderAngleDeg() : std::nullopt;
    if (encoders)
        addFigure("encoders", *encoders, "deg");
    if (!within(headingDeg, commandedDeg, tolerance))
        fail(formatText("turned %.0f deg by the %s, %.0f deg commanded (tolerance %.0f %%)", headingDeg,
                        gyro ? "gyro" : "odometry", commandedDeg, tolerance * 100));
    else if (encoders && !within(*encoders, headingDeg, tolerance))
        fail(formatText("the encoders say %.0f deg, the gyro %.0f deg (tolerance %.0f %%)", *encoders,
                        headingDeg, tolerance * 100));
    else
        pass();
}

}  // namespace robodash::selftest
