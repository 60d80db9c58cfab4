// A fleet in one window, its shape: three twins of the three families behind their own ptys,
// each with its own link and worker thread; tiles, names and settings per robot across a
// restart, ports refused or failing, 30 tiles, one robot as it always was, menus.
#include "FleetFixture.h"
#include "AddRobotDialog.h"
#include "DriveLimitsPanel.h"
#include "FleetBar.h"
#include "FleetRoster.h"
#include "FleetView.h"
#include "RobotTile.h"
#include "TimePlot.h"

#include <QChartView>
#include <QComboBox>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QToolButton>

namespace tst_fleet_window {  // this file's names, apart in a unity batch

using robodash::widgets::JoystickPad;
using robodash::widgets::TimePlot;

namespace {

// The axis labels Qt Charts had to shorten ("0.…" or "..."), of the plots on screen.
QStringList shortenedAxisLabels(const QWidget *window)
{
    QStringList shortened;
    for (const TimePlot *plot : window->findChildren<TimePlot *>()) {
        const QChartView *view = plot->findChild<QChartView *>();
        if (!plot->isVisible() || !view || !view->scene())
            continue;
        for (const QGraphicsItem *item : view->scene()->items()) {
            const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
            if (text && text->isVisible()
                && (text->toPlainText().contains(QStringLiteral("...")) || text->toPlainText().contains(QChar(0x2026))))
                shortened << plot->objectName() + QStringLiteral(": ") + text->toPlainText();
        }
    }
    return shortened;
}

bool everyVisiblePlotShowsSamples(const QWidget *window)
{
    int visible = 0;
    for (const TimePlot *plot : window->findChildren<TimePlot *>()) {
        if (!plot->isVisible())
            continue;
        ++visible;
        if (plot->seriesCount() == 0 || plot->displayedPoints(0).isEmpty())
            return false;
    }
    return visible > 0;
}

}  // namespace

class TestFleetWindow : public QObject, public FleetFixture {
    Q_OBJECT
private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { QSettings().clear(); }
    void cleanup() { window.reset(); }
    void threeFamiliesShareOneWindow();
    void namesAndSettingsPerRobotSurviveARestart();
    void theSamePortTwiceIsRefusedNamingItsTile();
    void aFailingPortSaysWhyOnItsTileAndTheOthersGoOn();
    void thirtyRobotsStayUsable();
    void oneRobotLooksAsItAlwaysDid();
    void aRobotsPresentationViewKeepsStopAllInViewAndEndsOnASwitch();
    void everyMenuKeepsItsMnemonicsDistinct();
    void theOverviewsHintNamesAMenuItShows();
    void everyPlotOfTheRobotInFrontReadsInFull_data();
    void everyPlotOfTheRobotInFrontReadsInFull();
};

void TestFleetWindow::threeFamiliesShareOneWindow()
{
    openFleet();
    QVERIFY(!window->front());  // a demonstration opens on the overview
    QCOMPARE(window->fleetView()->tiles().size(), 3);
    QCOMPARE(window->fleetBar()->robotButtons().size(), 3);
    QVERIFY(window->fleetBar()->isVisible());
    QVERIFY(window->fleetBar()->stopAllButton()->isVisible());
    const QStringList names{QStringLiteral("Kobuki"), QStringLiteral("Rover Pro"), QStringLiteral("rFLEX")};
    for (int i = 0; i < 3; ++i) {
        RobotTile *tile = window->tile(i);
        QCOMPARE(tile->name(), names[i]);
        QTRY_COMPARE_WITH_TIMEOUT((tile->refreshNow(), tile->stateText()), QStringLiteral("Online"), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT((tile->refreshNow(), tile->batteryText().contains(QStringLiteral(" V)"))), kTimeoutMs);
    }
    // Three links, three worker threads, three twins on three ptys.
    QVERIFY(window->dashboard(0)->link() != window->dashboard(1)->link());
    QVERIFY(kobuki()->devicePath() != rover()->devicePath());
    QVERIFY(rover()->devicePath() != rflex()->devicePath());
    QVERIFY(window->windowTitle().contains(QStringLiteral("fleet of 3")));
}

void TestFleetWindow::namesAndSettingsPerRobotSurviveARestart()
{
    openFleet();
    robodash::link::DriveLimits slow = window->dashboard(1)->driveLimitsPanel()->limits();
    slow.maxLinearMps = 0.11;
    window->dashboard(1)->driveLimitsPanel()->setLimits(slow);
    window->renameRobot(2, QStringLiteral("atrv-east"));
    const double kobukiDefault = window->dashboard(0)->driveLimitsPanel()->limits().maxLinearMps;
    QVERIFY(kobukiDefault > 0.2);
    window->close();
    window.reset();

    window = std::make_unique<FleetWindow>(DashboardOptions{});  // a plain start: the fleet of last time
    QCOMPARE(window->robotCount(), 3);
    QCOMPARE(window->tile(2)->name(), QStringLiteral("atrv-east"));
    QCOMPARE(window->members().at(1).robot, QStringLiteral("rover"));
    QCOMPARE(window->dashboard(1)->driveLimitsPanel()->limits().maxLinearMps, 0.11);
    QCOMPARE(window->dashboard(0)->driveLimitsPanel()->limits().maxLinearMps, kobukiDefault);
}

void TestFleetWindow::theSamePortTwiceIsRefusedNamingItsTile()
{
    openFleet();
    const QString port = QStringLiteral("tcp://127.0.0.1:9");
    QVERIFY(window->addRobot({QStringLiteral("lab-bridge"), QStringLiteral("kobuki"), port, {}}).isEmpty());
    const QString why = window->addRobot({QString(), QStringLiteral("kobuki"), port, {}});
    QVERIFY2(why.contains(QStringLiteral("\"lab-bridge\"")), qPrintable(why));
    QCOMPARE(window->robotCount(), 4);
    // The dialog says it and keeps what was typed.
    AddRobotDialog *dialog = window->openAddRobot();
    dialog->portBox()->setEditText(port);
    dialog->nameField()->setText(QStringLiteral("again"));
    dialog->accept();
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->problem().contains(QStringLiteral("lab-bridge")));
    QCOMPARE(dialog->nameField()->text(), QStringLiteral("again"));
    // Twins are each their own: sim: twice is two robots.
    dialog->portBox()->setEditText(QStringLiteral("sim:"));
    dialog->accept();
    QCOMPARE(window->robotCount(), 5);
    QCOMPARE(window->front(), window->dashboard(4));
}

void TestFleetWindow::aFailingPortSaysWhyOnItsTileAndTheOthersGoOn()
{
    openFleet();
    QVERIFY(window->addRobot({QStringLiteral("gone"), QStringLiteral("kobuki"), QStringLiteral("/dev/robodash-no-such-port"), {}})
                .isEmpty());
    RobotTile *tile = window->tile(3);
    QTRY_COMPARE_WITH_TIMEOUT((tile->refreshNow(), tile->stateText()), QStringLiteral("Failed"), kTimeoutMs);
    QVERIFY2(tile->lastEventText().contains(QStringLiteral("robodash-no-such-port")), qPrintable(tile->lastEventText()));
    for (int i = 0; i < 3; ++i) QVERIFY(window->dashboard(i)->link()->isOnline());
}

// 30 robots on ports that fail at once (30 twins are the bench's business): the tiles keep
// their size in columns and the view scrolls; the strip scrolls sideways, STOP ALL stays.
void TestFleetWindow::thirtyRobotsStayUsable()
{
    DashboardOptions options;
    for (int i = 0; i < FleetRoster::kTestedRobots; ++i)
        options.fleet.append({QString(), QStringLiteral("kobuki"), QStringLiteral("tcp://127.0.0.1:%1").arg(i + 1), {}});
    window = std::make_unique<FleetWindow>(options);
    window->resize(1366, 768);
    window->show();
    QCOMPARE(window->robotCount(), FleetRoster::kTestedRobots);
    QTRY_VERIFY_WITH_TIMEOUT(window->fleetView()->columns() >= 4, kTimeoutMs);
    QVERIFY(window->fleetView()->verticalScrollBar()->maximum() > 0);
    QVERIFY(window->tile(29)->width() >= window->tile(29)->minimumWidth());
    QVERIFY(window->fleetBar()->stopAllButton()->isVisible());
    QVERIFY(window->fleetBar()->stopAllButton()->geometry().right() <= window->fleetBar()->width());
    QCOMPARE(window->tile(29)->name(), QStringLiteral("Kobuki 30"));
    window->showRobot(29);
    QCOMPARE(window->front(), window->dashboard(29));
}

void TestFleetWindow::oneRobotLooksAsItAlwaysDid()
{
    DashboardOptions options;
    options.portGiven = true;
    window = std::make_unique<FleetWindow>(options);
    window->show();
    QCOMPARE(window->robotCount(), 1);
    QVERIFY(!window->fleetBar()->isVisible());
    QCOMPARE(window->front(), window->dashboard(0));
    QVERIFY(window->dashboard(0)->isDriven());
    QVERIFY(!window->dashboard(0)->findChild<QLabel *>(QStringLiteral("drivenRobotName"))->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(window->windowTitle().startsWith(QStringLiteral("RoboDash — Kobuki")), kTimeoutMs);
    QVERIFY(!window->windowTitle().contains(QStringLiteral("fleet")));
    QStringList menus;
    for (QAction *menu : window->menuBar()->actions()) menus << menu->text();
    QCOMPARE(menus, (QStringList{QStringLiteral("&File"), QStringLiteral("&Robot"), QStringLiteral("&View"),
                                 QStringLiteral("F&leet"), QStringLiteral("&Help")}));
    QVERIFY(!window->dashboard(0)->menuBar()->isVisible());  // one menu bar, the window's
    // A plain window that never was a fleet leaves the remembered fleet alone.
    window->close();
    QVERIFY(FleetRoster::load().isEmpty());
}

void TestFleetWindow::aRobotsPresentationViewKeepsStopAllInViewAndEndsOnASwitch()
{
    openFleet();
    window->showRobot(0);
    window->dashboard(0)->setPresenting(true);
    QVERIFY(!window->menuBar()->isVisible());
    QVERIFY(window->fleetBar()->stopAllButton()->isVisible());
    window->showRobot(1);
    QVERIFY(!window->dashboard(0)->isPresenting());
    QVERIFY(!window->dashboard(1)->isPresenting());
    QVERIFY(window->menuBar()->isVisible());
    // The overview's own presentation: large print, STOP ALL still there.
    window->showOverview();
    window->setPresentingFleet(true);
    QVERIFY(window->isPresentingFleet());
    QVERIFY(!window->menuBar()->isVisible());
    QVERIFY(window->fleetBar()->stopAllButton()->isVisible());
    window->showRobot(2);  // a tile clicked in the room: the dashboard, not the big print
    QVERIFY(!window->isPresentingFleet());
    QVERIFY(window->menuBar()->isVisible());
}

// Alt+R, M releases an rFLEX's brake (tst_xvfb_drive on a real X server): a fleet's own
// entries in a robot's menus must not take a letter the robot's entries have, or the
// keyboard only moves between the two.
void TestFleetWindow::everyMenuKeepsItsMnemonicsDistinct()
{
    openFleet();
    const auto mnemonic = [](const QString &text) {
        const int at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
        return at < 0 ? QChar() : text.at(at + 1).toLower();
    };
    const auto checkDistinct = [&](const QList<QAction *> &actions, const QString &where) {
        QHash<QChar, QString> taken;
        for (const QAction *action : actions) {
            const QChar letter = mnemonic(action->text());
            if (letter.isNull() || !action->isVisible()) continue;
            QVERIFY2(!taken.contains(letter), qPrintable(QStringLiteral("%1: \"%2\" and \"%3\" share Alt+%4")
                                                              .arg(where, taken.value(letter), action->text(), letter)));
            taken.insert(letter, action->text());
        }
    };
    for (int i = 0; i < 3; ++i) {
        window->showRobot(i);
        const QList<QAction *> menus = window->menuBar()->actions();
        checkDistinct(menus, window->members().at(i).robot + QStringLiteral(" menu bar"));
        for (const QAction *menu : menus)
            if (menu->menu()) checkDistinct(menu->menu()->actions(), window->members().at(i).robot + QStringLiteral(" ") + menu->text());
    }
}

// Issue 38: the overview said "Robot > Add robot…", a menu the overview does not show.
void TestFleetWindow::theOverviewsHintNamesAMenuItShows()
{
    openFleet();
    QVERIFY(!window->front());
    const auto *hint = window->fleetView()->findChild<QLabel *>(QStringLiteral("fleetHint"));
    QVERIFY(hint);
    const QRegularExpressionMatch named =
        QRegularExpression(QStringLiteral("(\\w+) > (Add robot…)")).match(hint->text());
    QVERIFY2(named.hasMatch(), qPrintable(hint->text()));
    const auto plain = [](QString text) { return text.remove(QLatin1Char('&')); };
    const QAction *found = nullptr;
    for (const QAction *menu : window->menuBar()->actions()) {
        if (!menu->menu() || plain(menu->text()) != named.captured(1)) continue;
        for (const QAction *action : menu->menu()->actions())
            if (plain(action->text()) == named.captured(2) && action->isEnabled()) found = action;
    }
    QVERIFY2(found, qPrintable(QStringLiteral("the hint says \"%1\"; the overview's menu bar has no such item")
                                   .arg(hint->text())));
}

// Issue 38, item 14: the battery trend's axis read "…" in the fleet's smaller pages. Every plot
// of the robot in front, each family, at the smallest screens of two arrangements.
void TestFleetWindow::everyPlotOfTheRobotInFrontReadsInFull_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::newRow("1024x600") << QSize(1024, 600);
    QTest::newRow("1366x768") << QSize(1366, 768);
}

void TestFleetWindow::everyPlotOfTheRobotInFrontReadsInFull()
{
    QFETCH(QSize, screen);
    openFleet();
    window->resize(screen - QSize(0, 40));  // a window manager's title bar
    for (int robot = 0; robot < 3; ++robot) {
        window->showRobot(robot);
        // Every plot on screen shows samples (its axes laid out for them).
        QTRY_VERIFY_WITH_TIMEOUT(everyVisiblePlotShowsSamples(window->front()), kTimeoutMs);
        const QStringList shortened = shortenedAxisLabels(window->front());
        QVERIFY2(shortened.isEmpty(), qPrintable(shortened.join(QStringLiteral("; "))));
    }
}

QTEST_MAIN(TestFleetWindow)

}  // namespace tst_fleet_window
#include "tst_fleet_window.moc"
