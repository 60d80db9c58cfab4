// What a user may type as a port, and the clear message for what they may not.
#include "link/PortAddress.h"

#include <QTest>

namespace tst_port_address {  // this file's names, apart in a unity batch

using robodash::link::PortAddress;

class TestPortAddress : public QObject {
    Q_OBJECT
private slots:
    void serialDevices_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("usb") << "/dev/ttyUSB0";
        QTest::newRow("udev link") << "/dev/kobuki";
        QTest::newRow("bare name") << "ttyUSB1";
        QTest::newRow("pty") << "/dev/pts/7";
    }
    void serialDevices()
    {
        QFETCH(QString, text);
        const auto address = PortAddress::parse(text);
        QVERIFY(address);
        QCOMPARE(address->kind, PortAddress::Kind::Serial);
        QCOMPARE(address->device, text);
    }

    void tcpBridge()
    {
        const auto address = PortAddress::parse(QStringLiteral("tcp://robot.local:3333"));
        QVERIFY(address);
        QCOMPARE(address->kind, PortAddress::Kind::Tcp);
        QCOMPARE(address->host, QStringLiteral("robot.local"));
        QCOMPARE(address->port, quint16(3333));
        const auto ipv6 = PortAddress::parse(QStringLiteral("tcp://[::1]:4000"));
        QVERIFY(ipv6);
        QCOMPARE(ipv6->host, QStringLiteral("::1"));
        QCOMPARE(ipv6->port, quint16(4000));
    }

    void virtualKobuki()
    {
        const auto address = PortAddress::parse(QStringLiteral(" sim: "));
        QVERIFY(address);
        QCOMPARE(address->kind, PortAddress::Kind::Virtual);
        QCOMPARE(address->toString(), QStringLiteral("sim:"));
        QVERIFY(address->twinFaults.isEmpty());
    }

    void virtualRobotWithFaults()
    {
        // What follows `sim:` goes to the twin, which checks it against its robot's parts.
        const auto address = PortAddress::parse(QStringLiteral("sim:gyro-drift=0.5,bumper-dead=left"));
        QVERIFY(address);
        QCOMPARE(address->kind, PortAddress::Kind::Virtual);
        QCOMPARE(address->twinFaults, QStringLiteral("gyro-drift=0.5,bumper-dead=left"));
        QCOMPARE(address->toString(), QStringLiteral("sim:gyro-drift=0.5,bumper-dead=left"));
    }

    void networkRobot()
    {
        const auto address = PortAddress::parse(QStringLiteral("ros2:/lab/tb1"));
        QVERIFY(address);
        QCOMPARE(address->kind, PortAddress::Kind::Network);
        QCOMPARE(address->rosNamespace, QStringLiteral("/lab/tb1"));
        QCOMPARE(address->domain, -1);
        QVERIFY(address->interfaceName.isEmpty());
        QCOMPARE(address->toString(), QStringLiteral("ros2:/lab/tb1"));
    }

    void networkRobotInTheRootNamespace()
    {
        for (const QString &text : {QStringLiteral("ros2:"), QStringLiteral("ros2:/")}) {
            const auto address = PortAddress::parse(text);
            QVERIFY2(address, qPrintable(text));
            QCOMPARE(address->rosNamespace, QStringLiteral("/"));
        }
    }

    void networkRobotWithDomainAndInterface()
    {
        const auto address = PortAddress::parse(QStringLiteral("ros2:/tb1?domain=7&interface=lo"));
        QVERIFY(address);
        QCOMPARE(address->rosNamespace, QStringLiteral("/tb1"));
        QCOMPARE(address->domain, 7);
        QCOMPARE(address->effectiveDomain(), 7);
        QCOMPARE(address->interfaceName, QStringLiteral("lo"));
        QVERIFY(address->keystore.isEmpty() && address->enclave.isEmpty());
    }

    void networkRobotWithAKeystore()
    {
        const auto address = PortAddress::parse(
            QStringLiteral("ros2:/tb1?keystore=/home/lab/keys&enclave=/lab/desk3"));
        QVERIFY(address);
        QCOMPARE(address->keystore, QStringLiteral("/home/lab/keys"));
        QCOMPARE(address->enclave, QStringLiteral("/lab/desk3"));
    }

    void networkDomainFromTheEnvironment()
    {
        const QByteArray saved = qgetenv("ROS_DOMAIN_ID");
        const auto address = PortAddress::parse(QStringLiteral("ros2:/tb1"));
        QVERIFY(address);
        qputenv("ROS_DOMAIN_ID", "42");
        QCOMPARE(address->effectiveDomain(), 42);
        qputenv("ROS_DOMAIN_ID", "not a number");
        QCOMPARE(address->effectiveDomain(), 0);
        qunsetenv("ROS_DOMAIN_ID");
        QCOMPARE(address->effectiveDomain(), 0);
        if (!saved.isNull())
            qputenv("ROS_DOMAIN_ID", saved);
    }

    void badStrings_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("hint");
        QTest::newRow("empty") << "" << "no port given";
        QTest::newRow("tcp without port") << "tcp://robot" << "tcp://host:port";
        QTest::newRow("tcp port zero") << "tcp://robot:0" << "1 to 65535";
        QTest::newRow("tcp port too big") << "tcp://robot:70000" << "1 to 65535";
        QTest::newRow("tcp port not a number") << "tcp://robot:abc" << "tcp://host:port";
        QTest::newRow("tcp without host") << "tcp://:3333" << "tcp://host:port";
        QTest::newRow("unknown scheme") << "udp://robot:3333" << "bad port string";
        QTest::newRow("typo of sim") << "simm:" << "bad port string";
        QTest::newRow("space") << "/dev/tty USB0" << "bad port string";
        QTest::newRow("namespace with a dash") << "ros2:/tb-1" << "bad namespace '/tb-1'";
        QTest::newRow("namespace without its slash") << "ros2:tb1" << "starts with /";
        QTest::newRow("namespace starting with a digit") << "ros2:/1tb" << "bad namespace";
        QTest::newRow("namespace with a double slash") << "ros2:/lab//tb1" << "bad namespace";
        QTest::newRow("domain too big") << "ros2:/tb1?domain=233" << "from 0 to 232";
        QTest::newRow("domain not a number") << "ros2:/tb1?domain=seven" << "bad domain 'seven'";
        QTest::newRow("unknown option") << "ros2:/tb1?qos=fast" << "bad option 'qos=fast'";
        QTest::newRow("interface without a name") << "ros2:/tb1?interface=" << "interface=NAME";
    }
    void badStrings()
    {
        QFETCH(QString, text);
        QFETCH(QString, hint);
        QString error;
        QVERIFY(!PortAddress::parse(text, &error));
        QVERIFY2(error.contains(hint), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestPortAddress)

}  // namespace tst_port_address
#include "tst_port_address.moc"
