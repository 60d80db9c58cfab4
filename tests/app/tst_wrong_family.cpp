// A window of one family meeting another family's robot or log (issue 25):
// - the Kobuki's dashboard on a Rover Pro twin hears nothing: the pad is off and says why,
//   and the banner says nothing arrives and asks whether this is a Kobuki;
// - the Rover Pro's dashboard on a Kobuki's stream: the pad is off, and the banner says the
//   bytes are no Rover Pro frames but a Kobuki's, with the dashboard to use;
// - File > Open log with another family's log opens it in a window of that family and leaves
//   this one (and its robot) as it was.
// Every wait is on a condition (QTRY_), never a sleep.
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "RobotSession.h"
#include "SessionLogControls.h"
#include "link/RobotLink.h"
#include "link/SessionLogWriter.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "sim/rover/VirtualRover.h"
#include "DdsTestDomain.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

#include <unistd.h>

namespace tst_wrong_family {  // this file's names, apart in a unity batch

namespace {

constexpr int kTimeoutMs = 20000;  // the silence verdict comes 5 s after the open

std::unique_ptr<RobotDashboard> openWindow(const QString &family)
{
    DashboardOptions options;
    options.robot = family;
    options.port = QStringLiteral("sim:");
    auto window = std::make_unique<RobotDashboard>(options);
    window->show();
    return window;
}

// The window's own twin goes; `sim:` now starts `twin` instead.
void connectToAnotherTwin(RobotDashboard &window, const robodash::app::TwinTransport::TwinMaker &twin)
{
    robodash::link::RobotLink *link = window.link();
    QTRY_VERIFY_WITH_TIMEOUT(link->isConnected(), kTimeoutMs);
    link->disconnectFromRobot();
    QTRY_VERIFY_WITH_TIMEOUT(!link->isConnected(), kTimeoutMs);
    window.session()->twins().setTwinMaker(twin);
    link->connectTo(QStringLiteral("sim:"));
    QTRY_VERIFY_WITH_TIMEOUT(link->isConnected(), kTimeoutMs);
}

}  // namespace

class TestWrongFamily : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashWrongFamilyTests"));
    }
    void init() { QSettings().clear(); }

    void theKobukisDashboardOnARoverSaysSoAndDoesNotDrive()
    {
        auto window = openWindow(QStringLiteral("kobuki"));
        connectToAnotherTwin(*window, [] { return std::make_shared<robodash::sim::VirtualRover>(); });
        robodash::widgets::JoystickPad *pad = window->joystickPad();
        QVERIFY(!pad->isEnabled());
        QVERIFY2(pad->disabledReason().contains(QStringLiteral("no Kobuki data")), qPrintable(pad->disabledReason()));
        QTRY_VERIFY_WITH_TIMEOUT(window->bannerText().contains(QStringLiteral("Nothing arrives")), kTimeoutMs);
        QVERIFY2(window->bannerText().contains(QStringLiteral("a Kobuki (not another robot)")), qPrintable(window->bannerText()));
        QVERIFY(!window->link()->isOnline());
        QVERIFY(!pad->isEnabled());
        QCOMPARE(pad->linearCommand(), 0.0);
    }

    void theRoversDashboardOnAKobukiNamesTheKobuki()
    {
        auto window = openWindow(QStringLiteral("rover"));
        connectToAnotherTwin(*window, [] { return std::make_shared<robodash::sim::VirtualKobuki>(); });
        robodash::widgets::JoystickPad *pad = window->joystickPad();
        QTRY_VERIFY2_WITH_TIMEOUT(window->bannerText().contains(QStringLiteral("none of them is a Rover Pro frame")),
                                  qPrintable(window->bannerText() + QStringLiteral(" | online %1").arg(window->link()->isOnline())),
                                  kTimeoutMs);
        QVERIFY2(window->bannerText().contains(QStringLiteral("they are a Kobuki's")), qPrintable(window->bannerText()));
        QVERIFY2(window->bannerText().contains(QStringLiteral("--robot kobuki")), qPrintable(window->bannerText()));
        QVERIFY(!pad->isEnabled());
        QVERIFY2(pad->disabledReason().contains(QStringLiteral("no Rover Pro data")), qPrintable(pad->disabledReason()));
    }

    // Issue 38: a network robot that never answered (none there, or secured from outside its
    // keystore) was a connection that failed, not a "Link lost".
    void aNetworkRobotThatNeverAnsweredCouldNotConnect()
    {
        DashboardOptions options;
        options.robot = QStringLiteral("kobuki");
        options.port = QStringLiteral("ros2:/nobody%1?domain=%2&interface=lo")
                           .arg(getpid())
                           .arg(robodash::testprogram::DdsTestDomain::reserve());
        RobotDashboard window(options);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(window.bannerText().contains(QStringLiteral("no Kobuki at ros2:/nobody")), kTimeoutMs);
        QVERIFY2(window.bannerText().contains(QStringLiteral("Could not connect: no Kobuki at ros2:/nobody")),
                 qPrintable(window.bannerText()));
        QVERIFY2(!window.bannerText().contains(QStringLiteral("Link lost")), qPrintable(window.bannerText()));
    }

    void anotherFamilysLogOpensInAWindowOfItsFamily()
    {
        auto window = openWindow(QStringLiteral("kobuki"));
        QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("rover.rdlog"));
        robodash::link::SessionLogHeader header;
        header.robot = QStringLiteral("rover");
        robodash::link::SessionLogWriter writer;
        QVERIFY(writer.open(log, header) && writer.close(0));

        QStringList started;
        window->sessionLog()->setWindowStarter([&started](const QStringList &arguments) {
            started = arguments;
            return true;
        });
        window->sessionLog()->openReplay(log);
        QCOMPARE(started, (QStringList{QStringLiteral("--robot"), QStringLiteral("rover"), QStringLiteral("--replay"), log}));
        QVERIFY2(window->sessionLog()->lastMessage().contains(QStringLiteral("Rover Pro")),
                 qPrintable(window->sessionLog()->lastMessage()));
        // This window keeps its robot: no replay starts in it.
        QTest::qWait(300);  // a replay, had one been asked, would be open by now; none must be
        QVERIFY(!window->link()->isReplaying());
        QVERIFY(window->link()->isConnected());

        // A starter that fails says what to run instead.
        window->sessionLog()->setWindowStarter([](const QStringList &) { return false; });
        window->sessionLog()->openReplay(log);
        QVERIFY2(window->sessionLog()->lastMessage().contains(QStringLiteral("--robot rover --replay")),
                 qPrintable(window->sessionLog()->lastMessage()));
    }
};

QTEST_MAIN(TestWrongFamily)

}  // namespace tst_wrong_family
#include "tst_wrong_family.moc"
