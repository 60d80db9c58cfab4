// The window fits the screen it opens on (issue 38): one robot family per run
// (ROBODASH_XTEST_FAMILY), the real robodash on a real X server of each of seven screen
// sizes, at the first start and at a second start in the same home (and, run by hand, after
// each panel layout chosen from the View menu through XTEST). Each time, the window lies on the
// screen, and STOP, the drive pad, the connection bar and the status bar are shown and on it.
//
// Where the parts are is what the dashboard says (--log-events: "robodash: placed: ..."); the
// window's place is the X server's, compared with it, and STOP is found on the screen's pixels
// as a user finds it, inside the place the dashboard gave.
#include "DashboardRun.h"
#include "ScreenSearch.h"
#include "WaitFor.h"
#include "XConnection.h"
#include "XTestInput.h"
#include "XvfbServer.h"

#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <memory>
#include <optional>

using namespace robodash::xtest;

namespace {

constexpr QRgb kStopRed = 0xc62828;  // ConnectionBar's STOP button
const QString kPlaced = QStringLiteral("robodash: placed: ");
const QString kArranged = QStringLiteral("robodash: panel layout: ");

// The parts of "robodash: placed: window 0,0 1216x760; STOP ...; ..." by name; a part
// "hidden" has an empty rectangle.
QMap<QString, QRect> placesIn(const QString &line)
{
    static const QRegularExpression part(QStringLiteral("^(.+) (?:(-?\\d+),(-?\\d+) (\\d+)x(\\d+)|hidden)$"));
    QMap<QString, QRect> places;
    for (const QString &entry : line.mid(kPlaced.size()).split(QStringLiteral("; "))) {
        const QRegularExpressionMatch match = part.match(entry.trimmed());
        if (!match.hasMatch()) continue;
        places.insert(match.captured(1), match.captured(2).isEmpty()
                                             ? QRect()
                                             : QRect(match.captured(2).toInt(), match.captured(3).toInt(),
                                                     match.captured(4).toInt(), match.captured(5).toInt()));
    }
    return places;
}

}  // namespace

class TestXvfbFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();

    void theWindowFitsEveryScreen_data();
    void theWindowFitsEveryScreen();
    void everyLayoutChosenFits_data();
    void everyLayoutChosenFits();

private:
    void startAndExpectFits(QSize screen);
    bool startScreen(QSize size, QString *error);
    void expectFits(const QString &when, int reportsBefore);
    void chooseLayout(const char *key, const QString &name);
    QStringList reports();
    QString failure(const QString &what);

    QString m_family;
    QSize m_size;
    std::unique_ptr<XvfbServer> m_server;
    std::unique_ptr<XConnection> m_x;
    std::unique_ptr<XTestInput> m_input;
    std::unique_ptr<DashboardRun> m_run;
};

void TestXvfbFit::initTestCase()
{
    m_family = qEnvironmentVariable("ROBODASH_XTEST_FAMILY", QStringLiteral("kobuki"));
}

void TestXvfbFit::cleanup()
{
    if (m_input)
        for (const char *key : {"Alt_L", "Control_L", "Shift_L"})
            m_input->keyUp(QString::fromLatin1(key));
    m_run.reset();
    m_input.reset();
    m_x.reset();
    m_server.reset();
}

// The seven screens of issue 38, from a netbook to a desktop monitor.
void TestXvfbFit::theWindowFitsEveryScreen_data()
{
    QTest::addColumn<QSize>("screen");
    for (const QSize size : {QSize(1024, 600), QSize(1280, 800), QSize(1366, 768), QSize(1440, 900),
                             QSize(1600, 900), QSize(1600, 1000), QSize(1920, 1080)})
        QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height()))) << size;
}

void TestXvfbFit::theWindowFitsEveryScreen()
{
    QFETCH(QSize, screen);
    startAndExpectFits(screen);
    if (QTest::currentTestFailed()) return;

    QString error;
    QVERIFY2(m_run->restartDashboard(&error), qPrintable(error));
    expectFits(QStringLiteral("second start"), 0);
}

// Each panel layout chosen from the View menu through XTEST fits too. Not in CTest yet: on
// Debian 13 one of the seven menu choices went unanswered once (1920x1080, Wide), cause not
// known; run by hand: tst_xvfb_fit everyLayoutChosenFits.
void TestXvfbFit::everyLayoutChosenFits_data()
{
    theWindowFitsEveryScreen_data();
}

void TestXvfbFit::everyLayoutChosenFits()
{
    QFETCH(QSize, screen);
    startAndExpectFits(screen);
    if (QTest::currentTestFailed()) return;
    chooseLayout("w", QStringLiteral("Wide"));
    if (QTest::currentTestFailed()) return;
    chooseLayout("t", QStringLiteral("Two columns"));
    if (QTest::currentTestFailed()) return;
    chooseLayout("o", QStringLiteral("One column"));
}

// A server of `screen`'s size and a dashboard with a fresh home on it, placed to fit.
void TestXvfbFit::startAndExpectFits(QSize screen)
{
    QString error;
    QVERIFY2(startScreen(screen, &error), qPrintable(error));
    m_run = std::make_unique<DashboardRun>();
    QVERIFY2(m_run->start({m_family, m_server->display(), {}}, &error), qPrintable(error));
    expectFits(QStringLiteral("first start"), 0);
}

bool TestXvfbFit::startScreen(QSize size, QString *error)
{
    m_size = size;
    m_server = std::make_unique<XvfbServer>();
    XvfbServer::Options options;
    options.screen = size;
    if (!m_server->start(options, error)) return false;
    m_x = std::make_unique<XConnection>();
    if (!m_x->open(m_server->display(), error)) return false;
    m_input = std::make_unique<XTestInput>(*m_x);
    return m_input->isAvailable(error);
}

// View > Panel layout > `name` from the keyboard. A layout that needs more room than the
// screen has gives way to a narrower one: the window fits either way.
void TestXvfbFit::chooseLayout(const char *key, const QString &name)
{
    const auto window = m_x->mainWindowOf(m_run->dashboardPid());
    QVERIFY2(window, qPrintable(failure(QStringLiteral("no dashboard window"))));
    m_x->focus(*window);
    const int arrangedBefore = m_run->dashboardOutput().count(kArranged);
    const int reportsBefore = reports().size();
    m_input->keyDown(QStringLiteral("Alt_L"));
    m_input->tap(QStringLiteral("v"));
    m_input->keyUp(QStringLiteral("Alt_L"));
    m_input->tap(QStringLiteral("l"));
    m_input->tap(QString::fromLatin1(key));
    QVERIFY2(waitFor([&] { return m_run->dashboardOutput().count(kArranged) > arrangedBefore || !m_run->dashboardRunning(); })
                 && m_run->dashboardOutput().count(kArranged) > arrangedBefore,
             qPrintable(failure(name + QStringLiteral(": the dashboard never said its panels were arranged"))));
    // Only a report after the new arrangement was said counts (the window is placed, then its
    // report comes once it has settled).
    const QString output = m_run->dashboardOutput();
    const int arrangedAt = output.lastIndexOf(kArranged);
    expectFits(QStringLiteral("layout ") + name, std::max(reportsBefore, int(output.left(arrangedAt).count(kPlaced))));
}

QStringList TestXvfbFit::reports()
{
    QStringList lines;
    for (const QString &line : m_run->dashboardOutput().split(QLatin1Char('\n')))
        if (line.startsWith(kPlaced)) lines << line;
    return lines;
}

// The dashboard's newest report after `reportsBefore` of them, once the X server has the
// window where the report says: the window on the screen, every part shown and on it.
void TestXvfbFit::expectFits(const QString &when, int reportsBefore)
{
    const QRect screen(QPoint(0, 0), m_size);
    std::optional<XWindowId> window;
    QMap<QString, QRect> places;
    const bool settled = waitFor([&] {
        const QStringList lines = reports();
        if (lines.size() <= reportsBefore) return !m_run->dashboardRunning();
        window = m_x->mainWindowOf(m_run->dashboardPid());
        places = placesIn(lines.constLast());
        return window && m_x->geometry(*window) == places.value(QStringLiteral("window"));
    });
    QVERIFY2(settled && window, qPrintable(failure(when + QStringLiteral(": the window was never placed where the dashboard said"))));
    const QRect frame = places.value(QStringLiteral("window"));
    QVERIFY2(screen.contains(frame),
             qPrintable(failure(QStringLiteral("%1: the window (%2,%3 %4x%5) is not on the %6x%7 screen")
                                    .arg(when).arg(frame.x()).arg(frame.y()).arg(frame.width()).arg(frame.height())
                                    .arg(m_size.width()).arg(m_size.height()))));
    for (const char *name : {"STOP", "pad", "connection bar", "status bar"}) {
        const QRect part = places.value(QString::fromLatin1(name));
        QVERIFY2(!part.isEmpty(), qPrintable(failure(when + QStringLiteral(": %1 is not shown").arg(QLatin1String(name)))));
        QVERIFY2(screen.contains(part) && frame.contains(part),
                 qPrintable(failure(when + QStringLiteral(": %1 is off the screen or the window").arg(QLatin1String(name)))));
    }
    // STOP as a user sees it: its red, where the dashboard says it is, once the window has
    // been painted (the report comes when it is placed; a loaded machine paints it later).
    std::optional<QRect> red;
    const bool stopSeen = waitFor([&] {
        red = largestPatchOf(m_x->grabScreen(), kStopRed);
        return red && places.value(QStringLiteral("STOP")).intersects(*red);
    });
    QVERIFY2(stopSeen, qPrintable(failure(when + QStringLiteral(": STOP's red is not where the dashboard says STOP is"))));
}

QString TestXvfbFit::failure(const QString &what)
{
    return QStringLiteral("%1 (%2 on %3x%4); dashboard said:\n%5")
        .arg(what, m_family)
        .arg(m_size.width())
        .arg(m_size.height())
        .arg(m_run ? m_run->dashboardOutput().right(3000) : QString());
}

QTEST_GUILESS_MAIN(TestXvfbFit)
#include "tst_xvfb_fit.moc"
