#include "Gamepad.h"

#include <SDL.h>

#include <cmath>

Gamepad::Gamepad(QObject *parent) : QObject(parent), m_timer(this)
{
    // No window of SDL's own ever has focus: without this hint SDL drops pad events.
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    // SDL's own SIGINT/SIGTERM handlers only queue an SDL quit event nobody reads: the
    // dashboard would ignore Ctrl+C and kill and leave the robot driving. Ours quit cleanly.
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
        m_error = QStringLiteral("gamepads unavailable: SDL could not start its game "
                                 "controller support (%1)").arg(QString::fromUtf8(SDL_GetError()));
        return;
    }
    m_sdlReady = true;
    m_timer.setInterval(kPollIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &Gamepad::poll);
    m_timer.start();
}

Gamepad::~Gamepad()
{
    if (!m_sdlReady)
        return;
    if (m_controller)
        SDL_GameControllerClose(m_controller);
    SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

void Gamepad::setMapping(const GamepadMapping &mapping)
{
    if (mapping == m_mapping)
        return;
    const bool deadmanMoved = mapping.deadmanButton != m_mapping.deadmanButton;
    m_mapping = mapping;
    if (deadmanMoved && m_driving) {
        // The button that was being held is no longer the dead-man.
        setCommand(0, 0);
        m_driving = false;
        emit stopRequested();
    }
    emit stateChanged();
}

void Gamepad::setMaxSpeeds(double linearMps, double angularRadps)
{
    if (std::isfinite(linearMps) && linearMps > 0)
        m_maxLinear = linearMps;
    if (std::isfinite(angularRadps) && angularRadps > 0)
        m_maxAngular = angularRadps;
}

void Gamepad::poll()
{
    if (!m_sdlReady)
        return;
    handleEvents();
    if (!m_controller)
        openFirstController();  // one may have been there before we started listening
    if (m_controller)
        readController();
}

void Gamepad::setActive(bool active)
{
    if (!m_sdlReady || active == m_timer.isActive())
        return;
    stop();
    if (!active) {
        m_timer.stop();
        return;
    }
    // Unplugged while another robot's gamepad read the device events.
    if (m_controller && !SDL_GameControllerGetAttached(m_controller))
        closeController(true);
    m_timer.start();
}

void Gamepad::stop()
{
    m_latched = true;
    m_driving = false;
    setCommand(0, 0);
    emit stateChanged();
}

void Gamepad::handleEvents()
{
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        if (event.type == SDL_CONTROLLERDEVICEADDED && !m_controller)
            openController(event.cdevice.which);
        else if (event.type == SDL_CONTROLLERDEVICEREMOVED && m_controller
                 && event.cdevice.which == m_instanceId)
            closeController(true);
    }
}

void Gamepad::openFirstController()
{
    for (int i = 0; i < SDL_NumJoysticks() && !m_controller; ++i)
        if (SDL_IsGameController(i))
            openController(i);
}

void Gamepad::openController(int deviceIndex)
{
    SDL_GameController *controller = SDL_GameControllerOpen(deviceIndex);
    if (!controller)
        return;
    m_controller = controller;
    m_instanceId = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller));
    const char *name = SDL_GameControllerName(controller);
    m_name = name ? QString::fromUtf8(name) : QStringLiteral("Game controller");
    // A pad plugged in with the dead-man already down must be released first.
    m_latched = SDL_GameControllerGetButton(
                    controller, SDL_GameControllerButton(m_mapping.deadmanButton)) != 0;
    emit connectionChanged(true, m_name);
    emit stateChanged();
}

void Gamepad::closeController(bool unplugged)
{
    const bool wasDriving = m_driving;
    SDL_GameControllerClose(m_controller);
    m_controller = nullptr;
    m_instanceId = -1;
    m_deadmanHeld = false;
    m_driving = false;
    setCommand(0, 0);
    if (unplugged && wasDriving)
        emit stopRequested();
    emit connectionChanged(false, m_name);
    m_name.clear();
    emit stateChanged();
    openFirstController();  // another pad may still be plugged in
}

void Gamepad::readController()
{
    const bool held = SDL_GameControllerGetButton(
                          m_controller, SDL_GameControllerButton(m_mapping.deadmanButton)) != 0;
    const bool heldChanged = held != m_deadmanHeld;
    m_deadmanHeld = held;
    if (!held) {
        if (!m_otherInputHeld())
            m_latched = false;  // all let go: the next press may drive again
        if (m_driving) {
            m_driving = false;
            setCommand(0, 0);
            emit stopRequested();  // at once: this is the dead-man, not a stick release
        }
        if (heldChanged)
            emit stateChanged();
        return;
    }
    if (m_latched) {
        if (heldChanged)
            emit stateChanged();
        return;
    }
    const auto axis = [this](int index, bool invert) {
        const double shaped = m_mapping.shape(
            SDL_GameControllerGetAxis(m_controller, SDL_GameControllerAxis(index)));
        return invert ? -shaped : shaped;
    };
    const double linear = axis(m_mapping.linearAxis, m_mapping.invertLinear) * m_maxLinear;
    const double angular = axis(m_mapping.angularAxis, m_mapping.invertAngular) * m_maxAngular;
    const bool changed = linear != m_linear || angular != m_angular;
    setCommand(linear, angular);
    if (linear != 0 || angular != 0) {
        m_driving = true;
        emit velocityRequested(linear, angular);
    } else if (m_driving) {
        m_driving = false;
        emit velocityRequested(0, 0);  // stick back in the centre: a release
    }
    if (changed || heldChanged)
        emit stateChanged();
}

void Gamepad::setCommand(double linear, double angular)
{
    m_linear = linear;
    m_angular = angular;
}
