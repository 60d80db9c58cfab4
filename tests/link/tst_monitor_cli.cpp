// `robodash-cli monitor` run as a process, as a script would run it: JSON lines out, exit
// codes for the ways it ends.
#include "sim/kobuki/VirtualKobuki.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <memory>

namespace tst_monitor_cli {  // this file's names, apart in a unity batch

namespace {

constexpr int kTimeoutMs = 15000;

// A running monitor whose output is read as it comes.
class Monitor {
public:
    explicit Monitor(const QStringList &arguments)
    {
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, [this] {
            m_buffer += m_process.readAllStandardOutput();
            int newline;
            while ((newline = m_buffer.indexOf('\n')) >= 0) {
                m_lines << m_buffer.left(newline);
                m_buffer.remove(0, newline + 1);
            }
        });
        m_process.start(QStringLiteral(ROBODASH_CLI_PATH),
                        QStringList{QStringLiteral("monitor")} + arguments);
    }
    ~Monitor()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }
    bool finished() const { return m_process.state() == QProcess::NotRunning; }
    int exitCode() const { return m_process.exitCode(); }
    QByteArray standardError() { return m_process.readAllStandardError(); }
    const QList<QByteArray> &rawLines() const { return m_lines; }

    QList<QJsonObject> objects(const QString &type = {}) const
    {
        QList<QJsonObject> result;
        for (const QByteArray &line : m_lines) {
            const QJsonObject object = QJsonDocument::fromJson(line).object();
            if (type.isEmpty() || object.value(QStringLiteral("type")).toString() == type)
                result << object;
        }
        return result;
    }
    int count(const QString &type) const { return objects(type).size(); }

private:
    QProcess m_process;
    QByteArray m_buffer;
    QList<QByteArray> m_lines;
};

}  // namespace

class TestMonitorCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::unique_ptr<robodash::sim::VirtualKobuki> startRobot()
    {
        robodash::sim::VirtualKobukiOptions options;
        options.linkPath = m_dir.filePath(QStringLiteral("kobuki")).toStdString();
        auto robot = std::make_unique<robodash::sim::VirtualKobuki>(options);
        return robot->start() ? std::move(robot) : nullptr;
    }

private slots:
    void builtInSimulatorStreamsStatusVersionsAndGains()
    {
        Monitor monitor({QStringLiteral("sim:"), QStringLiteral("--duration"), QStringLiteral("2.5")});
        QTRY_VERIFY_WITH_TIMEOUT(monitor.finished(), kTimeoutMs);
        QCOMPARE(monitor.exitCode(), 0);
        for (const QByteArray &line : monitor.rawLines()) {
            const QJsonObject object = QJsonDocument::fromJson(line).object();
            QVERIFY2(object.contains(QStringLiteral("type")) && object.contains(QStringLiteral("time_ms")),
                     line.constData());
        }
        QCOMPARE(monitor.count(QStringLiteral("online")), 1);
        const QList<QJsonObject> status = monitor.objects(QStringLiteral("status"));
        QVERIFY(status.size() >= 2);
        const QJsonObject last = status.last();
        QCOMPARE(last.value(QStringLiteral("connected")).toBool(), true);
        QCOMPARE(last.value(QStringLiteral("online")).toBool(), true);
        QVERIFY(last.value(QStringLiteral("frames_per_second")).toDouble() > 30);
        QVERIFY(last.value(QStringLiteral("bytes_per_second")).toDouble() > 1000);
        QCOMPARE(last.value(QStringLiteral("checksum_errors")).toInt(-1), 0);
        QCOMPARE(last.value(QStringLiteral("discarded_bytes")).toInt(-1), 0);
        QVERIFY(last.value(QStringLiteral("last_frame_age_ms")).toDouble(-1) >= 0);
        const QList<QJsonObject> versions = monitor.objects(QStringLiteral("version_info"));
        QCOMPARE(versions.size(), 1);
        QCOMPARE(versions.at(0).value(QStringLiteral("hardware")).toString(), QStringLiteral("1.0.4"));
        QCOMPARE(versions.at(0).value(QStringLiteral("firmware")).toString(), QStringLiteral("1.2.0"));
        QCOMPARE(versions.at(0).value(QStringLiteral("udid")).toString().size(), 26);
        const QList<QJsonObject> gains = monitor.objects(QStringLiteral("controller_info"));
        QVERIFY(!gains.isEmpty());
        QCOMPARE(gains.at(0).value(QStringLiteral("p")).toDouble(), 100.0);
        QCOMPARE(gains.at(0).value(QStringLiteral("d")).toDouble(), 2.0);
        QCOMPARE(monitor.count(QStringLiteral("error")), 0);
    }

    // Issue 38: a Kobuki's monitor printed no readings, while a Rover's and an rFLEX's did.
    void theKobukisReadingsComeOnceASecond()
    {
        Monitor monitor({QStringLiteral("sim:"), QStringLiteral("--duration"), QStringLiteral("2.5")});
        QTRY_VERIFY_WITH_TIMEOUT(monitor.finished(), kTimeoutMs);
        QCOMPARE(monitor.exitCode(), 0);
        const QList<QJsonObject> base = monitor.objects(QStringLiteral("base"));
        QVERIFY2(base.size() >= 2 && base.size() <= 3, qPrintable(QString::number(base.size())));
        QVERIFY(base.at(1).value(QStringLiteral("time_ms")).toDouble()
                    - base.at(0).value(QStringLiteral("time_ms")).toDouble() >= 1000);
        const QJsonObject last = base.last();
        const double volts = last.value(QStringLiteral("battery_v")).toDouble();
        QVERIFY2(volts > 13 && volts < 17, qPrintable(QString::number(volts)));
        const double percent = last.value(QStringLiteral("battery_percent")).toDouble(-1);
        QVERIFY2(percent > 0 && percent <= 100, qPrintable(QString::number(percent)));
        QCOMPARE(last.value(QStringLiteral("charger")).toString(), QStringLiteral("discharging"));
        QCOMPARE(last.value(QStringLiteral("bumpers")).toString(), QStringLiteral("none"));
        QCOMPARE(last.value(QStringLiteral("cliffs")).toString(), QStringLiteral("none"));
        QCOMPARE(last.value(QStringLiteral("wheel_drops")).toString(), QStringLiteral("none"));
        // At rest: a speed of zero, given (not null) once two samples are in.
        QVERIFY(last.value(QStringLiteral("speed_m_s")).isDouble());
        QCOMPARE(last.value(QStringLiteral("speed_m_s")).toDouble(), 0.0);
        const QList<QJsonObject> heading = monitor.objects(QStringLiteral("heading"));
        QVERIFY(!heading.isEmpty());
        QVERIFY(heading.last().value(QStringLiteral("heading_rad")).isDouble());
        QVERIFY(std::abs(heading.last().value(QStringLiteral("turn_rate_rad_s")).toDouble(1)) < 0.05);
        // The Kobuki's identity stays one line, from its feed.
        QCOMPARE(monitor.count(QStringLiteral("version_info")), 1);
    }

    void portsThatCannotBeOpenedGiveAnErrorLine_data()
    {
        QTest::addColumn<QString>("port");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing device") << "/dev/robodash-no-such-port" << "no such port";
        QTest::newRow("bad tcp string") << "tcp://robot" << "bad port string";
        QTest::newRow("unknown scheme") << "serial:/dev/ttyUSB0" << "bad port string";
    }
    void portsThatCannotBeOpenedGiveAnErrorLine()
    {
        QFETCH(QString, port);
        QFETCH(QString, message);
        Monitor monitor({port, QStringLiteral("--duration"), QStringLiteral("10")});
        QTRY_VERIFY_WITH_TIMEOUT(monitor.finished(), kTimeoutMs);
        QCOMPARE(monitor.exitCode(), 1);
        const QList<QJsonObject> errors = monitor.objects(QStringLiteral("error"));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.at(0).value(QStringLiteral("message")).toString().contains(message),
                 qPrintable(errors.at(0).value(QStringLiteral("message")).toString()));
    }

    void refusedTcpConnection()
    {
        QTcpServer server;  // take a free port, then free it: nobody listens there
        QVERIFY(server.listen(QHostAddress::LocalHost));
        const quint16 port = server.serverPort();
        server.close();
        Monitor monitor({QStringLiteral("tcp://127.0.0.1:%1").arg(port)});
        QTRY_VERIFY_WITH_TIMEOUT(monitor.finished(), kTimeoutMs);
        QCOMPARE(monitor.exitCode(), 1);
        QCOMPARE(monitor.count(QStringLiteral("error")), 1);
        QVERIFY(monitor.objects(QStringLiteral("error")).at(0).value(QStringLiteral("message"))
                    .toString().contains(QLatin1String("connection refused")));
    }

    void anotherDeviceOnThePortGivesAWarningLine()
    {
        // A TCP serial bridge with something else behind it: rover packets, never a frame.
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        QTcpSocket *device = nullptr;
        QObject::connect(&server, &QTcpServer::newConnection, &server,
                         [&server, &device] { device = server.nextPendingConnection(); });
        QTimer stream;
        QObject::connect(&stream, &QTimer::timeout, &server, [&device] {
            if (device)
                device->write(QByteArray::fromHex("fd00280000fd01280000fd02000000fd03000000"));
        });
        stream.start(20);
        const QString port = QStringLiteral("tcp://127.0.0.1:%1").arg(server.serverPort());
        Monitor monitor({port});
        QTRY_COMPARE_WITH_TIMEOUT(monitor.count(QStringLiteral("warning")), 1, kTimeoutMs);
        const QString message = monitor.objects(QStringLiteral("warning")).at(0)
                                    .value(QStringLiteral("message")).toString();
        QVERIFY2(message.contains(port) && message.contains(QLatin1String("none of them is a Kobuki frame")),
                 qPrintable(message));
        QCOMPARE(monitor.count(QStringLiteral("online")), 0);
    }

    void badArgumentsAreUsageErrors()
    {
        for (const QStringList &arguments : {QStringList{}, QStringList{"sim:", "--duration", "soon"},
                                             QStringList{"sim:", "--frobnicate"}}) {
            Monitor monitor(arguments);
            QTRY_VERIFY_WITH_TIMEOUT(monitor.finished(), kTimeoutMs);
            QCOMPARE(monitor.exitCode(), 2);
            QVERIFY(monitor.standardError().contains("try --help"));
        }
    }

    void lostLinkEndsTheMonitorWithoutReconnect()
    {
        auto robot = startRobot();
        QVERIFY(robot);
        Monitor monitor({m_dir.filePath(QStringLiteral("kobuki"))});
        QTRY_COMPARE_WITH_TIMEOUT(monitor.count(QStringLiteral("online")), 1, kTimeoutMs);
        robot->stop();
        QTRY_VERIFY_WITH_TIMEOUT(monitor.finished(), kTimeoutMs);
        QCOMPARE(monitor.exitCode(), 3);
        QCOMPARE(monitor.count(QStringLiteral("offline")), 1);
        const QList<QJsonObject> lost = monitor.objects(QStringLiteral("disconnected"));
        QCOMPARE(lost.size(), 1);
        QVERIFY(!lost.at(0).value(QStringLiteral("reason")).toString().isEmpty());
    }

    void reconnectsToANewRobotAtTheSamePath()
    {
        auto robot = startRobot();
        QVERIFY(robot);
        Monitor monitor({m_dir.filePath(QStringLiteral("kobuki")), QStringLiteral("--reconnect"),
                         QStringLiteral("--duration"), QStringLiteral("6")});
        QTRY_COMPARE_WITH_TIMEOUT(monitor.count(QStringLiteral("version_info")), 1, kTimeoutMs);
        robot->pressButton(2, true);
        QTRY_COMPARE_WITH_TIMEOUT(monitor.count(QStringLiteral("button")), 1, kTimeoutMs);
        const QJsonObject button = monitor.objects(QStringLiteral("button")).at(0);
        QCOMPARE(button.value(QStringLiteral("button")).toInt(), 2);
        QCOMPARE(button.value(QStringLiteral("state")).toString(), QStringLiteral("pressed"));
        robot->stop();
        robot.reset();
        QTRY_COMPARE_WITH_TIMEOUT(monitor.count(QStringLiteral("disconnected")), 1, kTimeoutMs);
        robot = startRobot();
        QVERIFY(robot);
        QTRY_COMPARE_WITH_TIMEOUT(monitor.count(QStringLiteral("online")), 2, kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(monitor.count(QStringLiteral("version_info")), 2, kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(monitor.finished(), kTimeoutMs);
        QCOMPARE(monitor.exitCode(), 0);
        QCOMPARE(monitor.count(QStringLiteral("error")), 0);
    }
};

QTEST_GUILESS_MAIN(TestMonitorCli)

}  // namespace tst_monitor_cli
#include "tst_monitor_cli.moc"
