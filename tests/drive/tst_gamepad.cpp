// Gamepads through SDL's game controller API, with SDL's virtual joystick standing in for a
// real pad (no hardware needed): stick shaping, mapping persistence, hot-plug, the
// dead-man, the e-stop latch, and a drive of the virtual Kobuki that ends when the
// dead-man is let go (and when the pad is pulled out) with zero at the robot.
#include "Gamepad.h"
#include "GamepadMapping.h"
#include "GamepadPanel.h"
#include "sim/kobuki/VirtualKobuki.h"

#include "kobuki/Conversions.h"
#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <SDL.h>

#include <memory>

namespace tst_gamepad {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::link::DriveLimits;
using robodash::link::RobotLink;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr Sint16 kFullForward = -32768;  // SDL's y axis grows downwards

// One virtual pad with the standard controller layout, unplugged when it goes away.
class VirtualPad {
public:
    VirtualPad()
    {
        m_index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER,
                                            SDL_CONTROLLER_AXIS_MAX, SDL_CONTROLLER_BUTTON_MAX, 0);
        if (m_index >= 0)
            m_joystick = SDL_JoystickOpen(m_index);
    }
    ~VirtualPad() { unplug(); }
    VirtualPad(const VirtualPad &) = delete;
    VirtualPad &operator=(const VirtualPad &) = delete;

    bool isValid() const { return m_joystick != nullptr; }
    void setAxis(SDL_GameControllerAxis axis, Sint16 value)
    {
        SDL_JoystickSetVirtualAxis(m_joystick, axis, value);
    }
    void setButton(SDL_GameControllerButton button, bool down)
    {
        SDL_JoystickSetVirtualButton(m_joystick, button, down ? 1 : 0);
    }
    void unplug()
    {
        if (!m_joystick)
            return;
        SDL_JoystickDetachVirtual(m_index);
        SDL_JoystickClose(m_joystick);
        m_joystick = nullptr;
    }

private:
    int m_index = -1;
    SDL_Joystick *m_joystick = nullptr;
};

}  // namespace

class TestGamepad : public QObject {
    Q_OBJECT
private slots:
    void deadZoneAndExpoShapeTheStick()
    {
        GamepadMapping m;
        m.deadZone = 0.1;
        m.expo = 0;
        QCOMPARE(m.shape(0), 0.0);
        QCOMPARE(m.shape(3000), 0.0);          // 9 %: inside the dead zone
        QCOMPARE(m.shape(32767), 1.0);
        QCOMPARE(m.shape(-32768), -1.0);       // the one extra negative step is clamped
        QVERIFY(qAbs(m.shape(int(0.55 * 32767)) - 0.5) < 1e-4);  // starts at the edge
        m.expo = 1.0;
        QVERIFY(qAbs(m.shape(int(0.55 * 32767)) - 0.125) < 1e-4);  // cubic
        QCOMPARE(m.shape(32767), 1.0);
        m.expo = 0.4;
        const double half = m.shape(int(0.55 * 32767));
        QVERIFY(half > 0.125 && half < 0.5);
        QCOMPARE(m.shape(-int(0.55 * 32767)), -half);
    }

    void mappingIsPersistedAndCheckedOnLoad()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("pad.ini")), QSettings::IniFormat);
        GamepadMapping m;
        m.linearAxis = SDL_CONTROLLER_AXIS_RIGHTY;
        m.angularAxis = SDL_CONTROLLER_AXIS_RIGHTX;
        m.invertAngular = false;
        m.deadmanButton = SDL_CONTROLLER_BUTTON_RIGHTSHOULDER;
        m.deadZone = 0.2;
        m.expo = 0.7;
        m.save(settings);
        QCOMPARE(GamepadMapping::load(settings), m);

        settings.setValue(QStringLiteral("gamepad/linearAxis"), 42);
        settings.setValue(QStringLiteral("gamepad/deadZone"), QStringLiteral("lots"));
        settings.setValue(QStringLiteral("gamepad/expo"), -3);
        const GamepadMapping loaded = GamepadMapping::load(settings);
        QCOMPARE(loaded.linearAxis, GamepadMapping{}.linearAxis);
        QCOMPARE(loaded.deadZone, GamepadMapping{}.deadZone);
        QCOMPARE(loaded.expo, GamepadMapping{}.expo);
        QCOMPARE(loaded.deadmanButton, int(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER));
    }

    void hotPlugAndDeadman()
    {
        Gamepad gamepad;
        QVERIFY2(gamepad.isAvailable(), qPrintable(gamepad.errorString()));
        gamepad.setMaxSpeeds(0.3, 1.5);
        QSignalSpy drive(&gamepad, &Gamepad::velocityRequested);
        QSignalSpy stops(&gamepad, &Gamepad::stopRequested);
        QSignalSpy plugged(&gamepad, &Gamepad::connectionChanged);

        auto pad = std::make_unique<VirtualPad>();
        QVERIFY(pad->isValid());
        QTRY_VERIFY_WITH_TIMEOUT(gamepad.isConnected(), kTimeoutMs);
        QCOMPARE(plugged.first().at(0).toBool(), true);
        QVERIFY(!gamepad.controllerName().isEmpty());

        pad->setAxis(SDL_CONTROLLER_AXIS_LEFTY, kFullForward);
        gamepad.poll();
        gamepad.poll();
        QVERIFY(drive.isEmpty());  // stick pushed, dead-man not held: nothing

        pad->setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, true);
        QTRY_VERIFY_WITH_TIMEOUT(!drive.isEmpty(), kTimeoutMs);
        QCOMPARE(drive.last().at(0).toDouble(), 0.3);  // full stick: the speed limit
        QCOMPARE(drive.last().at(1).toDouble(), 0.0);
        QVERIFY(gamepad.isDriving());

        pad->setAxis(SDL_CONTROLLER_AXIS_LEFTX, 32767);  // right: turn clockwise
        QTRY_VERIFY_WITH_TIMEOUT(drive.last().at(1).toDouble() == -1.5, kTimeoutMs);

        pad->setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, false);
        QTRY_COMPARE_WITH_TIMEOUT(stops.count(), 1, kTimeoutMs);
        QVERIFY(!gamepad.isDriving());
        const int drivesAtRelease = drive.count();
        gamepad.poll();
        QCOMPARE(drive.count(), drivesAtRelease);  // stick still pushed, dead-man up: quiet

        pad->setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, true);
        QTRY_VERIFY_WITH_TIMEOUT(gamepad.isDriving(), kTimeoutMs);
        pad->setAxis(SDL_CONTROLLER_AXIS_LEFTY, 0);
        pad->setAxis(SDL_CONTROLLER_AXIS_LEFTX, 0);
        QTRY_VERIFY_WITH_TIMEOUT(!gamepad.isDriving(), kTimeoutMs);
        QCOMPARE(drive.last().at(0).toDouble(), 0.0);  // a centred stick is one release
        QCOMPARE(drive.last().at(1).toDouble(), 0.0);
        QCOMPARE(stops.count(), 1);

        pad->setAxis(SDL_CONTROLLER_AXIS_LEFTY, kFullForward);
        QTRY_VERIFY_WITH_TIMEOUT(gamepad.isDriving(), kTimeoutMs);
        pad->unplug();
        QTRY_VERIFY_WITH_TIMEOUT(!gamepad.isConnected(), kTimeoutMs);
        QCOMPARE(stops.count(), 2);  // unplugged while driving
        QCOMPARE(plugged.last().at(0).toBool(), false);
    }

    void estopLatchesUntilTheDeadmanIsPressedAgain()
    {
        Gamepad gamepad;
        QSignalSpy drive(&gamepad, &Gamepad::velocityRequested);
        VirtualPad pad;
        QVERIFY(pad.isValid());
        QTRY_VERIFY_WITH_TIMEOUT(gamepad.isConnected(), kTimeoutMs);
        pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, kFullForward);
        pad.setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, true);
        QTRY_VERIFY_WITH_TIMEOUT(gamepad.isDriving(), kTimeoutMs);

        gamepad.stop();
        const int before = drive.count();
        gamepad.poll();
        gamepad.poll();
        QCOMPARE(drive.count(), before);
        QVERIFY(gamepad.isLatched());

        pad.setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, false);
        QTRY_VERIFY_WITH_TIMEOUT(!gamepad.isLatched(), kTimeoutMs);
        pad.setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, true);
        QTRY_VERIFY_WITH_TIMEOUT(gamepad.isDriving(), kTimeoutMs);
    }

    void remappedDeadmanAndAxes()
    {
        Gamepad gamepad;
        GamepadPanel panel(&gamepad);
        QSignalSpy changed(&panel, &GamepadPanel::mappingChanged);
        auto *deadman = panel.findChild<QComboBox *>(QStringLiteral("deadmanButton"));
        auto *linear = panel.findChild<QComboBox *>(QStringLiteral("linearAxis"));
        QVERIFY(deadman && linear);
        deadman->setCurrentIndex(deadman->findData(int(SDL_CONTROLLER_BUTTON_A)));
        linear->setCurrentIndex(linear->findData(int(SDL_CONTROLLER_AXIS_RIGHTY)));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(gamepad.mapping().deadmanButton, int(SDL_CONTROLLER_BUTTON_A));

        QSignalSpy drive(&gamepad, &Gamepad::velocityRequested);
        VirtualPad pad;
        QVERIFY(pad.isValid());
        QTRY_VERIFY_WITH_TIMEOUT(gamepad.isConnected(), kTimeoutMs);
        QVERIFY(panel.statusText().contains(QStringLiteral("A (bottom)")));
        pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTY, 16384);  // pulled back
        pad.setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, true);  // no longer the dead-man
        gamepad.poll();
        QVERIFY(drive.isEmpty());
        pad.setButton(SDL_CONTROLLER_BUTTON_A, true);
        QTRY_VERIFY_WITH_TIMEOUT(!drive.isEmpty(), kTimeoutMs);
        QVERIFY(drive.last().at(0).toDouble() < 0);  // backwards
        QVERIFY(panel.commandText().startsWith(QLatin1Char('-')));
        const QString folder = qEnvironmentVariable("ROBODASH_DRIVE_SNAPSHOTS");
        if (!folder.isEmpty())  // a picture for people to look at
            panel.grab().save(folder + QStringLiteral("/gamepad_panel.png"));
    }

    void deadmanReleaseStopsTheVirtualKobuki()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kobuki"));
        sim::VirtualKobukiOptions options;
        options.linkPath = path.toStdString();
        sim::VirtualKobuki robot(options);
        std::string error;
        QVERIFY2(robot.start(&error), error.c_str());

        robodash::app::RobotSession session;

        RobotLink &link = session.link();
        const DriveLimits limits;
        link.setDriveLimits(limits);
        link.connectTo(path);
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);

        Gamepad gamepad;
        gamepad.setMaxSpeeds(limits.maxLinearMps, limits.maxAngularRadps);
        connect(&gamepad, &Gamepad::velocityRequested, &link, &RobotLink::drive);
        connect(&gamepad, &Gamepad::stopRequested, &link, &RobotLink::stop);
        auto pad = std::make_unique<VirtualPad>();
        QVERIFY(pad->isValid());
        QTRY_VERIFY_WITH_TIMEOUT(gamepad.isConnected(), kTimeoutMs);

        pad->setAxis(SDL_CONTROLLER_AXIS_LEFTY, kFullForward);
        pad->setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, true);
        QTRY_COMPARE_WITH_TIMEOUT(robot.lastBaseControl().speed, std::int16_t(300), kTimeoutMs);
        pad->setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, false);
        QTRY_COMPARE_WITH_TIMEOUT(robot.lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        // Straight from full speed to zero: a dead-man release is not ramped down.
        QCOMPARE(lastNonZeroSpeed(robot), std::int16_t(300));
        QVERIFY(!gamepad.isDriving());

        robot.clearReceivedCommands();
        pad->setButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, true);
        QTRY_VERIFY_WITH_TIMEOUT(robot.lastBaseControl().speed >= 100, kTimeoutMs);
        pad->unplug();
        QTRY_COMPARE_WITH_TIMEOUT(robot.lastBaseControl().speed, std::int16_t(0), kTimeoutMs);
        QVERIFY(lastNonZeroSpeed(robot) >= 100);
    }

private:
    static std::int16_t lastNonZeroSpeed(const sim::VirtualKobuki &robot)
    {
        std::int16_t last = 0;
        for (const sim::ReceivedCommand &command : robot.receivedCommands())
            if (command.id == kobuki::kBaseControlId && command.baseControl.speed != 0)
                last = command.baseControl.speed;
        return last;
    }
};

QTEST_MAIN(TestGamepad)

}  // namespace tst_gamepad
#include "tst_gamepad.moc"
