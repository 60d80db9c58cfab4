#include "Commands.h"

#include <limits>

namespace robodash::rflex {

bool AxisQuery::operator==(const AxisQuery &o) const { return kind == o.kind && axis == o.axis; }

bool AxisSetDirection::operator==(const AxisSetDirection &o) const
{
    return axis == o.axis && velocity == o.velocity && acceleration == o.acceleration
           && torque == o.torque && direction == o.direction;
}

AxisSetDirection axisVelocityCommand(Axis axis, std::int32_t signedVelocity,
                                     std::int32_t acceleration)
{
    AxisSetDirection command;
    command.axis = axis;
    // -2^31 has no positive twin; one unit less is as fast as the base goes anyway.
    command.velocity = signedVelocity == std::numeric_limits<std::int32_t>::min()
                           ? std::numeric_limits<std::int32_t>::max()
                           : (signedVelocity < 0 ? -signedVelocity : signedVelocity);
    command.acceleration = acceleration;
    command.torque = axis == Axis::Rotation ? kDefaultRotationTorque : kDefaultTranslationTorque;
    command.direction = signedVelocity < 0 ? Direction::Backward : Direction::Forward;
    return command;
}

bool AxisSetPosition::operator==(const AxisSetPosition &o) const
{
    return axis == o.axis && velocity == o.velocity && acceleration == o.acceleration
           && torque == o.torque && position == o.position;
}

bool SystemReportRequest::operator==(const SystemReportRequest &o) const
{
    return periodUs == o.periodUs && axisMask == o.axisMask;
}

bool SonarRun::operator==(const SonarRun &o) const
{
    return echoDelay == o.echoDelay && pingDelay == o.pingDelay && setDelay == o.setDelay
           && mode == o.mode;
}

bool SonarUpdateRequest::operator==(const SonarUpdateRequest &o) const
{
    return timestamp == o.timestamp;
}

bool DioReportsRequest::operator==(const DioReportsRequest &o) const
{
    return periodUs == o.periodUs;
}

bool DioUpdateRequest::operator==(const DioUpdateRequest &o) const
{
    return timestamp == o.timestamp;
}

bool DioSet::operator==(const DioSet &o) const
{
    return address == o.address && offset == o.offset && state == o.state && mask == o.mask;
}

}  // namespace robodash::rflex
