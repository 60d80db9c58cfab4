// robodash-cli sim as a script uses it: the first line is the device, the trace follows
// what happened, signals stop it cleanly, bad options are refused.
#include "PtyHost.h"

#include "kobuki/CommandEncoder.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace tst_sim_cli {  // this file's names, apart in a unity batch

using namespace robodash::kobuki;

class TestSimCli : public QObject {
    Q_OBJECT

private:
    static QString cli() { return QStringLiteral(ROBODASH_CLI_PATH); }

    static QList<QJsonObject> traceLines(const QString &path)
    {
        QList<QJsonObject> lines;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return lines;
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (!line.isEmpty())
                lines.append(QJsonDocument::fromJson(line).object());
        }
        return lines;
    }

private slots:
    void printsThePathServesTracesAndStopsOnSigterm()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString link = dir.filePath("kobuki");
        const QString trace = dir.filePath("trace.jsonl");
        QProcess sim;
        sim.start(cli(), {"sim", "--speed", "5", "--seed", "3", "--link", link, "--trace", trace});
        QVERIFY(sim.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(sim.canReadLine(), 10000);
        const QString device = QString::fromUtf8(sim.readLine()).trimmed();
        QVERIFY2(device.startsWith("/dev/pts/"), qPrintable(device));
        struct stat info {};
        QVERIFY(::stat(device.toLocal8Bit().constData(), &info) == 0 && S_ISCHR(info.st_mode));
        QCOMPARE(QFile::symLinkTarget(link), device);

        PtyHost host;
        QVERIFY(host.open(link.toStdString()));
        QVERIFY(host.pumpUntil([&] { return host.frames.size() >= 5; }));
        QVERIFY(host.write(encodeCommand(BaseControl{150, 0})));
        QVERIFY(host.pumpUntil([&] { return host.frames.size() >= 60; }));  // 1 s simulated
        QVERIFY(host.write(encodeCommand(BaseControl{0, 0})));
        QVERIFY(host.pumpUntil([&] { return host.frames.size() >= 90; }));

        ::kill(static_cast<pid_t>(sim.processId()), SIGTERM);
        QVERIFY(sim.waitForFinished(10000));
        QCOMPARE(sim.exitStatus(), QProcess::NormalExit);
        QCOMPARE(sim.exitCode(), 0);
        QVERIFY(!QFile::exists(link));

        const QList<QJsonObject> lines = traceLines(trace);
        QList<QJsonObject> commands, poses;
        for (const QJsonObject &line : lines)
            (line["type"].toString() == "command" ? commands : poses).append(line);
        QVERIFY(commands.size() >= 2);
        QCOMPARE(commands[0]["name"].toString(), QString("base_control"));
        QCOMPARE(commands[0]["speed"].toInt(), 150);
        QCOMPARE(commands[1]["speed"].toInt(), 0);
        QVERIFY(commands[1]["t"].toDouble() > commands[0]["t"].toDouble());
        QVERIFY(poses.size() >= 10);
        for (int i = 1; i < poses.size(); ++i)
            QVERIFY(std::abs(poses[i]["t"].toDouble() - poses[i - 1]["t"].toDouble() - 0.1) < 1e-6);
        const QJsonObject last = poses.last();
        QVERIFY(last["x"].toDouble() > 0.05);  // it drove forward, along +x
        QVERIFY(std::abs(last["y"].toDouble()) < 1e-6);
        QVERIFY(last.contains("theta"));
    }

    void sigintAlsoStopsCleanly()
    {
        QProcess sim;
        sim.start(cli(), {"sim"});
        QVERIFY(sim.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(sim.canReadLine(), 10000);
        ::kill(static_cast<pid_t>(sim.processId()), SIGINT);
        QVERIFY(sim.waitForFinished(10000));
        QCOMPARE(sim.exitCode(), 0);
    }

    // SIGUSR1 resets the robot and the simulator keeps serving the same port.
    void sigusr1ResetsAndKeepsRunning()
    {
        QProcess sim;
        sim.start(cli(), {"sim"});
        QVERIFY(sim.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(sim.canReadLine(), 10000);
        const QByteArray device = sim.readLine().trimmed();
        ::kill(static_cast<pid_t>(sim.processId()), SIGUSR1);
        QByteArray errors;
        QTRY_VERIFY_WITH_TIMEOUT((errors += sim.readAllStandardError()).contains("reset: at the origin"), 10000);
        QCOMPARE(sim.state(), QProcess::Running);
        QVERIFY(QFileInfo::exists(QString::fromLocal8Bit(device)));
        ::kill(static_cast<pid_t>(sim.processId()), SIGTERM);
        QVERIFY(sim.waitForFinished(10000));
        QCOMPARE(sim.exitCode(), 0);
    }

    void badOptionsAreRefusedWithOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("unknown") << QStringList{"sim", "--fast"};
        QTest::newRow("speed zero") << QStringList{"sim", "--speed", "0"};
        QTest::newRow("speed text") << QStringList{"sim", "--speed", "quick"};
        QTest::newRow("seed negative") << QStringList{"sim", "--seed", "-4"};
        QTest::newRow("missing value") << QStringList{"sim", "--world"};
        QTest::newRow("missing world") << QStringList{"sim", "--world", "/nonexistent.json"};
        QTest::newRow("unknown fault") << QStringList{"sim", "--fault", "gremlins"};
        QTest::newRow("fault without side") << QStringList{"sim", "--fault=dead-encoder"};
    }

    void badOptionsAreRefusedWithOneLine()
    {
        QFETCH(QStringList, arguments);
        QProcess sim;
        sim.start(cli(), arguments);
        QVERIFY(sim.waitForFinished(10000));
        QVERIFY(sim.exitCode() != 0);
        QVERIFY(sim.readAllStandardOutput().isEmpty());
        const QByteArray error = sim.readAllStandardError().trimmed();
        QVERIFY(!error.isEmpty());
        QVERIFY2(!error.contains('\n'), error.constData());
    }

    void helpDescribesTheOptions()
    {
        QProcess sim;
        sim.start(cli(), {"sim", "--help"});
        QVERIFY(sim.waitForFinished(10000));
        QCOMPARE(sim.exitCode(), 0);
        const QByteArray text = sim.readAllStandardOutput();
        for (const char *option : {"--link", "--world", "--seed", "--trace", "--speed", "--fault"})
            QVERIFY(text.contains(option));
    }
};

QTEST_GUILESS_MAIN(TestSimCli)

}  // namespace tst_sim_cli
#include "tst_sim_cli.moc"
