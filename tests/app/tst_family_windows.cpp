// A window per robot family: its dashboard profile decides which family panels it has. A
// Rover Pro window has the common panels and its own, none of the Kobuki's (and a Kobuki
// window none of the Rover's), fits the same screens as the Kobuki's, and the layout it saves
// never hides a Kobuki user's docks; a docked Plots panel gets room to plot.
#include "ConnectionBar.h"
#include "DockLayout.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "MapView.h"
#include "RobotView.h"
#include "RoverPanels.h"
#include "link/RobotLink.h"

#include <QAction>
#include <QDockWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

namespace tst_family_windows {  // this file's names, apart in a unity batch

namespace {

constexpr int kTitleBar = 40;  // as tst_window_fits: a window manager's frame

const QStringList kKobukiDocks = {
    QStringLiteral("motorsDock"), QStringLiteral("inputsDock"), QStringLiteral("versionsDock"),
    QStringLiteral("gyroDock"),   QStringLiteral("cliffDock"),  QStringLiteral("outputsDock"),
    QStringLiteral("pidDock"),    QStringLiteral("soundDock"),  QStringLiteral("dockIrDock")};
const QStringList kRoverDocks = {
    QStringLiteral("roverBatteriesDock"), QStringLiteral("roverFirmwareDock"), QStringLiteral("roverTracksDock"),
    QStringLiteral("roverControlsDock"), QStringLiteral("roverFlipperDock")};
const QStringList kCommonDocks = {QStringLiteral("batteryDock"), QStringLiteral("eventsDock"),
                                  QStringLiteral("driveLimitsDock"), QStringLiteral("gamepadDock"),
                                  QStringLiteral("safetyDock")};

bool isInside(const QWidget *widget, const QWidget *window)
{
    if (!widget->isVisible()) return false;
    const QRect area(widget->mapTo(window, QPoint(0, 0)), widget->size());
    return window->rect().contains(area);
}

std::unique_ptr<RobotDashboard> openWindow(const QString &robot)
{
    DashboardOptions options;
    options.robot = robot;
    options.port = QStringLiteral("sim:");
    auto window = std::make_unique<RobotDashboard>(options);
    window->show();
    QCoreApplication::processEvents();
    return window;
}

// Each dock the window has, and whether the View menu shows it open.
QMap<QString, bool> docksOpen(const RobotDashboard &window)
{
    QMap<QString, bool> open;
    for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
        open.insert(dock->objectName(), dock->toggleViewAction()->isChecked() && !dock->isFloating());
    return open;
}

}  // namespace

class TestFamilyWindows : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashFamilyWindowTests"));
    }

    void init() { QSettings().clear(); }

    void aRoverWindowHasTheCommonPanelsAndNoKobukiOnes()
    {
        auto window = openWindow(QStringLiteral("rover"));
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), 10000);  // the virtual Rover Pro
        QCOMPARE(window->windowTitle(), QStringLiteral("RoboDash — Rover Pro"));
        for (const QString &name : kKobukiDocks)
            QVERIFY2(!window->findChild<QDockWidget *>(name), qPrintable(name));
        QVERIFY(!window->findChild<robodash::widgets::RobotView *>());
        QVERIFY(!window->kobukiPanels());
        QVERIFY(!window->outputsPanel());
        QVERIFY(!window->pidEditor());
        for (const QString &name : {QStringLiteral("batteryDock"), QStringLiteral("eventsDock")}) {
            const QDockWidget *dock = window->findChild<QDockWidget *>(name);
            QVERIFY2(dock && dock->isVisible(), qPrintable(name));
        }
        for (const QString &name : kCommonDocks)
            QVERIFY2(window->findChild<QDockWidget *>(name), qPrintable(name));
        QVERIFY(window->mapView()->isVisible());
        QVERIFY(window->joystickPad()->isVisible());
        QVERIFY(window->connectionBar()->emergencyStopButton()->isVisible());
        QTRY_VERIFY(window->readingsLookLive());  // battery and map are live, nothing stays faded
        QVERIFY(window->roverPanels());
        for (const QString &name : kRoverDocks)
            QVERIFY2(window->findChild<QDockWidget *>(name), qPrintable(name));
        // The View menu lists exactly the docks it has: these, the wire inspector and the
        // Plots panel, which every family has and which are hidden until asked for.
        QCOMPARE(docksOpen(*window).size(), kCommonDocks.size() + kRoverDocks.size() + 2);
        QVERIFY(!docksOpen(*window).value(QStringLiteral("wireInspectorDock"), true));
        QVERIFY(!docksOpen(*window).value(QStringLiteral("plotsDock"), true));
    }

    void aKobukiWindowKeepsItsPanels()
    {
        auto window = openWindow(QStringLiteral("kobuki"));
        QCOMPARE(window->windowTitle(), QStringLiteral("RoboDash — Kobuki"));
        QVERIFY(window->kobukiPanels());
        QVERIFY(window->findChild<robodash::widgets::RobotView *>());
        for (const QString &name : kKobukiDocks + kCommonDocks)
            QVERIFY2(window->findChild<QDockWidget *>(name), qPrintable(name));
        QVERIFY(!window->roverPanels());
        for (const QString &name : kRoverDocks)
            QVERIFY2(!window->findChild<QDockWidget *>(name), qPrintable(name));
    }

    void aRoverWindowFitsTheScreensTheKobukiOneFits_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("netbook 1024x600") << QSize(1024, 600);
        QTest::newRow("laptop 1366x768") << QSize(1366, 768);
        QTest::newRow("desktop 1920x1080") << QSize(1920, 1080);
    }

    void aRoverWindowFitsTheScreensTheKobukiOneFits()
    {
        QFETCH(QSize, screen);
        const QSize available = screen - QSize(0, kTitleBar);
        auto window = openWindow(QStringLiteral("rover"));
        window->arrangeDocks(DockLayout::arrangementFor(available));
        QCoreApplication::processEvents();
        const QSize minimum = window->minimumSizeHint().expandedTo(window->minimumSize());
        QVERIFY2(minimum.width() <= available.width() && minimum.height() <= available.height(),
                 qPrintable(QStringLiteral("minimum %1 x %2").arg(minimum.width()).arg(minimum.height())));
        window->resize(available);
        QTRY_COMPARE(window->size(), available);
        QVERIFY(isInside(window->connectionBar()->emergencyStopButton(), window.get()));
        QVERIFY(isInside(window->joystickPad(), window.get()));
        QVERIFY(isInside(window->connectionBar(), window.get()));
        QVERIFY(isInside(window->mapView(), window.get()));
        // Every Rover dock is in the window: open, or a tab behind one that is.
        for (const QString &name : kRoverDocks) {
            const QDockWidget *dock = window->findChild<QDockWidget *>(name);
            QVERIFY2(dock && !dock->isFloating() && window->dockWidgetArea(const_cast<QDockWidget *>(dock)) != Qt::NoDockWidgetArea,
                     qPrintable(name));
        }
    }

    void aRoverSessionDoesNotHideTheKobukiDocks()
    {
        QMap<QString, bool> fresh;
        {
            auto kobuki = openWindow(QStringLiteral("kobuki"));
            fresh = docksOpen(*kobuki);
            kobuki->close();  // saves its layout, as quitting does
        }
        for (const QString &name : kKobukiDocks)
            QVERIFY2(fresh.value(name), qPrintable(name + QStringLiteral(" is not open in a new Kobuki window")));
        const QByteArray kobukiLayout = QSettings().value(QStringLiteral("window/state")).toByteArray();
        QVERIFY(!kobukiLayout.isEmpty());  // the Kobuki keeps the key layouts had before families
        {
            auto rover = openWindow(QStringLiteral("rover"));
            rover->arrangeDocks(DockLayout::Arrangement::OneColumn);
            QCoreApplication::processEvents();
            rover->close();
        }
        QVERIFY(QSettings().contains(QStringLiteral("window/rover/state")));
        QCOMPARE(QSettings().value(QStringLiteral("window/state")).toByteArray(), kobukiLayout);
        auto kobuki = openWindow(QStringLiteral("kobuki"));
        QTRY_COMPARE(docksOpen(*kobuki), fresh);
    }

    // Docked (a double-click on its title), the Plots panel took what the other docks left it:
    // 160 pixels beside the panels, a plot nobody can read (a new user). It takes a fair share.
    void aDockedPlotsPanelTakesAFairShareOfTheWindow()
    {
        auto window = openWindow(QStringLiteral("kobuki"));
        window->resize(1366, 768);  // wide: the bottom row has Outputs, PID and Dock IR
        window->arrangeDocks(DockLayout::Arrangement::Wide);
        auto *dock = window->findChild<QDockWidget *>(QStringLiteral("plotsDock"));
        QVERIFY(dock);
        dock->show();
        QTRY_VERIFY(dock->isFloating());  // the first show floats it over the window
        dock->setFloating(false);
        QTRY_VERIFY(dock->isVisible() && !dock->isFloating());
        const auto shares = [&] {
            return QStringLiteral("%1 of the window's width, %2 of its height (area %3)")
                .arg(double(dock->width()) / window->width(), 0, 'f', 2)
                .arg(double(dock->height()) / window->height(), 0, 'f', 2)
                .arg(int(window->dockWidgetArea(dock)));
        };
        QTRY_VERIFY2(dock->width() >= 0.3 * window->width() && dock->height() >= 200,
                     qPrintable(shares()));
    }
};

QTEST_MAIN(TestFamilyWindows)

}  // namespace tst_family_windows
#include "tst_family_windows.moc"
