#pragma once
// How a game controller drives: which stick axes give linear and angular speed, which
// button is the dead-man that must be held, and how the sticks are shaped (a dead zone
// around the centre, then an expo curve for fine control near it). Axis and button numbers
// are SDL game controller ones (SDL_GameControllerAxis / SDL_GameControllerButton), which
// name positions on an Xbox-style pad whatever pad is plugged in.

#include <QString>
#include <QStringList>

class QSettings;

struct GamepadMapping {
    static constexpr double kMaxDeadZone = 0.5;

    int linearAxis = 1;        // SDL_CONTROLLER_AXIS_LEFTY
    bool invertLinear = true;  // SDL's y grows downwards: stick forward must drive forward
    int angularAxis = 0;       // SDL_CONTROLLER_AXIS_LEFTX
    bool invertAngular = true; // stick right must turn right, which is negative (clockwise)
    int deadmanButton = 9;     // SDL_CONTROLLER_BUTTON_LEFTSHOULDER
    double deadZone = 0.12;    // fraction of full travel that counts as centred
    double expo = 0.4;         // 0 linear .. 1 cubic

    // Raw SDL axis value (-32768..32767) to -1..1 after dead zone and expo.
    double shape(int rawAxis) const;

    bool operator==(const GamepadMapping &other) const;
    bool operator!=(const GamepadMapping &other) const { return !(*this == other); }

    // Settings come back checked: a value out of range falls back to the default.
    static GamepadMapping load(QSettings &settings);
    void save(QSettings &settings) const;

    static int axisCount();
    static int buttonCount();
    static QString axisName(int axis);      // "Left stick X", ...
    static QString buttonName(int button);  // "Left shoulder (LB)", ...
};
