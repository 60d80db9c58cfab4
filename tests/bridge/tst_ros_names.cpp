// ROS 2 names on DDS: namespaces checked and normalised, topics prefixed `rt`, absolute
// names left out of the namespace; and the loopback configuration names `lo` only.
#include "bridge/CycloneConfig.h"
#include "bridge/RosNames.h"

#include <QtTest>

namespace tst_ros_names {  // this file's names, apart in a unity batch

using robodash::bridge::CycloneConfig;
using robodash::bridge::RosNames;

class TestRosNames : public QObject {
    Q_OBJECT
private slots:
    void namespacesAreNormalised_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("normalized");
        QTest::newRow("empty") << "" << "/";
        QTest::newRow("root") << "/" << "/";
        QTest::newRow("no slash") << "robot1" << "/robot1";
        QTest::newRow("trailing") << "/robot1/" << "/robot1";
        QTest::newRow("nested") << "/lab/robot_2" << "/lab/robot_2";
    }
    void namespacesAreNormalised()
    {
        QFETCH(QString, input);
        QFETCH(QString, normalized);
        std::string result, error;
        QVERIFY(RosNames::normalizeNamespace(input.toStdString(), &result, &error));
        QCOMPARE(QString::fromStdString(result), normalized);
    }

    void badNamespacesAreRefused_data()
    {
        QTest::addColumn<QString>("input");
        QTest::newRow("digit first") << "/1robot";
        QTest::newRow("double slash") << "/lab//robot";
        QTest::newRow("dash") << "/robot-1";
        QTest::newRow("space") << "/robot 1";
    }
    void badNamespacesAreRefused()
    {
        QFETCH(QString, input);
        std::string result, error;
        QVERIFY(!RosNames::normalizeNamespace(input.toStdString(), &result, &error));
        QVERIFY(error.find(input.toStdString()) != std::string::npos);
    }

    void topicsGetTheRtPrefix()
    {
        QCOMPARE(RosNames::ddsTopic("/", "odom"), std::string("rt/odom"));
        QCOMPARE(RosNames::ddsTopic("/robot1", "odom"), std::string("rt/robot1/odom"));
        QCOMPARE(RosNames::ddsTopic("/robot1", "commands/velocity"),
                 std::string("rt/robot1/commands/velocity"));
        QCOMPARE(RosNames::ddsTopic("/robot1", "/tf"), std::string("rt/tf"));
    }

    void loopbackConfigurationStaysOnLo()
    {
        std::string error;
        const std::string xml = CycloneConfig::forInterface("lo", &error);
        QVERIFY2(!xml.empty(), error.c_str());
        QVERIFY(xml.find("<NetworkInterface name=\"lo\"/>") != std::string::npos);
        QVERIFY(xml.find("<AllowMulticast>false</AllowMulticast>") != std::string::npos);
        QVERIFY(xml.find("<Peer address=\"127.0.0.1\"/>") != std::string::npos);
        QVERIFY(CycloneConfig::forInterface("no-such-interface0", &error).empty());
        QVERIFY(error.find("no-such-interface0") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestRosNames)

}  // namespace tst_ros_names
#include "tst_ros_names.moc"
