// SIGTERM and SIGINT quit the dashboard cleanly. In the process: the signal reaches the
// GUI thread through QuitSignalWatcher, the window closes, the robot that was being driven is
// sent zero and the recording is closed intact. As a program: `robodash --record` killed with
// SIGTERM (and interrupted with SIGINT) exits 0 and leaves a log with its end record.
#include "JoystickPad.h"
#include "RobotDashboard.h"
#include "QuitSignalWatcher.h"
#include "SessionLogControls.h"
#include "sim/kobuki/VirtualKobuki.h"
#include "RobotSession.h"
#include "link/RobotLink.h"
#include "link/SessionLogReader.h"

#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <memory>

namespace tst_quit_signals {  // this file's names, apart in a unity batch

using robodash::link::RobotLink;
using robodash::link::SessionLogReader;
using robodash::widgets::JoystickPad;

namespace {

constexpr int kTimeoutMs = 15000;

void checkLogIsIntact(const QString &path)
{
    QString error;
    const auto log = SessionLogReader::read(path, &error);
    QVERIFY2(log, qPrintable(error));
    QVERIFY2(log->stop.clean, qPrintable(log->stop.describe()));
    QVERIFY(!log->chunks.empty());
}

}  // namespace

class TestQuitSignals : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashQuitTests"));
    }
    void sigtermStopsTheRobotAndClosesTheRecording();
    void theProgramExitsCleanlyOnSignals_data();
    void theProgramExitsCleanlyOnSignals();
};

void TestQuitSignals::sigtermStopsTheRobotAndClosesTheRecording()
{
    QTemporaryDir dir;
    const QString logPath = dir.filePath(QStringLiteral("session.rdlog"));
    DashboardOptions options;
    options.port = QStringLiteral("sim:");
    options.recordPath = logPath;
    auto window = std::make_unique<RobotDashboard>(options);
    window->show();
    QTRY_VERIFY_WITH_TIMEOUT(window->link()->isOnline(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!window->sessionLog()->recordingPath().isEmpty(), kTimeoutMs);
    const std::shared_ptr<robodash::sim::VirtualKobuki> robot = window->session()->virtualKobuki();
    QVERIFY(robot);

    JoystickPad *pad = window->joystickPad();
    const QPoint centre = pad->padCentre().toPoint();
    QTest::mousePress(pad, Qt::LeftButton, Qt::NoModifier, centre);
    QTest::mouseMove(pad, centre - QPoint(0, int(pad->padRadius() * 0.8)));
    QTRY_VERIFY_WITH_TIMEOUT(robot->lastBaseControl().speed > 0, kTimeoutMs);

    QuitSignalWatcher watcher;
    QVERIFY(watcher.isWatching());
    QSignalSpy quitRequested(&watcher, &QuitSignalWatcher::quitRequested);
    connect(&watcher, &QuitSignalWatcher::quitRequested, window.get(), &QWidget::close);
    QCOMPARE(::raise(SIGTERM), 0);  // would end this test process if the handler were missing
    QTRY_COMPARE_WITH_TIMEOUT(quitRequested.count(), 1, kTimeoutMs);
    QCOMPARE(quitRequested.first().first().toInt(), int(SIGTERM));
    QVERIFY(!window->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(robot->lastBaseControl().speed, std::int16_t(0), kTimeoutMs);

    window.reset();  // as main() returning does: the link shuts down and closes the log
    checkLogIsIntact(logPath);
}

void TestQuitSignals::theProgramExitsCleanlyOnSignals_data()
{
    QTest::addColumn<int>("signalNumber");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGINT") << int(SIGINT);
}

void TestQuitSignals::theProgramExitsCleanlyOnSignals()
{
    QFETCH(int, signalNumber);
    QTemporaryDir dir;
    const QString logPath = dir.filePath(QStringLiteral("session.rdlog"));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    QProcess dashboard;
    dashboard.setProcessEnvironment(environment);
    dashboard.start(QStringLiteral(ROBODASH_GUI_PATH),
                    {QStringLiteral("--port"), QStringLiteral("sim:"), QStringLiteral("--record"), logPath});
    QVERIFY(dashboard.waitForStarted(kTimeoutMs));
    // Recording has begun once chunks follow the header; a few kB means several frames.
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(logPath).size() > 4096, kTimeoutMs);

    QCOMPARE(::kill(pid_t(dashboard.processId()), signalNumber), 0);
    QVERIFY2(dashboard.waitForFinished(kTimeoutMs), "the dashboard ignored the signal");
    QCOMPARE(dashboard.exitStatus(), QProcess::NormalExit);
    QCOMPARE(dashboard.exitCode(), 0);
    QVERIFY2(dashboard.readAllStandardError().contains("stopping the robot and quitting"),
             "no word on standard error");
    checkLogIsIntact(logPath);
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("config/RoboDash/RoboDash.conf"))));
}

QTEST_MAIN(TestQuitSignals)

}  // namespace tst_quit_signals
#include "tst_quit_signals.moc"
