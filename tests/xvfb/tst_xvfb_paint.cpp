// Honest and clean panels on a real X server (issue 25), one robot family per run
// (ROBODASH_XTEST_FAMILY): the real robodash against its family's twin, the pixels read back
// from the server (XGetImage), never from the program's own rendering.
// - When the link drops (the twin killed, or frozen with its port open) every reading's text
//   is faded in the pixels: nothing in a reading is darker than a faded black.
// - After each change of layout (replay bar in, the replay's end, Back to live, the robot
//   back and silent again, theme switch there and back, each panel layout) the window shows
//   what the same window repainted from scratch shows (a resize there and back repaints
//   every widget).
// Every wait is for a state (an event on the dashboard's output, pixels that stay the same
// while nothing changes), with a generous deadline that only bounds a failure.
#include "DashboardRun.h"
#include "PixelChecks.h"
#include "ReadingPlaces.h"
#include "WaitFor.h"
#include "XConnection.h"
#include "XTestInput.h"
#include "XvfbServer.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <functional>
#include <memory>

using namespace robodash::xtest;

namespace {

// Live text on the light theme is near black; a faded reading keeps 35 % of its contrast
// with the window, so its darkest pixel is about 0.65 of the window's luminance.
constexpr double kLiveTextBelow = 80;
double fadedFloor(double windowLuminance) { return 0.65 * windowLuminance - 12; }

}  // namespace

class TestXvfbPaint : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void everyReadingFadesWhenTheTwinIsKilled();
    void everyReadingFadesWhenTheTwinFreezes();
    void eachLayoutChangeShowsWhatAFullRepaintShows();

private:
    // The window as the server shows it; only its part on the screen (XGetImage fails on the
    // rest, and Xlib's default handler then ends the program).
    QImage window() const { return m_x.grab(m_x.geometry(m_window) & QRect(QPoint(0, 0), m_x.screenSize())); }
    void waitForLiveText();
    void checkEveryReadingFades(int fadesBefore);
    QImage steadyWindow();
    void expectFullRepaintLooksTheSame(const QString &when);
    void expectOutput(const QString &text, const QString &what);
    int said(const QString &text) { return int(m_run->dashboardOutput().count(text)); }
    void expectMore(const QString &text, int before, const QString &what);
    void changeAndWait(const std::function<void()> &change, const QString &when, const QString &done = {});
    void openTheLog(const QString &log);
    bool statusBarSettled();
    void press(const QString &modifier, const QString &key);
    void typeText(const QString &text);
    void keep(const QImage &image, const QString &name) const;
    QString failure(const QString &what);

    QString m_family;
    XvfbServer m_server;
    XConnection m_x;
    std::unique_ptr<XTestInput> m_input;
    std::unique_ptr<DashboardRun> m_run;
    XWindowId m_window = 0;
};

void TestXvfbPaint::initTestCase()
{
    m_family = qEnvironmentVariable("ROBODASH_XTEST_FAMILY", QStringLiteral("kobuki"));
    QString error;
    QVERIFY2(m_server.start(XvfbServer::Options{}, &error), qPrintable(error));
    QVERIFY2(m_x.open(m_server.display(), &error), qPrintable(error));
    m_input = std::make_unique<XTestInput>(m_x);
    QVERIFY2(m_input->isAvailable(&error), qPrintable(error));
}

// A fresh dashboard and twin for each case; the layout case records a log from the start.
void TestXvfbPaint::init()
{
    QString error;
    m_run = std::make_unique<DashboardRun>();
    QStringList arguments;
    if (QByteArray(QTest::currentTestFunction()) == "eachLayoutChangeShowsWhatAFullRepaintShows")
        arguments << QStringLiteral("--record") << m_run->workDirectory() + QStringLiteral("/a.rdlog");
    QVERIFY2(m_run->start({m_family, m_server.display(), arguments}, &error), qPrintable(error));
    QVERIFY2(waitFor([&] { return m_x.mainWindowOf(m_run->dashboardPid()).has_value(); }),
             qPrintable(failure(QStringLiteral("no dashboard window"))));
    m_window = *m_x.mainWindowOf(m_run->dashboardPid());
    m_x.focus(m_window);  // no window manager: give it the keyboard as a click would
    m_input->moveTo(QPoint(0, 0));  // the pointer rests on no reading: no tooltip over the pictures
    expectOutput(QStringLiteral("robodash: event: Robot online"), QStringLiteral("the robot never came online"));
}

void TestXvfbPaint::cleanup()
{
    for (const char *key : {"Alt_L", "Control_L", "Shift_L"})
        m_input->keyUp(QString::fromLatin1(key));
    m_run.reset();
}

QString TestXvfbPaint::failure(const QString &what)
{
    return QStringLiteral("%1 (%2); dashboard said:\n%3")
        .arg(what, m_family, m_run ? m_run->dashboardOutput().right(3000) : QString());
}

void TestXvfbPaint::expectOutput(const QString &text, const QString &what)
{
    QVERIFY2(m_run->waitForOutput(text, kGenerousMs), qPrintable(failure(what)));
}

// `text` said once more than `before` times: this change's line, not an earlier one.
void TestXvfbPaint::expectMore(const QString &text, int before, const QString &what)
{
    QVERIFY2(waitFor([&] { return said(text) > before || !m_run->dashboardRunning(); }) && said(text) > before,
             qPrintable(failure(what)));
}

// With ROBODASH_XTEST_PICTURES=DIR the pictures of a failure are kept there.
void TestXvfbPaint::keep(const QImage &image, const QString &name) const
{
    const QString dir = qEnvironmentVariable("ROBODASH_XTEST_PICTURES");
    if (!dir.isEmpty())
        image.save(QStringLiteral("%1/%2-%3.png").arg(dir, m_family, QString(name).replace(QLatin1Char(' '), QLatin1Char('-'))));
}

// The readings show live values: some reading has near-black text. Without this the fade
// check below could pass on a window that shows no text at all.
void TestXvfbPaint::waitForLiveText()
{
    QVERIFY2(waitFor([&] { return ReadingPlaces::count(m_run->dashboardOutput(), false) > 0; }),
             qPrintable(failure(QStringLiteral("the dashboard never said where its live readings are"))));
    const QList<QRect> places = ReadingPlaces::last(m_run->dashboardOutput(), false);
    QVERIFY2(places.size() >= 2, qPrintable(failure(QStringLiteral("fewer than two readings shown"))));
    QVERIFY2(waitFor([&] {
        const QImage shown = window();
        return std::any_of(places.cbegin(), places.cend(),
                           [&](const QRect &place) { return darkestIn(shown, place) < kLiveTextBelow; });
    }), qPrintable(failure(QStringLiteral("no live text in any reading"))));
}

// The link has dropped: the dashboard says its readings faded and where they are; each of
// them must come to show nothing darker than a faded black.
void TestXvfbPaint::checkEveryReadingFades(int fadesBefore)
{
    expectMore(QStringLiteral("robodash: readings faded"), fadesBefore, QStringLiteral("the readings never faded"));
    const double background = luminance(mostCommonColour(window()));
    QVERIFY2(background > 180, "the window is not on a light theme: the floor below assumes one");
    const double floor = fadedFloor(background);
    // The places said last: a banner coming in moves the readings, and the dashboard says so.
    QList<QRect> places;
    const auto darkest = [&] {
        places = ReadingPlaces::last(m_run->dashboardOutput(), true);
        const QImage shown = window();
        QList<double> least;
        for (const QRect &place : places) least.append(darkestIn(shown, place));
        return least;
    };
    const auto allFaded = [&] {
        const QList<double> least = darkest();
        return !least.isEmpty() && std::all_of(least.cbegin(), least.cend(), [&](double value) { return value >= floor; });
    };
    if (!waitFor(allFaded)) {
        keep(window(), QStringLiteral("not faded"));
        QFAIL(qPrintable(failure(QStringLiteral("a reading stays dark: darkest pixel per reading %1 at %2, floor %3")
                                     .arg(QDebug::toString(darkest()), QDebug::toString(places))
                                     .arg(floor))));
    }
}

void TestXvfbPaint::everyReadingFadesWhenTheTwinIsKilled()
{
    waitForLiveText();
    const int fades = ReadingPlaces::count(m_run->dashboardOutput(), true);
    m_run->killTwin();
    expectOutput(QStringLiteral("robodash: event: Link lost"), QStringLiteral("the link never dropped"));
    checkEveryReadingFades(fades);
}

void TestXvfbPaint::everyReadingFadesWhenTheTwinFreezes()
{
    waitForLiveText();
    const int fades = ReadingPlaces::count(m_run->dashboardOutput(), true);
    m_run->freezeTwin();
    expectOutput(QStringLiteral("robodash: event: Robot offline"), QStringLiteral("the frozen twin never went offline"));
    checkEveryReadingFades(fades);
}

// Nothing in the status bar will change by itself: its last message is gone (messages go
// after a while), and the link's figures have come to rest: 0.0 frames/s, said a whole
// statistics period after the last frame (before that the rate of the period in which the
// robot fell silent shows, and changes at the next period). Either would change the window
// between the two pictures compared.
bool TestXvfbPaint::statusBarSettled()
{
    const QString output = m_run->dashboardOutput();
    const qsizetype lastMessage = output.lastIndexOf(QStringLiteral("robodash: status: "));
    if (lastMessage >= 0 && output.mid(lastMessage + 18, 1) != QStringLiteral("\n")) return false;
    const QString marker = QStringLiteral("robodash: link status: ");
    const qsizetype lastStatus = output.lastIndexOf(marker);
    if (lastStatus < 0) return false;
    const QString status = output.mid(lastStatus + marker.size()).section(QLatin1Char('\n'), 0, 0);
    static const QRegularExpression rate(QStringLiteral("([0-9.]+) frames/s"));
    const QRegularExpressionMatch match = rate.match(status);
    return !match.hasMatch() || match.captured(1).toDouble() == 0.0;
}

// The window once the program has drawn what the last change asked for: nothing in it moves
// (the twin is frozen or gone, the status bar settled), so the picture stays the same from
// one poll to the next; five equal pictures in a row, polled at the server's pace.
QImage TestXvfbPaint::steadyWindow()
{
    QImage last;
    int same = 0;
    const bool steady = waitFor([&] {
        if (!statusBarSettled()) return false;
        const QImage now = window();
        same = now == last ? same + 1 : 0;
        last = now;
        return same >= 4;
    }, kGenerousMs, 100);
    if (!steady) keep(last, QStringLiteral("never steady"));
    return steady ? last : QImage();
}

// What is on the screen now against the same window repainted from scratch: a resize makes
// the program paint every widget again, and the size back gives the same layout. (Wider: the
// window is as narrow as its panels allow; its new part may reach past the screen's edge.)
// Each resize is waited for in the pixels: the server keeps the old ones until the program
// paints, so an unchanged picture would only say that the program has not got there yet.
void TestXvfbPaint::expectFullRepaintLooksTheSame(const QString &when)
{
    const QImage shown = steadyWindow();
    QVERIFY2(!shown.isNull(), qPrintable(failure(when + QStringLiteral(": the window never held still"))));
    const QRect place = m_x.geometry(m_window);
    const QSize wider = place.size() + QSize(40, 0);
    m_x.resize(m_window, wider);
    QImage wide;  // where the window was, once the program has painted its wider layout there
    QVERIFY2(waitFor([&] {
        if (m_x.geometry(m_window).size() != wider) return false;
        wide = window().copy(QRect(QPoint(0, 0), place.size()));
        return wide != shown;
    }), qPrintable(failure(when + QStringLiteral(": the wider window was never painted"))));
    m_x.resize(m_window, place.size());
    QVERIFY2(waitFor([&] { return m_x.geometry(m_window) == place && window() != wide; }),
             qPrintable(failure(when + QStringLiteral(": the window was never painted at its size again"))));
    const QImage repainted = steadyWindow();
    const QString difference = robodash::xtest::difference(shown, repainted);
    if (!difference.isEmpty()) {
        keep(shown, when + QStringLiteral(" shown"));
        keep(repainted, when + QStringLiteral(" repainted"));
    }
    QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("%1 (%2): %3").arg(when, m_family, difference)));
}

void TestXvfbPaint::press(const QString &modifier, const QString &key)
{
    m_input->keyDown(modifier);
    m_input->tap(key);
    m_input->keyUp(modifier);
}

// A path as typed on a US keyboard: upper case and '_' with Shift.
void TestXvfbPaint::typeText(const QString &text)
{
    for (const QChar c : text) {
        const bool shifted = c.isUpper() || c == QLatin1Char('_');
        const QString key = c == QLatin1Char('.')   ? QStringLiteral("period")
                            : c == QLatin1Char('/') ? QStringLiteral("slash")
                            : c == QLatin1Char('-') ? QStringLiteral("minus")
                            : c == QLatin1Char('_') ? QStringLiteral("minus")
                                                    : QString(c.toLower());
        if (shifted) m_input->keyDown(QStringLiteral("Shift_L"));
        m_input->tap(key);
        if (shifted) m_input->keyUp(QStringLiteral("Shift_L"));
    }
}

// File > Open log (Ctrl+O), its path typed and Return. A file dialog's completer may take
// the first Return (it closes its list): Return again while no replay has started.
void TestXvfbPaint::openTheLog(const QString &log)
{
    const int replays = said(QStringLiteral("robodash: event: Replaying"));
    press(QStringLiteral("Control_L"), QStringLiteral("o"));
    QVERIFY2(waitFor([&] { return m_x.focusedWindow() != m_window; }), "no file dialog took the keyboard");
    typeText(log);
    for (int tries = 0; tries < 3 && said(QStringLiteral("robodash: event: Replaying")) == replays; ++tries) {
        m_input->tap(QStringLiteral("Return"));
        waitFor([&] { return said(QStringLiteral("robodash: event: Replaying")) > replays; }, 5000);
    }
    expectMore(QStringLiteral("robodash: event: Replaying"), replays, QStringLiteral("the replay never started"));
    m_x.focus(m_window);
}

// A change from the keyboard, then the window once it shows it: different from before
// (the key has been handled), the dashboard's word `done` said once more when given (a panel
// layout switch takes several passes, and a dashboard starved of the CPU can look still
// between two of them), then steady, then the same as a full repaint.
void TestXvfbPaint::changeAndWait(const std::function<void()> &change, const QString &when, const QString &done)
{
    const QImage before = steadyWindow();
    const int saidBefore = done.isEmpty() ? 0 : said(done);
    change();
    QVERIFY2(waitFor([&] { return window() != before; }), qPrintable(failure(when + QStringLiteral(": nothing changed"))));
    if (!done.isEmpty()) expectMore(done, saidBefore, when + QStringLiteral(": the dashboard never said it was done"));
    expectFullRepaintLooksTheSame(when);
}

void TestXvfbPaint::eachLayoutChangeShowsWhatAFullRepaintShows()
{
    // The log recorded from the start gets some data, then recording stops (Ctrl+Shift+R).
    const QString log = m_run->workDirectory() + QStringLiteral("/a.rdlog");
    QVERIFY2(waitFor([&] { return QFile(log).size() > 4096; }), qPrintable(failure(QStringLiteral("nothing recorded"))));
    m_input->keyDown(QStringLiteral("Control_L"));
    press(QStringLiteral("Shift_L"), QStringLiteral("r"));
    m_input->keyUp(QStringLiteral("Control_L"));
    expectOutput(QStringLiteral("robodash: status: Recorded"), QStringLiteral("the recording never stopped"));

    const int wasOffline = said(QStringLiteral("robodash: event: Robot offline"));
    m_run->freezeTwin();
    expectMore(QStringLiteral("robodash: event: Robot offline"), wasOffline, QStringLiteral("the frozen twin never went offline"));
    expectFullRepaintLooksTheSame(QStringLiteral("offline"));

    // The replay bar comes in; the replay plays to its end (the readings fade again).
    const int fades = ReadingPlaces::count(m_run->dashboardOutput(), true);
    openTheLog(log);
    expectMore(QStringLiteral("robodash: readings faded"), fades, QStringLiteral("the replay never ended"));
    expectFullRepaintLooksTheSame(QStringLiteral("replay ended"));

    // Back to live (Alt+B): the bar goes, the frozen twin's port opens again and says
    // nothing; a few seconds later the dashboard says so in a banner. Compared once the
    // banner is up: before it, the window is still only until it comes.
    const int connects = said(QStringLiteral("robodash: event: Connected to"));
    const int silences = said(QStringLiteral("robodash: event: Nothing arrives on"));
    press(QStringLiteral("Alt_L"), QStringLiteral("b"));
    expectMore(QStringLiteral("robodash: event: Connected to"), connects, QStringLiteral("Back to live did not connect"));
    expectMore(QStringLiteral("robodash: event: Nothing arrives on"), silences,
               QStringLiteral("the dashboard never said that the frozen twin's port is silent"));
    expectFullRepaintLooksTheSame(QStringLiteral("back to live"));

    // The robot answers again, then falls silent.
    const int online = said(QStringLiteral("robodash: event: Robot online"));
    m_run->thawTwin();
    expectMore(QStringLiteral("robodash: event: Robot online"), online, QStringLiteral("the robot never came back"));
    const int offline = said(QStringLiteral("robodash: event: Robot offline"));
    m_run->freezeTwin();
    expectMore(QStringLiteral("robodash: event: Robot offline"), offline, QStringLiteral("the twin never went offline again"));
    expectFullRepaintLooksTheSame(QStringLiteral("reconnected"));

    // View > Theme > Dark, then Light; View > Panel layout > One column, Two columns, Wide.
    const auto fromTheViewMenu = [&](const char *submenu, const char *entry) {
        return [=] {
            press(QStringLiteral("Alt_L"), QStringLiteral("v"));
            m_input->tap(QString::fromLatin1(submenu));
            m_input->tap(QString::fromLatin1(entry));
        };
    };
    changeAndWait(fromTheViewMenu("t", "d"), QStringLiteral("dark theme"));
    changeAndWait(fromTheViewMenu("t", "l"), QStringLiteral("light theme"));
    const QString arranged = QStringLiteral("robodash: panel layout: ");
    changeAndWait(fromTheViewMenu("l", "o"), QStringLiteral("one column"), arranged + QStringLiteral("One column"));
    changeAndWait(fromTheViewMenu("l", "t"), QStringLiteral("two columns"), arranged + QStringLiteral("Two columns"));
    // Wide, or the two columns it gives way to where its panels need more than 1366x768.
    changeAndWait(fromTheViewMenu("l", "w"), QStringLiteral("wide"), arranged);
}

QTEST_GUILESS_MAIN(TestXvfbPaint)
#include "tst_xvfb_paint.moc"
