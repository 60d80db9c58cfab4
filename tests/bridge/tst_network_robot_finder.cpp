// What the robot finder makes of what DDS discovery has listed, in whatever order it arrived
// (issue 38, item 13: `discover` named a robot's node in one run and "(node not announced)" in
// the next, as the writer its node announced came first or not). Without DDS: the publications
// and announcements are given, in every order.
#include "bridge/BridgeFamilies.h"
#include "NetworkRobotFinder.h"

#include <QtTest>

#include <algorithm>

namespace tst_network_robot_finder {  // this file's names, apart in a unity batch

using robodash::bridge::NetworkRobot;
using robodash::bridge::NetworkRobotFinder;
using Publication = NetworkRobotFinder::Publication;

namespace {

const std::string kKobukiCore = "kobuki_ros_interfaces::msg::dds_::SensorState_";

Publication kobukiCore(const std::string &rosNamespace, const std::string &participant, const std::string &writer)
{
    return {"rt" + rosNamespace + "/sensors/core", kKobukiCore, participant, writer};
}

// Every order of `publications`, each with what the finder made of it.
std::vector<std::vector<NetworkRobot>> inEveryOrder(std::vector<Publication> publications,
                                                    const std::map<std::string, std::string> &nodeNames)
{
    std::vector<std::vector<NetworkRobot>> results;
    std::sort(publications.begin(), publications.end(),
              [](const Publication &a, const Publication &b) { return a.writer < b.writer; });
    do {
        results.push_back(NetworkRobotFinder::robotsIn(publications, nodeNames));
    } while (std::next_permutation(publications.begin(), publications.end(),
                                   [](const Publication &a, const Publication &b) { return a.writer < b.writer; }));
    return results;
}

}  // namespace

class TestNetworkRobotFinder : public QObject {
    Q_OBJECT
private slots:
    // Each family the bridge registers (BridgeFamilies) is told by its own telltale topic and
    // named by its title: the finder holds no list of its own (issue 39).
    void eachRegisteredFamilyIsFoundByItsTelltale()
    {
        for (const robodash::bridge::BridgeFamily &family : robodash::bridge::BridgeFamilies::all()) {
            QVERIFY2(!family.telltaleTopic.empty(), family.name.c_str());
            const std::vector<NetworkRobot> robots = NetworkRobotFinder::robotsIn(
                {{"rt/r1/" + family.telltaleTopic, family.telltaleType, "p1", "w1"}}, {});
            QCOMPARE(robots.size(), std::size_t(1));
            QCOMPARE(robots[0].family, family.name);
            QCOMPARE(robots[0].rosNamespace, std::string("/r1"));
            QCOMPARE(robots[0].familyTitle(), family.title);
            QVERIFY2(robots[0].problem.empty(), robots[0].problem.c_str());
        }
    }

    // Two robots under a vendor's absolute names (roverrobotics_driver's /odometry/wheels)
    // share their commands: each is named with the problem.
    void twoRobotsUnderAVendorsAbsoluteNamesAreNamed()
    {
        const std::string battery = "sensor_msgs::msg::dds_::BatteryState_";
        const std::string odometry = "nav_msgs::msg::dds_::Odometry_";
        const std::vector<NetworkRobot> robots = NetworkRobotFinder::robotsIn(
            {{"rt/rover2/battery_a_state", battery, "p1", "w1"}, {"rt/odometry/wheels", odometry, "p1", "w2"},
             {"rt/rover3/battery_a_state", battery, "p2", "w3"}, {"rt/odometry/wheels", odometry, "p2", "w4"}},
            {});
        QCOMPARE(robots.size(), std::size_t(2));
        for (const NetworkRobot &robot : robots)
            QVERIFY2(robot.problem.rfind("2 Rover Pros share roverrobotics_driver's absolute /cmd_vel and "
                                         "/odometry/wheels here", 0) == 0,
                     robot.problem.c_str());
    }

    void theNodeIsNamedWhicheverOfItsWritersComesFirst()
    {
        // One participant, two writers of the telltale (a node and a relay of it, say); only
        // the second is in the node's announcement.
        const std::vector<Publication> publications = {kobukiCore("/tb1", "p1", "w1"),
                                                       kobukiCore("/tb1", "p1", "w2")};
        const std::map<std::string, std::string> nodeNames = {{"w2", "kobuki_ros_node"}};
        const auto results = inEveryOrder(publications, nodeNames);
        QCOMPARE(results.size(), std::size_t(2));
        for (const auto &robots : results) {
            QCOMPARE(robots.size(), std::size_t(1));
            QCOMPARE(robots.front().rosNamespace, std::string("/tb1"));
            QCOMPARE(robots.front().nodeName, std::string("kobuki_ros_node"));
            QCOMPARE(robots.front().publishers, 1);
            QVERIFY2(robots.front().problem.empty(), robots.front().problem.c_str());
        }
    }

    void anUnannouncedNodeIsNamedByNoneAndTwoParticipantsAreTwoRobots()
    {
        const std::vector<Publication> publications = {kobukiCore("/tb1", "p1", "w1"),
                                                       kobukiCore("/tb1", "p2", "w2"),
                                                       kobukiCore("/tb2", "p3", "w3")};
        for (const auto &robots : inEveryOrder(publications, {{"w3", "second"}})) {
            QCOMPARE(robots.size(), std::size_t(2));
            QCOMPARE(robots[0].rosNamespace, std::string("/tb1"));
            QCOMPARE(robots[0].nodeName, std::string());
            QCOMPARE(robots[0].publishers, 2);
            QCOMPARE(robots[0].problem, std::string("2 robots publish /tb1/sensors/core"));
            QCOMPARE(robots[1].nodeName, std::string("second"));
        }
    }

    void aTelltaleOfAnotherTypeIsNamedAsTheProblem()
    {
        Publication wrong = kobukiCore("/tb1", "p1", "w1");
        wrong.type = "std_msgs::msg::dds_::String_";
        const auto robots = NetworkRobotFinder::robotsIn({wrong}, {});
        QCOMPARE(robots.size(), std::size_t(1));
        QCOMPARE(robots.front().family, std::string("kobuki"));
        QVERIFY2(robots.front().problem.find("std_msgs/msg/String") != std::string::npos, robots.front().problem.c_str());
    }
};

QTEST_GUILESS_MAIN(TestNetworkRobotFinder)

}  // namespace tst_network_robot_finder
#include "tst_network_robot_finder.moc"
