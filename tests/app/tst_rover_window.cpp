// The Rover Pro's window against its virtual twin (sim:, the real serial path): the Rover's
// docks and no Kobuki ones, both packs' volts as the twin reports them, fan / flipper / clear
// fault reaching the twin, "not on this firmware" for what 1.0.9 lacks, an unknown firmware
// that keeps the pad off until the user confirms it, and the Rover's own over-current limit.
// Every wait is on a condition (QTRY_), never a sleep.
#include "ConnectionBar.h"
#include "DockLayout.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "MapView.h"
#include "RefreshGate.h"
#include "RobotSession.h"
#include "ReadoutLabel.h"
#include "RoverBatteryView.h"
#include "RoverControlsPanel.h"
#include "RoverFirmwareView.h"
#include "RoverFlipperPanel.h"
#include "RoverPanels.h"
#include "RoverReadingText.h"
#include "RoverTracksView.h"
#include "SafetyPanel.h"
#include "link/RobotLink.h"
#include "rover/Conversions.h"
#include "sim/rover/VirtualRover.h"

#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QtTest>

#include <cmath>
#include <memory>

namespace tst_rover_window {  // this file's names, apart in a unity batch

using robodash::sim::VirtualRover;
using robodash::widgets::RoverBatteryView;
using robodash::widgets::RoverTracksView;

namespace {

constexpr int kTimeoutMs = 15000;  // the twin under sanitizers on a loaded machine

std::unique_ptr<RobotDashboard> openRover(const QString &firmware = {})
{
    DashboardOptions options;
    options.robot = QStringLiteral("rover");
    options.port = QStringLiteral("sim:");
    options.firmware = firmware;
    auto window = std::make_unique<RobotDashboard>(options);
    window->show();
    QCoreApplication::processEvents();
    return window;
}

// ROBODASH_TEST_SCREENSHOTS=DIR keeps a picture of the window at a moment worth looking at.
void keepPicture(RobotDashboard &window, const QString &name)
{
    const QString dir = qEnvironmentVariable("ROBODASH_TEST_SCREENSHOTS");
    if (dir.isEmpty()) return;
    window.resize(1600, 1000);
    QCoreApplication::processEvents();
    robodash::widgets::RefreshGate::flushAll(window);
    window.grab().save(dir + QLatin1Char('/') + name);
}

std::shared_ptr<VirtualRover> twinOf(const RobotDashboard &window)
{
    return window.session()->virtualRover();
}

// "~25.02 V" -> 25.02; NaN for anything else.
double voltsIn(const QString &text)
{
    QString number = text;
    number.remove(QLatin1Char('~')).remove(QStringLiteral(" V"));
    bool ok = false;
    const double value = number.toDouble(&ok);
    return ok ? value : std::nan("");
}

}  // namespace

class TestRoverWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashRoverWindowTests"));
    }

    void init() { QSettings().clear(); }

    void bothPacksShowTheTwinsVolts()
    {
        auto window = openRover();
        RoverPanels *panels = window->roverPanels();
        QVERIFY(panels);
        QTRY_VERIFY_WITH_TIMEOUT(twinOf(*window), kTimeoutMs);
        RoverBatteryView *batteries = panels->batteryView();
        QTRY_VERIFY_WITH_TIMEOUT(!std::isnan(voltsIn(batteries->voltsText(RoverBatteryView::A))), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!std::isnan(voltsIn(batteries->voltsText(RoverBatteryView::B))), kTimeoutMs);
        QVERIFY(batteries->voltsText(RoverBatteryView::A).startsWith(QLatin1Char('~')));  // the spec's scale
        // Issue 38: the mark is explained where it is shown.
        bool explained = false;
        for (const QWidget *reading : batteries->findChildren<QWidget *>()) {
            const auto *label = qobject_cast<const robodash::widgets::ReadoutLabel *>(reading);
            if (label && label->text().startsWith(QLatin1Char('~')))
                explained = label->toolTip().startsWith(QStringLiteral("~: an estimate"));
        }
        QVERIFY(explained);
        // ... and on the panel itself, without hovering (issue 38's new-user hour).
        const auto *legend = batteries->findChild<QLabel *>(QStringLiteral("roverEstimateLegend"));
        QVERIFY(legend && legend->text().startsWith(QStringLiteral("~ an estimate")));
        const auto twin = twinOf(*window);
        for (auto [pack, reg] : {std::pair{RoverBatteryView::A, 24}, std::pair{RoverBatteryView::B, 26}}) {
            const double twinVolts = twin->registerValue(std::uint8_t(reg)).value() / robodash::rover::kRawPerVolt;
            QVERIFY2(twinVolts > 12 && twinVolts < 30, qPrintable(QString::number(twinVolts)));
            // The packs discharge slowly: a reading a second old is within 0.1 V.
            QVERIFY2(std::fabs(voltsIn(batteries->voltsText(pack)) - twinVolts) < 0.1,
                     qPrintable(batteries->voltsText(pack) + QStringLiteral(" vs %1").arg(twinVolts)));
        }
        // 1.3.0 has the smart batteries: their own volts, in mV, not approximate.
        QTRY_VERIFY_WITH_TIMEOUT(!std::isnan(voltsIn(batteries->packVoltsText(RoverBatteryView::A))), kTimeoutMs);
        QVERIFY(!batteries->packVoltsText(RoverBatteryView::A).startsWith(QLatin1Char('~')));
        // Issue 38: the controller's and the pack's current read alike, as drawn (the pack's
        // own sign is negative while it discharges).
        QTRY_VERIFY_WITH_TIMEOUT(batteries->packCurrentText(RoverBatteryView::A).endsWith(QStringLiteral(" A drawn")),
                                 kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(batteries->currentText(RoverBatteryView::A).startsWith(QLatin1Char('~')), kTimeoutMs);
        const double controller = batteries->currentText(RoverBatteryView::A).mid(1).section(QLatin1Char(' '), 0, 0).toDouble();
        const double pack = batteries->packCurrentText(RoverBatteryView::A).section(QLatin1Char(' '), 0, 0).toDouble();
        QVERIFY2(pack > 0 && std::fabs(controller - pack) < 0.1,
                 qPrintable(batteries->currentText(RoverBatteryView::A) + QStringLiteral(" vs ")
                            + batteries->packCurrentText(RoverBatteryView::A)));
        QTRY_VERIFY_WITH_TIMEOUT(batteries->alarmsText(RoverBatteryView::B) == QStringLiteral("none"), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(panels->tracksView()->odometryText().contains(QStringLiteral("encoder")), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(panels->firmwareView()->versionText(), QStringLiteral("1.3.0"), kTimeoutMs);
        QVERIFY(!panels->firmwareView()->unknownFirmwareShown());
        QVERIFY(window->readingsLookLive());
    }

    void fanFlipperAndClearFaultReachTheTwin()
    {
        auto window = openRover();
        RoverPanels *panels = window->roverPanels();
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(panels->firmwareView()->versionText(), QStringLiteral("1.3.0"), kTimeoutMs);
        const auto twin = twinOf(*window);
        QVERIFY(twin);
        QVERIFY(panels->controlsPanel()->isEnabled());

        // Fan: half speed is 120 of 240, and the robot reads it back.
        panels->controlsPanel()->findChild<QSlider *>(QStringLiteral("roverFanSpeed"))->setValue(50);
        QTRY_COMPARE_WITH_TIMEOUT(int(twin->fanSpeed()), 120, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(panels->controlsPanel()->fanText(), QStringLiteral("50 %"), kTimeoutMs);

        // Flipper: held up, the twin's flipper byte is above stop; let go, it is back at stop.
        panels->flipperPanel()->raise();
        QTRY_VERIFY_WITH_TIMEOUT(twin->lastMotorBytes().flipper > robodash::rover::kMotorStop, kTimeoutMs);
        panels->flipperPanel()->release();
        QTRY_COMPARE_WITH_TIMEOUT(int(twin->lastMotorBytes().flipper), int(robodash::rover::kMotorStop), kTimeoutMs);

        // A motor fault the twin raises shows red; Clear fault clears it on the twin.
        twin->withSimulation([](robodash::sim::RoverSimulation &sim) { sim.firmware().raiseFault(0x0001); });
        QTRY_VERIFY_WITH_TIMEOUT(panels->controlsPanel()->faultShown(), kTimeoutMs);
        QVERIFY(panels->controlsPanel()->faultText().contains(QStringLiteral("0x0001")));
        QVERIFY(panels->controlsPanel()->clearFaultAvailable());
        panels->controlsPanel()->findChild<QPushButton *>(QStringLiteral("roverClearFault"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(twin->registerValue(18).value(), std::uint16_t(0), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!panels->controlsPanel()->faultShown(), kTimeoutMs);
        QCOMPARE(panels->controlsPanel()->faultText(), QStringLiteral("No motor fault"));
    }

    // The encoder register is a wrapping 16-bit counter: a track that reversed from 0 reads
    // -472 counts, not 65,064 (issue 38).
    void anEncoderThatReversedReadsNegative()
    {
        robodash::rover::RoverFrame frame;
        frame.identified = true;
        robodash::rover::RegisterReading &left = frame.reading(robodash::rover::Register::LeftEncoderCount);
        left.onFirmware = left.received = true;
        left.raw = 65064;
        left.value = 65064;
        RoverTracksView tracks;
        tracks.setFrame(frame);
        QCOMPARE(tracks.encoderText(RoverTracksView::Left), QStringLiteral("-472 counts"));
    }

    void olderFirmwareSaysWhatItLacks()
    {
        auto window = openRover(QStringLiteral("1.0.9"));
        RoverPanels *panels = window->roverPanels();
        QTRY_COMPARE_WITH_TIMEOUT(panels->firmwareView()->versionText(), QStringLiteral("1.0.9"), kTimeoutMs);
        const QString missing = robodash::widgets::roverText::notOnFirmware();
        RoverBatteryView *batteries = panels->batteryView();
        QCOMPARE(batteries->packVoltsText(RoverBatteryView::A), missing);  // register 64
        QCOMPARE(batteries->temperatureText(RoverBatteryView::B), missing);  // register 62
        QCOMPARE(batteries->alarmsText(RoverBatteryView::A), missing);  // register 52
        QCOMPARE(panels->tracksView()->encoderText(RoverTracksView::Left), missing);  // register 14 reads 0
        QVERIFY(panels->tracksView()->odometryText().contains(QStringLiteral("RPM")));
        // What both lines have still reads.
        QTRY_VERIFY_WITH_TIMEOUT(!std::isnan(voltsIn(batteries->voltsText(RoverBatteryView::A))), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(panels->tracksView()->speedText(RoverTracksView::Right).endsWith(QStringLiteral("m/s")),
                                 kTimeoutMs);
        // 1.0.x has low-speed mode but no clear fault.
        QVERIFY(!panels->controlsPanel()->clearFaultAvailable());
        QVERIFY(panels->controlsPanel()->lowSpeedAvailable());
        keepPicture(*window, QStringLiteral("rover-1.0.9.png"));
    }

    void unknownFirmwareDrivesOnlyOnceConfirmed()
    {
        auto window = openRover();
        RoverPanels *panels = window->roverPanels();
        robodash::sim::VirtualRoverOptions unknown;
        unknown.register40 = 20100;  // a 2.x: neither a 1.x version nor a 1.0.x build date
        window->session()->twins().setTwinMaker([unknown] { return std::make_shared<VirtualRover>(unknown); });
        window->link()->connectTo(QStringLiteral("sim:"));  // again, with that twin
        QTRY_VERIFY_WITH_TIMEOUT(panels->firmwareView()->unknownFirmwareShown(), kTimeoutMs);
        QCOMPARE(panels->firmwareView()->lineText(), QStringLiteral("unknown"));
        const auto twin = twinOf(*window);
        QVERIFY(twin);
        QCOMPARE(twin->registerValue(40).value(), std::uint16_t(20100));
        QVERIFY(!panels->driveBlockedReason().isEmpty());
        QVERIFY(!window->joystickPad()->isEnabled());
        QCOMPARE(window->joystickPad()->disabledReason(), panels->driveBlockedReason());
        // The warning and its Drive anyway… come to the front of the panels they share a place with.
        QTRY_VERIFY_WITH_TIMEOUT(panels->firmwareView()->isVisible(), kTimeoutMs);
        keepPicture(*window, QStringLiteral("rover-unknown-firmware.png"));

        // Driving around the pad is refused by the driver: the motors stay at stop while the
        // twin goes on hearing from us.
        window->link()->drive(0.3, 0);
        const std::uint64_t before = twin->counters().packets;
        QTRY_VERIFY_WITH_TIMEOUT(twin->counters().packets > before + 20, kTimeoutMs);
        QVERIFY(twin->lastMotorBytes().isStop());
        window->link()->stop();

        // Declining the question changes nothing.
        panels->firmwareView()->setConfirmation([](const QString &) { return false; });
        panels->firmwareView()->confirmUnknownFirmware();
        QCoreApplication::processEvents();
        QVERIFY(panels->firmwareView()->unknownFirmwareShown());

        panels->firmwareView()->setConfirmation([](const QString &) { return true; });
        panels->firmwareView()->confirmUnknownFirmware();
        QTRY_VERIFY_WITH_TIMEOUT(!panels->firmwareView()->unknownFirmwareShown(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(window->joystickPad()->isEnabled(), kTimeoutMs);
        QCOMPARE(panels->firmwareView()->driveText(), QStringLiteral("allowed at your request"));
        window->link()->drive(0.3, 0);
        QTRY_VERIFY_WITH_TIMEOUT(twin->lastMotorBytes().left > robodash::rover::kMotorStop, kTimeoutMs);
        window->link()->stop();
        QTRY_VERIFY_WITH_TIMEOUT(twin->lastMotorBytes().isStop(), kTimeoutMs);
    }

    // Live, every Rover dock in the window (open or a tab), STOP, pad and map in view, on a
    // netbook and a laptop screen (less a title bar). ROBODASH_TEST_SCREENSHOTS=DIR keeps a
    // picture of each.
    void fitsTheScreensLive_data()
    {
        QTest::addColumn<QSize>("available");
        QTest::newRow("1024x600") << QSize(1024, 560);
        QTest::newRow("1366x768") << QSize(1366, 728);
    }

    void fitsTheScreensLive()
    {
        QFETCH(QSize, available);
        auto window = openRover();
        RoverPanels *panels = window->roverPanels();
        QCoreApplication::processEvents();  // the window's own first arrangement (offscreen: wide)
        window->arrangeDocks(DockLayout::arrangementFor(available));
        QCoreApplication::processEvents();  // its deferred resize to the nominal screen
        window->resize(available);
        QTRY_COMPARE(window->size(), available);
        QTRY_VERIFY_WITH_TIMEOUT(!std::isnan(voltsIn(panels->batteryView()->voltsText(RoverBatteryView::B))), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(panels->flipperPanel()->angleText() != robodash::widgets::roverText::notYet(), kTimeoutMs);
        for (QWidget *widget : {static_cast<QWidget *>(window->connectionBar()->emergencyStopButton()),
                                static_cast<QWidget *>(window->joystickPad()), static_cast<QWidget *>(window->mapView())}) {
            const QRect area(widget->mapTo(window.get(), QPoint(0, 0)), widget->size());
            QVERIFY2(widget->isVisible() && window->rect().contains(area), qPrintable(widget->objectName()));
        }
        for (const DockPanel &panel : panels->panels()) {
            QDockWidget *dock = DockLayout::dockOf(panel.content);
            QVERIFY2(dock && !dock->isFloating() && window->dockWidgetArea(dock) != Qt::NoDockWidgetArea,
                     qPrintable(panel.name));
        }
        QCOMPARE(window->size(), available);
        const QString dir = qEnvironmentVariable("ROBODASH_TEST_SCREENSHOTS");
        if (!dir.isEmpty()) {
            robodash::widgets::RefreshGate::flushAll(*window);
            QVERIFY(window->grab().save(QStringLiteral("%1/rover-%2x%3.png").arg(dir).arg(available.width()).arg(available.height())));
        }
    }

    void theOverCurrentLimitIsTheRovers()
    {
        auto window = openRover();
        QCOMPARE(window->safetyPanel()->settings().overCurrentAmperes, 10.0);
        QCOMPARE(window->safetyPanel()->defaults().overCurrentAmperes, 10.0);
        window->safetyPanel()->restoreDefaults();
        QCOMPARE(window->safetyPanel()->settings().overCurrentAmperes, 10.0);
        window->close();
        // Saved apart from the Kobuki's: a Kobuki window keeps its own 1.2 A.
        QCOMPARE(QSettings().value(QStringLiteral("safety/rover/overCurrentAmperes")).toDouble(), 10.0);
        QVERIFY(!QSettings().contains(QStringLiteral("safety/overCurrentAmperes")));
        DashboardOptions options;
        options.port = QStringLiteral("none:");
        RobotDashboard kobuki(options);
        QCOMPARE(kobuki.safetyPanel()->settings().overCurrentAmperes, 1.2);
    }
};

QTEST_MAIN(TestRoverWindow)

}  // namespace tst_rover_window
#include "tst_rover_window.moc"
