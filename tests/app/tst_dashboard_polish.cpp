// Issue 25's smaller faults, each against the real window: dialogs that fit a netbook, a
// family's own panels in front, *Back to live* reconnecting, one heading everywhere after a
// reset, the rFLEX's panels in user words, a self-test introduction that lists only what the
// robot has, save dialogs that open in a sensible folder, the motors off at every connect to a
// real robot, one unit for turn rates, and --help naming every family.
#include "ConnectionBar.h"
#include "EventWaits.h"
#include "DashboardOptions.h"
#include "DockLayout.h"
#include "GyroView.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "ManualDialog.h"
#include "MapView.h"
#include "PresentationView.h"
#include "ReadoutLabel.h"
#include "RobotSession.h"
#include "SelfTestDialog.h"
#include "SessionLogControls.h"
#include "WireInspectorPanel.h"
#include "link/RobotLink.h"
#include "sim/core/VirtualRobot.h"
#include "sim/rflex/VirtualAtrvJr.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QSettings>
#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScreen>
#include <QScrollBar>
#include <QTableView>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QMenu>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>

namespace tst_dashboard_polish {  // this file's names, apart in a unity batch

using robodash::link::RobotLink;

namespace {

constexpr int kTimeoutMs = 20000;

std::unique_ptr<RobotDashboard> openWindow(const QString &robot, const QString &port = QStringLiteral("sim:"))
{
    DashboardOptions options;
    options.robot = robot;
    options.port = port;
    auto window = std::make_unique<RobotDashboard>(options);
    window->show();
    QCoreApplication::processEvents();
    return window;
}

// Inside the screen's free area, in global coordinates.
bool onScreen(const QWidget *widget)
{
    const QRect area(widget->mapToGlobal(QPoint(0, 0)), widget->size());
    return widget->screen()->availableGeometry().contains(area);
}

// A dock the user sees: shown, and not a tab behind another.
bool inFront(const QDockWidget *dock)
{
    return dock && dock->isVisible() && !dock->visibleRegion().isEmpty();
}

QAction *menuAction(QMenuBar *bar, const QString &text)
{
    for (QAction *menu : bar->actions())
        for (QAction *action : menu->menu()->actions())
            if (action->text() == text) return action;
    return nullptr;
}

// Runs `trigger`, which opens a modal file dialog; returns the folder it opened in, after
// `answer` has answered it (rejected when it does nothing).
QString folderOfFileDialog(const std::function<void()> &trigger, const std::function<void(QFileDialog *)> &answer = {})
{
    QString folder;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog) return;
        poll.stop();
        folder = QDir(dialog->directory()).absolutePath();
        if (answer) answer(dialog);
        else dialog->reject();
    });
    poll.start();
    trigger();
    return folder;
}

}  // namespace

class TestDashboardPolish : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashPolishTests"));
    }

    void init() { QSettings().clear(); }

    // Offscreen the screen is 800 x 600, smaller than a netbook's 1024 x 600.
    void theManualAndTheSelfTestFitASmallScreen()
    {
        ManualDialog manual;
        manual.show();
        QVERIFY(QTest::qWaitForWindowExposed(&manual, robodash::waits::kEventMs));
        QVERIFY2(onScreen(&manual), qPrintable(QStringLiteral("manual %1 x %2").arg(manual.width()).arg(manual.height())));
        const QAbstractButton *close = manual.findChild<QDialogButtonBox *>()->buttons().constFirst();
        QVERIFY(onScreen(close));

        auto window = openWindow(QStringLiteral("kobuki"));
        SelfTestDialog *selfTest = window->openSelfTest();
        QVERIFY(QTest::qWaitForWindowExposed(selfTest, robodash::waits::kEventMs));
        QVERIFY2(selfTest->width() <= selfTest->screen()->availableGeometry().width(),
                 qPrintable(QString::number(selfTest->width())));
        selfTest->hide();
    }

    // At 1366 x 768 (two columns of tabs) the family's own panels are in front, not the
    // generic settings (drive limits) nor the common battery.
    void aFamilysOwnPanelsAreInFrontInTwoColumns_data()
    {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QStringList>("docks");
        QTest::newRow("rover") << QStringLiteral("rover")
                               << QStringList{QStringLiteral("roverBatteriesDock"), QStringLiteral("roverTracksDock"),
                                              QStringLiteral("roverFlipperDock")};
        QTest::newRow("rflex") << QStringLiteral("rflex")
                               << QStringList{QStringLiteral("rflexBumpDock"), QStringLiteral("rflexMotorsDock")};
    }
    void aFamilysOwnPanelsAreInFrontInTwoColumns()
    {
        QFETCH(QString, robot);
        QFETCH(QStringList, docks);
        auto window = openWindow(robot);
        // Twice, as a first start on such a screen does (the saved layout, then the fit).
        window->arrangeDocks(DockLayout::Arrangement::TwoColumns);
        QCoreApplication::processEvents();
        window->arrangeDocks(DockLayout::Arrangement::TwoColumns);
        QCoreApplication::processEvents();
        window->resize(1366, 728);  // a 1366 x 768 screen less a title bar
        QCoreApplication::processEvents();
        for (const QString &name : docks)
            QTRY_VERIFY2(inFront(window->findChild<QDockWidget *>(name)), qPrintable(name));
    }

    // Issue 38: View > Panel layout marked none of its choices, so a user could not tell
    // which one was in use; it marks the one last applied, also after a restart.
    void thePanelLayoutMenuMarksTheLayoutInUse()
    {
        const auto layoutMenu = [](RobotDashboard &window) {
            for (QMenu *menu : window.findChildren<QMenu *>()) {
                if (menu->title() == QStringLiteral("Panel &layout")) return menu;
            }
            return static_cast<QMenu *>(nullptr);
        };
        const auto checked = [](QMenu *menu) {
            emit menu->aboutToShow();
            QStringList names;
            for (QAction *action : menu->actions())
                if (action->isChecked()) names << action->text();
            return names.join(QLatin1Char(','));
        };
        {
            auto window = openWindow(QStringLiteral("kobuki"));
            QMenu *menu = layoutMenu(*window);
            QVERIFY(menu);
            QAction *oneColumn = nullptr;
            for (QAction *action : menu->actions())
                if (action->text().contains(QStringLiteral("One column"))) oneColumn = action;
            QVERIFY(oneColumn);
            oneColumn->trigger();
            QTRY_COMPARE(checked(menu), oneColumn->text());
            window->close();  // saves the layout, as a user quitting does
        }
        auto again = openWindow(QStringLiteral("kobuki"));
        QTRY_VERIFY2(checked(layoutMenu(*again)).contains(QStringLiteral("One column")),
                     qPrintable(checked(layoutMenu(*again))));
    }

    void backToLiveConnectsTheLivePortAgain()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString log = folder.filePath(QStringLiteral("short.rdlog"));
        auto window = openWindow(QStringLiteral("kobuki"));
        RobotLink *link = window->link();
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline(), kTimeoutMs);
        QSignalSpy stopped(link, &RobotLink::recordingStopped);
        window->sessionLog()->startRecording(log);
        QTRY_VERIFY_WITH_TIMEOUT(link->isRecording(), kTimeoutMs);
        QTest::qWait(500);  // some frames in the log
        window->sessionLog()->stopRecording();
        QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), kTimeoutMs);

        window->sessionLog()->openReplay(log);
        QTRY_VERIFY_WITH_TIMEOUT(link->isReplaying(), kTimeoutMs);
        QToolButton *back = nullptr;
        for (QToolButton *button : window->findChildren<QToolButton *>())
            if (button->text() == QStringLiteral("Back to live")) back = button;
        QVERIFY(back);
        QTRY_VERIFY(back->isVisible());
        back->click();
        QTRY_VERIFY_WITH_TIMEOUT(link->isConnected() && !link->isReplaying(), kTimeoutMs);
        QCOMPARE(link->port(), QStringLiteral("sim:"));
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline(), kTimeoutMs);
    }

    // The pad is off while the robot is silent or a log replays, and Qt hands its focus on to
    // the next widget, at some window sizes a text field (a gain). Once the robot is back,
    // live or after Alt+B (Back to live), the focus is the pad's again, as before: the arrow
    // keys drive, and no caret blinks in a field the user never chose.
    void theArrowKeysDriveAgainOnceTheRobotIsBack()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString log = folder.filePath(QStringLiteral("short.rdlog"));
        auto window = openWindow(QStringLiteral("kobuki"));
        QVERIFY(QTest::qWaitForWindowActive(window.get(), robodash::waits::kEventMs));
        RobotLink *link = window->link();
        auto *pad = window->findChild<robodash::widgets::JoystickPad *>();
        QVERIFY(pad);
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline() && pad->isEnabled(), kTimeoutMs);
        pad->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), pad);
        const auto arrowsDrive = [pad] { return QApplication::focusWidget() == pad; };
        const auto focusName = [] {
            QWidget *focus = QApplication::focusWidget();
            return focus ? QString::fromLatin1(focus->metaObject()->className()) : QStringLiteral("nothing");
        };

        // A text field, where Qt may hand the focus on to (at some window sizes a gain field is
        // next in the focus chain, or first when the window is active again).
        QLineEdit *field = nullptr;
        for (QLineEdit *edit : window->findChildren<QLineEdit *>())
            if (edit->isVisible() && edit->isEnabled() && edit->focusPolicy() == Qt::StrongFocus &&
                !edit->parentWidget()->focusProxy() && !field)
                field = edit;
        QVERIFY(field);

        robodash::sim::Faults silent;
        silent.silent = true;
        window->session()->virtualRobot()->setFaults(silent);
        QTRY_VERIFY_WITH_TIMEOUT(!link->isOnline() && !pad->isEnabled(), kTimeoutMs);
        field->setFocus(Qt::TabFocusReason);  // as Qt hands a focus on: no Tab key pressed
        QTRY_VERIFY2(QApplication::focusWidget() != field, "offline, the focus stays in a text field the user never chose");
        window->session()->virtualRobot()->setFaults(robodash::sim::Faults{});
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline() && pad->isEnabled(), kTimeoutMs);
        QVERIFY2(arrowsDrive(), qPrintable(QStringLiteral("back online, the focus is on ") + focusName()));

        QSignalSpy stopped(link, &RobotLink::recordingStopped);
        window->sessionLog()->startRecording(log);
        QTRY_VERIFY_WITH_TIMEOUT(link->isRecording(), kTimeoutMs);
        window->sessionLog()->stopRecording();
        QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), kTimeoutMs);
        QSignalSpy connected(link, &RobotLink::connected);
        window->sessionLog()->openReplay(log);
        QTRY_VERIFY_WITH_TIMEOUT(connected.count() == 1 && link->isReplaying() && !pad->isEnabled(), kTimeoutMs);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_B, Qt::AltModifier);
        QTRY_VERIFY_WITH_TIMEOUT(connected.count() == 2 && !link->isReplaying() && pad->isEnabled(), kTimeoutMs);
        QVERIFY2(arrowsDrive(), qPrintable(QStringLiteral("after Back to live, the focus is on ") + focusName()));
    }

    // The gyro panel, the map and the presentation view show one heading, and a reset of the
    // virtual robot brings all three back to zero.
    void oneHeadingEverywhereAndAfterAReset()
    {
        auto window = openWindow(QStringLiteral("kobuki"));
        RobotLink *link = window->link();
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline(), kTimeoutMs);
        auto *gyro = window->findChild<robodash::widgets::GyroView *>();
        QVERIFY(gyro);
        QTimer turning;  // held, as a pad would be: the link's dead-man wants fresh commands
        connect(&turning, &QTimer::timeout, link, [link] { link->drive(0.0, 1.0); });
        turning.start(50);
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(window->odometry().pose.theta) > 0.8, kTimeoutMs);
        turning.stop();
        link->stop();
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(window->odometry().velocity.angularRadps) < 1e-3, kTimeoutMs);
        window->setPresenting(true);  // its readouts follow while it is shown
        QTRY_COMPARE_WITH_TIMEOUT(gyro->headingText(), window->presentationView()->headingText(), kTimeoutMs);
        QVERIFY2(gyro->headingText() != QStringLiteral("0.0°"), qPrintable(gyro->headingText()));

        window->resetVirtualRobot();
        QTRY_COMPARE_WITH_TIMEOUT(window->presentationView()->headingText(), QStringLiteral("0.0°"), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(gyro->headingText(), QStringLiteral("0.0°"), kTimeoutMs);
        QVERIFY2(std::abs(window->mapView()->pose().theta) < 0.01, qPrintable(QString::number(window->mapView()->pose().theta)));
    }

    void rflexPanelsSpeakInUserWords()
    {
        auto window = openWindow(QStringLiteral("rflex"));
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        // Against the front wall (x = 1.7 in the default room), facing it.
        window->session()->virtualAtrvJr()->placeRobot({1.7 - 0.39, 0, 0});
        QTRY_VERIFY_WITH_TIMEOUT(
            QString::fromStdString(window->link()->safetyStatus().reason).startsWith(QLatin1String("Front bump panel pressed")),
            kTimeoutMs);
        QVERIFY(!QString::fromStdString(window->link()->safetyStatus().reason).contains(QLatin1String("centre")));
        // The status and bump reports have arrived: no raw bytes in any panel's text.
        // SYS_STATUS (every 2 s) has been shown once the brake panel says the battery from it:
        // a state, not a wait of 2.5 s that let the check below pass before any status came.
        const auto statusShown = [&] {
            const auto labels = window->findChildren<robodash::widgets::ReadoutLabel *>();
            return std::any_of(labels.cbegin(), labels.cend(), [](const robodash::widgets::ReadoutLabel *label) {
                return label->text().startsWith(QLatin1String("Battery ")) && label->text().contains(QLatin1String("status every"));
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(statusShown(), kTimeoutMs);
        for (const auto *reading : window->findChildren<robodash::widgets::ReadoutLabel *>()) {
            const QString text = reading->text();
            QVERIFY2(!text.contains(QLatin1String("0x")) && !text.contains(QLatin1String("byte")), qPrintable(text));
        }
        for (const QLabel *label : window->findChildren<QLabel *>())
            QVERIFY2(!label->text().contains(QLatin1String("brake byte")) && !label->text().contains(QLatin1String("DIO 0x")),
                     qPrintable(label->text()));
    }

    void theSelfTestListsOnlyWhatTheRobotHas_data()
    {
        QTest::addColumn<QString>("robot");
        QTest::addColumn<QStringList>("absent");
        QTest::addColumn<QStringList>("present");
        QTest::newRow("rover") << QStringLiteral("rover")
                               << QStringList{QStringLiteral("gyro"), QStringLiteral("cliff"), QStringLiteral("button"),
                                              QStringLiteral("light"), QStringLiteral("bumper"), QStringLiteral("wheel")}
                               << QStringList{QStringLiteral("battery"), QStringLiteral("currents")};
        QTest::newRow("rflex") << QStringLiteral("rflex")
                               << QStringList{QStringLiteral("gyro"), QStringLiteral("cliff"), QStringLiteral("button"),
                                              QStringLiteral("light")}
                               << QStringList{QStringLiteral("bump panel")};
        QTest::newRow("kobuki") << QStringLiteral("kobuki") << QStringList{}
                                << QStringList{QStringLiteral("gyro"), QStringLiteral("cliff"), QStringLiteral("button"),
                                               QStringLiteral("light"), QStringLiteral("bumper")};
    }
    void theSelfTestListsOnlyWhatTheRobotHas()
    {
        QFETCH(QString, robot);
        QFETCH(QStringList, absent);
        QFETCH(QStringList, present);
        auto window = openWindow(robot);
        SelfTestDialog *dialog = window->openSelfTest();
        QString introduction;
        for (const QLabel *label : dialog->findChildren<QLabel *>())
            if (label->text().startsWith(QLatin1String("Checks"))) introduction = label->text();
        QVERIFY(!introduction.isEmpty());
        for (const QString &word : absent) QVERIFY2(!introduction.contains(word), qPrintable(introduction));
        for (const QString &word : present) QVERIFY2(introduction.contains(word), qPrintable(introduction));
        dialog->hide();
    }

    // Never the folder the program was started from (the test's: the build tree); the
    // folder a file was last saved in, next time.
    void saveDialogsOpenInASensibleFolder()
    {
        auto window = openWindow(QStringLiteral("kobuki"));
        QAction *screenshot = menuAction(window->menuBar(), QStringLiteral("Save &screenshot…"));
        QVERIFY(screenshot);
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString expected = QFileInfo(documents).isDir() ? documents : QDir::homePath();
        const QString first = folderOfFileDialog([screenshot] { screenshot->trigger(); });
        QCOMPARE(first, QDir(expected).absolutePath());
        QVERIFY(first != QDir::currentPath());

        QTemporaryDir chosen;
        QVERIFY(chosen.isValid());
        const QString shot = QDir(chosen.path()).filePath(QStringLiteral("mine.png"));
        folderOfFileDialog([screenshot] { screenshot->trigger(); }, [shot](QFileDialog *dialog) {
            dialog->selectFile(shot);
            static_cast<QDialog *>(dialog)->accept();  // public in QDialog
        });
        QTRY_VERIFY(QFileInfo::exists(shot));
        const QString second = folderOfFileDialog([screenshot] { screenshot->trigger(); });
        QCOMPARE(second, QDir(chosen.path()).absolutePath());
    }

    // The manual says to tick Motors enabled on a real robot: it is off at every connect to one.
    void motorsAreOffAtEveryConnectToARealRobot()
    {
        ConnectionBar bar;
        QSignalSpy motors(&bar, &ConnectionBar::motorsEnabledChanged);
        bar.showConnected(QStringLiteral("sim:"));
        QVERIFY(bar.motorsEnabled());  // the virtual robot: as it was
        bar.showDisconnected();
        bar.showConnected(QStringLiteral("/dev/ttyUSB0"));
        QVERIFY(!bar.motorsEnabled());
        QCOMPARE(motors.size(), 1);
        QCOMPARE(motors.first().first().toBool(), false);
        bar.findChild<QCheckBox *>(QStringLiteral("motorsEnabled"))->setChecked(true);
        bar.showDisconnected();
        bar.showConnected(QStringLiteral("tcp://robot:4001"));  // a reconnect too
        QVERIFY(!bar.motorsEnabled());
    }

    // A real robot that goes silent and comes back (a network robot's bridge restarted) is
    // not driven at once: Motors enabled went off when it went silent (issue 38). The virtual
    // robot keeps it.
    void motorsGoOffWhenARealRobotGoesSilent()
    {
        ConnectionBar bar;
        auto *motors = bar.findChild<QCheckBox *>(QStringLiteral("motorsEnabled"));
        bar.showConnected(QStringLiteral("ros2:/rover1?domain=7&interface=lo"));
        bar.showOnline(true);
        motors->setChecked(true);
        bar.showOnline(false);
        QVERIFY(!bar.motorsEnabled());
        bar.showOnline(true);
        QVERIFY(!bar.motorsEnabled());
        bar.showDisconnected();
        bar.showConnected(QStringLiteral("sim:"));
        motors->setChecked(true);
        bar.showOnline(true);
        bar.showOnline(false);
        QVERIFY(bar.motorsEnabled());
    }

    // A robot opened by a port the list does not hold (a network robot from --port) is what
    // the Robot box shows while it is connected (issue 38: it showed the virtual robot).
    void theRobotBoxShowsTheConnectedPort()
    {
        ConnectionBar bar;
        bar.setPorts({}, QStringLiteral("sim:"));
        bar.showConnected(QStringLiteral("ros2:/tb1?domain=57&interface=lo"));
        QCOMPARE(bar.selectedPort(), QStringLiteral("ros2:/tb1?domain=57&interface=lo"));
        bar.setNetworkRobots({});  // the robot list refreshing keeps it
        QCOMPARE(bar.selectedPort(), QStringLiteral("ros2:/tb1?domain=57&interface=lo"));
    }

    // A robot of another family on the network is listed as opening in a window of its own,
    // and Connect asks for that window instead of connecting this one (a new user's Kobuki
    // window connected to an rFLEX and failed).
    void aNetworkRobotOfAnotherFamilyOpensItsOwnWindow()
    {
        ConnectionBar bar;
        bar.setFamily(QStringLiteral("kobuki"));
        robodash::link::PortInfo rflex, kobuki;
        rflex.portString = QStringLiteral("ros2:/rf1?domain=57&interface=lo");
        rflex.description = QStringLiteral("rFLEX on the ROS 2 network");
        rflex.family = QStringLiteral("rflex");
        kobuki.portString = QStringLiteral("ros2:/tb1?domain=57&interface=lo");
        kobuki.description = QStringLiteral("Kobuki on the ROS 2 network");
        kobuki.family = QStringLiteral("kobuki");
        bar.setPorts({}, QStringLiteral("sim:"));
        bar.setNetworkRobots({rflex, kobuki});
        auto *box = bar.findChild<QComboBox *>();
        QVERIFY(box);
        const int rflexRow = box->findData(rflex.portString);
        QVERIFY(box->itemText(rflexRow).contains(QStringLiteral("opens in a window of its own")));
        QVERIFY(!box->itemText(box->findData(kobuki.portString)).contains(QStringLiteral("window of its own")));

        QPushButton *connectButton = nullptr;
        for (QPushButton *button : bar.findChildren<QPushButton *>())
            if (button != bar.emergencyStopButton()) connectButton = button;
        QSignalSpy connects(&bar, &ConnectionBar::connectRequested);
        QSignalSpy other(&bar, &ConnectionBar::otherFamilyChosen);
        box->setCurrentIndex(rflexRow);
        connectButton->click();
        QCOMPARE(connects.count(), 0);
        QCOMPARE(other.count(), 1);
        QCOMPARE(other.at(0).at(1).toString(), QStringLiteral("rflex"));
        box->setCurrentIndex(box->findData(kobuki.portString));
        connectButton->click();
        QCOMPARE(connects.count(), 1);
        QCOMPARE(connects.at(0).at(0).toString(), kobuki.portString);
    }

    // While a replay plays the bar says so and offers nothing that drives: it ends the replay,
    // and Motors enabled cannot be ticked; a robot connected afterwards gets both back.
    void aReplaysConnectionBarOffersNothingThatDrives()
    {
        ConnectionBar bar;
        auto *motors = bar.findChild<QCheckBox *>(QStringLiteral("motorsEnabled"));
        QPushButton *connectButton = nullptr;
        for (QPushButton *button : bar.findChildren<QPushButton *>())
            if (button != bar.emergencyStopButton()) connectButton = button;
        QVERIFY(motors && connectButton);
        bar.setPorts({}, QStringLiteral("sim:"));
        QCOMPARE(bar.selectedPort(), QStringLiteral("sim:"));
        bar.showConnected(QStringLiteral("replay:/tmp/lab/square.rdlog"));
        bar.showOnline(true);
        QVERIFY2(bar.stateText().contains(QStringLiteral("Replay of square.rdlog")), qPrintable(bar.stateText()));
        // Issue 38: the Robot box names the log, not the robot picked before it ...
        QCOMPARE(bar.selectedPort(), QStringLiteral("replay:/tmp/lab/square.rdlog"));
        QCOMPARE(connectButton->text(), QStringLiteral("End replay"));
        QVERIFY(!motors->isEnabled());
        QVERIFY(bar.emergencyStopButton()->isEnabled());
        bar.showDisconnected();
        QCOMPARE(bar.selectedPort(), QStringLiteral("sim:"));  // ... and offers the robot again after
        bar.showConnected(QStringLiteral("sim:"));
        QCOMPARE(connectButton->text(), QStringLiteral("Disconnect"));
        QVERIFY(motors->isEnabled());
    }

    // Turn rates in °/s on the pad, as on the map.
    void thePadSaysTurnRatesInDegreesPerSecond()
    {
        robodash::widgets::JoystickPad pad;
        pad.resize(300, 340);
        pad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pad, robodash::waits::kEventMs));
        const QPoint centre = pad.rect().center();
        QTest::mousePress(&pad, Qt::LeftButton, {}, centre);
        QTest::mouseMove(&pad, centre - QPoint(60, 0));
        const QString text = pad.commandText();
        QTest::mouseRelease(&pad, Qt::LeftButton, {}, centre - QPoint(60, 0));
        QVERIFY2(text.contains(QStringLiteral("°/s")) && !text.contains(QLatin1String("rad/s")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("ω 0 °/s")) && !text.contains(QStringLiteral("ω +0 °/s")), qPrintable(text));
    }

    // Docked (the user double-clicked its title), it keeps showing the newest rows as they come.
    void theDockedWireInspectorFollowsNewRows()
    {
        auto window = openWindow(QStringLiteral("kobuki"));
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        auto *dock = window->findChild<QDockWidget *>(QStringLiteral("wireInspectorDock"));
        QVERIFY(dock);
        dock->show();
        QTRY_VERIFY(dock->isFloating());  // the first show floats it over the window
        dock->setFloating(false);
        QTRY_VERIFY(dock->isVisible() && !dock->isFloating());
        WireInspectorPanel *panel = window->wireInspector();
        QTableView *table = panel->table();
        const auto newestRowShown = [table] {
            const int rows = table->model()->rowCount();
            if (rows == 0) return false;
            const QRect newest = table->visualRect(table->model()->index(rows - 1, 0));
            return table->viewport()->rect().intersects(newest);
        };
        QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() > 300, kTimeoutMs);
        for (int check = 0; check < 5; ++check) {
            const int before = table->model()->rowCount();
            QTRY_VERIFY_WITH_TIMEOUT(table->model()->rowCount() > before, kTimeoutMs);
            QTRY_VERIFY2_WITH_TIMEOUT(newestRowShown(), qPrintable(QStringLiteral("%1 rows, scrolled to %2 of %3")
                                                                        .arg(table->model()->rowCount())
                                                                        .arg(table->verticalScrollBar()->value())
                                                                        .arg(table->verticalScrollBar()->maximum())),
                                      kTimeoutMs);
        }
    }

    void helpNamesEveryFamily()
    {
        QString error;
        const auto options = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--help")}, &error);
        QVERIFY(options);
        for (const QString &family : {QStringLiteral("Kobuki"), QStringLiteral("Rover Pro"), QStringLiteral("rFLEX")})
            QVERIFY2(options->answer.contains(family), qPrintable(options->answer));
        QVERIFY2(!options->answer.contains(QLatin1String("virtual Kobuki")), qPrintable(options->answer));
    }
};

QTEST_MAIN(TestDashboardPolish)

}  // namespace tst_dashboard_polish
#include "tst_dashboard_polish.moc"
