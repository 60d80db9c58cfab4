#include "GamepadMapping.h"

#include <QSettings>

#include <SDL.h>

#include <algorithm>
#include <cmath>

// The header names its defaults by number so that it need not include SDL.
static_assert(GamepadMapping{}.linearAxis == SDL_CONTROLLER_AXIS_LEFTY);
static_assert(GamepadMapping{}.angularAxis == SDL_CONTROLLER_AXIS_LEFTX);
static_assert(GamepadMapping{}.deadmanButton == SDL_CONTROLLER_BUTTON_LEFTSHOULDER);

namespace {

constexpr double kFullScale = 32767.0;

const char *const kGroup = "gamepad";

QString humanAxisName(int axis)
{
    switch (axis) {
    case SDL_CONTROLLER_AXIS_LEFTX: return QStringLiteral("Left stick X");
    case SDL_CONTROLLER_AXIS_LEFTY: return QStringLiteral("Left stick Y");
    case SDL_CONTROLLER_AXIS_RIGHTX: return QStringLiteral("Right stick X");
    case SDL_CONTROLLER_AXIS_RIGHTY: return QStringLiteral("Right stick Y");
    case SDL_CONTROLLER_AXIS_TRIGGERLEFT: return QStringLiteral("Left trigger");
    case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: return QStringLiteral("Right trigger");
    default: return QStringLiteral("Axis %1").arg(axis);
    }
}

QString humanButtonName(int button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_A: return QStringLiteral("A (bottom)");
    case SDL_CONTROLLER_BUTTON_B: return QStringLiteral("B (right)");
    case SDL_CONTROLLER_BUTTON_X: return QStringLiteral("X (left)");
    case SDL_CONTROLLER_BUTTON_Y: return QStringLiteral("Y (top)");
    case SDL_CONTROLLER_BUTTON_BACK: return QStringLiteral("Back");
    case SDL_CONTROLLER_BUTTON_GUIDE: return QStringLiteral("Guide");
    case SDL_CONTROLLER_BUTTON_START: return QStringLiteral("Start");
    case SDL_CONTROLLER_BUTTON_LEFTSTICK: return QStringLiteral("Left stick press");
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK: return QStringLiteral("Right stick press");
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return QStringLiteral("Left shoulder (LB)");
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return QStringLiteral("Right shoulder (RB)");
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return QStringLiteral("D-pad up");
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return QStringLiteral("D-pad down");
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return QStringLiteral("D-pad left");
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return QStringLiteral("D-pad right");
    default: return QStringLiteral("Button %1").arg(button);
    }
}

}  // namespace

double GamepadMapping::shape(int rawAxis) const
{
    const double value = std::clamp(rawAxis / kFullScale, -1.0, 1.0);
    const double magnitude = std::abs(value);
    if (magnitude <= deadZone)
        return 0.0;
    // Rescale so that output starts from zero at the dead zone edge, not with a jump.
    const double travel = (magnitude - deadZone) / (1.0 - deadZone);
    const double curved = (1.0 - expo) * travel + expo * travel * travel * travel;
    return std::copysign(std::min(curved, 1.0), value);
}

bool GamepadMapping::operator==(const GamepadMapping &other) const
{
    return linearAxis == other.linearAxis && invertLinear == other.invertLinear
           && angularAxis == other.angularAxis && invertAngular == other.invertAngular
           && deadmanButton == other.deadmanButton && deadZone == other.deadZone
           && expo == other.expo;
}

GamepadMapping GamepadMapping::load(QSettings &settings)
{
    const GamepadMapping defaults;
    GamepadMapping m;
    settings.beginGroup(QLatin1String(kGroup));
    const auto index = [&settings](const char *key, int fallback, int count) {
        bool ok = false;
        const int value = settings.value(QLatin1String(key), fallback).toInt(&ok);
        return ok && value >= 0 && value < count ? value : fallback;
    };
    const auto fraction = [&settings](const char *key, double fallback, double high) {
        bool ok = false;
        const double value = settings.value(QLatin1String(key), fallback).toDouble(&ok);
        return ok && std::isfinite(value) && value >= 0 && value <= high ? value : fallback;
    };
    m.linearAxis = index("linearAxis", defaults.linearAxis, axisCount());
    m.angularAxis = index("angularAxis", defaults.angularAxis, axisCount());
    m.deadmanButton = index("deadmanButton", defaults.deadmanButton, buttonCount());
    m.invertLinear = settings.value(QStringLiteral("invertLinear"), defaults.invertLinear).toBool();
    m.invertAngular = settings.value(QStringLiteral("invertAngular"), defaults.invertAngular).toBool();
    m.deadZone = fraction("deadZone", defaults.deadZone, kMaxDeadZone);
    m.expo = fraction("expo", defaults.expo, 1.0);
    settings.endGroup();
    return m;
}

void GamepadMapping::save(QSettings &settings) const
{
    settings.beginGroup(QLatin1String(kGroup));
    settings.setValue(QStringLiteral("linearAxis"), linearAxis);
    settings.setValue(QStringLiteral("invertLinear"), invertLinear);
    settings.setValue(QStringLiteral("angularAxis"), angularAxis);
    settings.setValue(QStringLiteral("invertAngular"), invertAngular);
    settings.setValue(QStringLiteral("deadmanButton"), deadmanButton);
    settings.setValue(QStringLiteral("deadZone"), deadZone);
    settings.setValue(QStringLiteral("expo"), expo);
    settings.endGroup();
}

int GamepadMapping::axisCount() { return SDL_CONTROLLER_AXIS_MAX; }
// The classic pad's buttons; misc and paddles exist on few pads and are left out.
int GamepadMapping::buttonCount() { return SDL_CONTROLLER_BUTTON_DPAD_RIGHT + 1; }
QString GamepadMapping::axisName(int axis) { return humanAxisName(axis); }
QString GamepadMapping::buttonName(int button) { return humanButtonName(button); }
