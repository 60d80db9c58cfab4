// The twin's laser and camera against the default room (sim/core/World.h), and a running
// twin's true pose and world for them (VirtualRobot::scene()).
#include "sim/core/RoomCamera.h"
#include "sim/core/RoomScanner.h"
#include "sim/core/SimulationHost.h"

#include <QTest>

#include <cmath>
#include <limits>

namespace tst_room_sensors {  // this file's names, apart in a unity batch

using namespace robodash::sim;

namespace {

using Rgb = RoomCamera::Rgb;

// Ray i of the default scanner looks at -180 + i degrees.
constexpr std::size_t kBehind = 0, kRight = 90, kAhead = 180, kLeft = 270;

bool near(float range, double expected)
{
    return std::fabs(static_cast<double>(range) - expected) < 1e-3;
}

// The picture of one pose, with a pixel reader.
class Picture {
public:
    Picture(const RoomCamera &camera, const World &world, const Pose &pose)
        : m_width(camera.parameters().width), m_pixels(camera.render(world, pose))
    {
    }
    Rgb at(int column, int row) const
    {
        const std::size_t i = (static_cast<std::size_t>(row) * m_width + column) * 3;
        return {m_pixels[i], m_pixels[i + 1], m_pixels[i + 2]};
    }
    std::size_t size() const { return m_pixels.size(); }
    int count(const Rgb &colour) const
    {
        int n = 0;
        for (std::size_t i = 0; i + 2 < m_pixels.size(); i += 3)
            n += Rgb{m_pixels[i], m_pixels[i + 1], m_pixels[i + 2]} == colour;
        return n;
    }

private:
    std::size_t m_width;
    std::vector<std::uint8_t> m_pixels;
};

bool isFloor(const Rgb &c)
{
    return c == RoomCamera::kFloorLight || c == RoomCamera::kFloorDark;
}
bool isDock(const Rgb &c)
{
    return c == RoomCamera::kDockFront || c == RoomCamera::kDockTop;
}
bool isWall(const Rgb &c)
{
    return c != RoomCamera::kBackground && c != RoomCamera::kHole && !isFloor(c) && !isDock(c);
}

// The first and one past the last row of `column` whose pixel passes `test` (-1, -1: none).
template <typename Test>
std::pair<int, int> rowsWhere(const Picture &picture, int column, int height, Test test)
{
    int first = -1, last = -1;
    for (int row = 0; row < height; ++row) {
        if (test(picture.at(column, row))) {
            first = first < 0 ? row : first;
            last = row;
        }
    }
    return {first, last < 0 ? -1 : last + 1};
}

// Image y (rows from the top) where a point `up` metres above the default camera (below it
// if negative) projects at `depth` ahead: a pinhole with 640 pixels across 60 degrees.
double projectedRow(double up, double depth)
{
    const double focal = 320.0 / std::tan(30.0 * kPi / 180.0);
    return 240.0 - focal * up / depth;
}

// A family of one robot that only stands where it is put.
class StandingModel : public SimulationModel {
public:
    std::int64_t micros() const override { return m_micros; }
    std::int64_t stepMicros() const override { return 1000; }
    std::int64_t nextFrameMicros() const override { return m_micros + 1000; }
    void step(const FrameSink &) override { m_micros += 1000; }
    void receive(const std::uint8_t *, std::size_t) override {}
    void setTrace(TraceWriter *) override {}
    void resetRobot() override { pose = Pose{}; }
    Pose truePose() const override { return pose; }
    const World &world() const override { return m_world; }

    Pose pose;

private:
    std::int64_t m_micros = 0;
    World m_world = World::defaultWorld();
};

class StandingTwin : public SimulationHost {
public:
    StandingTwin() : SimulationHost(HostOptions{})
    {
        setModel(std::make_unique<StandingModel>(), {});
    }
    void place(const Pose &pose)
    {
        withModel<StandingModel>([&pose](StandingModel &model) { return model.pose = pose; });
    }
};

}  // namespace

class TestRoomSensors : public QObject {
    Q_OBJECT

private slots:
    void scannerHasTheRplidarA1sDefaults()
    {
        const ScannerParameters p = RoomScanner().parameters();
        QCOMPARE(p.rays, 360);
        QVERIFY(std::fabs(p.angleMin + kPi) < 1e-12);
        QVERIFY(std::fabs(p.angleIncrement - kPi / 180) < 1e-12);
        QVERIFY(std::fabs(p.angleMax() - kPi * 179 / 180) < 1e-9);
        QCOMPARE(p.rangeMin, 0.15);
        QCOMPARE(p.rangeMax, 12.0);
        QCOMPARE(p.rateHz, 10.0);
        QCOMPARE(p.mount.x, 0.08);
        QCOMPARE(p.mount.z, 0.30);
    }

    void scannerMeasuresFromItsMountNotTheRobotsCentre()
    {
        const std::vector<float> r = RoomScanner().ranges(World::defaultWorld(), Pose{});
        QCOMPARE(r.size(), std::size_t(360));
        QVERIFY2(near(r[kAhead], 1.7 - 0.08), qPrintable(QString::number(r[kAhead])));
        QVERIFY2(near(r[kLeft], 2.0), qPrintable(QString::number(r[kLeft])));
        QVERIFY2(near(r[kRight], 2.0), qPrintable(QString::number(r[kRight])));
        QVERIFY2(near(r[kBehind], 1.5 + 0.08), qPrintable(QString::number(r[kBehind])));
        // 45 degrees left: the front wall's 1.62 m ahead along a diagonal.
        QVERIFY(near(r[kAhead + 45], 1.62 * std::sqrt(2.0)));
    }

    void rangesFollowTheRobotAsItTurnsAndMoves()
    {
        // Turned left to face +y and moved: the scanner is at (0.5, -0.42).
        const std::vector<float> r =
            RoomScanner().ranges(World::defaultWorld(), Pose{0.5, -0.5, kPi / 2});
        QVERIFY(near(r[kAhead], 2.0 + 0.42));  // the left wall, y = 2
        QVERIFY(near(r[kLeft], 0.5 + 1.5));    // the back wall, x = -1.5
        QVERIFY(near(r[kRight], 1.7 - 0.5));   // the front wall, x = 1.7
        QVERIFY(near(r[kBehind], 2.0 - 0.42)); // the right wall, y = -2
    }

    void aWallBeyondRangeMaxIsNoReturn()
    {
        ScannerParameters shortRange;
        shortRange.rangeMax = 1.0;
        const std::vector<float> r =
            RoomScanner(shortRange).ranges(World::defaultWorld(), Pose{1.0, 0.0, 0.0});
        QVERIFY(near(r[kAhead], 1.7 - 1.08));
        QVERIFY(std::isinf(r[kBehind]) && r[kBehind] > 0);  // 2.58 m away
        QVERIFY(std::isinf(r[kLeft]) && std::isinf(r[kRight]));
    }

    void noRayIsEverZero()
    {
        const World world = World::defaultWorld();
        const RoomScanner scanner;
        // The scanner 2 cm from the front wall, then exactly on it, then lost.
        for (const Pose &pose : {Pose{1.6, 0.0, 0.0}, Pose{1.62, 0.0, 0.0},
                                 Pose{std::nan(""), 0.0, 0.0}}) {
            const std::vector<float> r = scanner.ranges(world, pose);
            for (const float range : r)
                QVERIFY2(range >= 0.15f, qPrintable(QString::number(range)));
        }
        QVERIFY(std::isinf(scanner.ranges(world, Pose{1.6, 0.0, 0.0})[kAhead]));  // too near
        QVERIFY(std::isinf(scanner.ranges(world, Pose{std::nan(""), 0.0, 0.0})[kLeft]));
    }

    void imageIsWidthTimesHeightRgbBytes()
    {
        const World world = World::defaultWorld();
        QCOMPARE(RoomCamera().render(world, Pose{}).size(), std::size_t(640 * 480 * 3));
        CameraParameters small;
        small.width = 64;
        small.height = 48;
        QCOMPARE(RoomCamera(small).render(world, Pose{}).size(), std::size_t(64 * 48 * 3));
    }

    void wallRowsAreWhereAPinholeProjectsThem()
    {
        const RoomCamera camera;
        const World world = World::defaultWorld();
        // From a metre back the whole wall shows: 2.58 m from the camera (0.12 m ahead).
        const Picture back(camera, world, Pose{-1.0, 0.0, 0.0});
        const auto wall = rowsWhere(back, 320, 480, isWall);
        QVERIFY2(std::abs(wall.first - projectedRow(0.75, 2.58)) <= 2,
                 qPrintable(QString::number(wall.first)));
        QVERIFY2(std::abs(wall.second - projectedRow(-0.25, 2.58)) <= 2,
                 qPrintable(QString::number(wall.second)));
        QCOMPARE(back.at(320, 20), RoomCamera::kBackground);
        QVERIFY(isFloor(back.at(320, 460)));
        QVERIFY(isFloor(back.at(40, 400)));
        // At the origin the wall's top is above the picture; its foot is nearer the bottom.
        const Picture origin(camera, world, Pose{});
        const auto nearWall = rowsWhere(origin, 320, 480, isWall);
        QCOMPARE(nearWall.first, 0);
        QVERIFY(std::abs(nearWall.second - projectedRow(-0.25, 1.58)) <= 2);
        QVERIFY(isFloor(origin.at(320, 460)));
        QVERIFY(origin.at(320, 100) != back.at(320, 100));  // nearer: brighter
    }

    void theStairsAreAHoleInTheFloor()
    {
        const RoomCamera camera;
        const World world = World::defaultWorld();
        QCOMPARE(Picture(camera, world, Pose{}).count(RoomCamera::kHole), 0);  // out of view
        // At (0.8, -0.6) facing -y: the stair from 0.48 m ahead of the camera to the wall.
        const Picture stairs(camera, world, Pose{0.8, -0.6, -kPi / 2});
        for (int row = 360; row < 480; row += 10)
            QCOMPARE(stairs.at(320, row), RoomCamera::kHole);
        QVERIFY(isWall(stairs.at(320, 300)));  // the wall behind it stands
        // Farther off to either side the floor is there: x = 1.29 on the left (the robot's
        // left is +x), 0.31 on the right, outside the stair's [0.4, 1.2].
        QVERIFY(isFloor(stairs.at(5, 400)));
        QVERIFY(isFloor(stairs.at(635, 400)));
        QCOMPARE(stairs.at(5, 475), RoomCamera::kHole);  // nearer, the hole is that wide
    }

    void theDockIsALowBoxAgainstItsWall()
    {
        const RoomCamera camera;
        World world = World::defaultWorld();
        // From (0.5, 1.0) facing the dock: its face 0.98 m from the camera, its back 1.08 m.
        const Picture facing(camera, world, Pose{0.5, 1.0, 0.0});
        const auto dock = rowsWhere(facing, 320, 480, isDock);
        QVERIFY2(std::abs(dock.first - projectedRow(0.12 - 0.25, 1.08)) <= 2,
                 qPrintable(QString::number(dock.first)));
        QVERIFY2(std::abs(dock.second - projectedRow(-0.25, 0.98)) <= 2,
                 qPrintable(QString::number(dock.second)));
        QCOMPARE(facing.at(320, 340), RoomCamera::kDockFront);
        QCOMPARE(facing.at(320, dock.first), RoomCamera::kDockTop);  // seen from above
        QVERIFY(isWall(facing.at(320, dock.first - 3)));  // not above its height
        QVERIFY(isFloor(facing.at(320, dock.second + 3)));
        // 0.175 m either side of the centre: about 99 pixels at 0.98 m.
        QVERIFY(isDock(facing.at(320 - 90, 350)) && isDock(facing.at(320 + 90, 350)));
        QVERIFY(!isDock(facing.at(320 - 110, 350)) && !isDock(facing.at(320 + 110, 350)));
        // A wall between the camera and the dock hides it; no dock, no box.
        world.walls.push_back({{1.0, 0.5}, {1.0, 1.5}});
        QCOMPARE(Picture(camera, world, Pose{0.5, 1.0, 0.0}).count(RoomCamera::kDockFront), 0);
        world = World::defaultWorld();
        world.dock.present = false;
        QCOMPARE(Picture(camera, world, Pose{0.5, 1.0, 0.0}).count(RoomCamera::kDockFront), 0);
    }

    void aTwinReportsItsTruePoseAndWorld()
    {
        StandingTwin twin;
        twin.place(Pose{0.3, -0.4, 1.0});
        const std::optional<TwinScene> scene = twin.scene();
        QVERIFY(scene.has_value());
        QCOMPARE(scene->pose.x, 0.3);
        QCOMPARE(scene->pose.y, -0.4);
        QCOMPARE(scene->pose.theta, 1.0);
        QCOMPARE(scene->world.walls.size(), World::defaultWorld().walls.size());
        QVERIFY(scene->world.dock.present);
        twin.reset();  // the model goes back to the origin; the scene follows
        QCOMPARE(twin.scene()->pose.x, 0.0);
        // What the twin's scanner would see there: the front wall 1.62 m ahead.
        const std::vector<float> r = RoomScanner().ranges(scene->world, twin.scene()->pose);
        QVERIFY(near(r[kAhead], 1.62));
    }
};

QTEST_APPLESS_MAIN(TestRoomSensors)

}  // namespace tst_room_sensors
#include "tst_room_sensors.moc"
