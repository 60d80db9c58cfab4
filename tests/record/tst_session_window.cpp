// The window's side of session logs: `robodash --replay FILE` plays a log on the dashboard
// with the replay bar, a damaged log says where it stopped, recording starts and stops from
// the window, and the File menu carries the log actions.
#include "BatteryView.h"
#include "DashboardOptions.h"
#include "LinkStatusLabel.h"
#include "RobotDashboard.h"
#include "ReplayBar.h"
#include "SessionLogControls.h"
#include "kobuki/FeedbackEncoder.h"
#include "RobotSession.h"
#include "link/RobotLink.h"
#include "link/SessionLogReader.h"
#include "link/SessionLogWriter.h"

#include <QFile>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

namespace tst_session_window {  // this file's names, apart in a unity batch

using namespace robodash;

namespace {

constexpr int kTimeoutMs = 10000;

// One second of a robot whose battery reads 15.3 V, at 50 frames a second.
void writeBatteryLog(const QString &path)
{
    link::SessionLogWriter writer;
    link::SessionLogHeader header;
    header.port = QStringLiteral("/dev/kobuki");
    header.startUtc = QDateTime::currentDateTimeUtc();
    if (!writer.open(path, header))
        qFatal("%s", qPrintable(writer.errorString()));
    for (int i = 0; i < 50; ++i) {
        kobuki::BasicSensors basic;
        basic.timeStamp = std::uint16_t(i * 20);
        basic.battery = 153;
        const std::vector<std::uint8_t> frame = kobuki::FeedbackEncoder().add(basic).frame();
        writer.append(i * 20, QByteArray(reinterpret_cast<const char *>(frame.data()), qsizetype(frame.size())));
    }
    writer.close(1000);
}

}  // namespace

class TestSessionWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<RobotDashboard> m_window;

    void openWindow(const DashboardOptions &options)
    {
        m_window = std::make_unique<RobotDashboard>(options);
        m_window->show();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashTests"));
        QVERIFY(m_dir.isValid());
        writeBatteryLog(m_dir.filePath(QStringLiteral("battery.rdlog")));
    }

    void cleanup() { m_window.reset(); }

    void replayOptionIsParsed()
    {
        QString error;
        const auto options = DashboardOptions::parse(
            {QStringLiteral("robodash"), QStringLiteral("--replay"), QStringLiteral("x.rdlog")}, &error);
        QVERIFY2(options, qPrintable(error));
        QCOMPARE(options->replayPath, QStringLiteral("x.rdlog"));
    }

    void replayFromTheCommandLinePlaysOnTheDashboard()
    {
        DashboardOptions options;
        options.replayPath = m_dir.filePath(QStringLiteral("battery.rdlog"));
        openWindow(options);
        auto *battery = m_window->findChild<widgets::BatteryView *>();
        QVERIFY(battery);
        QTRY_VERIFY_WITH_TIMEOUT(battery->voltsText().contains(QStringLiteral("15.3")), kTimeoutMs);
        QVERIFY(m_window->link()->isReplaying());
        QVERIFY(m_window->session()->virtualKobuki() == nullptr);  // no robot was started
        // Labelled as a replay of that file wherever the live robot's name would be.
        QCOMPARE(m_window->windowTitle(), QStringLiteral("RoboDash — replay of battery.rdlog"));
        QVERIFY2(m_window->statusLabel()->text().startsWith(QStringLiteral("Replay of battery.rdlog")),
                 qPrintable(m_window->statusLabel()->text()));
        SessionLogControls *logs = m_window->sessionLog();
        QVERIFY(logs->replayToolBar()->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(logs->replayBar()->endMessage(), QStringLiteral("End of log"), kTimeoutMs);
        QVERIFY2(logs->replayBar()->positionText().startsWith(QStringLiteral("1.0 s")),
                 qPrintable(logs->replayBar()->positionText()));

        // "Back to live" ends the replay and hides the bar.
        emit logs->replayBar()->closeRequested();
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->link()->isReplaying(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!logs->replayToolBar()->isVisible(), kTimeoutMs);
    }

    // Issue 38: a paused replay and one at its end looked live (unfaded readings, "Online ·
    // 0.0 frames/s").
    void aReplayStandingStillIsNotLive()
    {
        DashboardOptions options;
        options.replayPath = m_dir.filePath(QStringLiteral("battery.rdlog"));
        openWindow(options);
        SessionLogControls *logs = m_window->sessionLog();
        QTRY_COMPARE_WITH_TIMEOUT(logs->replayBar()->endMessage(), QStringLiteral("End of log"), kTimeoutMs);
        QVERIFY(!m_window->readingsLookLive());
        QCOMPARE(m_window->statusLabel()->text(), QStringLiteral("Replay of battery.rdlog · Replay at its end"));
        // At its end the button offers to play (it showed Pause), and plays the log again.
        QCOMPARE(logs->replayBar()->playButton()->text(), QStringLiteral("Play again"));
        logs->replayBar()->playButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->readingsLookLive(), kTimeoutMs);
        QCOMPARE(logs->replayBar()->playButton()->text(), QStringLiteral("Pause"));
        QVERIFY(logs->replayBar()->endMessage().isEmpty());
        QVERIFY2(!m_window->statusLabel()->text().contains(QStringLiteral("at its end")),
                 qPrintable(m_window->statusLabel()->text()));
        logs->replayBar()->setPaused(true);  // as its Pause button does
        emit logs->replayBar()->pausedChanged(true);
        QVERIFY(!m_window->readingsLookLive());
        QCOMPARE(m_window->statusLabel()->text(), QStringLiteral("Replay of battery.rdlog · Replay paused"));
        logs->replayBar()->setPaused(false);
        emit logs->replayBar()->pausedChanged(false);
        QVERIFY(m_window->readingsLookLive());
    }

    void damagedLogSaysWhereItStopped()
    {
        const QString cut = m_dir.filePath(QStringLiteral("cut.rdlog"));
        QFile::remove(cut);
        QVERIFY(QFile::copy(m_dir.filePath(QStringLiteral("battery.rdlog")), cut));
        QFile file(cut);
        QVERIFY(file.resize(file.size() - 30));
        DashboardOptions options;
        options.replayPath = cut;
        openWindow(options);
        SessionLogControls *logs = m_window->sessionLog();
        logs->replayBar()->setSpeed(0);
        emit logs->replayBar()->speedChanged(0);
        QTRY_VERIFY_WITH_TIMEOUT(logs->replayBar()->endMessage().contains(QStringLiteral("stopped at byte")),
                                 kTimeoutMs);
        QVERIFY2(logs->lastMessage().contains(QStringLiteral("stopped at byte")), qPrintable(logs->lastMessage()));
    }

    void notALogIsReportedAndNothingPlays()
    {
        const QString text = m_dir.filePath(QStringLiteral("notes.txt"));
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a log\n");
        file.close();
        DashboardOptions options;
        options.replayPath = text;
        openWindow(options);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->bannerText().contains(QStringLiteral("not a RoboDash session log")),
                                 kTimeoutMs);
        QVERIFY(!m_window->link()->isReplaying());
    }

    void recordingStartsAndStopsFromTheWindow()
    {
        DashboardOptions options;
        options.port = QStringLiteral("sim:");
        openWindow(options);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isOnline(), kTimeoutMs);
        const QString path = m_dir.filePath(QStringLiteral("window.rdlog"));
        SessionLogControls *logs = m_window->sessionLog();
        logs->startRecording(path);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->link()->isRecording(), kTimeoutMs);
        QCOMPARE(logs->recordingPath(), path);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(path).size() > 2000, kTimeoutMs);  // flushed while running
        logs->stopRecording();
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->link()->isRecording(), kTimeoutMs);
        QVERIFY2(logs->lastMessage().startsWith(QStringLiteral("Recorded")), qPrintable(logs->lastMessage()));
        const std::optional<link::SessionLog> log = link::SessionLogReader::read(path, nullptr);
        QVERIFY(log);
        QVERIFY(log->stop.clean);
        QCOMPARE(log->header.port, QStringLiteral("sim:"));
        QVERIFY(log->chunks.size() > 10);
    }

    void fileMenuHasTheLogActions()
    {
        DashboardOptions options;
        options.replayPath = m_dir.filePath(QStringLiteral("battery.rdlog"));
        openWindow(options);
        QStringList texts;
        for (QAction *menu : m_window->menuBar()->actions())
            for (QAction *action : menu->menu()->actions())
                texts << action->text();
        for (const char *wanted : {"Start &recording…", "S&top recording", "&Open log for replay…",
                                   "&Export log to CSV…"})
            QVERIFY2(texts.contains(QString::fromUtf8(wanted)), wanted);
    }
};

QTEST_MAIN(TestSessionWindow)

}  // namespace tst_session_window
#include "tst_session_window.moc"
