// The dashboard fits a 1024 x 600 netbook: in the one-column arrangement (what the window
// picks for such a screen) its minimum size, with room for a window manager's title bar,
// fits the screen, and at that size STOP, the drive pad and the connection bar are inside
// the window. The larger arrangements fit the screens they are chosen for.
#include "ConnectionBar.h"
#include "DockLayout.h"
#include "JoystickPad.h"
#include "RobotDashboard.h"

#include <QDockWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabBar>
#include <QtTest>

#include <memory>

namespace tst_window_fits {  // this file's names, apart in a unity batch

namespace {

constexpr int kTitleBar = 40;  // what a window manager's frame takes from a screen's height

bool isInside(const QWidget *widget, const QWidget *window)
{
    if (!widget->isVisible()) return false;
    const QRect area(widget->mapTo(window, QPoint(0, 0)), widget->size());
    return window->rect().contains(area);
}

}  // namespace

class TestWindowFits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashFitTests"));
    }

    void eachScreenGetsAnArrangementThatFits_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<int>("arrangement");
        QTest::newRow("netbook 1024x600") << QSize(1024, 600) << int(DockLayout::Arrangement::OneColumn);
        QTest::newRow("laptop 1366x768") << QSize(1366, 768) << int(DockLayout::Arrangement::TwoColumns);
        QTest::newRow("desktop 1920x1080") << QSize(1920, 1080) << int(DockLayout::Arrangement::Wide);
    }

    void eachScreenGetsAnArrangementThatFits()
    {
        QFETCH(QSize, screen);
        QFETCH(int, arrangement);
        const DockLayout::Arrangement chosen = DockLayout::arrangementFor(screen - QSize(0, kTitleBar));
        QCOMPARE(int(chosen), arrangement);

        DashboardOptions options;
        options.port = QStringLiteral("sim:");
        auto window = std::make_unique<RobotDashboard>(options);
        window->show();
        QCoreApplication::processEvents();  // the window's own first arrangement (offscreen: wide)
        window->arrangeDocks(chosen);
        QCoreApplication::processEvents();
        const QSize minimum = window->minimumSizeHint().expandedTo(window->minimumSize());
        qInfo("window minimum %d x %d on a %d x %d screen", minimum.width(), minimum.height(),
              screen.width(), screen.height());
        QVERIFY2(minimum.width() <= screen.width() && minimum.height() <= screen.height() - kTitleBar,
                 qPrintable(QStringLiteral("minimum %1 x %2").arg(minimum.width()).arg(minimum.height())));

        window->resize(screen - QSize(0, kTitleBar));
        QTRY_COMPARE(window->size(), screen - QSize(0, kTitleBar));
        QVERIFY(isInside(window->connectionBar()->emergencyStopButton(), window.get()));
        QVERIFY(isInside(window->joystickPad(), window.get()));
        QVERIFY(isInside(window->connectionBar(), window.get()));
    }

    // On a netbook's one column of tabs, a Rover's or an rFLEX's own panels come first and the
    // first of them is in front: the tabs at the end are the ones a short tab bar scrolls out
    // of view (at 1024x600 the Rover's Tracks were).
    void aFamilysOwnPanelsComeFirstInOneColumn_data()
    {
        QTest::addColumn<QString>("robot");
        QTest::newRow("rover") << QStringLiteral("rover");
        QTest::newRow("rflex") << QStringLiteral("rflex");
    }

    void aFamilysOwnPanelsComeFirstInOneColumn()
    {
        QFETCH(QString, robot);
        DashboardOptions options;
        options.robot = robot;
        options.port = QStringLiteral("sim:");
        auto window = std::make_unique<RobotDashboard>(options);
        window->show();
        QCoreApplication::processEvents();
        window->arrangeDocks(DockLayout::Arrangement::OneColumn);
        QCoreApplication::processEvents();

        const QStringList common = DockLayout::dockOrder();
        QTabBar *tabs = nullptr;
        for (QTabBar *bar : window->findChildren<QTabBar *>())
            if (bar->isVisible() && bar->count() > 5) tabs = bar;
        QVERIFY2(tabs, "no column of tabs");
        QDockWidget *first = nullptr;
        for (QDockWidget *dock : window->findChildren<QDockWidget *>())
            if (dock->windowTitle() == tabs->tabText(0)) first = dock;
        QVERIFY2(first, qPrintable(tabs->tabText(0)));
        QVERIFY2(!common.contains(first->objectName()),
                 qPrintable(QStringLiteral("the first tab is %1, not one of the %2's own panels")
                                .arg(tabs->tabText(0), robot)));
        QVERIFY(first->isVisible());
        QCOMPARE(tabs->currentIndex(), 0);
    }
};

QTEST_MAIN(TestWindowFits)

}  // namespace tst_window_fits
#include "tst_window_fits.moc"
