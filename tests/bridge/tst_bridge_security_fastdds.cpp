// DDS Security across two DDS implementations, as ROS 2 relies on when nodes use different
// middlewares: a Fast DDS peer (its built-in PKI-DH, Access-Permissions and AES-GCM-GMAC
// plugins) joins with an enclave of a keystore `robodash-cli keystore` made, reads the
// secured bridge's odometry (Cyclone DDS) and drives it; a Fast DDS peer without a
// certificate, beside it, reads nothing and moves nothing. Loopback only; every wait is for a
// state.
#include "BridgeProcess.h"
#include "FastDdsCompat.h"
#include "FastDdsPeer.h"

#include "bridge/security/EnclaveCheck.h"
#include "bridge/security/Keystore.h"
#include "DdsTestDomain.h"

#include <QTemporaryDir>
#include <QTimer>
#include <QDeadlineTimer>
#include <QtTest>

#include <cmath>
#include <optional>
#include <unistd.h>

namespace tst_bridge_security_fastdds {  // this file's names, apart in a unity batch

using namespace robodash::security;

namespace {

constexpr int kStartUpMs = 60000;
constexpr double kCommandMps = 0.2;
constexpr int kSecuredIndex = 20;    // Fast DDS participant indices apart from the bridge's
constexpr int kUnsecuredIndex = 23;  // (each peer takes two: its own and a wrong-type one)
constexpr int kWatchIndex = 26;

FastDdsSecurity fastDdsEnclave(const std::string &keystore, const std::string &enclave)
{
    EnclaveCheck check(keystore, enclave);
    check.run();
    const EnclaveFiles &files = check.files();
    return {enclave, files.identityCa, files.certificate, files.privateKey,
            files.permissionsCa, files.governance, files.permissions};
}

}  // namespace

class TestBridgeSecurityFastDds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aSecuredFastDdsPeerReadsAndDrives();
    void anUnsecuredFastDdsPeerReadsNothingAndMovesNothing();
    void aFastDdsPeerWithAWatchEnclaveReadsButMayNotCommand();

private:
    bool securedOdometryWhere(const std::function<bool(const OdometryMessage &)> &condition);

    QTemporaryDir m_folder;
    int m_domain = 0;
    std::string m_namespace;
    BridgeProcess m_bridge;
    std::unique_ptr<FastDdsPeer> m_secured;
    std::optional<OdometryMessage> m_latest;
};

bool TestBridgeSecurityFastDds::securedOdometryWhere(
    const std::function<bool(const OdometryMessage &)> &condition)
{
    if (auto newest = m_secured->takeOdometry())
        m_latest = newest;
    return m_latest && condition(*m_latest);
}

void TestBridgeSecurityFastDds::initTestCase()
{
#ifdef ROBODASH_FAST_DDS_3
    // Fast DDS 3.1.2 (Debian 13) against Cyclone DDS 0.10.5 and 0.10.2: no enclave name makes
    // it work (bridge/README.md, "Security": nine names tried, DH and ECDH as well). The names
    // decide which side begins the handshake (the GUIDs derive from the certificates'
    // subjects). When Fast DDS begins, it refuses Cyclone's reply: Cyclone's c.dsign_algo ends
    // in a NUL octet ("ECDSA-SHA256\0"; "Not supported signature algorithm",
    // eProsima/Fast-DDS#3803). When Cyclone begins, the handshake succeeds and the participant
    // crypto tokens are exchanged, but Fast DDS never sends the tokens of its secure discovery
    // endpoints (DCPSPublicationsSecure, DCPSSubscriptionsSecure; those of the secure
    // participant messages it sends), so Cyclone's side of secure discovery waits for them
    // forever and neither learns of the other's topics. Said here rather than left to time out.
    QSKIP("secured interop with Fast DDS 3.1 does not work for any enclave name: Fast DDS "
          "refuses Cyclone's NUL-terminated signature algorithm name (Fast-DDS#3803), or, when "
          "Cyclone begins the handshake, authenticates but never sends the crypto tokens of its "
          "secure discovery endpoints, so no topic is discovered (verified with Fast DDS 2.9.1 "
          "only)");
#endif
    m_domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = "/fast_secured_" + std::to_string(getpid());
    const std::string root = m_folder.filePath("lab").toStdString();
    const Keystore keystore(root);
    std::string error;
    QVERIFY2(keystore.create(m_domain, &error), error.c_str());
    QVERIFY2(keystore.createEnclave({"/lab/tb1", EnclaveRole::Robot, m_namespace, m_domain}, &error), error.c_str());
    QVERIFY2(keystore.createEnclave({"/lab/desk", EnclaveRole::Drive, m_namespace, m_domain}, &error), error.c_str());
    // A name for which Cyclone begins the handshake, as for /lab/desk (bridge/README.md,
    // "Cyclone DDS and Fast DDS secured": with Fast DDS 2.9.1 the other way fails).
    QVERIFY2(keystore.createEnclave({"/lab/any", EnclaveRole::Watch, m_namespace, m_domain}, &error), error.c_str());
    QVERIFY(m_bridge.start(m_domain, QString::fromStdString(m_namespace),
                           {"--keystore", QString::fromStdString(root), "--enclave", "/lab/tb1"}));
    QTRY_VERIFY_WITH_TIMEOUT(m_bridge.standardError().contains("secured as enclave /lab/tb1"), kStartUpMs);
    const FastDdsSecurity desk = fastDdsEnclave(root, "/lab/desk");
    m_secured = std::make_unique<FastDdsPeer>(m_domain, m_namespace, kSecuredIndex, &desk);
    QVERIFY2(m_secured->isValid(), m_secured->error().c_str());
}

void TestBridgeSecurityFastDds::aSecuredFastDdsPeerReadsAndDrives()
{
    QTRY_VERIFY_WITH_TIMEOUT(securedOdometryWhere([](const OdometryMessage &) { return true; }), kStartUpMs);
    QTimer teleop;
    connect(&teleop, &QTimer::timeout, this, [this] { m_secured->sendVelocity(kCommandMps, 0); });
    teleop.start(100);
    QTRY_VERIFY_WITH_TIMEOUT(securedOdometryWhere([](const OdometryMessage &o) {
                                 return o.linear[0] > kCommandMps / 2 && o.position[0] > 0.05;
                             }), kStartUpMs);
    teleop.stop();
    QTRY_VERIFY_WITH_TIMEOUT(securedOdometryWhere([](const OdometryMessage &o) {
                                 return std::abs(o.linear[0]) < 0.005;
                             }), kStartUpMs);
}

void TestBridgeSecurityFastDds::anUnsecuredFastDdsPeerReadsNothingAndMovesNothing()
{
    QTRY_VERIFY_WITH_TIMEOUT(securedOdometryWhere([](const OdometryMessage &o) {
                                 return std::abs(o.linear[0]) < 0.005;
                             }), kStartUpMs);
    FastDdsPeer plain(m_domain, m_namespace, kUnsecuredIndex);
    QVERIFY2(plain.isValid(), plain.error().c_str());
    int fresh = 0;
    double fastest = 0;
    bool plainRead = false;
    const QDeadlineTimer deadline(120000);  // bounded: a secured peer that reads nothing fails, never hangs
    while (fresh < 40 && !deadline.hasExpired()) {  // 40 of the secured peer's fresh samples: two seconds of the bridge's
        plain.sendVelocity(kCommandMps, 0);
        if (auto odometry = m_secured->takeOdometry()) {
            ++fresh;
            fastest = std::max(fastest, std::abs(odometry->linear[0]));
        }
        plainRead = plainRead || plain.takeOdometry().has_value() || plain.odometryMatched();
        QTest::qWait(50);
    }
    qInfo("secured peer: %d fresh samples, fastest %.3f m/s; unsecured peer read %s", fresh,
          fastest, plainRead ? "something" : "nothing");
    QVERIFY2(fresh >= 40, "the secured peer read fewer than 40 fresh odometry samples");
    QVERIFY(!plainRead);
    QCOMPARE_LT(fastest, 0.005);
}

// Fast DDS's access control reads the watch grant's deny_rule as Cyclone's does: the peer may
// read the robot and is refused its command writer.
void TestBridgeSecurityFastDds::aFastDdsPeerWithAWatchEnclaveReadsButMayNotCommand()
{
    const FastDdsSecurity watcher = fastDdsEnclave(m_folder.filePath("lab").toStdString(), "/lab/any");
    FastDdsPeer watch(m_domain, m_namespace, kWatchIndex, &watcher);
    QVERIFY2(watch.isValid(), watch.error().c_str());
    QVERIFY(!watch.hasVelocityWriter());
    QVERIFY(!watch.sendVelocity(kCommandMps, 0));
    QVERIFY(!watch.sendVelocityBestEffort(kCommandMps));
    // Kept once read: QTRY_VERIFY evaluates its condition once more after it held.
    std::optional<OdometryMessage> read;
    QTRY_VERIFY_WITH_TIMEOUT((read = read ? read : watch.takeOdometry()).has_value(), kStartUpMs);
}

QTEST_GUILESS_MAIN(TestBridgeSecurityFastDds)

}  // namespace tst_bridge_security_fastdds
#include "tst_bridge_security_fastdds.moc"
