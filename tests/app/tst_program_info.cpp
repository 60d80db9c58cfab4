// Both programs run as processes with no display at all, the way a user runs them over ssh:
// --version names program, version and (from a checkout) the git commit; the dashboard's
// --help and a bad option are answered without trying to connect to a display.
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

namespace tst_program_info {  // this file's names, apart in a unity batch

namespace {

struct Run {
    int exitCode = -1;
    QString out, err;
};

Run runWithoutDisplay(const QString &program, const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QString::fromLatin1(name));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    Run run;
    if (!process.waitForStarted(10000) || !process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished(5000);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    run.err = QString::fromLocal8Bit(process.readAllStandardError());
    return run;
}

// "NAME VERSION" and, when built from a git checkout, " (git <12 hex>[-dirty])".
void checkVersionLine(const QString &program, const QString &name)
{
    for (const QString &option : {QStringLiteral("--version"), QStringLiteral("-v")}) {
        const Run run = runWithoutDisplay(program, {option});
        QCOMPARE(run.exitCode, 0);
        const bool fromCheckout = QDir(QStringLiteral(ROBODASH_SOURCE_DIR "/.git")).exists()
                                  || QFile::exists(QStringLiteral(ROBODASH_SOURCE_DIR "/.git"));
        const QString commit = fromCheckout ? QStringLiteral(" \\(git [0-9a-f]{12}(-dirty)?\\)")
                                            : QString();
        const QRegularExpression expected(QStringLiteral("^%1 %2%3\\n$")
                                              .arg(name, QRegularExpression::escape(
                                                             QStringLiteral(ROBODASH_VERSION)),
                                                   commit));
        QVERIFY2(expected.match(run.out).hasMatch(), qPrintable(run.out + run.err));
    }
}

}  // namespace

class TestProgramInfo : public QObject {
    Q_OBJECT
private slots:
    void cliNamesItsVersion() { checkVersionLine(QStringLiteral(ROBODASH_CLI_PATH), QStringLiteral("robodash-cli")); }
    void dashboardNamesItsVersionWithoutADisplay()
    {
        checkVersionLine(QStringLiteral(ROBODASH_GUI_PATH), QStringLiteral("robodash"));
    }
    void dashboardHelpNeedsNoDisplay();
    void dashboardBadOptionNeedsNoDisplay();
};

void TestProgramInfo::dashboardHelpNeedsNoDisplay()
{
    const Run run = runWithoutDisplay(QStringLiteral(ROBODASH_GUI_PATH), {QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("--port")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("--version")), qPrintable(run.out));
    QVERIFY2(!run.err.contains(QStringLiteral("display")), qPrintable(run.err));
}

void TestProgramInfo::dashboardBadOptionNeedsNoDisplay()
{
    const Run run = runWithoutDisplay(QStringLiteral(ROBODASH_GUI_PATH), {QStringLiteral("--bogus")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("robodash: ")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("bogus")), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QStringLiteral("display")), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestProgramInfo)

}  // namespace tst_program_info
#include "tst_program_info.moc"
