// DDS Security end to end: `robodash-cli bridge sim:` secured with a keystore that
// `robodash-cli keystore` made, and Cyclone peers with other enclaves of it (or none, or
// another CA's) on the loopback interface. The peers without this keystore's certificate run
// in a child process (this program, as an "intruder"): Cyclone loads the security plugins for
// a whole domain of a process, so one process cannot hold secured and unsecured participants.
// Watch reads and cannot command (nor move the twin from another process); drive drives; with
// either, a ROS 2 node comes up (every endpoint rmw makes for one is allowed); a peer without
// this CA's certificate finds nothing and moves nothing. Every wait is for a state (samples
// arriving at a peer that may see them), never a fixed time.
#include "BridgeProcess.h"
#include "DdsTestPeer.h"
#include "LoopbackCapture.h"
#include "OdometryWatch.h"
#include "Ros2NodeEndpoints.h"

#include "bridge/security/Keystore.h"
#include "bridge/security/SecuritySettings.h"
#include "geometry_msgs.h"
#include "kobuki_ros_interfaces.h"
#include "rcl_interfaces.h"
#include "DdsTestDomain.h"

#include <QProcess>
#include <QThread>
#include <QTemporaryDir>
#include <QTimer>
#include <QDeadlineTimer>
#include <QtTest>

#include <cmath>
#include <cstdio>
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

// The child: joins (secured when given a keystore and enclave), says so, then sends 0.2 m/s
// every 50 ms and says whenever it reads anything of the robot, until it is terminated.
int runIntruder(const QStringList &arguments)
{
    const int domain = arguments.value(0).toInt();
    const std::string rosNamespace = arguments.value(1).toStdString();
    SecurityDecision security;
    if (arguments.size() >= 4)
        security = securedAs(arguments[2].toStdString(), arguments[3].toStdString());
    DdsTestPeer peer(domain, rosNamespace, &security);
    std::printf("STARTED valid=%d writer=%d\n", peer.isValid(), peer.hasVelocityWriter());
    std::fflush(stdout);
    for (;;) {
        peer.sendVelocity(kCommandMps, 0);
        if (peer.takeOdometry() || peer.latestNode() || peer.latestBattery())
            std::printf("READ\n");
        std::fflush(stdout);
        QThread::msleep(50);
    }
}

class IntruderProcess {
public:
    ~IntruderProcess()
    {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
    bool start(const QStringList &arguments)
    {
        m_process.start(QCoreApplication::applicationFilePath(), QStringList{"--intruder"} + arguments);
        return m_process.waitForStarted();
    }
    QByteArray output()
    {
        m_output += m_process.readAllStandardOutput();
        return m_output;
    }

private:
    QProcess m_process;
    QByteArray m_output;
};

}  // namespace

class TestBridgeSecurity : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aDriveEnclaveReadsAndDrives();
    void aWatchEnclaveReadsButMayNotCommand();
    void everyEnclaveBringsUpARos2Node_data();
    void everyEnclaveBringsUpARos2Node();
    void aConnectedWatchEnclaveDoesNotMoveTheTwin();
    void aPeerWithoutACertificateFindsNothingAndMovesNothing();
    void aCertificateOfAnotherCaIsRefused();
    void theBridgeRefusesABrokenKeystoreAndNamesTheFile();
    void theWireShowsNoPlaintextOfASecuredRobot();

private:
    // Runs an intruder (unsecured, or secured with the keystore and enclave given) while a
    // watch enclave reads the robot's odometry `samples` more times; true when the robot never
    // moved and the intruder read nothing.
    bool intruderIsIgnored(const QStringList &intruderSecurity, int samples);
    // Runs the intruder as above while the witness reads `samples` fresh odometry samples:
    // true when the robot never moved. `writer` and `read` say what the intruder is expected
    // to have: a velocity writer of its own, and something of the robot read.
    bool twinStaysStillWhile(const QStringList &intruderSecurity, int samples, bool writer, bool read);
    std::string keystoreRoot() const { return m_folder.filePath("lab").toStdString(); }

    QTemporaryDir m_folder;
    int m_domain = 0;
    std::string m_namespace, m_baseFrame;
    BridgeProcess m_bridge;
};

void TestBridgeSecurity::initTestCase()
{
    m_domain = robodash::testprogram::DdsTestDomain::reserve();
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
    // A base frame of its own: the wire check below looks for what only this robot sends, so
    // that a frame name any robot uses ("base_footprint") can never be another robot's in the
    // same domain (the domain is this test's own since DdsTestDomain; before, another test's
    // unsecured robot could share it under ctest -j).
    m_baseFrame = "secured_base_" + std::to_string(getpid());
    QVERIFY(m_bridge.start(m_domain, QString::fromStdString(m_namespace),
                           {"--keystore", QString::fromStdString(keystoreRoot()), "--enclave", "/lab/tb1",
                            "--param", QString::fromStdString("base_frame=" + m_baseFrame)}));
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
    // Its own access control refuses the writer: the permissions deny the command topics.
    QVERIFY(!peer.hasVelocityWriter());
    QVERIFY(!peer.sendVelocity(kCommandMps, 0));
    // Every other command of the robot, and changing its driver's parameters, likewise.
    const dds_entity_t participant = peer.participant();
    const std::string ns = "rt" + m_namespace;
    const std::string node = m_namespace + "/kobuki_ros_node";
    const struct {
        const dds_topic_descriptor_t *type;
        std::string topic;
    } commands[] = {
        {&kobuki_ros_interfaces_msg_dds__MotorPower__desc, ns + "/commands/motor_power"},
        {&kobuki_ros_interfaces_msg_dds__Led__desc, ns + "/commands/led1"},
        {&kobuki_ros_interfaces_msg_dds__Sound__desc, ns + "/commands/sound"},
        {&geometry_msgs_msg_dds__Twist__desc, ns + "/cmd_vel"},
        {&rcl_interfaces_srv_dds__SetParameters_Request__desc, "rq" + node + "/set_parametersRequest"},
        {&rcl_interfaces_srv_dds__SetParametersAtomically_Request__desc,
         "rq" + node + "/set_parameters_atomicallyRequest"},
    };
    for (const auto &command : commands) {
        const dds_entity_t writer = makeRosEndpoint(participant, command.type, command.topic, true);
        QVERIFY2(writer == DDS_RETCODE_NOT_ALLOWED_BY_SECURITY,
                 qPrintable(QString::fromStdString(command.topic) + ": " + dds_strretcode(writer)));
    }
    // Reading the robot's parameters is what watch may do.
    QVERIFY(makeRosEndpoint(participant, &rcl_interfaces_srv_dds__GetParameters_Request__desc,
                            "rq" + node + "/get_parametersRequest", true) > 0);
    QVERIFY(makeRosEndpoint(participant, &rcl_interfaces_srv_dds__GetParameters_Response__desc,
                            "rr" + node + "/get_parametersReply", false) > 0);
}

void TestBridgeSecurity::everyEnclaveBringsUpARos2Node_data()
{
    QTest::addColumn<QString>("enclave");
    QTest::newRow("watch") << "/lab/watcher";
    QTest::newRow("drive") << "/lab/driver";
}

// A ROS 2 node run with a watch or drive enclave (ROS_SECURITY_ENCLAVE_OVERRIDE) comes up: DDS
// Security lets its participant make every endpoint rmw makes for a node, for a node at the
// root, in a lab's namespace, and in the robot's own namespace beside the robot.
void TestBridgeSecurity::everyEnclaveBringsUpARos2Node()
{
    QFETCH(QString, enclave);
    const SecurityDecision security = securedAs(keystoreRoot(), enclave.toStdString());
    QVERIFY2(security.secured(), security.message.c_str());
    DdsTestPeer peer(m_domain, m_namespace, &security);
    QVERIFY2(peer.isValid(), peer.error().c_str());
    for (const std::string &node : {std::string("/viewer"), std::string("/lab/rviz2"),
                                    m_namespace + "/battery_monitor"}) {
        const Ros2NodeEndpoints endpoints(peer.participant(), node);
        QVERIFY2(endpoints.refused().empty(), (node + ":\n" + endpoints.refusedText()).c_str());
        QCOMPARE(endpoints.made(), 20);
    }
    // And it still reads the robot.
    OdometryWatch odometry(peer);
    QTRY_VERIFY_WITH_TIMEOUT(odometry.any(), kStartUpMs);
}

// Authenticated, in the robot's traffic (it reads the odometry) and sending velocity commands
// all along: a watch enclave's participant still never moves the twin.
void TestBridgeSecurity::aConnectedWatchEnclaveDoesNotMoveTheTwin()
{
    QVERIFY(twinStaysStillWhile({QString::fromStdString(keystoreRoot()), "/lab/watcher"}, 40,
                                false, true));
}

bool TestBridgeSecurity::intruderIsIgnored(const QStringList &intruderSecurity, int samples)
{
    return twinStaysStillWhile(intruderSecurity, samples, true, false);
}

bool TestBridgeSecurity::twinStaysStillWhile(const QStringList &intruderSecurity, int samples,
                                             bool writer, bool read)
{
    const SecurityDecision watcher = securedAs(keystoreRoot(), "/lab/watcher");
    DdsTestPeer witness(m_domain, m_namespace, &watcher);
    OdometryWatch first(witness);
    if (!QTest::qWaitFor([&] { return first.still(); }, kStartUpMs))
        return false;
    IntruderProcess intruder;
    const QByteArray started = QByteArray("STARTED valid=1 writer=") + (writer ? "1" : "0");
    if (!intruder.start(QStringList{QString::number(m_domain), QString::fromStdString(m_namespace)}
                        + intruderSecurity)
        || !QTest::qWaitFor([&] { return intruder.output().contains(started); }, kStartUpMs)) {
        qWarning("the intruder did not start: %s", intruder.output().constData());
        return false;
    }
    // A reader is shown to have joined the robot's traffic before the robot is watched for
    // movement: its attempts to command it then count.
    if (read && !QTest::qWaitFor([&] { return intruder.output().contains("READ"); }, kStartUpMs)) {
        qWarning("the intruder read nothing of the robot: %s", intruder.output().constData());
        return false;
    }
    // The witness's odometry arrives at 20 Hz: `samples` fresh looks span at least that many
    // of the bridge's periods while the intruder sends, however slowly this machine runs.
    int fresh = 0;
    double fastest = 0;
    const QDeadlineTimer deadline(4 * kStartUpMs);  // bounded: a witness that reads nothing fails, never hangs
    while (fresh < samples && !deadline.hasExpired()) {
        if (auto odometry = witness.takeOdometry()) {
            ++fresh;
            fastest = std::max(fastest, std::abs(odometry->linear));
        }
        QTest::qWait(50);
    }
    if (fresh < samples) {
        qWarning("the witness read %d fresh odometry samples of %d", fresh, samples);
        return false;
    }
    const bool intruderRead = intruder.output().contains("READ");
    qInfo("witness: %d fresh odometry samples, fastest %.3f m/s; the intruder read %s", fresh,
          fastest, intruderRead ? "something" : "nothing");
    return fastest < 0.005 && intruderRead == read;
}

void TestBridgeSecurity::aPeerWithoutACertificateFindsNothingAndMovesNothing()
{
    QVERIFY(intruderIsIgnored({}, 40));
}

void TestBridgeSecurity::aCertificateOfAnotherCaIsRefused()
{
    // Valid in its own keystore, with a drive enclave for this very namespace: its own
    // access control lets it write; the robot's does not let it in.
    const QString rogue = m_folder.filePath("rogue");
    QVERIFY(securedAs(rogue.toStdString(), "/lab/driver").secured());
    QVERIFY(intruderIsIgnored({rogue, "/lab/driver"}, 40));
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

void TestBridgeSecurity::theWireShowsNoPlaintextOfASecuredRobot()
{
    if (geteuid() != 0)
        QSKIP("a raw capture of the loopback needs root (CAP_NET_RAW); CI runs the tests as root");
    // The control: an unsecured bridge in a domain of its own, read by a plain peer, shows
    // its topic names, type names and frame ids on the wire to anyone capturing.
    const int plainDomain = robodash::testprogram::DdsTestDomain::reserve();
    const std::string plainNamespace = "/plain_" + std::to_string(getpid());
    LoopbackCapture plainWire(plainDomain);
    QVERIFY(plainWire.isOpen());
    BridgeProcess plainBridge;
    QVERIFY(plainBridge.start(plainDomain, QString::fromStdString(plainNamespace)));
    DdsTestPeer plainReader(plainDomain, plainNamespace);
    QVERIFY2(plainReader.isValid(), plainReader.error().c_str());
    QTRY_VERIFY_WITH_TIMEOUT(plainWire.payloads().contains("base_footprint")
                                 && plainWire.payloads().contains("nav_msgs::msg::dds_::Odometry_")
                                 && plainWire.payloads().contains(QByteArray::fromStdString(plainNamespace)),
                             kStartUpMs);

    // The secured robot, read by a watch enclave for 40 fresh samples: none of it in clear.
    LoopbackCapture securedWire(m_domain);
    QVERIFY(securedWire.isOpen());
    const SecurityDecision watcher = securedAs(keystoreRoot(), "/lab/watcher");
    DdsTestPeer witness(m_domain, m_namespace, &watcher);
    int fresh = 0;
    const QDeadlineTimer deadline(4 * kStartUpMs);  // a state to reach, not a time to wait: bounded so it fails, never hangs
    while (fresh < 40 && !deadline.hasExpired()) {
        fresh += witness.takeOdometry() ? 1 : 0;
        // Read the capture as it comes: it holds every packet on lo, and beside other tests
        // (ctest -j) their traffic would fill its buffer and this domain's would be dropped.
        securedWire.payloads();
        QTest::qWait(50);
    }
    QVERIFY2(fresh >= 40, qPrintable(QStringLiteral("the watch enclave read %1 fresh odometry samples of 40").arg(fresh)));
    const QByteArray &seen = securedWire.payloads();
    qInfo("secured domain: %d datagrams, %lld bytes captured", securedWire.datagrams(), qint64(seen.size()));
    QVERIFY(securedWire.datagrams() > 40);
    // Its odometry's frame (/tf) and its scanner's (/tf_static: "secured_N/laser").
    for (const std::string &frame : {m_baseFrame, m_namespace.substr(1) + "/laser"}) {
        const int at = seen.indexOf(QByteArray::fromStdString(frame));
        if (at >= 0)
            qWarning("in clear: %s", seen.mid(std::max(0, at - 200), 400).toPercentEncoding(" /<>=:_.").constData());
        QVERIFY2(at < 0, frame.c_str());
    }
    QVERIFY(!seen.contains("Odometry_"));
    // The permissions document travels in clear in the authentication handshake (DDS
    // Security 1.1, 9.3.2.5: c.perm), and with it the namespace's wildcard rule; a topic's own
    // name does not.
    const QByteArray odometryTopic = QByteArray::fromStdString("rt" + m_namespace + "/odom");
    if (seen.contains(odometryTopic)) {
        const int at = seen.indexOf(odometryTopic);
        qWarning("in clear: %s", seen.mid(std::max(0, at - 200), 400).toPercentEncoding(" /<>=:_.").constData());
    }
    QVERIFY(!seen.contains(odometryTopic));
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    if (arguments.value(1) == QLatin1String("--intruder"))
        return runIntruder(arguments.mid(2));
    TestBridgeSecurity test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_bridge_security.moc"
