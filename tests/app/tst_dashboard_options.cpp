#include "DashboardOptions.h"
#include "link/SessionLogWriter.h"

#include <QTemporaryDir>
#include <QtTest>

namespace tst_dashboard_options {  // this file's names, apart in a unity batch

namespace {

// An empty log whose header names `family`.
QString writeLogOf(const QTemporaryDir &dir, const QString &family)
{
    const QString path = dir.filePath(family + QStringLiteral(".rdlog"));
    robodash::link::SessionLogHeader header;
    header.robot = family;
    robodash::link::SessionLogWriter writer;
    if (!writer.open(path, header) || !writer.close(0)) return {};
    return path;
}

}  // namespace

class TestDashboardOptions : public QObject {
    Q_OBJECT
private slots:
    void defaultsToTheVirtualKobuki();
    void takesPortScreenshotAndDelay();
    void rejectsBadArguments_data();
    void rejectsBadArguments();
    void answersVersionAndHelpWithoutAWindow();
    void readsAnRflexRobotDescription();
    void refusesABadRobotDescriptionWithItsLine();
    void takesTheVirtualRoversFirmware();
    void logsEventsOnlyWhenAsked();
    void aReplayShowsTheFamilyItsHeaderNames();
    void opensAFleetFromFamiliesOrPorts();
    void refusesAFleetThatMakesNoSense_data();
    void refusesAFleetThatMakesNoSense();
};

// Issue 25: a Rover or rFLEX log replayed without --robot showed the Kobuki's panels.
void TestDashboardOptions::aReplayShowsTheFamilyItsHeaderNames()
{
    QTemporaryDir dir;
    QString error;
    for (const QString &family : {QStringLiteral("rover"), QStringLiteral("rflex"), QStringLiteral("kobuki")}) {
        const QString log = writeLogOf(dir, family);
        QVERIFY(!log.isEmpty());
        const auto options = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--replay"), log}, &error);
        QVERIFY2(options, qPrintable(error));
        QCOMPARE(options->robot, family);
        QVERIFY(options->notice.isEmpty());
    }
    // A --robot the log contradicts is overruled, and the user is told.
    const auto overruled = DashboardOptions::parse(
        {QStringLiteral("robodash"), QStringLiteral("--robot=kobuki"), QStringLiteral("--replay"), writeLogOf(dir, QStringLiteral("rover"))},
        &error);
    QVERIFY2(overruled, qPrintable(error));
    QCOMPARE(overruled->robot, QStringLiteral("rover"));
    QVERIFY2(overruled->notice.contains(QStringLiteral("Rover Pro")), qPrintable(overruled->notice));
    // Not a log: the window opens as asked and the replay says what is wrong.
    const auto notALog = DashboardOptions::parse(
        {QStringLiteral("robodash"), QStringLiteral("--robot=rflex"), QStringLiteral("--replay"), dir.filePath(QStringLiteral("none"))}, &error);
    QVERIFY2(notALog, qPrintable(error));
    QCOMPARE(notALog->robot, QStringLiteral("rflex"));
}

// Issue 29: --fleet a,b,c opens twins; --port more than once opens those robots, with one
// --robot for all or one per --port in order.
void TestDashboardOptions::opensAFleetFromFamiliesOrPorts()
{
    QString error;
    const auto demo = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--fleet"), QStringLiteral("kobuki,rover,rflex")}, &error);
    QVERIFY2(demo, qPrintable(error));
    QCOMPARE(demo->fleet.size(), 3);
    QCOMPARE(demo->fleet[1].robot, QStringLiteral("rover"));
    QCOMPARE(demo->fleet[2].port, QStringLiteral("sim:"));
    QVERIFY(!demo->portGiven);
    const auto paired = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--port=/dev/ttyUSB0"),
                                                 QStringLiteral("--robot=rover"), QStringLiteral("--port=ros2:/tb1"),
                                                 QStringLiteral("--robot=kobuki")},
                                                &error);
    QVERIFY2(paired, qPrintable(error));
    QCOMPARE(paired->fleet.size(), 2);
    QCOMPARE(paired->fleet[0].port, QStringLiteral("/dev/ttyUSB0"));
    QCOMPARE(paired->fleet[0].robot, QStringLiteral("rover"));
    QCOMPARE(paired->fleet[1].port, QStringLiteral("ros2:/tb1"));
    QCOMPARE(paired->fleet[1].robot, QStringLiteral("kobuki"));
    const auto oneFamily = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--robot=rflex"),
                                                    QStringLiteral("--port=sim:"), QStringLiteral("--port=sim:")},
                                                   &error);
    QVERIFY2(oneFamily, qPrintable(error));
    QCOMPARE(oneFamily->fleet.size(), 2);
    QCOMPARE(oneFamily->fleet[1].robot, QStringLiteral("rflex"));
    const auto single = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--port=sim:")}, &error);
    QVERIFY2(single, qPrintable(error));
    QVERIFY(single->fleet.isEmpty());
    QVERIFY(single->portGiven);
}

void TestDashboardOptions::refusesAFleetThatMakesNoSense_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown family") << QStringList{QStringLiteral("--fleet=kobuki,roomba")} << QStringLiteral("unknown robot 'roomba'");
    QTest::newRow("fleet and port") << QStringList{QStringLiteral("--fleet=kobuki"), QStringLiteral("--port=/dev/ttyUSB0")}
                                    << QStringLiteral("not both");
    QTest::newRow("robots do not pair") << QStringList{QStringLiteral("--port=a"), QStringLiteral("--port=b"), QStringLiteral("--port=c"),
                                                       QStringLiteral("--robot=kobuki"), QStringLiteral("--robot=rover")}
                                        << QStringLiteral("one per --port");
    QTest::newRow("replay") << QStringList{QStringLiteral("--fleet=kobuki,rover"), QStringLiteral("--replay=x.rdlog")}
                            << QStringLiteral("not a fleet");
}

void TestDashboardOptions::refusesAFleetThatMakesNoSense()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!DashboardOptions::parse(QStringList{QStringLiteral("robodash")} + arguments, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestDashboardOptions::readsAnRflexRobotDescription()
{
    QString error;
    const auto builtIn = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--robot=rflex")}, &error);
    QVERIFY2(builtIn, qPrintable(error));
    QCOMPARE(builtIn->rflexDescription.model, std::string("ATRV-Jr"));
    const QString b21r = QStringLiteral(ROBODASH_SOURCE_DIR "/protocol/rflex/robots/b21r.robot");
    const auto options = DashboardOptions::parse(
        {QStringLiteral("robodash"), QStringLiteral("--robot=rflex"), QStringLiteral("--robot-description"), b21r}, &error);
    QVERIFY2(options, qPrintable(error));
    QCOMPARE(options->robotDescriptionPath, b21r);
    QCOMPARE(options->rflexDescription.model, std::string("B21r"));
    QCOMPARE(options->rflexDescription.sonars.size(), std::size_t(24));
}

void TestDashboardOptions::refusesABadRobotDescriptionWithItsLine()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.robot"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("model = Mine\n[body]\nlength = 0.5\nwidht = 0.4\n");
    file.close();
    QString error;
    QVERIFY(!DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--robot=rflex"),
                                      QStringLiteral("--robot-description=") + path}, &error));
    QCOMPARE(error, QStringLiteral("bad robot description %1:4: unknown key 'widht' in [body]: known keys there are "
                                   "shape, length, width, max_linear_speed, max_angular_speed").arg(path));
    QVERIFY(!DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--robot=rflex"),
                                      QStringLiteral("--robot-description=") + dir.filePath(QStringLiteral("none"))}, &error));
    QVERIFY2(error.contains(QStringLiteral("cannot open")), qPrintable(error));
    // A description is an rFLEX's: refused for another family rather than ignored.
    QVERIFY(!DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--robot-description=") + path}, &error));
    QVERIFY2(error.contains(QStringLiteral("--robot rflex")), qPrintable(error));
}

void TestDashboardOptions::answersVersionAndHelpWithoutAWindow()
{
    QString error;
    const auto version = DashboardOptions::parse(
        {QStringLiteral("robodash"), QStringLiteral("--version")}, &error);
    QVERIFY2(version, qPrintable(error));
    QVERIFY2(version->answer.startsWith(QStringLiteral("robodash " ROBODASH_VERSION)),
             qPrintable(version->answer));
    const auto help = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("-h")}, &error);
    QVERIFY2(help, qPrintable(error));
    QVERIFY2(help->answer.contains(QStringLiteral("--replay")), qPrintable(help->answer));
    const auto normal = DashboardOptions::parse({QStringLiteral("robodash")}, &error);
    QVERIFY(normal && normal->answer.isEmpty());
}

void TestDashboardOptions::defaultsToTheVirtualKobuki()
{
    QString error;
    const auto options = DashboardOptions::parse({QStringLiteral("robodash")}, &error);
    QVERIFY(options);
    QCOMPARE(options->port, QStringLiteral("sim:"));
    QVERIFY(options->screenshotPath.isEmpty());
    QVERIFY(!options->autoReconnect);
}

void TestDashboardOptions::takesPortScreenshotAndDelay()
{
    QString error;
    const auto options = DashboardOptions::parse(
        {QStringLiteral("robodash"), QStringLiteral("--port"), QStringLiteral("/dev/kobuki"),
         QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png"), QStringLiteral("--after"),
         QStringLiteral("1.5"), QStringLiteral("--reconnect")},
        &error);
    QVERIFY2(options, qPrintable(error));
    QCOMPARE(options->port, QStringLiteral("/dev/kobuki"));
    QCOMPARE(options->screenshotPath, QStringLiteral("/tmp/x.png"));
    QCOMPARE(options->screenshotAfterSeconds, 1.5);
    QVERIFY(options->autoReconnect);
}

void TestDashboardOptions::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--bogus")} << QStringLiteral("bogus");
    QTest::newRow("delay not a number") << QStringList{QStringLiteral("--after"), QStringLiteral("soon")}
                                        << QStringLiteral("soon");
    QTest::newRow("negative delay") << QStringList{QStringLiteral("--after=-2")}
                                    << QStringLiteral("-2");
    QTest::newRow("record and replay") << QStringList{QStringLiteral("--record=a.rdlog"), QStringLiteral("--replay=b.rdlog")}
                                       << QStringLiteral("together");
    QTest::newRow("stray argument") << QStringList{QStringLiteral("extra")} << QStringLiteral("extra");
    QTest::newRow("firmware without the rover")
        << QStringList{QStringLiteral("--firmware"), QStringLiteral("1.0.9")} << QStringLiteral("rover only");
    QTest::newRow("firmware the twin does not run")
        << QStringList{QStringLiteral("--robot=rover"), QStringLiteral("--firmware=1.2.0")} << QStringLiteral("'1.2.0'");
}

void TestDashboardOptions::rejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    QString error;
    const auto options = DashboardOptions::parse(QStringList{QStringLiteral("robodash")} + arguments, &error);
    QVERIFY(!options);
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void TestDashboardOptions::takesTheVirtualRoversFirmware()
{
    QString error;
    const auto options = DashboardOptions::parse(
        {QStringLiteral("robodash"), QStringLiteral("--robot"), QStringLiteral("rover"), QStringLiteral("--firmware"),
         QStringLiteral("1.0.9")},
        &error);
    QVERIFY2(options, qPrintable(error));
    QCOMPARE(options->robot, QStringLiteral("rover"));
    QCOMPARE(options->firmware, QStringLiteral("1.0.9"));
    const auto plain = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--robot=rover")}, &error);
    QVERIFY(plain);
    QVERIFY(plain->firmware.isEmpty());  // the twin's default line
}

void TestDashboardOptions::logsEventsOnlyWhenAsked()
{
    QString error;
    const auto plain = DashboardOptions::parse({QStringLiteral("robodash")}, &error);
    QVERIFY(plain);
    QVERIFY(!plain->logEvents);
    const auto logged = DashboardOptions::parse({QStringLiteral("robodash"), QStringLiteral("--log-events")}, &error);
    QVERIFY2(logged, qPrintable(error));
    QVERIFY(logged->logEvents);
}

QTEST_MAIN(TestDashboardOptions)

}  // namespace tst_dashboard_options
#include "tst_dashboard_options.moc"
