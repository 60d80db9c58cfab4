// LinkSessionLogs on its own: the header a recording gets from the hosted robot, and which
// files may start a replay (the live link is only touched for those).
#include "link/LinkSessionLogs.h"
#include "link/SessionLogWriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace tst_link_session_logs {  // this file's names, apart in a unity batch

using namespace robodash;
using link::LinkSessionLogs;

namespace {

core::FamilyRegistry families()
{
    core::FamilyRegistry registry;
    registry.add({"kobuki", "Kobuki", "kobuki-serial-1", nullptr, nullptr});
    registry.add({"rover", "Rover Pro", "rover-serial-1", nullptr, nullptr});
    return registry;
}

QString writeLog(const QTemporaryDir &dir, const QString &robot)
{
    const QString path = dir.filePath(robot + QStringLiteral(".rdlog"));
    link::SessionLogHeader header;
    header.robot = robot;
    link::SessionLogWriter writer;
    if (!writer.open(path, header) || !writer.append(5, QByteArray("\xAA\x55", 2))
        || !writer.close(10))
        qFatal("cannot write the test log");
    return path;
}

}  // namespace

class TestLinkSessionLogs : public QObject {
    Q_OBJECT

private slots:
    void theHeaderDescribesTheHostedRobot()
    {
        core::DeviceInfo device;
        device.hardware = "1.0.4";
        device.firmware = "1.2.0";
        device.serial = "97-10-36";
        link::DeviceIdentity identity;
        identity.serialNumber = QStringLiteral("kobuki_A1234");
        const link::SessionLogHeader header =
            LinkSessionLogs::recordingHeader(families(), "rover", device, identity);
        QCOMPARE(header.robot, QStringLiteral("rover"));
        QCOMPARE(header.protocol, QStringLiteral("rover-serial-1"));
        QCOMPARE(header.hardware, QStringLiteral("1.0.4"));
        QCOMPARE(header.firmware, QStringLiteral("1.2.0"));
        QCOMPARE(header.udid, QStringLiteral("97-10-36"));
        QCOMPARE(header.serialNumber, QStringLiteral("kobuki_A1234"));
    }

    void aLogOfAKnownFamilyIsReadWhole()
    {
        QTemporaryDir dir;
        QString error;
        const std::optional<link::SessionLog> log = LinkSessionLogs::readForReplay(
            writeLog(dir, QStringLiteral("rover")), families(), &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->header.family(), std::string("rover"));
        QCOMPARE(log->data, QByteArray("\xAA\x55", 2));
    }

    void aFileThatIsNotALogIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a session log at all");
        file.close();
        QString error;
        QVERIFY(!LinkSessionLogs::readForReplay(path, families(), &error));
        QVERIFY(!error.isEmpty());
    }

    void aLogOfAnUnknownFamilyIsRefusedNamingIt()
    {
        QTemporaryDir dir;
        const QString path = writeLog(dir, QStringLiteral("hovercraft"));
        QString error;
        QVERIFY(!LinkSessionLogs::readForReplay(path, families(), &error));
        QVERIFY2(error.contains(QStringLiteral("\"hovercraft\"")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("kobuki, rover")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestLinkSessionLogs)

}  // namespace tst_link_session_logs
#include "tst_link_session_logs.moc"
