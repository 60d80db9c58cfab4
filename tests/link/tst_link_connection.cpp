// LinkConnection on its own, over the fake transport on the test's thread: what it holds
// once a port opens, fails or is discarded, when it would reconnect, and a replay in place
// of a port. No timer is waited for.
#include "FakeTransport.h"

#include "link/LinkConnection.h"
#include "link/PagedSessionLog.h"
#include "link/ReplayTransport.h"
#include "link/SessionLogWriter.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_link_connection {  // this file's names, apart in a unity batch

using robodash::link::LinkConnection;
using robodash::link::PortAddress;
using robodash::link::PagedSessionLog;
using robodash::link::SessionLogWriter;
using robodash::link::test::FakeWire;

namespace {

PortAddress parsed(const QString &text)
{
    const std::optional<PortAddress> address = PortAddress::parse(text);
    if (!address)
        qFatal("test address does not parse");
    return *address;
}

// A replay reads its log from disk: two chunks, the end at 2 s.
PagedSessionLog twoChunkLog(const QTemporaryDir &folder)
{
    const QString path = folder.filePath(QStringLiteral("two.rdlog"));
    SessionLogWriter writer;
    if (!writer.open(path, {}) || !writer.append(0, "ab") || !writer.append(1500, "cd") || !writer.close(2000))
        qFatal("cannot write the test log");
    std::optional<PagedSessionLog> log = PagedSessionLog::open(path, nullptr);
    if (!log)
        qFatal("cannot open the test log");
    return *log;
}

}  // namespace

class TestLinkConnection : public QObject {
    Q_OBJECT

private slots:
    void anOpenedPortIsLiveAndTakesWrites()
    {
        FakeWire wire;
        LinkConnection connection(wire.factory());
        QSignalSpy opened(&connection, &LinkConnection::opened);
        QVERIFY(connection.open(parsed(QStringLiteral("/dev/ttyUSB0")), 57600));
        QCOMPARE(opened.count(), 1);
        QVERIFY(connection.isOpen());
        QVERIFY(connection.isLive());
        QVERIFY(!connection.replay());
        QVERIFY(!connection.quietFailure());
        QCOMPARE(connection.target().address().baudRate, 57600);
        QCOMPARE(connection.target().portName(), QStringLiteral("/dev/ttyUSB0"));
        connection.write(QByteArray("\xAA\x55", 2));
        QCOMPARE(wire.written(), QList<QByteArray>{QByteArray("\xAA\x55", 2)});
    }

    void aFailedOpenIsReportedAndNeverLive()
    {
        FakeWire wire;
        wire.setOpenError(QStringLiteral("permission denied"));
        LinkConnection connection(wire.factory());
        QSignalSpy failed(&connection, &LinkConnection::openFailed);
        QVERIFY(connection.open(parsed(QStringLiteral("/dev/ttyUSB0")), 115200));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.first().first().toString(), QStringLiteral("permission denied"));
        QVERIFY(!connection.isOpen());
        QVERIFY(!connection.isLive());
    }

    void noTransportForTheAddressIsAFalseOpen()
    {
        LinkConnection connection([](const PortAddress &) { return nullptr; });
        QVERIFY(!connection.open(parsed(QStringLiteral("tcp://robot.local:4001")), 115200));
        QVERIFY(!connection.transport());
    }

    void discardClosesTheTransportAndLetsGoOfIt()
    {
        FakeWire wire;
        LinkConnection connection(wire.factory());
        connection.open(parsed(QStringLiteral("sim:")), 115200);
        QSignalSpy data(&connection, &LinkConnection::dataReceived);
        connection.discard();
        QVERIFY(!connection.transport());
        QVERIFY(!connection.isOpen());
        QVERIFY(!wire.isOpen());
        // What the discarded transport still says goes nowhere.
        wire.receive(QByteArray("late"));
        QCoreApplication::processEvents();
        QCOMPARE(data.count(), 0);
    }

    void itReconnectsOnlyWhenAskedToAndTheUserStillWantsTheLink()
    {
        FakeWire wire;
        LinkConnection connection(wire.factory());
        connection.open(parsed(QStringLiteral("/dev/ttyUSB0")), 115200);
        QVERIFY(!connection.reconnects());
        connection.setAutoReconnect(true);
        QVERIFY(connection.reconnects());
        connection.abandon();  // the user closed it
        QVERIFY(!connection.reconnects());
    }

    void dataAndLossAreForwarded()
    {
        FakeWire wire;
        LinkConnection connection(wire.factory());
        QSignalSpy data(&connection, &LinkConnection::dataReceived);
        QSignalSpy lost(&connection, &LinkConnection::connectionLost);
        connection.open(parsed(QStringLiteral("sim:")), 115200);
        wire.receive(QByteArray("xyz"));
        wire.loseConnection(QStringLiteral("unplugged"));
        QTRY_COMPARE(lost.count(), 1);
        QCOMPARE(data.count(), 1);
        QCOMPARE(data.first().first().toByteArray(), QByteArray("xyz"));
        QCOMPARE(lost.first().first().toString(), QStringLiteral("unplugged"));
    }

    void aReplayIsOpenButNeverLiveAndNamedByItsFile()
    {
        LinkConnection connection([](const PortAddress &) { return nullptr; });
        QSignalSpy replayOpened(&connection, &LinkConnection::replayOpened);
        QSignalSpy opened(&connection, &LinkConnection::opened);
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        connection.openReplay(QStringLiteral("/logs/run.rdlog"), twoChunkLog(folder));
        QCOMPARE(opened.count(), 1);
        QCOMPARE(replayOpened.count(), 1);
        QCOMPARE(replayOpened.first().at(0).toString(), QStringLiteral("/logs/run.rdlog"));
        QCOMPARE(replayOpened.first().at(1).toLongLong(), qint64(2000));
        QVERIFY(connection.replay());
        QVERIFY(connection.isOpen());
        QVERIFY(!connection.isLive());  // nothing is ever sent to a log
        QVERIFY(!connection.reconnects());
        QCOMPARE(connection.target().portName(), QStringLiteral("replay:/logs/run.rdlog"));
        connection.deleteTransports();
        QVERIFY(!connection.transport());
        QVERIFY(!connection.replay());
    }
};

QTEST_GUILESS_MAIN(TestLinkConnection)

}  // namespace tst_link_connection
#include "tst_link_connection.moc"
