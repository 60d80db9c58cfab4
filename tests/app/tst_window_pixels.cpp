// What the window's pixels show, as the platform got them (the backing store the offscreen
// platform keeps for each window, what a real server would be sent), against the same
// window painted afresh (grab()): issue 25's "honest and clean panels".
// - While no data arrives every reading is faded in the pixels, values and captions alike;
//   with data they are plain again.
// - After each change of layout (replay bar in and out, Back to live, reconnect, theme,
//   panel layout) the window shows what a full repaint would: no doubled titles, no stale
//   values under new ones, no boxes greying as a fade is blended over itself.
// Every comparison waits (QTRY_) for the state it checks; none depends on timing to pass.
#include "DockLayout.h"
#include "EventWaits.h"
#include "RobotDashboard.h"
#include "ReadingFade.h"
#include "RefreshGate.h"
#include "ReplayBar.h"
#include "RobotSession.h"
#include "SessionLogControls.h"
#include "ThemeSwitcher.h"
#include "link/RobotLink.h"
#include "sim/core/VirtualRobot.h"

#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <memory>

namespace tst_window_pixels {  // this file's names, apart in a unity batch

namespace {

constexpr int kTimeoutMs = 15000;  // twins under sanitizers on a loaded machine

std::unique_ptr<RobotDashboard> openWindow(const QString &family)
{
    DashboardOptions options;
    options.robot = family;
    options.port = QStringLiteral("sim:");
    auto window = std::make_unique<RobotDashboard>(options);
    window->resize(1366, 768);
    window->show();
    return window;
}

// The pixels the window last sent to the screen.
QImage onScreen(QWidget &window)
{
    return window.screen()->grabWindow(window.winId()).toImage().convertToFormat(QImage::Format_RGB32);
}

// The same window painted from scratch, every widget from its present state.
QImage repainted(QWidget &window)
{
    return window.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

// "" when the two are the same; else how many pixels differ and where. With
// ROBODASH_TEST_SCREENSHOTS=DIR both pictures are kept there.
QString difference(QWidget &window, const QString &when)
{
    robodash::widgets::RefreshGate::flushAll(window);
    const QImage shown = onScreen(window);
    const QImage fresh = repainted(window);
    if (shown.size() != fresh.size())
        return QStringLiteral("%1: sizes differ").arg(when);
    int count = 0;
    QRect where;
    for (int y = 0; y < shown.height(); ++y) {
        const auto *a = reinterpret_cast<const QRgb *>(shown.constScanLine(y));
        const auto *b = reinterpret_cast<const QRgb *>(fresh.constScanLine(y));
        for (int x = 0; x < shown.width(); ++x)
            if (qRed(a[x]) != qRed(b[x]) || qGreen(a[x]) != qGreen(b[x]) || qBlue(a[x]) != qBlue(b[x])) {
                ++count;
                where |= QRect(x, y, 1, 1);
            }
    }
    if (count == 0) return {};
    const QString dir = qEnvironmentVariable("ROBODASH_TEST_SCREENSHOTS");
    if (!dir.isEmpty()) {
        QString name = when;
        name.replace(QLatin1Char(' '), QLatin1Char('-'));
        shown.save(QStringLiteral("%1/%2-shown.png").arg(dir, name));
        fresh.save(QStringLiteral("%1/%2-repainted.png").arg(dir, name));
    }
    return QStringLiteral("%1: %2 pixels differ from a full repaint, within (%3,%4 %5x%6)")
        .arg(when)
        .arg(count)
        .arg(where.x())
        .arg(where.y())
        .arg(where.width())
        .arg(where.height());
}

double luminance(QRgb pixel) { return 0.299 * qRed(pixel) + 0.587 * qGreen(pixel) + 0.114 * qBlue(pixel); }

// The darkest pixel (light theme) of each visible reading, as shown.
QList<double> darkestPerReading(RobotDashboard &window)
{
    const QImage shown = onScreen(window);
    QList<double> darkest;
    for (QWidget *reading : window.readingWidgets()) {
        // Only what of it shows (a reading in a scrolled dock reaches under its neighbours),
        // with its values: a widget's own visibleRegion() leaves out its opaque children.
        const QRegion region = ReadingFade::shownRegion(reading);
        if (!reading->isVisible() || region.isEmpty()) continue;
        double least = 255;
        for (const QRect &part : region) {
            const QRect rect = part & shown.rect();
            for (int y = rect.top(); y <= rect.bottom(); ++y)
                for (int x = rect.left(); x <= rect.right(); ++x) least = std::min(least, luminance(shown.pixel(x, y)));
        }
        darkest.append(least);
    }
    return darkest;
}

// The darkest pixel of all readings: near black where live text shows.
double darkestOfAll(RobotDashboard &window)
{
    const QList<double> darkest = darkestPerReading(window);
    return darkest.isEmpty() ? 255 : *std::min_element(darkest.cbegin(), darkest.cend());
}

void setSilent(RobotDashboard &window, bool silent)
{
    auto twin = window.session()->virtualRobot();
    QVERIFY(twin);
    robodash::sim::Faults faults;
    faults.silent = silent;
    twin->setFaults(faults);
}

}  // namespace

class TestWindowPixels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashPixelTests"));
    }
    void init() { QSettings().clear(); }

    void everyReadingIsFadedInThePixelsWhileNoDataArrives_data();
    void everyReadingIsFadedInThePixelsWhileNoDataArrives();
    void layoutChangesShowWhatAFullRepaintShows_data();
    void layoutChangesShowWhatAFullRepaintShows();
};

void TestWindowPixels::everyReadingIsFadedInThePixelsWhileNoDataArrives_data()
{
    QTest::addColumn<QString>("family");
    QTest::newRow("kobuki") << QStringLiteral("kobuki");
    QTest::newRow("rover") << QStringLiteral("rover");
    QTest::newRow("rflex") << QStringLiteral("rflex");
}

void TestWindowPixels::everyReadingIsFadedInThePixelsWhileNoDataArrives()
{
    QFETCH(QString, family);
    auto window = openWindow(family);
    QVERIFY(QTest::qWaitForWindowExposed(window.get(), robodash::waits::kEventMs));
    window->themeSwitcher()->setChoice(ThemeSwitcher::Choice::Light);
    QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline() && window->readingsLookLive(), kTimeoutMs);
    // A faded pixel keeps kStaleOpacity of its contrast with the window: on the light theme
    // nothing in a faded reading is darker than about two thirds of the background's
    // luminance, where live text is near black.
    const double window_ = luminance(window->palette().window().color().rgb());
    const double fadedFloor = 0.65 * window_ - 12;
    QTRY_VERIFY_WITH_TIMEOUT(darkestPerReading(*window).count() >= 2, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(darkestOfAll(*window) < 80, kTimeoutMs);  // live: dark text somewhere

    setSilent(*window, true);  // the robot switched off: the port stays open, nothing arrives
    QTRY_VERIFY_WITH_TIMEOUT(!window->link()->isOnline(), kTimeoutMs);
    QVERIFY(!window->readingsLookLive());
    const auto allFaded = [&] {
        const QList<double> darkest = darkestPerReading(*window);
        return std::all_of(darkest.cbegin(), darkest.cend(), [&](double least) { return least >= fadedFloor; });
    };
    QTRY_VERIFY2_WITH_TIMEOUT(allFaded(), qPrintable(QStringLiteral("darkest pixel per reading %1, floor %2")
                                                      .arg(QDebug::toString(darkestPerReading(*window)))
                                                      .arg(fadedFloor)),
                              kTimeoutMs);
    // Waited for, not compared once: a change that came with the fade (the status bar's
    // figures, a row in the event log) may not be painted yet when the readings have faded.
    QTRY_COMPARE_WITH_TIMEOUT(difference(*window, family + QStringLiteral(" faded")), QString(), kTimeoutMs);

    setSilent(*window, false);
    QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline() && window->readingsLookLive(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(darkestOfAll(*window) < 80, kTimeoutMs);

    window->link()->disconnectFromRobot();  // the link dropped
    QTRY_VERIFY_WITH_TIMEOUT(!window->link()->isConnected(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(allFaded(), kTimeoutMs);
}

void TestWindowPixels::layoutChangesShowWhatAFullRepaintShows_data()
{
    QTest::addColumn<QString>("family");
    QTest::newRow("kobuki") << QStringLiteral("kobuki");
    QTest::newRow("rover") << QStringLiteral("rover");
    QTest::newRow("rflex") << QStringLiteral("rflex");
}

// Each step ends with a window whose readings do not change (a finished replay, a silent
// or no robot), so that the pixels shown can settle and be compared with a full repaint.
void TestWindowPixels::layoutChangesShowWhatAFullRepaintShows()
{
    QFETCH(QString, family);
    auto window = openWindow(family);
    QVERIFY(QTest::qWaitForWindowExposed(window.get(), robodash::waits::kEventMs));
    window->themeSwitcher()->setChoice(ThemeSwitcher::Choice::Light);
    robodash::link::RobotLink *link = window->link();
    QTRY_VERIFY_WITH_TIMEOUT(link->isOnline() && window->readingsLookLive(), kTimeoutMs);
    // A failure inside the lambda only leaves the lambda: the test stops at the next step.
    const auto settlesLikeARepaint = [&](const QString &when) {
        QTRY_COMPARE_WITH_TIMEOUT(difference(*window, family + QLatin1Char(' ') + when), QString(), kTimeoutMs);
    };
#define SETTLES_LIKE_A_REPAINT(when)            \
    do {                                        \
        settlesLikeARepaint(when);              \
        if (QTest::currentTestFailed()) return; \
    } while (false)

    // A second of the robot for the replay.
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("pixels.rdlog"));
    QSignalSpy stopped(link, &robodash::link::RobotLink::recordingStopped);
    link->startRecording(log);
    QTRY_VERIFY_WITH_TIMEOUT(link->isRecording(), kTimeoutMs);
    QTest::qWait(1000);  // some data in the log: its length, not a condition the test waits for
    link->stopRecording();
    QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, kTimeoutMs);

    setSilent(*window, true);
    QTRY_VERIFY_WITH_TIMEOUT(!link->isOnline(), kTimeoutMs);
    SETTLES_LIKE_A_REPAINT(QStringLiteral("offline"));

    // The replay bar comes in; the replay plays to its end (faded again).
    QSignalSpy finished(link, &robodash::link::RobotLink::replayFinished);
    window->sessionLog()->openReplay(log);
    auto *bar = window->findChild<ReplayBar *>();
    QVERIFY(bar);
    QTRY_VERIFY2_WITH_TIMEOUT(bar->isVisible(), qPrintable(window->bannerText() + QLatin1Char('|') + window->sessionLog()->lastMessage()),
                              kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() > 0, kTimeoutMs);
    SETTLES_LIKE_A_REPAINT(QStringLiteral("replay ended"));

    // Back to live: the bar goes.
    QToolButton *back = nullptr;
    for (QToolButton *button : bar->findChildren<QToolButton *>())
        if (button->text() == QStringLiteral("Back to live")) back = button;
    QVERIFY(back);
    // The bar goes as the replay closes, before the live port is open again: wait for the
    // live connection itself, or the reconnection below could overtake it (and the twin
    // silenced there would be the one this connection then replaces by a talking one).
    QSignalSpy backLive(link, &robodash::link::RobotLink::connected);
    back->click();
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(backLive.count() == 1 && !link->isReplaying() && link->isOnline(), kTimeoutMs);
    QVERIFY(window->session()->virtualRobot());  // started before the port it opens
    setSilent(*window, true);  // a still window to compare
    QTRY_VERIFY_WITH_TIMEOUT(!link->isOnline(), kTimeoutMs);
    SETTLES_LIKE_A_REPAINT(QStringLiteral("back to live"));

    // Reconnect to a new twin, data flows, then it falls silent again. The twin is the new
    // one once this connection has been made (the twin starts before its port opens).
    QSignalSpy reconnected(link, &robodash::link::RobotLink::connected);
    link->connectTo(QStringLiteral("sim:"));
    QTRY_VERIFY_WITH_TIMEOUT(reconnected.count() == 1 && link->isOnline(), kTimeoutMs);
    QVERIFY(window->session()->virtualRobot());
    setSilent(*window, true);
    QTRY_VERIFY_WITH_TIMEOUT(!link->isOnline(), kTimeoutMs);
    SETTLES_LIKE_A_REPAINT(QStringLiteral("reconnected"));

    window->themeSwitcher()->setChoice(ThemeSwitcher::Choice::Dark);
    SETTLES_LIKE_A_REPAINT(QStringLiteral("dark theme"));
    window->themeSwitcher()->setChoice(ThemeSwitcher::Choice::Light);
    SETTLES_LIKE_A_REPAINT(QStringLiteral("light theme"));

    for (auto arrangement : {DockLayout::Arrangement::OneColumn, DockLayout::Arrangement::TwoColumns,
                             DockLayout::Arrangement::Wide}) {
        window->arrangeDocks(arrangement);
        SETTLES_LIKE_A_REPAINT(QStringLiteral("layout ") + DockLayout::name(arrangement));
    }
}

QTEST_MAIN(TestWindowPixels)

}  // namespace tst_window_pixels
#include "tst_window_pixels.moc"
