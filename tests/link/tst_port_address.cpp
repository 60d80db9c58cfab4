// What a user may type as a port, and the clear message for what they may not.
#include "link/PortAddress.h"

#include <QTest>

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
#include "tst_port_address.moc"
