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
#include <QtTest>

#include <memory>

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
};

QTEST_MAIN(TestWindowFits)
#include "tst_window_fits.moc"
