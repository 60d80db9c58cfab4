// The shared world without a robot: geometry and world files (sim/WORLD_FORMAT.md).
#include "sim/core/World.h"
#include "sim/core/WorldFile.h"

#include <QTest>

#include <cmath>

namespace tst_world {  // this file's names, apart in a unity batch

using namespace robodash::sim;

namespace {
constexpr double kRadius = 0.175;  // a Kobuki-sized robot
}  // namespace

class TestWorld : public QObject {
    Q_OBJECT

private slots:
    void defaultWorldHasAMetreAndAHalfOfFreeFloorAhead()
    {
        const World world = World::defaultWorld();
        const Point clear = world.resolveCollisions({1.5, 0.0}, kRadius);
        QCOMPARE(clear.x, 1.5);
        const Point blocked = world.resolveCollisions({1.6, 0.0}, kRadius);
        QVERIFY(std::fabs(blocked.x - (1.7 - kRadius)) < 1e-9);
        QVERIFY(!world.isDrop({0.0, 0.0}) && !world.isDrop({1.5, 0.0}));
        QVERIFY(world.isDrop({0.8, -1.5}));
    }

    void exampleWorldFileIsTheDefaultWorld()
    {
        std::string error;
        const auto loaded = WorldFile::load(ROBODASH_SIM_WORLDS_DIR "/default.json", &error);
        QVERIFY2(loaded, error.c_str());
        const World expected = World::defaultWorld();
        QCOMPARE(loaded->walls.size(), expected.walls.size());
        QCOMPARE(loaded->drops.size(), expected.drops.size());
        QCOMPARE(loaded->drops[0].minX, expected.drops[0].minX);
        QCOMPARE(loaded->dock.position.x, expected.dock.position.x);
        QCOMPARE(loaded->dock.position.y, expected.dock.position.y);
        QVERIFY(std::fabs(loaded->dock.heading - expected.dock.heading) < 1e-6);
        for (const Point p : {Point{1.6, 0.0}, Point{-1.45, 1.95}, Point{0.0, -1.9}}) {
            const Point a = loaded->resolveCollisions(p, kRadius);
            const Point b = expected.resolveCollisions(p, kRadius);
            QVERIFY(std::fabs(a.x - b.x) < 1e-9 && std::fabs(a.y - b.y) < 1e-9);
        }
    }

    void badWorldFilesSayWhatIsWrong()
    {
        std::string error;
        QVERIFY(!WorldFile::parse("{", &error));
        QVERIFY(error.find("not valid JSON") != std::string::npos);
        QVERIFY(!WorldFile::parse("{\"walls\": [{\"from\": [0], \"to\": [1, 1]}]}", &error));
        QCOMPARE(error, std::string("walls[0].from must be [x, y]"));
        QVERIFY(!WorldFile::parse("{\"drops\": [{\"min\": [1, 1], \"max\": [0, 0]}]}", &error));
        QVERIFY(!WorldFile::parse("{\"wals\": []}", &error));
        QCOMPARE(error, std::string("unknown key \"wals\""));
        QVERIFY(!WorldFile::load("/nonexistent/world.json", &error));
        QVERIFY(error.find("/nonexistent/world.json") != std::string::npos);
        const auto noDock = WorldFile::parse("{\"room\": {\"min\": [-1, -1], \"max\": [1, 1]}}", &error);
        QVERIFY(noDock && !noDock->dock.present && noDock->walls.size() == 4);
    }

    void aTwinFallsBackToTheDefaultWorldAndKeepsTheReason()
    {
        std::string error;
        World world = WorldFile::loadOrDefault({}, &error);
        QVERIFY(error.empty());
        QCOMPARE(world.walls.size(), World::defaultWorld().walls.size());
        world = WorldFile::loadOrDefault("/nonexistent/world.json", &error);
        QVERIFY(error.find("/nonexistent/world.json") != std::string::npos);
        QCOMPARE(world.walls.size(), World::defaultWorld().walls.size());
        QVERIFY(world.dock.present);
    }
};

QTEST_APPLESS_MAIN(TestWorld)

}  // namespace tst_world
#include "tst_world.moc"
