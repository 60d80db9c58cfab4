#pragma once
// A game controller as a drive input, through SDL2's game controller API (no SDL video:
// only SDL_INIT_GAMECONTROLLER), polled from a timer on the GUI thread.
//
// Safety rules, in the order they are checked on every poll:
// - Nothing drives unless the dead-man button is held. Letting go of it while driving asks
//   for an immediate stop (stopRequested), not a ramp.
// - A pad unplugged while driving asks for a stop. Plugging one in (hot-plug) takes it up
//   if none is in use; the first pad found is used.
// - stop() (an e-stop from anywhere) latches: the pad drives again only after the dead-man
//   has been let go and pressed again, and no other drive input is held meanwhile.
// While driving, velocityRequested goes out on every poll (50 Hz), which keeps RobotLink's
// 300 ms deadman fed; a centred stick sends one drive(0, 0) and then stays quiet.

#include "GamepadMapping.h"

#include <QObject>
#include <QTimer>

#include <functional>

struct _SDL_GameController;

class Gamepad : public QObject {
    Q_OBJECT
public:
    static constexpr int kPollIntervalMs = 20;

    explicit Gamepad(QObject *parent = nullptr);
    ~Gamepad() override;
    Gamepad(const Gamepad &) = delete;
    Gamepad &operator=(const Gamepad &) = delete;

    bool isAvailable() const { return m_sdlReady; }  // SDL could start its controller API
    QString errorString() const { return m_error; }
    bool isConnected() const { return m_controller != nullptr; }
    QString controllerName() const { return m_name; }

    const GamepadMapping &mapping() const { return m_mapping; }
    void setMapping(const GamepadMapping &mapping);
    // Full stick deflection asks for these (the drive limits' maximum speeds).
    void setMaxSpeeds(double linearMps, double angularRadps);
    // After stop(), the latch also waits for this to say no other drive input is held.
    void setOtherInputHeldCheck(std::function<bool()> check) { m_otherInputHeld = std::move(check); }
    double maxLinearSpeed() const { return m_maxLinear; }
    double maxAngularSpeed() const { return m_maxAngular; }

    bool deadmanHeld() const { return m_deadmanHeld; }
    bool isDriving() const { return m_driving; }
    bool isLatched() const { return m_latched; }
    double linearCommand() const { return m_linear; }
    double angularCommand() const { return m_angular; }

public slots:
    void poll();  // also run by the timer; public so tests can step it
    void stop();  // e-stop: forget the command and latch until the dead-man is re-pressed
    // A fleet's robot not in front: its gamepad neither polls nor drives (one pad, one robot;
    // and SDL's device events go to the one that polls). Back in front it starts latched: a
    // dead-man held across the switch drives only once pressed again.
    void setActive(bool active);

signals:
    void velocityRequested(double linearMps, double angularRadps);
    void stopRequested();
    void connectionChanged(bool connected, const QString &name);
    void stateChanged();  // dead-man or command changed; for panels that show them

private:
    void handleEvents();
    void openFirstController();
    void openController(int deviceIndex);
    void closeController(bool unplugged);
    void readController();
    void setCommand(double linear, double angular);

    bool m_sdlReady = false;
    QString m_error;
    QTimer m_timer;
    _SDL_GameController *m_controller = nullptr;
    int m_instanceId = -1;
    QString m_name;
    GamepadMapping m_mapping;
    double m_maxLinear = 0.3;
    double m_maxAngular = 1.5;
    bool m_deadmanHeld = false;
    bool m_driving = false;
    bool m_latched = false;
    std::function<bool()> m_otherInputHeld = [] { return false; };
    double m_linear = 0;
    double m_angular = 0;
};
