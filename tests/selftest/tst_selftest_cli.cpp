// robodash-cli selftest as a user runs it: on the virtual Kobuki every step that needs no
// operator passes, the report is written as HTML and JSON (with --json also printed), a
// report that cannot be written is exit 2 with the results still printed, and bad
// arguments are exit 2 with a one-line message.
#include "../protocol/CliProcess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using robodash::cli_testing::CliRun;
using robodash::cli_testing::runCli;

namespace {

constexpr int kRunTimeoutMs = 90000;

}  // namespace

class TestSelfTestCli : public QObject {
    Q_OBJECT
private slots:
    void aHealthyTwinPassesAndTheReportIsWritten()
    {
        QTemporaryDir dir;
        const QString base = dir.filePath(QStringLiteral("kobuki.html"));
        const CliRun run = runCli({"selftest", "sim:", "--gyro-seconds", "2", "--report", base, "--json"}, {},
                                  kRunTimeoutMs);
        QVERIFY2(run.exitCode == 0, run.out.constData() + run.err);
        const QJsonObject printed = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(printed["robot"].toObject()["family"].toString(), QStringLiteral("kobuki"));
        QCOMPARE(printed["summary"].toObject()["failed"].toInt(), 0);
        QCOMPARE(printed["summary"].toObject()["passed"].toInt(), 6);
        const QJsonArray steps = printed["steps"].toArray();
        QCOMPARE(steps.size(), 11);
        // No operator at a command line: the buttons and the lights are skipped with the reason.
        for (int i : {9, 10}) {
            QCOMPARE(steps.at(i).toObject()["status"].toString(), QStringLiteral("skipped"));
            QCOMPARE(steps.at(i).toObject()["reason"].toString(),
                     QStringLiteral("interactive: run the self-test in the dashboard"));
        }
        QCOMPARE(steps.at(9).toObject()["id"].toString(), QStringLiteral("buttons"));
        QCOMPARE(steps.at(10).toObject()["id"].toString(), QStringLiteral("lights"));
        QFile json(dir.filePath(QStringLiteral("kobuki.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(json.readAll()).object()["started_utc"], printed["started_utc"]);
        QFile html(dir.filePath(QStringLiteral("kobuki.html")));
        QVERIFY(html.open(QIODevice::ReadOnly));
        QVERIFY(html.readAll().contains("<polyline"));
    }

    void anUnwritableReportIsExitTwoWithTheResultsPrinted()
    {
        const CliRun run = runCli({"selftest", "sim:", "--gyro-seconds", "1", "--report", "/nonexistent/dir/r"}, {},
                                  kRunTimeoutMs);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.contains("PASS  Link and identity"), run.out.constData());
        QVERIFY2(run.err.contains("cannot write the report /nonexistent/dir/r.html"), run.err.constData());
    }

    void badArgumentsAreExitTwo()
    {
        const CliRun noPort = runCli({"selftest"});
        QCOMPARE(noPort.exitCode, 2);
        QVERIFY(noPort.err.contains("no PORT given"));
        const CliRun badSeconds = runCli({"selftest", "sim:", "--gyro-seconds", "soon"});
        QCOMPARE(badSeconds.exitCode, 2);
        QVERIFY(badSeconds.err.contains("--gyro-seconds wants 1 to 3600 seconds, not 'soon'"));
    }

    void aPortThatCannotBeOpenedIsExitTwo()
    {
        const CliRun run = runCli({"selftest", "/dev/no-such-robot"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("cannot open the port"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestSelfTestCli)
#include "tst_selftest_cli.moc"
