// The rFLEX window (--robot rflex) against the virtual ATRV-Jr: its own panels (sonar ring in
// the middle, motors and brake, bump panels, axes) and none of the Kobuki's, on every screen
// the Kobuki's fits; the Motors switch releases the brake at the twin and sets it again, and
// is off at every connect; sonar ranges reach the ring view; a bump lights the bump panel.
#include "AxesView.h"
#include "BatteryView.h"
#include "BrakePanel.h"
#include "BumpPanelsView.h"
#include "ConnectionBar.h"
#include "DockLayout.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "core/FamilyCommand.h"
#include "core/SetDriveEnabledCommand.h"
#include "MapView.h"
#include "RefreshGate.h"
#include "RobotSession.h"
#include "RobotView.h"
#include "SonarPanel.h"
#include "SonarRingView.h"
#include "link/RobotLink.h"
#include "rflex/RflexCommands.h"
#include "sim/rflex/VirtualAtrvJr.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

namespace tst_rflex_window {  // this file's names, apart in a unity batch

using robodash::widgets::SonarCone;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr int kTitleBar = 40;  // as tst_window_fits: a window manager's frame

const QStringList kKobukiDocks = {
    QStringLiteral("motorsDock"), QStringLiteral("inputsDock"), QStringLiteral("versionsDock"),
    QStringLiteral("gyroDock"),   QStringLiteral("cliffDock"),  QStringLiteral("outputsDock"),
    QStringLiteral("pidDock"),    QStringLiteral("soundDock"),  QStringLiteral("dockIrDock")};
const QStringList kRflexDocks = {QStringLiteral("rflexMotorsDock"), QStringLiteral("rflexBumpDock"),
                                 QStringLiteral("rflexAxesDock")};

bool isInside(const QWidget *widget, const QWidget *window)
{
    if (!widget->isVisible()) return false;
    const QRect area(widget->mapTo(window, QPoint(0, 0)), widget->size());
    return window->rect().contains(area);
}

// ROBODASH_TEST_SCREENSHOTS=DIR keeps a picture of the window at a moment worth looking at.
void keepPicture(RobotDashboard &window, const QString &name)
{
    const QString dir = qEnvironmentVariable("ROBODASH_TEST_SCREENSHOTS");
    if (dir.isEmpty()) return;
    window.resize(1326, 728);
    QCoreApplication::processEvents();
    robodash::widgets::RefreshGate::flushAll(window);
    window.grab().save(dir + QLatin1Char('/') + name);
}

std::unique_ptr<RobotDashboard> openWindow()
{
    DashboardOptions options;
    options.robot = QStringLiteral("rflex");
    options.port = QStringLiteral("sim:");
    auto window = std::make_unique<RobotDashboard>(options);
    window->show();
    QCoreApplication::processEvents();
    return window;
}

QCheckBox *motorsSwitch(const RobotDashboard &window)
{
    return window.connectionBar()->findChild<QCheckBox *>(QStringLiteral("motorsEnabled"));
}

int conesIn(const robodash::widgets::SonarRingView &view, SonarCone::State state)
{
    int count = 0;
    for (const SonarCone &cone : view.cones()) count += cone.state == state;
    return count;
}

}  // namespace

class TestRflexWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashRflexWindowTests"));
    }

    void init() { QSettings().clear(); }

    void anRflexWindowHasItsPanelsAndNoKobukiOnes()
    {
        auto window = openWindow();
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        QCOMPARE(window->windowTitle(), QStringLiteral("RoboDash — rFLEX"));
        for (const QString &name : kKobukiDocks)
            QVERIFY2(!window->findChild<QDockWidget *>(name), qPrintable(name));
        QVERIFY(!window->findChild<robodash::widgets::RobotView *>());
        QVERIFY(!window->kobukiPanels());
        for (const QString &name : kRflexDocks + QStringList{QStringLiteral("batteryDock"), QStringLiteral("eventsDock")}) {
            const QDockWidget *dock = window->findChild<QDockWidget *>(name);
            QVERIFY2(dock && dock->isVisible(), qPrintable(name));
        }
        // The sonar ring is the central view, beside the pad and the map.
        const auto *sonar = window->findChild<robodash::widgets::SonarPanel *>();
        QVERIFY(sonar && sonar->isVisible());
        QVERIFY(!qobject_cast<QDockWidget *>(sonar->parentWidget()));
        QCOMPARE(sonar->ringView()->cones().size(), std::size_t(17));  // the built-in ATRV-Jr
        // Motors off at connect: the switch, the panel, the pad.
        QVERIFY(!motorsSwitch(*window)->isChecked());
        QVERIFY(!window->findChild<robodash::widgets::BrakePanel *>()->motorsEnabled());
        QVERIFY(!window->joystickPad()->isEnabled());
        QVERIFY(!window->link()->motorsEnabled());
        // The common battery panel shows the rFLEX's SYS_STATUS volts.
        const auto *battery = window->findChild<robodash::widgets::BatteryView *>();
        QTRY_VERIFY_WITH_TIMEOUT(battery->voltsText().contains(QStringLiteral("V")) && battery->voltsText().at(0).isDigit(),
                                 kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(window->readingsLookLive(), kTimeoutMs);
    }

    void anRflexWindowFitsTheScreensTheKobukiOneFits_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("netbook 1024x600") << QSize(1024, 600);
        QTest::newRow("laptop 1366x768") << QSize(1366, 768);
        QTest::newRow("desktop 1920x1080") << QSize(1920, 1080);
    }

    void anRflexWindowFitsTheScreensTheKobukiOneFits()
    {
        QFETCH(QSize, screen);
        const QSize available = screen - QSize(0, kTitleBar);
        auto window = openWindow();
        window->arrangeDocks(DockLayout::arrangementFor(available));
        QCoreApplication::processEvents();
        const QSize minimum = window->minimumSizeHint().expandedTo(window->minimumSize());
        QVERIFY2(minimum.width() <= available.width() && minimum.height() <= available.height(),
                 qPrintable(QStringLiteral("minimum %1 x %2").arg(minimum.width()).arg(minimum.height())));
        window->resize(available);
        QTRY_COMPARE(window->size(), available);
        QVERIFY(isInside(window->connectionBar()->emergencyStopButton(), window.get()));
        QVERIFY(isInside(window->joystickPad(), window.get()));
        QVERIFY(isInside(window->connectionBar(), window.get()));
        QVERIFY(isInside(window->findChild<robodash::widgets::SonarPanel *>(), window.get()));
        QVERIFY(isInside(motorsSwitch(*window), window.get()));
        // The rFLEX's own docks are the first tabs of one column, in front (tst_window_fits); in
        // two columns they stack under the battery, which stays in view.
        if (DockLayout::arrangementFor(available) == DockLayout::Arrangement::TwoColumns)
            QVERIFY(isInside(window->findChild<robodash::widgets::BatteryView *>(), window.get()));
    }

    void theMotorsSwitchReleasesTheBrakeAtTheTwinAndSetsIt()
    {
        auto window = openWindow();
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        const auto twin = window->session()->virtualAtrvJr();
        QVERIFY(twin);
        QVERIFY(twin->brakeEngaged());
        auto *brake = window->findChild<robodash::widgets::BrakePanel *>();
        QVERIFY(brake->motorsButton()->isEnabled());  // live robot: the control works
        // Issue 38: the brake and the battery volts are the base's report, and fade with the
        // other readings when it stops (tst_window_pixels checks every reading's pixels).
        QCOMPARE(brake->readingWidgets().size(), 2);
        for (QWidget *reported : brake->readingWidgets())
            QVERIFY(window->readingWidgets().contains(reported));

        motorsSwitch(*window)->click();  // the connection bar's switch
        QTRY_VERIFY_WITH_TIMEOUT(!twin->brakeEngaged(), kTimeoutMs);
        QVERIFY(window->link()->motorsEnabled());
        QVERIFY(brake->motorsEnabled());
        QVERIFY(window->joystickPad()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(brake->brakeText(), QStringLiteral("Brake released"), kTimeoutMs);  // SYS_STATUS

        motorsSwitch(*window)->click();
        QTRY_VERIFY_WITH_TIMEOUT(twin->brakeEngaged(), kTimeoutMs);
        QVERIFY(!window->link()->motorsEnabled());
        QVERIFY(!window->joystickPad()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(brake->brakeText(), QStringLiteral("Brake ENGAGED"), kTimeoutMs);

        // The panel's own button is the same control: the switch follows it.
        brake->motorsButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!twin->brakeEngaged(), kTimeoutMs);
        QVERIFY(motorsSwitch(*window)->isChecked());

        // A new connection starts with the motors off, and the brake set by the driver.
        window->link()->disconnectFromRobot();
        QTRY_VERIFY_WITH_TIMEOUT(!motorsSwitch(*window)->isChecked(), kTimeoutMs);
        QVERIFY(!brake->motorsButton()->isEnabled());  // no robot: the control is off
        window->link()->connectTo(QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        const auto again = window->session()->virtualAtrvJr();
        QVERIFY(again);
        QVERIFY(!motorsSwitch(*window)->isChecked());
        QVERIFY(!brake->motorsEnabled());
        QVERIFY(again->brakeEngaged());
    }

    void theSwitchesShowABrakeReleasedByTheSelfTest()
    {
        auto window = openWindow();
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        const auto twin = window->session()->virtualAtrvJr();
        auto *brake = window->findChild<robodash::widgets::BrakePanel *>();
        QVERIFY(!brake->motorsEnabled());
        // What the self-test sends around its motion steps, family-neutral, not through the panel.
        window->link()->sendCommand(robodash::core::FamilyCommand(robodash::core::SetDriveEnabledCommand{true}));
        QTRY_VERIFY_WITH_TIMEOUT(!twin->brakeEngaged(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(brake->motorsEnabled(), kTimeoutMs);
        QVERIFY(window->session()->rflexControl().motorsEnabled());
        window->link()->sendCommand(robodash::core::FamilyCommand(robodash::core::SetDriveEnabledCommand{false}));
        QTRY_VERIFY_WITH_TIMEOUT(twin->brakeEngaged(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!brake->motorsEnabled(), kTimeoutMs);
        QVERIFY(!window->session()->rflexControl().motorsEnabled());
    }

    void sonarRangesReachTheRingView()
    {
        auto window = openWindow();
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        auto *sonar = window->findChild<robodash::widgets::SonarPanel *>();
        QCOMPARE(conesIn(*sonar->ringView(), SonarCone::State::NotHeard), 17);
        sonar->sonarSwitch()->click();
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->virtualAtrvJr()->sonarOn(), kTimeoutMs);
        // The default room: walls within 5 m all round, so every sonar hears an echo in time.
        QTRY_COMPARE_WITH_TIMEOUT(conesIn(*sonar->ringView(), SonarCone::State::Range), 17, kTimeoutMs);
        for (const SonarCone &cone : sonar->ringView()->cones())
            QVERIFY(*cone.rangeMetres > 0 && *cone.rangeMetres < 5);
        QVERIFY(sonar->ringView()->summary().startsWith(QStringLiteral("Nearest echo")));
        keepPicture(*window, QStringLiteral("rflex-sonar.png"));
        QVERIFY(sonar->sonarOn());

        sonar->sonarSwitch()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!window->session()->virtualAtrvJr()->sonarOn(), kTimeoutMs);
    }

    void aBumpShowsInTheBumpPanel()
    {
        auto window = openWindow();
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        auto *bumps = window->findChild<robodash::widgets::BumpPanelsView *>();
        QTRY_COMPARE_WITH_TIMEOUT(bumps->frontText(), QStringLiteral("Front panel clear"), kTimeoutMs);
        // Against the front wall (x = 1.7 in the default room), facing it.
        window->session()->virtualAtrvJr()->placeRobot({1.7 - 0.39, 0, 0});
        QTRY_COMPARE_WITH_TIMEOUT(bumps->frontText(), QStringLiteral("Front panel PRESSED"), kTimeoutMs);
        QCOMPARE(bumps->rearText(), QStringLiteral("Rear panel clear"));
        QVERIFY(bumps->panels()->front);
        keepPicture(*window, QStringLiteral("rflex-bump.png"));
        window->session()->virtualAtrvJr()->placeRobot({0, 0, 0});
        QTRY_COMPARE_WITH_TIMEOUT(bumps->frontText(), QStringLiteral("Front panel clear"), kTimeoutMs);
    }

    // A ring switched on by somebody else (here a command straight to the link, as a network
    // rFLEX's own bridge would have it on) shows on once its echoes arrive (issue 38: "Sonar
    // on" stayed unticked beside a ring of echoes).
    void theSonarSwitchFollowsEchoes()
    {
        robodash::app::RobotSession session("rflex");
        robodash::app::RflexControl &control = session.rflexControl();
        session.link().connectTo(QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(session.link().isOnline(), kTimeoutMs);
        QVERIFY(!control.sonarOn());
        session.link().sendCommand(robodash::core::FamilyCommand(robodash::rflex::SetSonarCommand{true}));
        QTRY_VERIFY_WITH_TIMEOUT(session.virtualAtrvJr()->sonarOn(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(control.sonarOn(), kTimeoutMs);
        control.setSonarOn(false);
        QTRY_VERIFY_WITH_TIMEOUT(!session.virtualAtrvJr()->sonarOn(), kTimeoutMs);
        QVERIFY(!control.sonarOn());
    }

    void theSessionsRflexControlWorksWithoutAWindow()
    {
        robodash::app::RobotSession session("rflex");
        robodash::app::RflexControl &control = session.rflexControl();
        QSignalSpy motors(&control, &robodash::app::RflexControl::motorsEnabledChanged);
        session.link().connectTo(QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(session.link().isOnline(), kTimeoutMs);
        const auto twin = session.virtualAtrvJr();
        QVERIFY(twin && twin->brakeEngaged());
        QVERIFY(!control.motorsEnabled());

        control.setMotorsEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!twin->brakeEngaged(), kTimeoutMs);
        QVERIFY(session.link().motorsEnabled());  // the link's drive gate too
        QCOMPARE(motors.count(), 1);
        control.setSonarOn(true);
        QTRY_VERIFY_WITH_TIMEOUT(twin->sonarOn(), kTimeoutMs);

        control.setMotorsEnabled(false);
        QTRY_VERIFY_WITH_TIMEOUT(twin->brakeEngaged(), kTimeoutMs);
        QVERIFY(!session.link().motorsEnabled());
        QCOMPARE(motors.count(), 2);

        // Enabled, then the link drops: the control says off, and a new connect keeps it off.
        control.setMotorsEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!twin->brakeEngaged(), kTimeoutMs);
        session.link().disconnectFromRobot();
        QTRY_VERIFY_WITH_TIMEOUT(!control.motorsEnabled(), kTimeoutMs);
        QVERIFY(!control.sonarOn());
        QVERIFY(!session.link().motorsEnabled());
    }

    void axesShowBothAxes()
    {
        auto window = openWindow();
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        auto *axes = window->findChild<robodash::widgets::AxesView *>();
        QTRY_VERIFY_WITH_TIMEOUT(axes->axis(robodash::widgets::AxesView::Translation).has_value(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(axes->axis(robodash::widgets::AxesView::Rotation).has_value(), kTimeoutMs);
        QVERIFY(axes->velocityText(robodash::widgets::AxesView::Translation).endsWith(QStringLiteral(" m/s")));
        QVERIFY(axes->velocityText(robodash::widgets::AxesView::Rotation).endsWith(QStringLiteral(" °/s")));
    }

    // A network rFLEX's axes come from its odometry message: acceleration and torque are not
    // on the network, and say so instead of showing a cable's last values or zeros.
    void axesOnTheNetworkShowNoAccelerationOrTorque()
    {
        using robodash::widgets::AxesView;
        AxesView axes;
        robodash::rflex::AxisTelemetry cable;
        cable.axis = robodash::rflex::Axis::Translation;
        cable.position = 1.25;
        cable.velocity = 0.5;
        cable.acceleration = 0.75;
        cable.raw.torque = 42;
        axes.setAxis(cable);
        QCOMPARE(axes.accelerationText(AxesView::Translation), QStringLiteral("0.75 m/s²"));
        QCOMPARE(axes.torqueText(AxesView::Translation), QStringLiteral("42"));

        robodash::rflex::AxisTelemetry network = cable;
        network.position = 2.5;
        network.networkOdometry = robodash::core::OdometryState{};
        axes.setAxis(network);
        QCOMPARE(axes.positionText(AxesView::Translation), QStringLiteral("2.500 m"));
        QCOMPARE(axes.velocityText(AxesView::Translation), QStringLiteral("0.500 m/s"));
        QCOMPARE(axes.accelerationText(AxesView::Translation), QStringLiteral("—"));
        QCOMPARE(axes.torqueText(AxesView::Translation), QStringLiteral("—"));

        axes.setAxis(cable);  // the same panel on a cable again
        QCOMPARE(axes.torqueText(AxesView::Translation), QStringLiteral("42"));
    }
};

QTEST_MAIN(TestRflexWindow)

}  // namespace tst_rflex_window
#include "tst_rflex_window.moc"
