// The dashboard's side of MCAP: File > Export as MCAP… (the CLI's McapExporter, on a thread
// of its own) writes the file and says so in the window; a destination it cannot use, or a
// file that is not a log, gets a message in the window and loses nothing (an existing file
// of that name stays as it was, the log is never written over); recording to a .mcap name
// writes an MCAP file with the bridge's topics and the log inside, which replays.
#include "DashboardOptions.h"
#include "RobotDashboard.h"
#include "SessionLogControls.h"
#include "link/McapSessionLog.h"
#include "link/RobotLink.h"
#include "link/SessionLogReader.h"
#include "link/mcap/McapReader.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_mcap_window {  // this file's names, apart in a unity batch

using namespace robodash;

namespace {

constexpr int kTimeoutMs = 60000;  // a sanitized build on a loaded machine
const QString kData = QStringLiteral(ROBODASH_TEST_DATA_DIR "/mcap/");

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::uint64_t messagesOn(const QString &path, const std::string &topic)
{
    mcap::McapReader reader;
    std::uint64_t count = 0;
    if (reader.open(path.toStdString()))
        reader.readMessages([&](const mcap::MessageView &m) {
            count += reader.channels().at(m.channelId).topic == topic ? 1 : 0;
            return true;
        });
    return count;
}

// The warning box the window shows for a problem, if one is up.
QString shownWarning(QWidget *window)
{
    for (QMessageBox *box : window->findChildren<QMessageBox *>())
        if (box->isVisible())
            return box->text();
    return {};
}

}  // namespace

class TestMcapWindow : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<RobotDashboard> m_window;

    // A window on a replay of a short log: no robot is needed to export.
    void openWindow(const QString &port = {})
    {
        DashboardOptions options;
        if (port.isEmpty())
            options.replayPath = kData + QStringLiteral("rover-sim.rdlog");
        else
            options.port = port;
        m_window = std::make_unique<RobotDashboard>(options);
        m_window->show();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // keep the user's QSettings untouched
        QCoreApplication::setOrganizationName(QStringLiteral("RoboDashTests"));
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        for (QMessageBox *box : m_window->findChildren<QMessageBox *>())
            box->close();
        m_window.reset();
    }

    void theFileMenuOffersIt()
    {
        openWindow();
        QStringList texts;
        for (QAction *action : m_window->menuBar()->findChildren<QAction *>())
            texts << action->text();
        QVERIFY2(texts.contains(QStringLiteral("Export as &MCAP…")), qPrintable(texts.join(", ")));
    }

    void exportWritesTheFileAndSaysSo()
    {
        openWindow();
        SessionLogControls *logs = m_window->sessionLog();
        QSignalSpy finished(logs, &SessionLogControls::exportFinished);
        const QString out = m_dir.filePath(QStringLiteral("rover.mcap"));
        logs->exportMcap(kData + QStringLiteral("rover-sim.rdlog"), out);
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kTimeoutMs);
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        QVERIFY2(logs->lastMessage().startsWith(QStringLiteral("Exported ")) && logs->lastMessage().contains(out),
                 qPrintable(logs->lastMessage()));
        QVERIFY(shownWarning(m_window.get()).isEmpty());
        mcap::McapReader reader;
        QVERIFY2(reader.open(out.toStdString()), reader.error().c_str());
        QVERIFY(reader.hasSummary());
        QVERIFY(messagesOn(out, "/odometry/wheels") > 0);  // the same export as the CLI's
        QVERIFY(!QFile::exists(out + QStringLiteral(".partial")));
    }

    void unwritableDestinationIsSaidInTheWindow()
    {
        openWindow();
        SessionLogControls *logs = m_window->sessionLog();
        QSignalSpy finished(logs, &SessionLogControls::exportFinished);
        const QString nowhere = m_dir.filePath(QStringLiteral("missing/folder/out.mcap"));
        logs->exportMcap(kData + QStringLiteral("rover-sim.rdlog"), nowhere);
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kTimeoutMs);
        QVERIFY(!finished.at(0).at(0).toBool());
        const QString message = logs->lastMessage();
        QVERIFY2(message.startsWith(QStringLiteral("MCAP export failed")) && message.contains(nowhere)
                     && message.contains(QStringLiteral("No such file")),
                 qPrintable(message));
        QTRY_COMPARE_WITH_TIMEOUT(shownWarning(m_window.get()), message, kTimeoutMs);
    }

    void aFailedExportLosesNothing()
    {
        openWindow();
        SessionLogControls *logs = m_window->sessionLog();
        // An existing file of the destination's name survives an export that fails.
        const QString keep = m_dir.filePath(QStringLiteral("keep.mcap"));
        {
            QFile file(keep);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("a file the user had");
        }
        const QString notALog = m_dir.filePath(QStringLiteral("notes.txt"));
        {
            QFile file(notALog);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("not a log\n");
        }
        QSignalSpy finished(logs, &SessionLogControls::exportFinished);
        logs->exportMcap(notALog, keep);
        QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 1, kTimeoutMs);
        QVERIFY(!finished.at(0).at(0).toBool());
        QVERIFY2(logs->lastMessage().contains(QStringLiteral("not a RoboDash session log")),
                 qPrintable(logs->lastMessage()));
        QCOMPARE(contents(keep), QByteArray("a file the user had"));

        // Nor is a log written over by its own export.
        const QString log = m_dir.filePath(QStringLiteral("self.mcap"));
        QVERIFY(QFile::copy(kData + QStringLiteral("rover-sim.mcap"), log));
        const QByteArray before = contents(log);
        logs->exportMcap(log, log);
        QTRY_VERIFY_WITH_TIMEOUT(finished.size() == 2, kTimeoutMs);
        QVERIFY(!finished.at(1).at(0).toBool());
        QVERIFY2(logs->lastMessage().contains(QStringLiteral("choose another name")), qPrintable(logs->lastMessage()));
        QCOMPARE(contents(log), before);
    }

    void recordingToAnMcapNameRecordsMcap()
    {
        openWindow(QStringLiteral("sim:"));
        link::RobotLink *link = m_window->link();
        QTRY_VERIFY_WITH_TIMEOUT(link->isOnline(), kTimeoutMs);
        const QString file = m_dir.filePath(QStringLiteral("session.mcap"));
        SessionLogControls *logs = m_window->sessionLog();
        QSignalSpy stopped(link, &link::RobotLink::recordingStopped);
        logs->startRecording(file);
        QTRY_VERIFY_WITH_TIMEOUT(link->isRecording(), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(messagesOn(file, "/odom") >= 25, kTimeoutMs);  // flushed as it goes
        logs->stopRecording();
        QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), kTimeoutMs);
        QVERIFY2(stopped.at(0).at(2).toString().isEmpty(), qPrintable(stopped.at(0).at(2).toString()));
        QVERIFY2(logs->lastMessage().startsWith(QStringLiteral("Recorded ")), qPrintable(logs->lastMessage()));
        // Issue 38: the size said is the file's (it said the robot's bytes, about 4/5 of it).
        const QString fileSize = QLocale().formattedDataSize(QFileInfo(file).size());
        QVERIFY2(logs->lastMessage().startsWith(QStringLiteral("Recorded %1 to ").arg(fileSize)),
                 qPrintable(logs->lastMessage() + QStringLiteral(" (file: %1)").arg(fileSize)));

        mcap::McapReader reader;
        QVERIFY2(reader.open(file.toStdString()), reader.error().c_str());
        QVERIFY(reader.hasSummary());
        QString error;
        const auto embedded = link::McapSessionLog::embeddedLog(file, &error);
        QVERIFY2(embedded, qPrintable(error));
        const auto log = link::SessionLogReader::parse(*embedded, &error);
        QVERIFY2(log, qPrintable(error));
        QVERIFY2(log->stop.clean, qPrintable(log->stop.describe()));
        QVERIFY(!log->chunks.empty());

        // And it replays in the window as a .rdlog does.
        logs->openReplay(file);
        QTRY_VERIFY_WITH_TIMEOUT(link->isReplaying(), kTimeoutMs);
    }
};

QTEST_MAIN(TestMcapWindow)

}  // namespace tst_mcap_window
#include "tst_mcap_window.moc"
