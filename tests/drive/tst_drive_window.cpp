// The dashboard with its drive tools, on the built-in virtual Kobuki (sim:): the drive
// limits apply to the pad and to a gamepad (SDL's virtual joystick), zeros are never
// ramped, the map follows odometry, and limits and mapping survive a restart.
#include "Gamepad.h"
#include "RobotDashboard.h"
#include "sim/kobuki/VirtualKobuki.h"

#include "DriveLimitsPanel.h"
#include "JoystickPad.h"
#include "MapView.h"
#include "kobuki/Odometry.h"
#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QDoubleSpinBox>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <SDL.h>

#include <cmath>
#include <memory>

namespace tst_drive_window {  // this file's names, apart in a unity batch

using robodash::link::DriveLimits;
using robodash::widgets::DriveLimitsPanel;
using robodash::widgets::JoystickPad;
using robodash::widgets::MapView;
namespace kobuki = robodash::kobuki;
namespace sim = robodash::sim;

namespace {

constexpr int kTimeoutMs = 10000;

std::vector<std::int16_t> speeds(const sim::VirtualKobuki &robot)
{
    std::vector<std::int16_t> result;
    for (const sim::ReceivedCommand &command : robot.receivedCommands())
        if (command.id == kobuki::kBaseControlId)
            result.push_back(command.baseControl.speed);
    return result;
}

std::int16_t lastNonZero(const std::vector<std::int16_t> &values)
{
    for (auto it = values.rbegin(); it != values.rend(); ++it)
        if (*it != 0)
            return *it;
    return 0;
}

std::int16_t firstNonZero(const std::vector<std::int16_t> &values)
{
    for (std::int16_t value : values)
        if (value != 0)
            return value;
    return 0;
}

}  // namespace

class TestDriveWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashDriveTests"));
        QSettings().clear();
    }

    void init()
    {
        DashboardOptions options;
        options.port = QStringLiteral("sim:");
        m_window = std::make_unique<RobotDashboard>(options);
        m_window->show();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isOnline(), kTimeoutMs);
        QVERIFY(robot());
    }

    void cleanup() { m_window.reset(); }

    void padGoesThroughTheLimitsAndStopsAtOnce()
    {
        setTopSpeed(0.2);
        robot()->clearReceivedCommands();
        JoystickPad *pad = m_window->joystickPad();
        QCOMPARE(pad->maxLinearSpeed(), 0.2);  // full deflection means the top speed
        const QPoint centre = pad->padCentre().toPoint();
        QTest::mousePress(pad, Qt::LeftButton, Qt::NoModifier, centre);
        QTest::mouseMove(pad, centre - QPoint(0, int(pad->padRadius() * 1.5)));
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(200), kTimeoutMs);
        const std::vector<std::int16_t> rising = speeds(*robot());
        QVERIFY2(firstNonZero(rising) <= 21, "the pad's first frame was not ramped");
        for (std::int16_t speed : rising)
            QVERIFY(speed <= 200);

        QTest::mouseRelease(pad, Qt::LeftButton, Qt::NoModifier, centre);
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        QCOMPARE(lastNonZero(speeds(*robot())), std::int16_t(200));  // no ramp down
    }

    void mapShowsOdometryAgainstTheTruePose()
    {
        const sim::Pose start = robot()->truePose();
        JoystickPad *pad = m_window->joystickPad();
        const QPoint centre = pad->padCentre().toPoint();
        QTest::mousePress(pad, Qt::LeftButton, Qt::NoModifier, centre);
        QTest::mouseMove(pad, centre - QPoint(0, int(pad->padRadius() * 0.9)));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->odometry().distanceMetres > 0.15, kTimeoutMs);
        QTest::mouseRelease(pad, Qt::LeftButton, Qt::NoModifier, centre);
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        // Wait until the robot has stopped rolling and the last frames are in.
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(m_window->odometry().velocity.linearMps) < 1e-4, kTimeoutMs);

        const sim::Pose end = robot()->truePose();
        const double travelled = std::hypot(end.x - start.x, end.y - start.y);
        MapView *map = m_window->mapView();
        QVERIFY(std::abs(map->pose().x - m_window->odometry().pose.x) < 1e-12);
        QVERIFY(std::abs(m_window->odometry().distanceMetres - travelled) < 0.01);
        QVERIFY(map->trail().size() > 10);
        QVERIFY(map->travelText().contains(QStringLiteral("Travelled")));

        map->reset();
        QCOMPARE(m_window->odometry().pose.x, 0.0);
        QCOMPARE(m_window->odometry().distanceMetres, 0.0);
    }

    void gamepadGoesThroughTheLimitsAndItsDeadmanStops()
    {
        setTopSpeed(0.25);
        Gamepad *gamepad = m_window->gamepad();
        QVERIFY2(gamepad->isAvailable(), qPrintable(gamepad->errorString()));
        const int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER,
                                                    SDL_CONTROLLER_AXIS_MAX,
                                                    SDL_CONTROLLER_BUTTON_MAX, 0);
        QVERIFY2(index >= 0, SDL_GetError());
        SDL_Joystick *pad = SDL_JoystickOpen(index);
        QVERIFY(pad);
        QTRY_VERIFY_WITH_TIMEOUT(gamepad->isConnected(), kTimeoutMs);

        robot()->clearReceivedCommands();
        SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_LEFTY, -32768);
        SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 1);
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(250), kTimeoutMs);
        QVERIFY(firstNonZero(speeds(*robot())) <= 21);

        SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 0);
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        QCOMPARE(lastNonZero(speeds(*robot())), std::int16_t(250));

        // The e-stop latches the pad: holding the dead-man again is not enough by itself.
        SDL_JoystickSetVirtualButton(pad, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, 1);
        QTRY_VERIFY_WITH_TIMEOUT(robot()->lastBaseControl().speed > 0, kTimeoutMs);
        m_window->emergencyStop();
        QTRY_COMPARE_WITH_TIMEOUT(robot()->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        QVERIFY(gamepad->isLatched());

        SDL_JoystickDetachVirtual(index);
        SDL_JoystickClose(pad);
        QTRY_VERIFY_WITH_TIMEOUT(!gamepad->isConnected(), kTimeoutMs);
    }

    void limitsAndMappingSurviveARestart()
    {
        setTopSpeed(0.45);
        GamepadMapping mapping = m_window->gamepad()->mapping();
        mapping.deadmanButton = SDL_CONTROLLER_BUTTON_RIGHTSHOULDER;
        mapping.expo = 0.8;
        m_window->gamepad()->setMapping(mapping);
        m_window->close();  // saves settings
        m_window.reset();

        init();
        QCOMPARE(m_window->driveLimitsPanel()->limits().maxLinearMps, 0.45);
        QCOMPARE(m_window->joystickPad()->maxLinearSpeed(), 0.45);
        QCOMPARE(m_window->gamepad()->mapping(), mapping);
        QSettings().clear();
    }

private:
    std::shared_ptr<sim::VirtualKobuki> robot() const { return m_window->session()->virtualKobuki(); }

    void setTopSpeed(double metresPerSecond)
    {
        auto *topSpeed = m_window->driveLimitsPanel()->findChildren<QDoubleSpinBox *>().at(0);
        topSpeed->setValue(metresPerSecond);
        QCOMPARE(m_window->driveLimitsPanel()->limits().maxLinearMps, metresPerSecond);
    }

    std::unique_ptr<RobotDashboard> m_window;
};

QTEST_MAIN(TestDriveWindow)

}  // namespace tst_drive_window
#include "tst_drive_window.moc"
