// The rFLEX driver hosted by the real link (worker thread, timers, drive streamer, safety
// gate) against a fake transport: the start-up reaches the wire, reports come back as
// telemetry, the brake follows the user's enable, and closing stops, brakes and silences.
#include "FakeTransport.h"

#include "rflex/CommandEncoder.h"
#include "rflex/ReportEncoder.h"
#include "rflex/RflexCommands.h"
#include "rflex/RflexDriver.h"
#include "link/RobotLink.h"

#include <QSignalSpy>
#include <QTest>

namespace tst_rflex_link {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::rflex;
using robodash::link::RobotLink;
using robodash::link::test::FakeWire;
using robodash::link::test::bytesOf;

namespace {

constexpr int kTimeoutMs = 8000;

template <typename Command>
QByteArray frameOf(const Command &command)
{
    CommandEncoder encoder;
    return bytesOf(encoder.encode(command));
}

core::FamilyRegistry rflexOnly()
{
    core::FamilyRegistry registry;
    core::FamilyDescriptor rflex;
    rflex.name = RflexDriver::kFamilyName;
    rflex.displayName = "rFLEX";
    rflex.recordingId = RflexDriver::kRecordingId;
    rflex.makeDriver = [] { return std::make_unique<RflexDriver>(); };
    registry.add(std::move(rflex));
    return registry;
}

// Where `frame` was written, from `from` on; -1 when it was not.
int indexOf(const QList<QByteArray> &written, const QByteArray &frame, int from = 0)
{
    for (int i = from; i < written.size(); ++i) {
        if (written[i] == frame)
            return i;
    }
    return -1;
}

}  // namespace

class TestRflexLink : public QObject {
    Q_OBJECT

private:
    FakeWire m_wire;
    core::FamilyRegistry m_registry = rflexOnly();

private slots:
    void startUpDriveBrakeAndCloseThroughTheLink()
    {
        RobotLink link(m_registry, RflexDriver::kFamilyName, m_wire.factory());
        QCOMPARE(link.family(), QStringLiteral("rflex"));
        QSignalSpy telemetry(&link, &RobotLink::telemetry);
        link.connectTo(QStringLiteral("/dev/fake"));

        // The start-up, in order, paced by the link's ticks.
        const QByteArray status = frameOf(SystemStatusRequest{});
        QTRY_VERIFY_WITH_TIMEOUT(indexOf(m_wire.written(), status) >= 0, kTimeoutMs);
        const QList<QByteArray> startUp = m_wire.written();
        const int reports = indexOf(startUp, frameOf(SystemReportRequest{100000, 3}));
        const int dio = indexOf(startUp, frameOf(DioReportsRequest{100000}), reports);
        const int defaults = indexOf(startUp, frameOf(SetDefaults{}), dio);
        const int brake = indexOf(startUp, frameOf(BrakeSet{}), defaults);
        QVERIFY(reports >= 0 && dio > reports && defaults > dio && brake > defaults);
        QCOMPARE(indexOf(startUp, frameOf(BrakeRelease{})), -1);

        // A report comes back as telemetry with odometry.
        MotionReport report;
        report.axis = 0;
        m_wire.receive(bytesOf(encodeReport(report)));
        QTRY_VERIFY_WITH_TIMEOUT(telemetry.count() >= 1, kTimeoutMs);
        const auto sample = telemetry.first().first().value<core::TelemetrySample>();
        QVERIFY(sample.core.odometry.has_value());
        QVERIFY(sample.frameAs<RflexFrame>() != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);

        // The user enables the motors: the brake is released; then a drive goes out.
        m_wire.clearWritten();
        link.sendCommand(core::FamilyCommand(SetMotorsEnabledCommand{true}));
        QTRY_VERIFY_WITH_TIMEOUT(indexOf(m_wire.written(), frameOf(BrakeRelease{})) >= 0,
                                 kTimeoutMs);
        const QByteArray ahead = frameOf(axisVelocityCommand(Axis::Translation, 27243));
        link.drive(0.3, 0);
        QTRY_VERIFY_WITH_TIMEOUT(indexOf(m_wire.written(), ahead) >= 0, kTimeoutMs);

        // Closing: zero on both axes, brake, sonar and reports off.
        m_wire.clearWritten();
        link.disconnectFromRobot();
        QTRY_VERIFY_WITH_TIMEOUT(!m_wire.isOpen(), kTimeoutMs);
        const QList<QByteArray> closing = m_wire.written();
        const int zero = indexOf(closing, frameOf(axisVelocityCommand(Axis::Translation, 0)));
        const int brakeSet = indexOf(closing, frameOf(BrakeSet{}), zero);
        const int sonarOff = indexOf(closing, frameOf(SonarRun{30000, 0, 0, SonarMode::Off}), brakeSet);
        const int reportsOff = indexOf(closing, frameOf(SystemReportRequest{0, 3}), sonarOff);
        const int dioOff = indexOf(closing, frameOf(DioReportsRequest{0}), reportsOff);
        QVERIFY2(zero >= 0 && brakeSet > zero && sonarOff > brakeSet && reportsOff > sonarOff
                     && dioOff > reportsOff,
                 qPrintable(QStringLiteral("%1 frames written at close").arg(closing.size())));
        QCOMPARE(indexOf(closing, ahead, zero), -1);  // nothing drives once the zero went out
    }
};

QTEST_GUILESS_MAIN(TestRflexLink)

}  // namespace tst_rflex_link
#include "tst_rflex_link.moc"
