#include "sim/kobuki/WorldSensors.h"

#include "sim/kobuki/KobukiBody.h"

#include "kobuki/Feedback.h"

#include <cmath>

namespace robodash::sim {

namespace {

// A wall this close to the body counts as touching: the collision resolver leaves the
// robot exactly at its radius, and a bumper has a little travel.
constexpr double kBumperTravel = 0.003;
// The bumper wraps the front half: right, centre and left thirds of it.
constexpr double kBumperCentreHalfAngle = kPi / 6;
constexpr double kBumperSideLimit = kPi / 2 + 0.05;

std::uint8_t bumperBitForContactAngle(double relativeAngle)
{
    if (std::fabs(relativeAngle) > kBumperSideLimit)
        return 0;  // behind the robot: no bumper there
    if (relativeAngle < -kBumperCentreHalfAngle)
        return kobuki::bits::kRight;
    if (relativeAngle > kBumperCentreHalfAngle)
        return kobuki::bits::kLeft;
    return kobuki::bits::kCentre;
}

// The beams a point in front of the station is in, as protocol bits.
std::uint8_t dockRegionBits(const Dock &dock, const Point &p)
{
    const double dx = p.x - dock.position.x, dy = p.y - dock.position.y;
    const double ahead = dx * std::cos(dock.heading) + dy * std::sin(dock.heading);
    const double left = -dx * std::sin(dock.heading) + dy * std::cos(dock.heading);
    const double range = std::hypot(ahead, left);
    if (ahead <= 0 || range > dockfield::kFarRange)
        return 0;
    const double bearing = std::atan2(left, ahead);
    const bool near = range <= dockfield::kNearRange;
    const bool far = range >= dockfield::kFarStartRange;
    namespace b = kobuki::bits;
    std::uint8_t bits = 0;
    if (std::fabs(bearing) <= dockfield::kCentralHalfAngle)
        bits |= (near ? b::kNearCenter : 0) | (far ? b::kFarCenter : 0);
    if (bearing >= dockfield::kSideInnerAngle && bearing <= dockfield::kSideOuterAngle)
        bits |= (near ? b::kNearLeft : 0) | (far ? b::kFarLeft : 0);
    if (bearing <= -dockfield::kSideInnerAngle && bearing >= -dockfield::kSideOuterAngle)
        bits |= (near ? b::kNearRight : 0) | (far ? b::kFarRight : 0);
    return bits;
}

bool facesDock(const Dock &dock, const Pose &pose)
{
    const double facingDock = dock.heading + kPi;
    return std::fabs(normalizeAngle(pose.theta - facingDock))
        <= dockfield::kDockedHeadingTolerance;
}

}  // namespace

std::uint8_t WorldSensors::bumperBits(const World &world, const Pose &pose)
{
    const Point centre{pose.x, pose.y};
    std::uint8_t bits = 0;
    for (const Point &closest : world.nearestWallPoints(centre, body::kRadius + kBumperTravel)) {
        const double contact = std::atan2(closest.y - centre.y, closest.x - centre.x);
        bits |= bumperBitForContactAngle(normalizeAngle(contact - pose.theta));
    }
    return bits;
}

std::array<std::uint8_t, 3> WorldSensors::dockIrSignals(const World &world, const Pose &pose)
{
    const Dock &dock = world.dock;
    std::array<std::uint8_t, 3> signals{};
    if (!dock.present)
        return signals;
    const Point centre{pose.x, pose.y};
    const std::uint8_t regions = dockRegionBits(dock, centre);
    if (!regions)
        return signals;
    const double toDock = std::atan2(dock.position.y - pose.y, dock.position.x - pose.x);
    for (std::size_t i = 0; i < signals.size(); ++i) {
        const double facing = pose.theta + body::kIrReceiverAngles[i];
        if (std::fabs(normalizeAngle(toDock - facing)) <= body::kIrReceiverHalfFov)
            signals[i] = regions;
    }
    return signals;
}

Point WorldSensors::dockContactPoint(const World &world)
{
    const Dock &dock = world.dock;
    return {dock.position.x + body::kRadius * std::cos(dock.heading),
            dock.position.y + body::kRadius * std::sin(dock.heading)};
}

bool WorldSensors::isDocked(const World &world, const Pose &pose)
{
    return world.imperfections.chargeOnContactOnly ? contactsTouch(world, pose)
                                                    : isNearDock(world, pose);
}

bool WorldSensors::contactsTouch(const World &world, const Pose &pose)
{
    const Dock &dock = world.dock;
    if (!dock.present || !facesDock(dock, pose))
        return false;
    // The robot's contacts in the station's frame: `ahead` out of its face, `along` it.
    const Point contacts = toWorld(pose, body::kRadius, 0);
    const double dx = contacts.x - dock.position.x, dy = contacts.y - dock.position.y;
    const double ahead = dx * std::cos(dock.heading) + dy * std::sin(dock.heading);
    const double along = -dx * std::sin(dock.heading) + dy * std::cos(dock.heading);
    // Pressed into the pads by at most their travel (a wall behind the station stops the
    // body at 0); farther in means the robot went through a station with no wall behind it.
    return std::fabs(ahead) <= dockfield::kContactTravel
        && std::fabs(along) <= dockfield::kContactHalfWidth;
}

bool WorldSensors::isNearDock(const World &world, const Pose &pose)
{
    const Dock &dock = world.dock;
    if (!dock.present)
        return false;
    if (distance({pose.x, pose.y}, dockContactPoint(world)) > dockfield::kDockedDistance)
        return false;
    return facesDock(dock, pose);
}

}  // namespace robodash::sim
