#include "sim/core/RoomCamera.h"

#include "sim/core/WallHit.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace robodash::sim {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// A wall's panel colours, in wall order, repeating: pale enough that the dock stands out.
constexpr RoomCamera::Rgb kWallPalette[] = {
    {205, 190, 160}, {160, 185, 215}, {170, 205, 165}, {215, 170, 175}, {190, 175, 215},
};
constexpr double kPanelWidth = 0.5;     // m: wall panels alternate brightness at this width
constexpr double kDarkPanel = 0.85;     // the darker panel's brightness
// Walls lose this much brightness per metre of depth, down to kFarthestShade.
constexpr double kShadePerMetre = 0.12, kFarthestShade = 0.35;
// Floor coordinates are clamped to this (in checker cells) before they become integers, so
// no far pixel can overflow the cast; a real room is a few hundred cells at most.
constexpr double kMaxCell = 1e9;

RoomCamera::Rgb scaled(RoomCamera::Rgb colour, double factor)
{
    const auto channel = [factor](std::uint8_t value) {
        return static_cast<std::uint8_t>(std::lround(value * factor));
    };
    return {channel(colour.r), channel(colour.g), channel(colour.b)};
}

// Which of the two checker colours the floor has at (x, y), without std::floor per pixel:
// truncation of a positive number is its floor, and the offset (even) keeps the parity.
bool isDarkCell(double x, double y)
{
    const double cellX = std::clamp(x / RoomCamera::kFloorCheckerSize, -kMaxCell, kMaxCell);
    const double cellY = std::clamp(y / RoomCamera::kFloorCheckerSize, -kMaxCell, kMaxCell);
    const auto ix = static_cast<long long>(cellX + 2 * kMaxCell);
    const auto iy = static_cast<long long>(cellY + 2 * kMaxCell);
    return ((ix + iy) & 1) != 0;
}

// The ray entering and leaving the box [0, depth] x [-width/2, width/2] of the dock's own
// frame (a along its heading, b to its left), as lengths of the ray's direction.
struct Slab {
    double in = -kInfinity, out = kInfinity;

    void clip(double origin, double direction, double low, double high)
    {
        if (std::fabs(direction) < 1e-12) {
            if (origin < low || origin > high)
                in = kInfinity;  // parallel and outside: never inside
            return;
        }
        double first = (low - origin) / direction, second = (high - origin) / direction;
        if (first > second)
            std::swap(first, second);
        in = std::max(in, first);
        out = std::min(out, second);
    }
    bool hit() const { return in <= out && in > 0; }
};

}  // namespace

struct RoomCamera::Eye {
    double x = 0, y = 0;          // world, m
    double height = 0;            // above the floor, m
    double cos = 1, sin = 0;      // of the camera's heading
    double dockCos = 1, dockSin = 0;  // of the dock's heading: trig once a frame
    bool lost = false;            // not a finite pose: nothing to see
};

struct RoomCamera::Column {
    double dirX = 1, dirY = 0;    // the column's ray per metre of depth, world frame
    double wallDepth = kInfinity;
    Rgb wallColour;
    int wallFrom = 0, wallTo = 0;                     // rows [from, to)
    int dockFrom = 0, dockSidesFrom = 0, dockTo = 0;  // top rows, then side rows
};

RoomCamera::RoomCamera(CameraParameters parameters)
    : m_parameters(parameters)
{
    m_parameters.width = std::max(1, m_parameters.width);
    m_parameters.height = std::max(1, m_parameters.height);
    m_focal = principalPointX() / std::tan(m_parameters.horizontalFov / 2);
    m_lateral.resize(static_cast<std::size_t>(m_parameters.width));
    for (std::size_t u = 0; u < m_lateral.size(); ++u)
        m_lateral[u] = (principalPointX() - (static_cast<double>(u) + 0.5)) / m_focal;
    m_firstFloorRow = m_parameters.height;
    m_floorDepth.assign(static_cast<std::size_t>(m_parameters.height), kInfinity);
    const double height = m_parameters.mount.z;
    for (int v = m_parameters.height - 1; v >= 0; --v) {
        const double below = static_cast<double>(v) + 0.5 - principalPointY();
        if (below <= 0 || height <= 0)
            break;  // at or above the horizon: no floor in this row
        m_floorDepth[static_cast<std::size_t>(v)] = height * m_focal / below;
        m_firstFloorRow = v;
    }
}

std::vector<std::uint8_t> RoomCamera::render(const World &world, const Pose &robot) const
{
    std::vector<std::uint8_t> image;
    render(world, robot, image);
    return image;
}

void RoomCamera::render(const World &world, const Pose &robot,
                        std::vector<std::uint8_t> &image) const
{
    const Eye eye = eyeOf(world, robot);
    std::vector<Column> columns(m_lateral.size());
    for (std::size_t u = 0; u < columns.size(); ++u)
        columns[u] = castColumn(world, eye, u);
    const std::size_t rowBytes = m_lateral.size() * 3;
    image.resize(rowBytes * static_cast<std::size_t>(m_parameters.height));
    for (int v = 0; v < m_parameters.height; ++v)
        paintRow(world, eye, columns, v, image.data() + static_cast<std::size_t>(v) * rowBytes);
}

RoomCamera::Eye RoomCamera::eyeOf(const World &world, const Pose &robot) const
{
    const Pose camera = m_parameters.mount.placedOn(robot);
    Eye eye;
    eye.x = camera.x;
    eye.y = camera.y;
    eye.height = m_parameters.mount.z;
    eye.cos = std::cos(camera.theta);
    eye.sin = std::sin(camera.theta);
    eye.dockCos = std::cos(world.dock.heading);
    eye.dockSin = std::sin(world.dock.heading);
    eye.lost = !std::isfinite(eye.x) || !std::isfinite(eye.y) || !std::isfinite(eye.cos)
        || !std::isfinite(eye.sin);
    return eye;
}

RoomCamera::Column RoomCamera::castColumn(const World &world, const Eye &eye,
                                          std::size_t column) const
{
    Column result;
    const double lateral = m_lateral[column];
    // (1, lateral) in the camera's frame turned by its heading: a ray whose length along
    // the optical axis is 1, so a hit's distance along it is the depth a pinhole projects.
    result.dirX = eye.cos - lateral * eye.sin;
    result.dirY = eye.sin + lateral * eye.cos;
    result.wallFrom = result.wallTo = m_firstFloorRow;
    if (eye.lost) {
        result.wallFrom = result.wallTo = m_parameters.height;  // no floor either
        return result;
    }
    castWall(world, eye, result);
    castDock(world, eye, result);
    return result;
}

void RoomCamera::castWall(const World &world, const Eye &eye, Column &column) const
{
    const auto hit = nearestWallHit(world, {eye.x, eye.y}, {column.dirX, column.dirY});
    if (!hit)
        return;
    column.wallDepth = hit->along;
    column.wallFrom = rowAt(principalPointY() - m_focal * (kWallHeight - eye.height) / hit->along);
    column.wallTo = rowAt(principalPointY() + m_focal * eye.height / hit->along);
    const Rgb base = kWallPalette[hit->wall % std::size(kWallPalette)];
    const bool darkPanel = static_cast<long long>(hit->alongWall / kPanelWidth) % 2 != 0;
    const double shade = std::max(kFarthestShade, 1.0 - kShadePerMetre * hit->along);
    column.wallColour = scaled(base, shade * (darkPanel ? kDarkPanel : 1.0));
}

void RoomCamera::castDock(const World &world, const Eye &eye, Column &column) const
{
    if (!world.dock.present)
        return;
    const double ca = eye.dockCos, sa = eye.dockSin;  // the dock's frame: a ahead, b left
    const double ox = eye.x - world.dock.position.x, oy = eye.y - world.dock.position.y;
    Slab slab;
    slab.clip(ox * ca + oy * sa, column.dirX * ca + column.dirY * sa, 0.0, kDockDepth);
    slab.clip(-ox * sa + oy * ca, -column.dirX * sa + column.dirY * ca, -kDockWidth / 2,
              kDockWidth / 2);
    if (!slab.hit() || slab.in >= column.wallDepth)
        return;  // missed, or behind a wall
    // The top's far edge is where the ray leaves the box, or meets the wall behind it.
    const double farDepth = std::min(slab.out, column.wallDepth);
    const double top = kDockHeight - eye.height;  // negative: the top is below the eye
    const double cy = principalPointY();
    column.dockSidesFrom = rowAt(cy - m_focal * top / slab.in);
    column.dockFrom = top < 0 ? rowAt(cy - m_focal * top / farDepth) : column.dockSidesFrom;
    column.dockTo = rowAt(cy + m_focal * eye.height / slab.in);
}

void RoomCamera::paintRow(const World &world, const Eye &eye, const std::vector<Column> &columns,
                          int row, std::uint8_t *pixels) const
{
    const double floorDepth = m_floorDepth[static_cast<std::size_t>(row)];
    for (const Column &column : columns) {
        Rgb colour = kBackground;
        if (row >= column.dockFrom && row < column.dockTo) {
            colour = row < column.dockSidesFrom ? kDockTop : kDockFront;
        } else if (row >= column.wallFrom && row < column.wallTo) {
            colour = column.wallColour;
        } else if (row >= column.wallTo && row >= m_firstFloorRow) {
            // Below the wall's foot the floor is nearer than the wall: it shows.
            const Point floor{eye.x + floorDepth * column.dirX, eye.y + floorDepth * column.dirY};
            if (world.isDrop(floor))
                colour = kHole;
            else
                colour = isDarkCell(floor.x, floor.y) ? kFloorDark : kFloorLight;
        }
        *pixels++ = colour.r;
        *pixels++ = colour.g;
        *pixels++ = colour.b;
    }
}

int RoomCamera::rowAt(double imageY) const
{
    // Row v's centre is at v + 0.5; a surface covering [top, bottom) covers the rows from
    // rowAt(top) up to, not including, rowAt(bottom).
    const double row = std::ceil(imageY - 0.5);
    if (!(row > 0))
        return 0;
    return row >= m_parameters.height ? m_parameters.height : static_cast<int>(row);
}

}  // namespace robodash::sim
