// robodash-cli selftest as a user runs it: on each family's virtual robot every step that
// needs no operator and applies passes with the default windows (the ATRV-Jr's brake
// released and set again), the report is written as HTML and JSON (with --json also
// printed), a report that cannot be written is exit 2 with the results still printed, and
// bad arguments are exit 2 with a one-line message.
#include "../protocol/CliProcess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_selftest_cli {  // this file's names, apart in a unity batch

using robodash::cli_testing::CliRun;
using robodash::cli_testing::runCli;

namespace {

constexpr int kRunTimeoutMs = 90000;

// The step `id` of a report printed with --json.
QJsonObject stepOf(const QJsonObject &report, const QString &id)
{
    for (const QJsonValue &step : report["steps"].toArray()) {
        if (step.toObject()["id"].toString() == id)
            return step.toObject();
    }
    return {};
}

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

    // Faults in the port string: the twin starts broken, no separate `sim` process needed.
    void aDriftingGyroInThePortStringFailsTheGyroStep()
    {
        const CliRun run = runCli({"selftest", "sim:gyro-drift=2", "--gyro-seconds", "2", "--json"}, {}, kRunTimeoutMs);
        QCOMPARE(run.exitCode, 1);
        const QJsonObject printed = QJsonDocument::fromJson(run.out).object();
        const QJsonObject gyro = stepOf(printed, "gyro-drift");
        QCOMPARE(gyro["status"].toString(), QStringLiteral("failed"));
        QVERIFY2(gyro["reason"].toString().startsWith("gyro drifts 1"), qPrintable(gyro["reason"].toString()));
        QCOMPARE(stepOf(printed, "battery")["status"].toString(), QStringLiteral("passed"));
        QCOMPARE(printed["robot"].toObject()["port"].toString(), QStringLiteral("sim:gyro-drift=2"));
    }

    void aHealthyRoverAndAtrvJrPassTheirMotionBatteryAndCurrentSteps_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QStringList>("passing");
        QTest::newRow("rover") << QStringLiteral("rover")
                               << QStringList{"identity", "battery", "drive-straight", "turn-in-place", "motor-current"};
        // Braked at every connect: the self-test releases the brake and sets it again.
        QTest::newRow("rflex") << QStringLiteral("rflex")
                               << QStringList{"identity", "battery", "drive-straight", "turn-in-place"};
    }

    void aHealthyRoverAndAtrvJrPassTheirMotionBatteryAndCurrentSteps()
    {
        QFETCH(QString, family);
        QFETCH(QStringList, passing);
        // The default settings: each family's slow readings fit the default windows.
        const CliRun run = runCli({"selftest", "--robot", family, "sim:", "--json"}, {}, kRunTimeoutMs);
        QVERIFY2(run.exitCode == 0, run.out.constData() + run.err);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report["summary"].toObject()["failed"].toInt(), 0);
        for (const QString &id : passing) {
            const QJsonObject step = stepOf(report, id);
            QVERIFY2(step["status"].toString() == QStringLiteral("passed"),
                     qPrintable(id + ": " + step["reason"].toString()));
        }
    }

    void aRoverWithAWeakMotorFailsTheDrive()
    {
        const CliRun run = runCli({"selftest", "--robot", "rover", "sim:weak-motor=left", "--json"}, {}, kRunTimeoutMs);
        QCOMPARE(run.exitCode, 1);
        const QJsonObject drive = stepOf(QJsonDocument::fromJson(run.out).object(), "drive-straight");
        QCOMPARE(drive["status"].toString(), QStringLiteral("failed"));
        // The Rover's driver reports odometry, not each track's: a third on one side is short.
        QVERIFY2(drive["reason"].toString().startsWith("odometry 0."), qPrintable(drive["reason"].toString()));
    }

    void aBadFaultInThePortStringIsAClearConnectionFailure()
    {
        const CliRun unknown = runCli({"selftest", "sim:gyro-drift=2,wobbly-wheel"}, {}, kRunTimeoutMs);
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("cannot open the port: cannot start the virtual robot with the faults "
                                      "'gyro-drift=2,wobbly-wheel': no fault 'wobbly-wheel'; the faults: gyro-drift[=DPS]"),
                 unknown.err.constData());
        QVERIFY(unknown.err.contains("sim:FAULT,FAULT"));
        const CliRun lacking = runCli({"selftest", "--robot", "rover", "sim:cliff-dead=left"}, {}, kRunTimeoutMs);
        QCOMPARE(lacking.exitCode, 2);
        QVERIFY2(lacking.err.contains("cliff-dead=left: the Rover Pro has no cliff sensors"), lacking.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestSelfTestCli)

}  // namespace tst_selftest_cli
#include "tst_selftest_cli.moc"
