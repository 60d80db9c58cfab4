#pragma once
// A robot session on the chosen family's virtual twin with a self-test engine on its link,
// for the self-test's end-to-end tests. Durations are short (a few seconds per step): the
// twin runs in real time, and the engine's answers do not depend on how long it took.

#include "FamilyCatalog.h"
#include "RobotSession.h"
#include "SelfTestEngine.h"

#include <QSignalSpy>
#include <QtTest>

#include <string>

namespace robodash::selftest::testing {

// The defaults, but for the long checks whose length no family's readings depend on: the
// windows that wait for a slowly refreshed reading (battery, motor current, the settles) keep
// their defaults, so the tests prove those suit every family.
inline SelfTestSettings shortSettings()
{
    SelfTestSettings settings;
    settings.gyroSeconds = 3;
    settings.driveSeconds = 1.5;
    settings.driveMps = 0.12;
    settings.turnSeconds = 1.5;
    settings.noTelemetryAbortMs = 5000;  // a busy test machine
    return settings;
}

inline core::RobotInfo familyInfo(const std::string &family)
{
    return app::robotFamilies().registry().find(family)->makeDriver()->info();
}

class SelfTestRig {
public:
    explicit SelfTestRig(const std::string &family) : SelfTestRig(family, shortSettings()) {}
    SelfTestRig(const std::string &family, SelfTestSettings settings)
        : session(family), engine(session.link(), familyInfo(family), settings)
    {
    }

    // Connects to the twin and waits until it has said who it is. A held drive (the ATRV-Jr's
    // brake) is left as it is: the engine releases it.
    bool connect()
    {
        QSignalSpy identity(&session.link(), &link::RobotLink::identityComplete);
        session.link().connectTo(QStringLiteral("sim:"));
        return identity.wait(15000) || identity.size() > 0;
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
