// robodash-cli bridge's arguments: help, and one-line refusals with the documented exit codes
// before anything is sent on a network; --trace writes the virtual robot's trace.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>
#include "DdsTestDomain.h"

namespace tst_bridge_cli {  // this file's names, apart in a unity batch

class TestBridgeCli : public QObject {
    Q_OBJECT
private slots:
    void helpDescribesTheCommand()
    {
        QProcess cli;
        cli.start(QStringLiteral(ROBODASH_CLI_PATH), {"bridge", "--help"});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QByteArray out = cli.readAllStandardOutput();
        QVERIFY(out.startsWith("usage: robodash-cli bridge PORT"));
        QVERIFY(out.contains("--namespace") && out.contains("--domain") && out.contains("--interface"));
        // The Rover Pro's two profiles, by name.
        QVERIFY(out.contains("--ros-profile") && out.contains("roverrobotics (default)")
                && out.contains("robodash, the bridge's own names"));
    }

    void badArgumentsAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("no port") << QStringList{"bridge"} << 2 << QByteArray("PORT");
        QTest::newRow("domain too high") << QStringList{"bridge", "sim:", "--domain", "233"} << 2
                                         << QByteArray("233");
        QTest::newRow("domain not a number") << QStringList{"bridge", "sim:", "--domain", "x"} << 2
                                             << QByteArray("'x'");
        QTest::newRow("bad namespace") << QStringList{"bridge", "sim:", "--namespace", "/1robot"}
                                       << 2 << QByteArray("/1robot");
        QTest::newRow("unknown option") << QStringList{"bridge", "sim:", "--fast"} << 2
                                        << QByteArray("--fast");
        QTest::newRow("unknown ROS release")
            << QStringList{"bridge", "sim:", "--ros-distro", "foxy"} << 2 << QByteArray("foxy");
        QTest::newRow("unknown sensor-qos topic")
            << QStringList{"bridge", "sim:", "--sensor-qos", "odometry"} << 2
            << QByteArray("odometry");
        QTest::newRow("unknown sensor-qos topic of no family")
            << QStringList{"bridge", "sim:", "--sensor-qos", "sonar/range_x"} << 2
            << QByteArray("sonar/range_x");
        QTest::newRow("QoS profile file missing")
            << QStringList{"bridge", "sim:", "--qos-profile", "/nonexistent/qos.json"} << 2
            << QByteArray("/nonexistent/qos.json");
        QTest::newRow("trace of a real robot")
            << QStringList{"bridge", "/dev/ttyUSB9", "--trace", "t.jsonl"} << 2
            << QByteArray("--trace");
        QTest::newRow("trace file not writable")
            << QStringList{"bridge", "sim:", "--trace", "/nonexistent/t.jsonl"} << 1
            << QByteArray("/nonexistent/t.jsonl");
        QTest::newRow("parameter not declared")
            << QStringList{"bridge", "sim:", "--param", "max_speed=2"} << 2
            << QByteArray("no parameter 'max_speed'");
        QTest::newRow("parameter of the wrong type")
            << QStringList{"bridge", "sim:", "--param", "cmd_vel_timeout_sec=fast"} << 2
            << QByteArray("cmd_vel_timeout_sec wants a number, not 'fast'");
        QTest::newRow("parameter out of range")
            << QStringList{"bridge", "sim:", "--param", "cmd_vel_timeout_sec:=0"} << 2
            << QByteArray("{cmd_vel_timeout_sec} doesn't comply with floating point range");
        QTest::newRow("read-only parameter")
            << QStringList{"bridge", "sim:", "--param", "use_imu_heading=false"} << 2
            << QByteArray("use_imu_heading is fixed here");
        QTest::newRow("unknown ROS profile")
            << QStringList{"bridge", "sim:", "--robot", "rover", "--ros-profile", "ros1"} << 2
            << QByteArray("--ros-profile wants roverrobotics or robodash");
        QTest::newRow("ROS profile for a Kobuki")
            << QStringList{"bridge", "sim:", "--ros-profile", "robodash"} << 2
            << QByteArray("--ros-profile is for a Rover Pro");
        // A Rover Pro's parameters are roverrobotics_driver's: kobuki_ros's are not declared.
        QTest::newRow("kobuki_ros parameter on a Rover Pro")
            << QStringList{"bridge", "sim:", "--robot", "rover", "--param", "base_frame=base"} << 2
            << QByteArray("no parameter 'base_frame'");
        QTest::newRow("Rover Robotics parameter in the bridge's own profile")
            << QStringList{"bridge", "sim:", "--robot", "rover", "--ros-profile", "robodash",
                           "--param", "odom_child_frame_id=base"} << 2
            << QByteArray("no parameter 'odom_child_frame_id'");
        QTest::newRow("read-only Rover Robotics parameter")
            << QStringList{"bridge", "sim:", "--robot", "rover", "--param", "control_mode=PID"} << 2
            << QByteArray("control_mode is fixed here");
        QTest::newRow("parameter without a value")
            << QStringList{"bridge", "sim:", "--param", "publish_tf"} << 2
            << QByteArray("--param wants NAME=VALUE");
        QTest::newRow("no such interface")
            << QStringList{"bridge", "sim:", "--interface", "nosuch0"} << 1 << QByteArray("nosuch0");
    }
    void badArgumentsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, mentions);
        QProcess cli;
        cli.start(QStringLiteral(ROBODASH_CLI_PATH), arguments);
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), exitCode);
        const QByteArray err = cli.readAllStandardError();
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(mentions), err.constData());
    }

    void traceRecordsTheVirtualRobot()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString trace = dir.filePath("bridge.jsonl");
        QProcess cli;
        cli.start(QStringLiteral(ROBODASH_CLI_PATH),
                  {"bridge", "sim:", "--trace", trace, "--interface", "lo", "--domain",
                   QString::number(robodash::testprogram::DdsTestDomain::reserve()), "--namespace",
                   QStringLiteral("/trace_%1").arg(getpid()), "--duration", "3"});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QFile file(trace);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray lines = file.readAll();
        QVERIFY2(lines.contains("{\"type\":\"pose\",\"t\":"), lines.left(200).constData());
    }
};

QTEST_GUILESS_MAIN(TestBridgeCli)

}  // namespace tst_bridge_cli
#include "tst_bridge_cli.moc"
