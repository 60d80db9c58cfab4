#pragma once
// A robot session on the chosen family's virtual twin with a self-test engine on its link,
// for the self-test's end-to-end tests. Durations are short (a few seconds per step): the
// twin runs in real time, and the engine's answers do not depend on how long it took.

#include "FamilyCatalog.h"
#include "RobotSession.h"
#include "SelfTestEngine.h"
#include "rflex/RflexCommands.h"
#include "sim/rflex/VirtualAtrvJr.h"

#include <QSignalSpy>
#include <QtTest>

#include <string>

namespace robodash::selftest::testing {

inline SelfTestSettings shortSettings()
{
    SelfTestSettings settings;
    settings.batteryRestSeconds = 0.6;
    settings.batteryLoadSeconds = 1.2;
    settings.gyroSeconds = 3;
    settings.driveSeconds = 1.5;
    settings.driveMps = 0.12;
    settings.turnSeconds = 1.5;
    settings.currentRestSeconds = 0.6;
    settings.currentMoveSeconds = 1.0;
    settings.settleSeconds = 0.4;
    settings.noTelemetryAbortMs = 5000;  // a busy test machine
    return settings;
}

// Windows long enough for a family's slowest readings: the ATRV-Jr's battery comes with
// SYS_STATUS, polled every 2 s; the Rover Pro's driver reads its batteries once a second and
// its motor currents twice, so a shorter settle leaves the last move's current in the rest.
inline SelfTestSettings shortSettingsFor(const std::string &family)
{
    SelfTestSettings settings = shortSettings();
    if (family == "rflex") {
        settings.batteryRestSeconds = 3;
        settings.batteryLoadSeconds = 3;
    } else if (family == "rover") {
        settings.batteryRestSeconds = 2;
        settings.batteryLoadSeconds = 3;
        settings.settleSeconds = 1.2;
        settings.currentRestSeconds = 1.2;
        settings.currentMoveSeconds = 1.5;
    }
    return settings;
}

inline core::RobotInfo familyInfo(const std::string &family)
{
    return app::robotFamilies().registry().find(family)->makeDriver()->info();
}

class SelfTestRig {
public:
    explicit SelfTestRig(const std::string &family) : SelfTestRig(family, shortSettingsFor(family)) {}
    SelfTestRig(const std::string &family, SelfTestSettings settings)
        : session(family), engine(session.link(), familyInfo(family), settings)
    {
    }

    // Connects to the twin and waits until it has said who it is.
    bool connect()
    {
        QSignalSpy identity(&session.link(), &link::RobotLink::identityComplete);
        session.link().connectTo(QStringLiteral("sim:"));
        if (!identity.wait(15000) && identity.size() == 0)
            return false;
        return releaseTheBrake();
    }

    // The ATRV-Jr's brake is engaged at power-up and released only when the operator enables
    // the motors (the rFLEX panel's switch); the self-test's motion steps need it released.
    bool releaseTheBrake()
    {
        const auto atrv = std::dynamic_pointer_cast<sim::VirtualAtrvJr>(session.virtualRobot());
        if (!atrv)
            return true;
        session.link().sendCommand(core::FamilyCommand(rflex::SetMotorsEnabledCommand{true}));
        return QTest::qWaitFor([&] { return !atrv->brakeEngaged(); }, 10000);
    }

    bool runToEnd(int timeoutMs = 90000)
    {
        QSignalSpy finished(&engine, &SelfTestEngine::finished);
        engine.start();
        return finished.wait(timeoutMs) || finished.size() > 0;
    }

    const StepResult *result(const std::string &id) const
    {
        for (const auto &step : engine.steps()) {
            if (step->id() == id)
                return &step->result();
        }
        return nullptr;
    }

    app::RobotSession session;
    SelfTestEngine engine;
};

}  // namespace robodash::selftest::testing
