// DDS Security with a keystore made by sros2 itself (tests/data/sros2_keystore, domain 0 as
// sros2 makes it by default): `robodash-cli bridge` secured with sros2's enclave /lab/tb1 is
// read and driven by a Cyclone peer with sros2's /lab/driver (sros2's default permissions:
// everything), read but not commanded by /lab/watcher (permissions sros2 made from a policy
// with no command topic); and the two kinds of enclave mix in one keystore: an enclave
// RoboDash adds to sros2's keystore drives the sros2-secured bridge, and a bridge secured with
// a RoboDash robot enclave of that keystore is driven by sros2's /lab/driver. Loopback only,
// namespaces of this process's own; every wait is for a state.
#include "BridgeProcess.h"
#include "DdsTestPeer.h"
#include "OdometryWatch.h"

#include "bridge/security/Certificate.h"
#include "bridge/security/Keystore.h"
#include "bridge/security/SecuritySettings.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <filesystem>
#include <unistd.h>

namespace tst_bridge_sros2 {  // this file's names, apart in a unity batch

using namespace robodash::security;
namespace fs = std::filesystem;

namespace {

constexpr int kStartUpMs = 60000;  // a sanitized bridge, its twin and secured discovery
constexpr double kCommandMps = 0.2;
constexpr int kSros2Domain = 0;    // what the sros2 keystore's governance and grants name

}  // namespace

class TestBridgeSros2 : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sros2sDriverReadsAndDrives();
    void sros2sPolicyWatcherReadsButMayNotCommand();
    void roboDashsNetworkClientOpensItWithAnSros2Enclave();
    void aRoboDashDriveEnclaveOfTheSros2KeystoreDrives();
    void sros2sDriverDrivesABridgeWithARoboDashEnclave();

private:
    // Drives the robot in `rosNamespace` as `enclave` of the keystore: odometry must arrive,
    // show the commanded speed and a pose that moved, and come to rest after the last command.
    void readAndDrive(const std::string &enclave, const std::string &rosNamespace);
    SecurityDecision securedAs(const std::string &enclave) const
    {
        return SecuritySettings::decide({m_keystore, enclave}, [](const char *) { return std::string(); });
    }

    QTemporaryDir m_folder;
    std::string m_keystore;  // a copy of sros2's, to which RoboDash adds enclaves
    std::string m_namespace;
    BridgeProcess m_bridge;  // secured with sros2's /lab/tb1
};

void TestBridgeSros2::initTestCase()
{
    const std::string data = ROBODASH_SROS2_KEYSTORE;
    const Certificate identity = Certificate::load(data + "/enclaves/lab/tb1/cert.pem", nullptr);
    QVERIFY2(!identity.isNull() && !identity.hasExpired() && !identity.isNotYetValid(),
             ("the sros2 test keystore is valid from " + identity.notBefore() + " to "
              + identity.notAfter() + " only").c_str());
    m_keystore = m_folder.filePath("sros2").toStdString();
    fs::copy(data, m_keystore, fs::copy_options::recursive | fs::copy_options::copy_symlinks);
    m_namespace = "/sros2_" + std::to_string(getpid());
    QVERIFY(m_bridge.start(kSros2Domain, QString::fromStdString(m_namespace),
                           {"--keystore", QString::fromStdString(m_keystore), "--enclave", "/lab/tb1"}));
    QTRY_VERIFY_WITH_TIMEOUT(m_bridge.standardError().contains("secured as enclave /lab/tb1"), kStartUpMs);
}

void TestBridgeSros2::readAndDrive(const std::string &enclave, const std::string &rosNamespace)
{
    const SecurityDecision security = securedAs(enclave);
    QVERIFY2(security.secured(), security.message.c_str());
    DdsTestPeer peer(kSros2Domain, rosNamespace, &security);
    QVERIFY2(peer.isValid(), peer.error().c_str());
    QVERIFY(peer.hasVelocityWriter());
    OdometryWatch odometry(peer);
    QTRY_VERIFY_WITH_TIMEOUT(odometry.any(), kStartUpMs);
    const double startX = odometry.latest()->x;
    QTimer teleop;
    connect(&teleop, &QTimer::timeout, this, [&peer] { peer.sendVelocity(kCommandMps, 0); });
    teleop.start(100);
    QTRY_VERIFY_WITH_TIMEOUT(odometry.where([startX](const OdometryView &o) {
                                 return o.linear > kCommandMps / 2 && o.x > startX + 0.05;
                             }), kStartUpMs);
    teleop.stop();
    QTRY_VERIFY_WITH_TIMEOUT(odometry.still(), kStartUpMs);  // 0.6 s after the last command
}

void TestBridgeSros2::sros2sDriverReadsAndDrives()
{
    readAndDrive("/lab/driver", m_namespace);
}

void TestBridgeSros2::sros2sPolicyWatcherReadsButMayNotCommand()
{
    const SecurityDecision watcher = securedAs("/lab/watcher");
    QVERIFY2(watcher.secured(), watcher.message.c_str());
    DdsTestPeer peer(kSros2Domain, m_namespace, &watcher);
    QVERIFY2(peer.isValid(), peer.error().c_str());
    OdometryWatch odometry(peer);
    QTRY_VERIFY_WITH_TIMEOUT(odometry.any(), kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(peer.latestBattery().has_value(), kStartUpMs);
    QVERIFY(peer.latestBattery()->voltage > 10);
    // sros2 translated the policy into grants without rt/NS/commands/velocity: the peer's own
    // access control refuses it the writer.
    QVERIFY(!peer.hasVelocityWriter());
    QVERIFY(!peer.sendVelocity(kCommandMps, 0));
}

void TestBridgeSros2::roboDashsNetworkClientOpensItWithAnSros2Enclave()
{
    // `robodash-cli monitor` on a `ros2:` port naming the keystore and sros2's watcher: the
    // client RoboDash's dashboard uses finds the robot, reads who it is and its gains. (Judged
    // by what it prints, not its exit: a secured Cyclone process sometimes exits with
    // LeakSanitizer's report of OpenSSL's random generator state, whichever keystore.)
    QProcess monitor;
    monitor.start(ROBODASH_CLI_PATH,
                  {"monitor",
                   QStringLiteral("ros2:%1?domain=%2&interface=lo&keystore=%3&enclave=/lab/watcher")
                       .arg(QString::fromStdString(m_namespace)).arg(kSros2Domain).arg(QString::fromStdString(m_keystore)),
                   "--duration", "120"});
    QVERIFY(monitor.waitForStarted());
    QByteArray printed;
    const auto saw = [&](const char *type) {
        printed += monitor.readAllStandardOutput();
        return printed.contains(QByteArray("\"type\":\"") + type + '"');
    };
    QTRY_VERIFY_WITH_TIMEOUT(saw("online") && saw("version_info") && saw("controller_info"), kStartUpMs);
    QVERIFY2(!printed.contains("\"type\":\"disconnected\""), printed.constData());
    monitor.kill();
    monitor.waitForFinished();
}

void TestBridgeSros2::aRoboDashDriveEnclaveOfTheSros2KeystoreDrives()
{
    std::string error;
    QVERIFY2(Keystore(m_keystore).createEnclave({"/lab/desk", EnclaveRole::Drive, m_namespace, kSros2Domain}, &error),
             error.c_str());
    readAndDrive("/lab/desk", m_namespace);
}

void TestBridgeSros2::sros2sDriverDrivesABridgeWithARoboDashEnclave()
{
    const std::string rosNamespace = "/sros2_rd_" + std::to_string(getpid());
    std::string error;
    QVERIFY2(Keystore(m_keystore).createEnclave({"/lab/rover", EnclaveRole::Robot, rosNamespace, kSros2Domain}, &error),
             error.c_str());
    BridgeProcess bridge;
    QVERIFY(bridge.start(kSros2Domain, QString::fromStdString(rosNamespace),
                         {"--keystore", QString::fromStdString(m_keystore), "--enclave", "/lab/rover"}));
    QTRY_VERIFY_WITH_TIMEOUT(bridge.standardError().contains("secured as enclave /lab/rover"), kStartUpMs);
    readAndDrive("/lab/driver", rosNamespace);
}

QTEST_GUILESS_MAIN(TestBridgeSros2)

}  // namespace tst_bridge_sros2
#include "tst_bridge_sros2.moc"
