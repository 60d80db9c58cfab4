// PortTarget on its own: the address the user gave, who the device turned out to be, and
// where a reconnect looks for it, with the present ports given by the test.
#include "link/PortTarget.h"

#include <QTest>

namespace tst_port_target {  // this file's names, apart in a unity batch

using robodash::link::DeviceIdentity;
using robodash::link::PortAddress;
using robodash::link::PortInfo;
using robodash::link::PortTarget;

namespace {

PortAddress parsed(const QString &text)
{
    const std::optional<PortAddress> address = PortAddress::parse(text);
    if (!address)
        qFatal("test address does not parse");
    return *address;
}

DeviceIdentity ftdi(const QString &path)
{
    DeviceIdentity identity;
    identity.path = path;
    identity.serialNumber = QStringLiteral("kobuki_A1234");
    identity.vendorId = 0x0403;
    identity.productId = 0x6001;
    identity.hasVendorAndProduct = true;
    return identity;
}

PortInfo present(const QString &node, const DeviceIdentity &identity)
{
    PortInfo port;
    port.portString = node;
    port.systemLocation = node;
    port.serialNumber = identity.serialNumber;
    port.vendorId = identity.vendorId;
    port.productId = identity.productId;
    port.hasVendorAndProduct = identity.hasVendorAndProduct;
    return port;
}

}  // namespace

class TestPortTarget : public QObject {
    Q_OBJECT

private slots:
    void aimTakesTheFamilysBaudRateAndNamesThePort()
    {
        PortTarget target;
        target.aim(parsed(QStringLiteral("/dev/ttyUSB0")), 57600);
        QCOMPARE(target.address().baudRate, 57600);
        QCOMPARE(target.identity().path, QStringLiteral("/dev/ttyUSB0"));
        QCOMPARE(target.portName(), QStringLiteral("/dev/ttyUSB0"));

        target.aim(parsed(QStringLiteral("tcp://robot.local:4001")), 115200);
        QCOMPARE(target.identity().path, QStringLiteral("tcp://robot.local:4001"));
        QVERIFY(target.identity().serialNumber.isEmpty());  // the last device is forgotten
    }

    void anOpenedTransportsIdentityReplacesTheGuess()
    {
        PortTarget target;
        target.aim(parsed(QStringLiteral("/dev/kobuki")), 115200);
        target.opened(ftdi(QStringLiteral("/dev/ttyUSB0")));
        QCOMPARE(target.identity().serialNumber, QStringLiteral("kobuki_A1234"));
        QCOMPARE(target.portName(), QStringLiteral("/dev/ttyUSB0"));
        // A transport that knows nothing keeps what was known.
        target.opened(DeviceIdentity{});
        QCOMPARE(target.identity().serialNumber, QStringLiteral("kobuki_A1234"));
    }

    void aReplayHasNoDeviceAndIsNamedByItsFile()
    {
        PortTarget target;
        target.aim(parsed(QStringLiteral("/dev/ttyUSB0")), 115200);
        target.aimAtReplay(QStringLiteral("/tmp/run.rdlog"));
        QCOMPARE(target.address().text, QStringLiteral("replay:/tmp/run.rdlog"));
        QCOMPARE(target.portName(), QStringLiteral("replay:/tmp/run.rdlog"));
        QVERIFY(target.identity().path.isEmpty());
    }

    void aReconnectFindsARepluggedDeviceByItsSerialNumber()
    {
        PortTarget target;
        target.aim(parsed(QStringLiteral("/dev/ttyUSB0")), 115200);
        target.opened(ftdi(QStringLiteral("/dev/ttyUSB0")));
        const DeviceIdentity same = ftdi(QStringLiteral("/dev/ttyUSB1"));
        const std::optional<PortAddress> address = target.reconnectAddress(
            [&] { return QList<PortInfo>{present(QStringLiteral("/dev/ttyUSB1"), same)}; });
        QVERIFY(address);
        QCOMPARE(address->device, QStringLiteral("/dev/ttyUSB1"));
        QCOMPARE(address->baudRate, 115200);
        // Not plugged in yet: nothing to try.
        QVERIFY(!target.reconnectAddress([] { return QList<PortInfo>{}; }));
    }

    void aNetworkPortIsTriedAgainAsItIsWithoutListingPorts()
    {
        PortTarget target;
        target.aim(parsed(QStringLiteral("tcp://robot.local:4001")), 115200);
        bool listed = false;
        const std::optional<PortAddress> address = target.reconnectAddress([&] {
            listed = true;
            return QList<PortInfo>{};
        });
        QVERIFY(address);
        QCOMPARE(address->text, QStringLiteral("tcp://robot.local:4001"));
        QVERIFY(!listed);
    }
};

QTEST_GUILESS_MAIN(TestPortTarget)

}  // namespace tst_port_target
#include "tst_port_target.moc"
