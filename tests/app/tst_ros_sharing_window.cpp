// "Share on ROS 2 network" in the real window, on the loopback interface only: off at every
// start, the options dialog insists on an interface, the status bar says where the robot is
// shared and when the network drives, and the operator's pad wins over the network. The
// network's LED and the dashboard's digital output share one output word, and the Motors
// switch follows a network's motor_power.
#include "EventLog.h"
#include "EventWaits.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "RosSecurityFields.h"
#include "RosShareDialog.h"
#include "bridge/security/Keystore.h"
#include "RosSharingControls.h"
#include "RobotSession.h"
#include "bridge/RosBridge.h"
#include "link/RobotLink.h"
#include "sim/kobuki/VirtualKobuki.h"

#include "DdsTestPeer.h"
#include "TopicProbe.h"

#include "OutputsPanel.h"
#include "bridge/RosNames.h"
#include "kobuki/OutputWord.h"
#include "kobuki_ros_interfaces.h"
#include "DdsTestDomain.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace tst_ros_sharing_window {  // this file's names, apart in a unity batch

using robodash::widgets::JoystickPad;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr int kDiscoveryMs = 30000;  // DDS discovery in a sanitized build on a loaded machine

}  // namespace

class TestRosSharingWindow : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<RobotDashboard> m_window;

    RosSharingControls *sharing() const { return m_window->rosSharing(); }
    QString status() const { return sharing()->statusLabel()->text(); }
    std::int16_t speed() const { return m_window->session()->virtualKobuki()->lastBaseControl().speed; }
    robodash::bridge::BridgeOptions loopbackOptions(int domain, const QString &ns) const
    {
        robodash::bridge::BridgeOptions options;
        options.domain = domain;
        options.rosNamespace = ns.toStdString();
        options.interfaceName = "lo";
        return options;
    }

    // Shares on loopback in a domain of this test's own; the DDS topic of `rosName` there.
    bool shareOnLoopback(const QString &nsPrefix, int *domain, std::string *ns)
    {
        *domain = robodash::testprogram::DdsTestDomain::reserve();
        *ns = QStringLiteral("/%1_%2").arg(nsPrefix).arg(getpid()).toStdString();
        QString error;
        const bool shared = sharing()->startSharing(
            loopbackOptions(*domain, QString::fromStdString(*ns)), &error);
        if (!shared)
            qWarning("%s", qPrintable(error));
        return shared;
    }
    // A writer of `rosName` in the namespace shared, as a ROS 2 node there would have.
    static dds_entity_t commandWriter(TopicProbe &probe, const dds_topic_descriptor_t *type,
                                      const std::string &ns, const char *rosName)
    {
        return probe.isValid() ? probe.writer(type, robodash::bridge::RosNames::ddsTopic(ns, rosName))
                               : 0;
    }
    QCheckBox *motorsSwitch() const
    {
        return m_window->findChild<QCheckBox *>(QStringLiteral("motorsEnabled"));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashTests"));
    }
    void init()
    {
        DashboardOptions options;
        options.port = QStringLiteral("sim:");
        m_window = std::make_unique<RobotDashboard>(options);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get(), robodash::waits::kEventMs));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isOnline() && m_window->session()->virtualKobuki(),
                                 kTimeoutMs);
    }
    void cleanup() { m_window.reset(); }

    void offAtStartEvenAfterSharingBefore()
    {
        QString error;
        QVERIFY2(sharing()->startSharing(loopbackOptions(0, QStringLiteral("/before")), &error),
                 qPrintable(error));
        m_window.reset();
        init();
        QVERIFY(!sharing()->isSharing());
        QVERIFY(!sharing()->shareAction()->isChecked());
        QVERIFY(sharing()->statusLabel()->isHidden());
        // The options are remembered for the dialog; the switch is not.
        QCOMPARE(RosSharingControls::savedOptions().rosNamespace, std::string("/before"));
        QCOMPARE(RosSharingControls::savedOptions().interfaceName, std::string("lo"));
    }

    // Issue 38: with ROS_DOMAIN_ID=57 the dialog offered domain 0 and no interface, while the
    // connection bar looked for robots on 57 (and on ROBODASH_ROS_INTERFACE).
    void theDialogStartsOnTheEnvironmentsNetwork()
    {
        QSettings().clear();
        qputenv("ROS_DOMAIN_ID", "57");
        qputenv("ROBODASH_ROS_INTERFACE", "lo");
        const robodash::bridge::BridgeOptions fromEnvironment = RosSharingControls::savedOptions();
        RosShareDialog dialog;
        dialog.setOptions(fromEnvironment);
        const robodash::bridge::BridgeOptions offered = dialog.options();
        // What the user chose before wins over the environment.
        QString error;
        const bool shared = sharing()->startSharing(loopbackOptions(0, QStringLiteral("/chosen")), &error);
        const robodash::bridge::BridgeOptions remembered = RosSharingControls::savedOptions();
        qunsetenv("ROS_DOMAIN_ID");
        qunsetenv("ROBODASH_ROS_INTERFACE");
        QCOMPARE(fromEnvironment.domain, 57);
        QCOMPARE(fromEnvironment.interfaceName, std::string("lo"));
        QCOMPARE(offered.domain, 57);
        QCOMPARE(offered.interfaceName, std::string("lo"));
        QVERIFY2(shared, qPrintable(error));
        QCOMPARE(remembered.domain, 0);
        QCOMPARE(remembered.rosNamespace, std::string("/chosen"));
    }

    void theDialogWantsAnInterfaceAndANamespace()
    {
        RosShareDialog dialog;
        dialog.setOptions(robodash::bridge::BridgeOptions{});  // no interface chosen
        QVERIFY(dialog.problem().contains(QLatin1String("interface")));
        dialog.interfaceField()->setCurrentIndex(dialog.interfaceField()->findData(QStringLiteral("lo")));
        QCOMPARE(dialog.problem(), QString());
        dialog.namespaceField()->setText(QStringLiteral("/9robot"));
        QVERIFY(dialog.problem().contains(QLatin1String("namespace")));
        dialog.namespaceField()->setText(QStringLiteral("robot2"));
        QCOMPARE(dialog.options().rosNamespace, std::string("/robot2"));
        QCOMPARE(dialog.options().interfaceName, std::string("lo"));
    }

    void theDialogSaysWhetherTheShareIsSecured()
    {
        RosShareDialog dialog;
        dialog.setOptions(loopbackOptions(3, QStringLiteral("/tb1")));
        RosSecurityFields *security = dialog.securityFields();
        QVERIFY(security->verdictLabel()->text().contains(
            QLatin1String("anyone on this network can watch and drive this robot")));
        QCOMPARE(dialog.problem(), QString());  // unsecured is allowed, and said

        QTemporaryDir folder;
        const QString root = folder.filePath(QStringLiteral("lab"));
        security->setKeystore(root, QStringLiteral("/lab/tb1"));
        QVERIFY2(dialog.problem().contains(QLatin1String("no such keystore folder")), qPrintable(dialog.problem()));
        QVERIFY(!dialog.options().security.secured());

        using namespace robodash::security;
        std::string error;
        QVERIFY(Keystore(root.toStdString()).create(3, &error));
        QVERIFY(Keystore(root.toStdString()).createEnclave({"/lab/tb1", EnclaveRole::Robot, "/tb1", 3}, &error));
        security->setKeystore(root, QStringLiteral("/lab/tb1"));
        QCOMPARE(dialog.problem(), QString());
        QVERIFY(security->verdictLabel()->text().startsWith(QLatin1String("Secured as enclave /lab/tb1")));
        const robodash::bridge::BridgeOptions chosen = dialog.options();
        QVERIFY(chosen.security.secured());
        QCOMPARE(chosen.securityOptions.keystore, root.toStdString());

        // Shared so, the status bar says it; the choice is remembered for the next dialog.
        QString shareError;
        QVERIFY2(sharing()->startSharing(chosen, &shareError), qPrintable(shareError));
        QVERIFY2(status().contains(QLatin1String("secured as /lab/tb1")), qPrintable(status()));
        QCOMPARE(RosSharingControls::savedOptions().securityOptions.enclave, std::string("/lab/tb1"));
        sharing()->shareAction()->setChecked(false);
    }

    void aMissingInterfaceIsAClearMessage()
    {
        robodash::bridge::BridgeOptions options = loopbackOptions(0, QStringLiteral("/r"));
        options.interfaceName = "nosuch0";
        QString error;
        QVERIFY(!sharing()->startSharing(options, &error));
        QVERIFY2(error.contains(QLatin1String("nosuch0")), qPrintable(error));
        QVERIFY(!sharing()->isSharing());
        QVERIFY(!sharing()->shareAction()->isChecked());
        QVERIFY(m_window->eventLog()->hasEntryContaining(QStringLiteral("ROS 2 sharing failed")));
    }

    void networkLedAndDashboardOutputShareTheWord()
    {
        int domain = 0;
        std::string ns;
        QVERIFY(shareOnLoopback(QStringLiteral("leds"), &domain, &ns));
        robodash::app::KobukiControl &control = m_window->session()->kobukiControl();
        control.setDigitalOutput(2, true);  // the dashboard's toggle
        TopicProbe probe(domain);
        const dds_entity_t led = commandWriter(probe, &kobuki_ros_interfaces_msg_dds__Led__desc, ns,
                                               "commands/led1");
        QVERIFY2(led > 0, probe.error().c_str());
        const kobuki_ros_interfaces_msg_dds__Led_ red{3};
        QVERIFY(probe.write(led, &red, kDiscoveryMs));
        // Both survive on the robot, and the dashboard shows the network's LED.
        constexpr quint16 kBoth = 0x00F0 | 0x0004 | 0x0100;
        auto *robot = m_window->session()->virtualKobuki().get();
        QTRY_COMPARE_WITH_TIMEOUT(robot->outputWord(), std::uint16_t(kBoth), kDiscoveryMs);
        QTRY_COMPARE_WITH_TIMEOUT(control.outputWord(), kBoth, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->outputsPanel()->word(), kBoth, kTimeoutMs);
        QCOMPARE(control.outputs().led(0), robodash::kobuki::LedColour::Red);
        QVERIFY(control.outputs().digitalOutput(2));
    }

    void motorsSwitchFollowsNetworkMotorPower()
    {
        int domain = 0;
        std::string ns;
        QVERIFY(shareOnLoopback(QStringLiteral("motors"), &domain, &ns));
        QVERIFY(motorsSwitch());
        QVERIFY(motorsSwitch()->isChecked());
        TopicProbe probe(domain);
        const dds_entity_t power = commandWriter(
            probe, &kobuki_ros_interfaces_msg_dds__MotorPower__desc, ns, "commands/motor_power");
        QVERIFY2(power > 0, probe.error().c_str());
        const kobuki_ros_interfaces_msg_dds__MotorPower_ off{0};
        QVERIFY(probe.write(power, &off, kDiscoveryMs));
        QTRY_VERIFY_WITH_TIMEOUT(!motorsSwitch()->isChecked(), kDiscoveryMs);
        QVERIFY(!m_window->link()->motorsEnabled());
        QVERIFY(!m_window->joystickPad()->isEnabled());  // the pad says the motors are off
        const kobuki_ros_interfaces_msg_dds__MotorPower_ on{1};
        QVERIFY(probe.write(power, &on, kDiscoveryMs));
        QTRY_VERIFY_WITH_TIMEOUT(motorsSwitch()->isChecked(), kTimeoutMs);
        QVERIFY(m_window->link()->motorsEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->joystickPad()->isEnabled(), kTimeoutMs);
    }

    void networkDrivesTheOperatorWinsAndTheStatusSaysSo()
    {
        const int domain = robodash::testprogram::DdsTestDomain::reserve();
        const QString ns = QStringLiteral("/gui_%1").arg(getpid());
        QString error;
        QVERIFY2(sharing()->startSharing(loopbackOptions(domain, ns), &error), qPrintable(error));
        QVERIFY(sharing()->shareAction()->isChecked());
        QVERIFY(status().contains(QStringLiteral("domain %1, %2").arg(domain).arg(ns)));
        QCOMPARE(sharing()->bridge()->options().nodeName, std::string("kobuki_ros_node"));
        QVERIFY(status().contains(QLatin1String("UNSECURED")));

        DdsTestPeer peer(domain, ns.toStdString());
        QVERIFY2(peer.isValid(), peer.error().c_str());
        QTimer teleop;  // a teleop node that never lets go: 0.2 m/s at 10 Hz
        connect(&teleop, &QTimer::timeout, this, [&peer] { peer.sendVelocity(0.2, 0); });
        teleop.start(100);
        QTRY_VERIFY_WITH_TIMEOUT(speed() > 0, kDiscoveryMs);
        QTRY_VERIFY_WITH_TIMEOUT(status().contains(QLatin1String("network driving")), kTimeoutMs);

        // The operator pulls the pad back: the robot obeys the pad, not the network.
        JoystickPad *pad = m_window->joystickPad();
        const QPoint back = pad->padCentre().toPoint() + QPoint(0, int(pad->padRadius() * 0.6));
        QTest::mousePress(pad, Qt::LeftButton, Qt::NoModifier, pad->padCentre().toPoint());
        QTest::mouseMove(pad, back);
        QTRY_VERIFY_WITH_TIMEOUT(speed() < 0, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!status().contains(QLatin1String("network driving")), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->eventLog()->hasEntryContaining(QStringLiteral("operator has control")),
                                 kTimeoutMs);
        // Let go: the network, still sending, does not take the robot back by itself.
        QTest::mouseRelease(pad, Qt::LeftButton, Qt::NoModifier, back);
        QTRY_COMPARE_WITH_TIMEOUT(speed(), std::int16_t(0), kTimeoutMs);
        QTest::qWait(1500);  // longer than the operator's hold: a resumed network would show
        QCOMPARE(speed(), std::int16_t(0));

        teleop.stop();
        sharing()->shareAction()->setChecked(false);  // the user switches it off
        QVERIFY(!sharing()->isSharing());
        QVERIFY(sharing()->statusLabel()->isHidden());
    }
};

QTEST_MAIN(TestRosSharingWindow)

}  // namespace tst_ros_sharing_window
#include "tst_ros_sharing_window.moc"
