#pragma once
// What the fleet's tests share (tst_fleet_window, tst_fleet_driving): a window with a twin of
// each family, the twins' own record of what they were told, and the pad held forward.

#include "FleetWindow.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "RobotSession.h"
#include "link/RobotLink.h"
#include "rover/MotorBytes.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rflex/VirtualAtrvJr.h"
#include "sim/rover/VirtualRover.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <cmath>
#include <memory>

class FleetFixture {
public:
    static constexpr int kTimeoutMs = 15000;

    static void keepSettingsApart()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashFleetTests"));
    }
    static bool moved(const robodash::sim::Pose &pose) { return std::hypot(pose.x, pose.y) > 0.05; }
    static bool atOrigin(const robodash::sim::Pose &pose) { return pose.x == 0 && pose.y == 0 && pose.theta == 0; }

    // robodash --fleet kobuki,rover,rflex, every robot online.
    void openFleet()
    {
        QString error;
        const auto options = DashboardOptions::parse(
            {QStringLiteral("robodash"), QStringLiteral("--fleet"), QStringLiteral("kobuki,rover,rflex")}, &error);
        QVERIFY2(options, qPrintable(error));
        window = std::make_unique<FleetWindow>(*options);
        window->show();
        QCOMPARE(window->robotCount(), 3);
        for (int i = 0; i < 3; ++i)
            QTRY_VERIFY_WITH_TIMEOUT(window->dashboard(i)->link()->isOnline(), kTimeoutMs);
        QVERIFY(kobuki() && rover() && rflex());
    }

    void holdPadForward(RobotDashboard *dashboard)
    {
        robodash::widgets::JoystickPad *pad = dashboard->joystickPad();
        QTRY_VERIFY_WITH_TIMEOUT(pad->isEnabled(), kTimeoutMs);
        const QPoint centre = pad->padCentre().toPoint();
        QTest::mousePress(pad, Qt::LeftButton, Qt::NoModifier, centre);
        QTest::mouseMove(pad, centre - QPoint(0, int(pad->padRadius() * 0.8)));
    }

    std::shared_ptr<robodash::sim::VirtualKobuki> kobuki() const { return window->dashboard(0)->session()->virtualKobuki(); }
    std::shared_ptr<robodash::sim::VirtualRover> rover() const { return window->dashboard(1)->session()->virtualRover(); }
    std::shared_ptr<robodash::sim::VirtualAtrvJr> rflex() const { return window->dashboard(2)->session()->virtualAtrvJr(); }
    bool roverDriven() const { return !(rover()->lastMotorBytes() == robodash::rover::MotorBytes{}); }

    std::unique_ptr<FleetWindow> window;
};
