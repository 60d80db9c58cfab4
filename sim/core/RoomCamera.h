#pragma once
// The twin's camera, like an Orbbec Astra's colour stream on the robot: a pinhole picture of
// the room (World) from the robot's true pose. Pure geometry, no time and no Qt; feed it a
// TwinScene (VirtualRobot::scene()).
//
// Frames (REP 103): world and robot x ahead, y left, z up (World.h). The camera sits at
// `mount` (x ahead of the robot's centre, y left, z its height above the floor, yaw
// counter-clockwise), looking level along its yaw; its optical frame is the usual one (z
// along the view, x right, y down). The image is RGB888, width * height * 3 bytes, row-major,
// the top row first, column 0 on the left of the view (the robot's +y side). Square pixels:
// fx = fy = (width / 2) / tan(horizontalFov / 2), principal point at the image's centre,
// pixel (u, v)'s centre at (u + 0.5, v + 0.5); the horizon lies between rows height/2 - 1 and
// height/2.
//
// What it draws, ray-cast (one ray per column for walls and the dock, the floor per pixel
// below the horizon from per-row depths and per-column directions, no trig per pixel):
//   - walls kWallHeight (1.0 m) tall, a colour per wall in 0.5 m panels of two brightnesses
//     so driving along one shows, darker with distance; a plain light kBackground above;
//   - the floor in a 0.5 m checker of kFloorLight and kFloorDark (world-aligned);
//   - a drop area (a stair's edge, World::drops) as kHole: the floor is missing there;
//   - the docking station (World::dock, when present) as a kDockWidth x kDockDepth x
//     kDockHeight box standing against its wall at dock.position, facing dock.heading:
//     its sides kDockFront, its top kDockTop. The camera is above it, so it sees the top.
// The renderer assumes the camera's height is above the floor (mount.z > 0); a pose that is
// not finite (a lost robot) sees only the background.

#include "sim/core/PlanarMount.h"
#include "sim/core/Pose.h"
#include "sim/core/World.h"

#include <cstdint>
#include <vector>

namespace robodash::sim {

struct CameraParameters {
    int width = 640, height = 480;              // pixels
    double horizontalFov = kPi / 3.0;           // rad: 60 degrees, the Astra's
    PlanarMount mount{0.12, 0.0, 0.25, 0.0};   // ahead of the centre, 0.25 m up, level
};

class RoomCamera {
public:
    struct Rgb {
        std::uint8_t r = 0, g = 0, b = 0;
        bool operator==(const Rgb &other) const
        {
            return r == other.r && g == other.g && b == other.b;
        }
        bool operator!=(const Rgb &other) const { return !(*this == other); }
    };

    static constexpr double kWallHeight = 1.0;  // m: every wall, whatever the world file says
    static constexpr double kDockWidth = 0.35, kDockDepth = 0.10, kDockHeight = 0.12;  // m
    static constexpr double kFloorCheckerSize = 0.5;                                  // m
    static constexpr Rgb kBackground{226, 232, 240};
    static constexpr Rgb kFloorLight{168, 168, 168};
    static constexpr Rgb kFloorDark{128, 128, 128};
    static constexpr Rgb kHole{12, 12, 14};
    static constexpr Rgb kDockFront{230, 110, 20};
    static constexpr Rgb kDockTop{250, 160, 70};

    explicit RoomCamera(CameraParameters parameters = {});

    const CameraParameters &parameters() const { return m_parameters; }
    double focalLengthPixels() const { return m_focal; }  // fx = fy
    double principalPointX() const { return 0.5 * m_parameters.width; }
    double principalPointY() const { return 0.5 * m_parameters.height; }

    // One picture from the robot's true pose (world frame).
    std::vector<std::uint8_t> render(const World &world, const Pose &robot) const;
    // The same into `image`, resized to width * height * 3: no allocation frame after frame.
    void render(const World &world, const Pose &robot, std::vector<std::uint8_t> &image) const;

private:
    struct Eye;     // the camera's place in the world for one frame
    struct Column;  // what one column's ray meets: rows of dock, wall and floor

    Eye eyeOf(const World &world, const Pose &robot) const;
    Column castColumn(const World &world, const Eye &eye, std::size_t column) const;
    void castWall(const World &world, const Eye &eye, Column &column) const;
    void castDock(const World &world, const Eye &eye, Column &column) const;
    void paintRow(const World &world, const Eye &eye, const std::vector<Column> &columns,
                  int row, std::uint8_t *pixels) const;
    int rowAt(double imageY) const;  // the first row whose centre is at or below imageY

    CameraParameters m_parameters;
    double m_focal = 1;
    int m_firstFloorRow = 0;            // the first row below the horizon
    std::vector<double> m_lateral;      // per column: metres left per metre ahead
    std::vector<double> m_floorDepth;   // per row: how far ahead the floor seen there is
};

}  // namespace robodash::sim
