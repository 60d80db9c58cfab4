#include "RobotDescription.h"

#include <cmath>

namespace robodash::rflex {
namespace {

double degrees(double value) { return value * core::kPi / 180.0; }

std::uint8_t wireId(int board, int index) { return static_cast<std::uint8_t>(board * 16 + index); }

// `count` sonars of one board along a straight side, evenly from `from` to `to` (metres),
// all facing `angleDegrees`.
void addSide(std::vector<SonarPlacement> &ring, int board, int count, double fromX, double fromY,
             double toX, double toY, double angleDegrees)
{
    for (int i = 0; i < count; ++i) {
        const double t = count == 1 ? 0.5 : double(i) / (count - 1);
        ring.push_back({wireId(board, i), fromX + t * (toX - fromX), fromY + t * (toY - fromY),
                        degrees(angleDegrees)});
    }
}

}  // namespace

int RobotDescription::slotOf(std::uint8_t sonarId) const
{
    for (std::size_t slot = 0; slot < sonars.size(); ++slot) {
        if (sonars[slot].id == sonarId)
            return static_cast<int>(slot);
    }
    return -1;
}

// Odometry units, bump panels and battery offset are the facts file's. The ring is 17
// sonars (mobotware maps s0..s16) on boards of 3, 2, 3, 3, 2 and 4; where each sits is an
// assumption from the body's shape (five ahead, three right, five behind, four left), not a
// measurement: correct it here for a real base.
RobotDescription RobotDescription::atrvJr()
{
    RobotDescription d;
    d.model = "ATRV-Jr";
    d.widthMetres = 0.55;
    d.lengthMetres = 0.78;
    const double front = d.lengthMetres / 2, side = d.widthMetres / 2;
    std::vector<SonarPlacement> &ring = d.sonars;
    ring.push_back({wireId(0, 0), front, 0.20, degrees(30)});
    ring.push_back({wireId(0, 1), front, 0.10, degrees(15)});
    ring.push_back({wireId(0, 2), front, 0.00, degrees(0)});
    ring.push_back({wireId(1, 0), front, -0.10, degrees(-15)});
    ring.push_back({wireId(1, 1), front, -0.20, degrees(-30)});
    addSide(ring, 2, 3, 0.25, -side, -0.25, -side, -90);
    addSide(ring, 4, 3, -front, -0.20, -front, 0.0, 180);
    addSide(ring, 5, 2, -front, 0.10, -front, 0.20, 180);
    addSide(ring, 6, 4, -0.30, side, 0.30, side, 90);
    return d;
}

// A round base: 24 sonars in three boards of 8 (Player's rflex defaults), evenly around a
// 0.26 m radius ring starting ahead. Odometry units as the ROS rflex package's B21 settings
// (101230 per metre, 35343 per radian); check them against a measured drive. The battery
// range is left at the 24 V default.
RobotDescription RobotDescription::b21r()
{
    RobotDescription d;
    d.model = "B21r";
    d.units = OdometryUnits{101230.0, 35343.0};
    d.shape = Shape::Circle;
    d.widthMetres = 0.52;
    d.lengthMetres = 0.52;
    d.maxLinearMps = 0.9;
    d.maxAngularRadps = 2.0;
    const double radius = 0.26;
    for (int i = 0; i < 24; ++i) {
        const double angle = degrees(15.0 * i);
        d.sonars.push_back({wireId(i / 8, i % 8), radius * std::cos(angle), radius * std::sin(angle),
                            angle});
    }
    return d;
}

}  // namespace robodash::rflex
