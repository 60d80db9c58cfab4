// DDS Security end to end: `robodash-cli bridge sim:` secured with a keystore that
// `robodash-cli keystore` made, and in-process Cyclone peers with other enclaves of it (or
// none, or another CA's) on the loopback interface. Watch reads and cannot command; drive
// drives; a peer without this CA's certificate finds nothing and moves nothing. Every wait is
// for a state (samples arriving at a peer that may see them), never a fixed time.
#include "BridgeProcess.h"
#include "DdsTestPeer.h"
#include "OdometryWatch.h"

#include "bridge/security/Keystore.h"
#include "bridge/security/SecuritySettings.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cmath>
#include <fstream>
#include <memory>
#include <unistd.h>

using namespace robodash::security;

namespace {

constexpr int kStartUpMs = 60000;  // a sanitized bridge, its twin and secured discovery
constexpr double kCommandMps = 0.2;

SecurityDecision securedAs(const std::string &keystore, const std::string &enclave)
{
    return SecuritySettings::decide({keystore, enclave}, [](const char *) { return std::string(); });
}

}  // namespace

class TestBridgeSecurity : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aDriveEnclaveReadsAndDrives();
    void aWatchEnclaveReadsButMayNotCommand();
    void aPeerWithoutACertificateFindsNothingAndMovesNothing();
    void aCertificateOfAnotherCaIsRefused();
    void theBridgeRefusesABrokenKeystoreAndNamesTheFile();

private:
    // Sends `intruder`'s commands while `witness` reads the robot's odometry `samples` more
    // times; true when the robot never moved and the intruder read nothing.
    bool intruderIsIgnored(DdsTestPeer &intruder, DdsTestPeer &witness, int samples);
    std::string keystoreRoot() const { return m_folder.filePath("lab").toStdString(); }

    QTemporaryDir m_folder;
    int m_domain = 0;
    std::string m_namespace;
    BridgeProcess m_bridge;
};

void TestBridgeSecurity::initTestCase()
{
    m_domain = 100 + int((getpid() + 71) % 120);
    m_namespace = "/secured_" + std::to_string(getpid());
    std::string error;
    const Keystore lab(keystoreRoot()), rogue(m_folder.filePath("rogue").toStdString());
    QVERIFY2(lab.create(m_domain, &error), error.c_str());
    QVERIFY2(rogue.create(m_domain, &error), error.c_str());
    for (const auto &[enclave, role] : {std::pair{"/lab/tb1", EnclaveRole::Robot},
                                        std::pair{"/lab/watcher", EnclaveRole::Watch},
                                        std::pair{"/lab/driver", EnclaveRole::Drive}})
        QVERIFY2(lab.createEnclave({enclave, role, m_namespace, m_domain}, &error), error.c_str());
    QVERIFY2(rogue.createEnclave({"/lab/driver", EnclaveRole::Drive, m_namespace, m_domain}, &error), error.c_str());
    QVERIFY(m_bridge.start(m_domain, QString::fromStdString(m_namespace),
                           {"--keystore", QString::fromStdString(keystoreRoot()), "--enclave", "/lab/tb1"}));
    QTRY_VERIFY_WITH_TIMEOUT(m_bridge.standardError().contains("secured as enclave /lab/tb1"), kStartUpMs);
}

void TestBridgeSecurity::aDriveEnclaveReadsAndDrives()
{
    const SecurityDecision driver = securedAs(keystoreRoot(), "/lab/driver");
    QVERIFY2(driver.secured(), driver.message.c_str());
    DdsTestPeer peer(m_domain, m_namespace, &driver);
    QVERIFY2(peer.isValid(), peer.error().c_str());
    QVERIFY(peer.hasVelocityWriter());
    OdometryWatch odometry(peer);
    QTRY_VERIFY_WITH_TIMEOUT(odometry.any(), kStartUpMs);
    QTimer teleop;
    connect(&teleop, &QTimer::timeout, this, [&peer] { peer.sendVelocity(kCommandMps, 0); });
    teleop.start(100);
    QTRY_VERIFY_WITH_TIMEOUT(odometry.where([](const OdometryView &o) {
                                 return o.linear > kCommandMps / 2 && o.x > 0.05;
                             }), kStartUpMs);
    teleop.stop();
    QTRY_VERIFY_WITH_TIMEOUT(odometry.still(), kStartUpMs);  // 0.6 s after the last command
}

void TestBridgeSecurity::aWatchEnclaveReadsButMayNotCommand()
{
    const SecurityDecision watcher = securedAs(keystoreRoot(), "/lab/watcher");
    QVERIFY2(watcher.secured(), watcher.message.c_str());
    DdsTestPeer peer(m_domain, m_namespace, &watcher);
    QVERIFY2(peer.isValid(), peer.error().c_str());
    OdometryWatch odometry(peer);
    QTRY_VERIFY_WITH_TIMEOUT(odometry.any(), kStartUpMs);
    QTRY_VERIFY_WITH_TIMEOUT(peer.latestBattery().has_value(), kStartUpMs);
    QVERIFY(peer.latestBattery()->voltage > 10);
    // Its own access control refuses the writer: the permissions grant no command topic.
    QVERIFY(!peer.hasVelocityWriter());
    QVERIFY(!peer.sendVelocity(kCommandMps, 0));
}

bool TestBridgeSecurity::intruderIsIgnored(DdsTestPeer &intruder, DdsTestPeer &witness, int samples)
{
    OdometryWatch seen(witness);
    int fresh = 0;
    double fastest = 0;
    // The witness's odometry arrives at 20 Hz: `samples` fresh looks span at least that many
    // of the bridge's periods, however slowly this machine runs.
    while (fresh < samples) {
        intruder.sendVelocity(kCommandMps, 0);
        if (auto odometry = witness.takeOdometry()) {
            ++fresh;
            fastest = std::max(fastest, std::abs(odometry->linear));
        }
        QTest::qWait(50);
    }
    const bool intruderRead = intruder.takeOdometry().has_value() || intruder.latestNode().has_value();
    qInfo("witness: %d fresh odometry samples, fastest %.3f m/s; intruder read %s", fresh,
          fastest, intruderRead ? "something" : "nothing");
    return fastest < 0.005 && !intruderRead;
}

void TestBridgeSecurity::aPeerWithoutACertificateFindsNothingAndMovesNothing()
{
    const SecurityDecision watcher = securedAs(keystoreRoot(), "/lab/watcher");
    DdsTestPeer witness(m_domain, m_namespace, &watcher);
    OdometryWatch first(witness);
    QTRY_VERIFY_WITH_TIMEOUT(first.still(), kStartUpMs);
    DdsTestPeer plain(m_domain, m_namespace);
    QVERIFY2(plain.isValid(), plain.error().c_str());
    QVERIFY(intruderIsIgnored(plain, witness, 40));
}

void TestBridgeSecurity::aCertificateOfAnotherCaIsRefused()
{
    const SecurityDecision rogue = securedAs(m_folder.filePath("rogue").toStdString(), "/lab/driver");
    QVERIFY2(rogue.secured(), rogue.message.c_str());  // valid in its own keystore
    const SecurityDecision watcher = securedAs(keystoreRoot(), "/lab/watcher");
    DdsTestPeer witness(m_domain, m_namespace, &watcher);
    OdometryWatch first(witness);
    QTRY_VERIFY_WITH_TIMEOUT(first.still(), kStartUpMs);
    DdsTestPeer intruder(m_domain, m_namespace, &rogue);
    QVERIFY2(intruder.isValid(), intruder.error().c_str());
    QVERIFY(intruder.hasVelocityWriter());  // its own CA lets it write; ours does not listen
    QVERIFY(intruderIsIgnored(intruder, witness, 40));
}

void TestBridgeSecurity::theBridgeRefusesABrokenKeystoreAndNamesTheFile()
{
    auto runBridge = [this](const QStringList &security, QString *errorText) {
        QProcess bridge;
        bridge.start(ROBODASH_CLI_PATH, QStringList{"bridge", "sim:", "--interface", "lo", "--domain",
                                                    QString::number(m_domain), "--duration", "0.5"}
                                            + security);
        bridge.waitForFinished(kStartUpMs);
        *errorText = QString::fromLocal8Bit(bridge.readAllStandardError());
        return bridge.exitCode();
    };
    QString errorText;
    const QString root = QString::fromStdString(keystoreRoot());
    QCOMPARE(runBridge({"--keystore", root + "/nowhere", "--enclave", "/lab/tb1"}, &errorText), 1);
    QVERIFY2(errorText.contains("no such keystore folder"), qPrintable(errorText));
    QCOMPARE(runBridge({"--keystore", root, "--enclave", "/lab/tb9"}, &errorText), 1);
    QVERIFY2(errorText.contains("no enclave /lab/tb9"), qPrintable(errorText));

    std::string error;
    QVERIFY(Keystore(keystoreRoot()).createEnclave({"/lab/edited", EnclaveRole::Robot, "/", m_domain}, &error));
    const std::string permissions = keystoreRoot() + "/enclaves/lab/edited/permissions.xml";
    std::ofstream(permissions, std::ios::app) << "<!-- granted myself more -->\n";
    QCOMPARE(runBridge({"--keystore", root, "--enclave", "/lab/edited"}, &errorText), 1);
    QVERIFY2(errorText.contains(QString::fromStdString(permissions) + ": edited after signing"),
             qPrintable(errorText));
    QVERIFY2(!errorText.contains("sharing the robot"), qPrintable(errorText));

    QCOMPARE(runBridge({}, &errorText), 0);
    QVERIFY2(errorText.contains("UNSECURED: anyone on this network can watch and drive"),
             qPrintable(errorText));
}

QTEST_GUILESS_MAIN(TestBridgeSecurity)
#include "tst_bridge_security.moc"
