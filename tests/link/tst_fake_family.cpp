// The proof that the family seam is real (issue 13): a made-up family, registered in a few
// lines here and nowhere else, goes through the unchanged link code: its telemetry crosses as
// one value, driving reaches its wire through the safety layer, a recording names it, a
// replay and a CSV export pick its driver from the log's header.
//
// The "toy" protocol is text: the robot sends "P x y bump\n" (pose in metres, bumper 0/1);
// the host sends "D v w\n" to drive.
#include "FakeTransport.h"
#include "core/FamilyRegistry.h"
#include "link/CsvExporter.h"
#include "link/RobotLink.h"
#include "link/SessionLogReader.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace tst_fake_family {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::link::RobotLink;
using robodash::link::test::FakeWire;

namespace {

constexpr int kTimeoutMs = 5000;

struct ToyFrame : core::FamilyFrame {
    double x = 0, y = 0;
    bool bump = false;
};

class ToyDriver : public core::RobotDriver {
public:
    ToyDriver() { m_info.name = "toy"; m_info.displayName = "Toy"; }
    const core::RobotInfo &info() const override { return m_info; }
    core::DriverTiming timing() const override { return {}; }
    void start(std::int64_t, bool, core::DriverOutput &) override { m_line.clear(); }
    void receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                 core::DriverOutput &out) override
    {
        m_counters.bytesIn += size;
        for (std::size_t i = 0; i < size; ++i) {
            if (data[i] != '\n') {
                m_line += char(data[i]);
                continue;
            }
            decodeLine(timeMs, out);
            m_line.clear();
        }
    }
    void tick(std::int64_t, core::DriverOutput &) override {}
    void wentOffline() override {}
    void drive(double v, double w, core::DriverOutput &out) override
    {
        char text[64];
        std::snprintf(text, sizeof text, "D %.2f %.2f\n", v, w);
        out.write(std::vector<std::uint8_t>(text, text + std::strlen(text)));
    }
    void shutdown(core::DriverOutput &) override {}
    bool command(const core::FamilyCommand &, core::DriverOutput &) override { return false; }
    void resetOdometry() override {}
    core::DriverCounters counters() const override { return m_counters; }

private:
    void decodeLine(std::int64_t timeMs, core::DriverOutput &out)
    {
        auto frame = std::make_shared<ToyFrame>();
        char tag = 0;
        int bump = 0;
        std::istringstream in(m_line);
        if (!(in >> tag >> frame->x >> frame->y >> bump) || tag != 'P') {
            ++m_counters.checksumErrors;
            return;
        }
        ++m_counters.goodFrames;
        frame->bump = bump != 0;
        core::TelemetrySample sample;
        sample.receivedMs = timeMs;
        sample.core.odometry = core::OdometryState{{frame->x, frame->y, 0}, 0, {}, false, std::nullopt};
        sample.core.contacts = core::Contacts{};
        sample.core.contacts->bumperCentre = frame->bump;
        sample.frame = std::move(frame);
        out.samples.push_back(std::move(sample));
    }

    core::RobotInfo m_info;
    core::DriverCounters m_counters;
    std::string m_line;
};

const core::TelemetryDescription<core::FamilyFrame> &toyTelemetry()
{
    using Kind = core::TelemetryKind<ToyFrame>;
    static const core::TelemetryDescription<ToyFrame> own(
        "toy", {Kind::fromRecords<ToyFrame>(
                   "pose", [] { return Kind::RecordReader<ToyFrame>(
                                    [](const ToyFrame &f, const auto &sink) { sink(f); }); },
                   {{"x", "m", [](const ToyFrame &f) { return core::TelemetryValue(f.x); }},
                    {"bump", "1", [](const ToyFrame &f) { return core::TelemetryValue(std::int64_t(f.bump)); }}})});
    static const auto erased = core::TelemetryDescription<core::FamilyFrame>::viewOf(
        own, [](const core::FamilyFrame &f) { return dynamic_cast<const ToyFrame *>(&f); });
    return erased;
}

core::FamilyRegistry toyRegistry()
{
    core::FamilyRegistry families;
    families.add({"toy", "Toy", "toy-text-1", [] { return std::make_unique<ToyDriver>(); }, &toyTelemetry()});
    return families;
}

QString lastWrite(const FakeWire &wire)
{
    const QList<QByteArray> written = wire.written();
    return written.isEmpty() ? QString() : QString::fromLatin1(written.last());
}

}  // namespace

class TestFakeFamily : public QObject {
    Q_OBJECT
private slots:
    void init() { m_wire.clearWritten(); }

    void telemetryDrivingRecordingReplayAndExport()
    {
        const core::FamilyRegistry families = toyRegistry();
        RobotLink link(families, "toy", m_wire.factory());
        QCOMPARE(link.family(), QStringLiteral("toy"));
        QSignalSpy connected(&link, &RobotLink::connected);
        link.connectTo(QStringLiteral("/dev/toy"));
        QVERIFY(connected.wait(kTimeoutMs));

        // Telemetry: one value, the core filled by the toy driver, its own frame beside it.
        QSignalSpy telemetry(&link, &RobotLink::telemetry);
        m_wire.receive("P 1.5 -2 0\n");
        QTRY_COMPARE_WITH_TIMEOUT(telemetry.count(), 1, kTimeoutMs);
        const auto sample = telemetry.first().first().value<core::TelemetrySample>();
        QCOMPARE(sample.core.odometry->pose.x, 1.5);
        QCOMPARE(sample.core.odometry->pose.y, -2.0);
        QVERIFY(sample.frameAs<ToyFrame>());
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);

        // Driving reaches the toy's wire in its own encoding.
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("toy.rdlog"));
        QSignalSpy recording(&link, &RobotLink::recordingStarted);
        link.startRecording(log);
        QVERIFY(recording.wait(kTimeoutMs));
        link.drive(0.25, 0);
        QTRY_COMPARE_WITH_TIMEOUT(lastWrite(m_wire), QStringLiteral("D 0.25 0.00\n"), kTimeoutMs);

        // The common safety layer reads the toy's contacts: a bump stops it at once.
        m_wire.receive("P 1.6 -2 1\n");
        QTRY_COMPARE_WITH_TIMEOUT(lastWrite(m_wire), QStringLiteral("D 0.00 0.00\n"), kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(link.safetyStatus().enforced.has(core::Hazard::Bumper), kTimeoutMs);
        link.stop();

        m_wire.receive("P 1.7 -2 0\n");
        QTRY_COMPARE_WITH_TIMEOUT(telemetry.count(), 3, kTimeoutMs);
        QSignalSpy stopped(&link, &RobotLink::recordingStopped);
        link.stopRecording();
        QVERIFY(stopped.wait(kTimeoutMs));

        // The recording names the family; a replay picks its driver from that name.
        QString error;
        const std::optional<link::SessionLog> read = link::SessionLogReader::read(log, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->header.robot, QStringLiteral("toy"));
        QCOMPARE(read->header.protocol, QStringLiteral("toy-text-1"));

        telemetry.clear();
        QSignalSpy finished(&link, &RobotLink::replayFinished);
        link.setReplaySpeed(0);
        link.openReplay(log);
        QVERIFY(finished.wait(kTimeoutMs));
        QCOMPARE(telemetry.count(), 2);  // the two lines after the recording started
        QCOMPARE(telemetry.last().first().value<core::TelemetrySample>().frameAs<ToyFrame>()->x, 1.7);

        // The CSV export writes the toy's own description.
        const link::CsvExporter exporter(families);
        QCOMPARE(exporter.fileNames("toy"), QStringList{QStringLiteral("pose.csv")});
        const link::CsvExportResult result = exporter.exportFile(log, dir.filePath(QStringLiteral("csv")));
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.rows.at(QStringLiteral("pose.csv")), quint64(2));
        QFile csv(dir.filePath(QStringLiteral("csv/pose.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().split('\n');
        QCOMPARE(lines.first(), QByteArray("time_s,x,bump"));
        QVERIFY(lines.at(1).endsWith(",1.6,1"));
        QVERIFY(lines.at(2).endsWith(",1.7,0"));
    }

    // A command the transport refused (a network robot's, watched only) never went: the wire
    // inspector and a recording must not show it as sent.
    void aWriteTheTransportRefusedIsNotShownAsSent()
    {
        const core::FamilyRegistry families = toyRegistry();
        RobotLink link(families, "toy", m_wire.factory());
        QSignalSpy connected(&link, &RobotLink::connected);
        link.connectTo(QStringLiteral("/dev/toy"));
        QVERIFY(connected.wait(kTimeoutMs));
        std::vector<core::WireFrame> sent;
        connect(&link, &RobotLink::wireFrames, this, [&sent](const link::WireBatch &batch) {
            for (const core::WireFrame &frame : batch.frames)
                if (frame.direction == core::WireDirection::Sent)
                    sent.push_back(frame);
        });
        link.setWireTapEnabled(true);
        m_wire.receive("P 0 0 0\n");
        QTRY_VERIFY_WITH_TIMEOUT(link.isOnline(), kTimeoutMs);
        m_wire.setRefusingWrites(true);
        const int refusedBefore = m_wire.refusedWrites();
        link.drive(0.25, 0);
        QTRY_VERIFY_WITH_TIMEOUT(m_wire.refusedWrites() > refusedBefore, kTimeoutMs);
        link.stop();
        // Bytes from the robot reach the worker after the stop (both queued to it in order):
        // once they are read, no drive at 0.25 is left to write.
        QSignalSpy telemetry(&link, &RobotLink::telemetry);
        m_wire.receive("P 0 0 0\n");
        QVERIFY(telemetry.wait(kTimeoutMs));
        m_wire.setRefusingWrites(false);
        link.drive(0.1, 0);
        const auto shows = [&sent](const char *text) {
            return std::any_of(sent.begin(), sent.end(), [text](const core::WireFrame &frame) {
                return std::string(frame.bytes.begin(), frame.bytes.end()) == text;
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(shows("D 0.10 0.00\n"), kTimeoutMs);
        QVERIFY(!shows("D 0.25 0.00\n"));
        link.stop();
    }

    void aLogOfAnUnknownFamilyIsRefusedAndTheLinkStaysAsItWas()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("toy.rdlog"));
        {
            const core::FamilyRegistry families = toyRegistry();
            RobotLink recorder(families, "toy", m_wire.factory());
            QSignalSpy connected(&recorder, &RobotLink::connected);
            recorder.connectTo(QStringLiteral("/dev/toy"));
            QVERIFY(connected.wait(kTimeoutMs));
            QSignalSpy started(&recorder, &RobotLink::recordingStarted);
            recorder.startRecording(log);
            QVERIFY(started.wait(kTimeoutMs));
            m_wire.receive("P 1 1 0\n");
            QSignalSpy stopped(&recorder, &RobotLink::recordingStopped);
            recorder.stopRecording();
            QVERIFY(stopped.wait(kTimeoutMs));
        }
        core::FamilyRegistry withoutToy;  // a program that never heard of the toy
        withoutToy.add({"other", "Other", "other-1", [] { return std::make_unique<ToyDriver>(); }, nullptr});
        RobotLink link(withoutToy, "other", m_wire.factory());
        QSignalSpy connected(&link, &RobotLink::connected);
        link.connectTo(QStringLiteral("/dev/toy"));
        QVERIFY(connected.wait(kTimeoutMs));
        QSignalSpy failed(&link, &RobotLink::replayFailed);
        link.openReplay(log);
        QVERIFY(failed.wait(kTimeoutMs));
        QVERIFY(failed.first().first().toString().contains(QStringLiteral("\"toy\"")));
        QVERIFY(link.isConnected());
        QVERIFY(!link.isReplaying());
        const link::CsvExportResult result = link::CsvExporter(withoutToy).exportFile(log, dir.filePath("csv"));
        QVERIFY(!result.ok);
        QVERIFY(result.error.contains(QStringLiteral("cannot decode")));
    }

private:
    FakeWire m_wire;
};

QTEST_GUILESS_MAIN(TestFakeFamily)

}  // namespace tst_fake_family
#include "tst_fake_family.moc"
