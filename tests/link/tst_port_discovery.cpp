// Port listing order and finding the same device again after a replug.
#include "link/PortDiscovery.h"

#include <QTemporaryDir>
#include <QTest>

namespace tst_port_discovery {  // this file's names, apart in a unity batch

using namespace robodash::link;

namespace {

PortInfo serialPort(const QString &path, quint16 vid = 0, quint16 pid = 0,
                    const QString &serial = {})
{
    PortInfo port;
    port.portString = path;
    port.systemLocation = path;
    port.vendorId = vid;
    port.productId = pid;
    port.hasVendorAndProduct = vid != 0;
    port.serialNumber = serial;
    return port;
}

QStringList names(const QList<PortInfo> &ports)
{
    QStringList result;
    for (const PortInfo &port : ports)
        result << port.portString;
    return result;
}

}  // namespace

class TestPortDiscovery : public QObject {
    Q_OBJECT
private slots:
    void kobukiFirstThenVirtualThenOthers()
    {
        const QList<PortInfo> found{
            serialPort(QStringLiteral("/dev/ttyS0")),
            serialPort(QStringLiteral("/dev/ttyUSB1"), 0x0403, 0x6001, QStringLiteral("A9XYZ")),
            serialPort(QStringLiteral("/dev/ttyUSB0"), 0x0403, 0x6001, QStringLiteral("kobuki_A601EVO3")),
        };
        const QList<PortInfo> ports = PortDiscovery::arrange(found, std::nullopt);
        QCOMPARE(names(ports), (QStringList{"/dev/ttyUSB0", "sim:", "/dev/ttyS0", "/dev/ttyUSB1"}));
        QVERIFY(ports.at(0).isKobuki);
        QCOMPARE(ports.at(0).vidPid(), QStringLiteral("0403:6001"));
        QVERIFY(ports.at(1).isVirtual);
        QVERIFY(!ports.at(3).isKobuki);  // an FTDI cable alone is not a Kobuki
    }

    void virtualKobukiIsAlwaysListed()
    {
        const QList<PortInfo> ports = PortDiscovery::arrange({}, std::nullopt);
        QCOMPARE(names(ports), QStringList{"sim:"});
        QVERIFY(!PortDiscovery::availablePorts().isEmpty());
        QVERIFY(names(PortDiscovery::availablePorts()).contains(QStringLiteral("sim:")));
    }

    void udevLinkReplacesItsTarget()
    {
        const QList<PortInfo> found{
            serialPort(QStringLiteral("/dev/ttyUSB0"), 0x0403, 0x6001, QStringLiteral("kobuki_A6")),
            serialPort(QStringLiteral("/dev/ttyACM0"), 0x2341, 0x0043, QStringLiteral("duino")),
        };
        const QList<PortInfo> ports =
            PortDiscovery::arrange(found, QStringLiteral("/dev/ttyUSB0"));
        QCOMPARE(names(ports), (QStringList{"/dev/kobuki", "sim:", "/dev/ttyACM0"}));
        QCOMPARE(ports.at(0).systemLocation, QStringLiteral("/dev/ttyUSB0"));
        QCOMPARE(ports.at(0).serialNumber, QStringLiteral("kobuki_A6"));
        QVERIFY(ports.at(0).label().contains(QLatin1String("0403:6001")));
    }

    void findsTheSameDeviceUnderANewName()
    {
        DeviceIdentity identity;
        identity.path = QStringLiteral("/dev/ttyUSB0");
        identity.serialNumber = QStringLiteral("kobuki_A6");
        identity.vendorId = 0x0403;
        identity.productId = 0x6001;
        identity.hasVendorAndProduct = true;
        const QList<PortInfo> afterReplug{
            serialPort(QStringLiteral("/dev/ttyUSB0"), 0x0403, 0x6001, QStringLiteral("other")),
            serialPort(QStringLiteral("/dev/ttyUSB1"), 0x0403, 0x6001, QStringLiteral("kobuki_A6")),
        };
        QCOMPARE(PortDiscovery::findDevice(identity, afterReplug), QStringLiteral("/dev/ttyUSB1"));
        // A different robot on the old name is not "the same device".
        QCOMPARE(PortDiscovery::findDevice(identity, afterReplug.mid(0, 1)), std::nullopt);
    }

    void findsAPathOnlyDeviceByPath()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        DeviceIdentity identity;
        identity.path = dir.filePath(QStringLiteral("kobuki"));
        QCOMPARE(PortDiscovery::findDevice(identity, {}), std::nullopt);
        QFile file(identity.path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QCOMPARE(PortDiscovery::findDevice(identity, {}), identity.path);
    }
};

QTEST_GUILESS_MAIN(TestPortDiscovery)

}  // namespace tst_port_discovery
#include "tst_port_discovery.moc"
