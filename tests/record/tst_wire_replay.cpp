// Recordings keep both directions (log format version 2) and the wire inspector's tap sees
// both in a replay: received frames, the commands the host sent, and a bad frame marked in
// place; the sent bytes never reach the decoder. A version 1 log still opens.

#include "kobuki/FeedbackEncoder.h"
#include "kobuki/KobukiDriver.h"
#include "kobuki/KobukiTelemetryDescription.h"
#include "kobuki/KobukiWireAnnotator.h"
#include "link/CsvExporter.h"
#include "link/ReplayTransport.h"
#include "link/RobotLink.h"
#include "link/SessionLogReader.h"
#include "link/SessionLogWriter.h"
#include "link/WireTap.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_wire_replay {  // this file's names, apart in a unity batch

using namespace robodash;
using core::WireDirection;
using core::WireStatus;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr int kFeedbackFrames = 10;

QByteArray bytesOf(const std::vector<std::uint8_t> &bytes)
{
    return QByteArray(reinterpret_cast<const char *>(bytes.data()), qsizetype(bytes.size()));
}

QByteArray feedback(std::uint16_t timeStamp)
{
    kobuki::BasicSensors basic;
    basic.timeStamp = timeStamp;
    basic.battery = 160;
    return bytesOf(kobuki::FeedbackEncoder().add(basic).frame());
}

const QByteArray kBaseControl("\xAA\x55\x06\x01\x04\x64\x00\x00\x00\x67", 10);

core::FamilyRegistry kobukiOnly()
{
    core::FamilyDescriptor kobuki;
    kobuki.name = "kobuki";
    kobuki.displayName = "Kobuki";
    kobuki.recordingId = "kobuki-serial-1";
    kobuki.makeDriver = [] { return std::make_unique<kobuki::KobukiDriver>(); };
    kobuki.annotator = std::make_shared<kobuki::KobukiWireAnnotator>();
    kobuki.telemetry = &kobuki::kobukiFrameTelemetry();
    core::FamilyRegistry registry;
    registry.add(std::move(kobuki));
    return registry;
}

// Ten feedback frames 20 ms apart, a base control sent after each, and a frame with a
// broken checksum between the fifth and the sixth.
QString writeTwoWayLog(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("two-way.rdlog"));
    link::SessionLogWriter writer;
    if (!writer.open(path, link::SessionLogHeader{}))
        qFatal("cannot write the test log");
    for (int i = 0; i < kFeedbackFrames; ++i) {
        const qint64 t = 20 * i;
        QByteArray received = feedback(std::uint16_t(t));
        if (i == 5) {
            QByteArray bad = feedback(999);
            bad[bad.size() - 1] = char(bad.at(bad.size() - 1) ^ 0x01);
            received.prepend(bad);
        }
        writer.append(t, received);
        writer.appendSent(t + 1, kBaseControl);
    }
    writer.close(20 * kFeedbackFrames);
    return path;
}

}  // namespace

class TestWireReplay : public QObject {
    Q_OBJECT

private slots:
    void aVersionTwoLogKeepsSentBytesApart()
    {
        QTemporaryDir dir;
        QString error;
        const auto log = link::SessionLogReader::read(writeTwoWayLog(dir), &error);
        QVERIFY2(log, qPrintable(error));
        QVERIFY(log->stop.clean);
        QCOMPARE(log->chunks.size(), std::size_t(kFeedbackFrames));
        QCOMPARE(log->sent.size(), std::size_t(kFeedbackFrames));
        QCOMPARE(QByteArray(log->bytes(log->sent[3]), log->sent[3].size), kBaseControl);
        QCOMPARE(log->sent[3].timeMs, qint64(61));
        QFile file(dir.filePath(QStringLiteral("two-way.rdlog")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(10).mid(8), QByteArray("\x02\x00", 2));  // format version 2
    }

    void csvExportOfAVersionTwoLogIgnoresSentBytes()
    {
        QTemporaryDir dir;
        const auto result = link::CsvExporter(kobukiOnly()).exportFile(writeTwoWayLog(dir), dir.filePath("csv"));
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.goodFrames, quint64(kFeedbackFrames));
        QCOMPARE(result.rows.at(QStringLiteral("basic_sensors.csv")), quint64(kFeedbackFrames));
    }

    void aVersionOneLogStillOpens()
    {
        QString error;
        const auto log = link::SessionLogReader::read(
            QStringLiteral(ROBODASH_TEST_DATA_DIR "/kobuki-before-seam.rdlog"), &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->header.formatVersion, 1);
        QVERIFY(log->chunks.size() > 10);
        QVERIFY(log->sent.empty());
    }

    void aReplayShowsBothDirectionsAndDecodesOnlyReceivedBytes()
    {
        QTemporaryDir dir;
        const QString path = writeTwoWayLog(dir);
        link::RobotLink link(kobukiOnly(), "kobuki", link::defaultTransportFactory());
        QSignalSpy batches(&link, &link::RobotLink::wireFrames);
        QSignalSpy telemetry(&link, &link::RobotLink::telemetry);
        QSignalSpy finished(&link, &link::RobotLink::replayFinished);
        link.setWireTapEnabled(true);
        link.setReplaySpeed(link::ReplayTransport::kAsFastAsPossible);
        link.openReplay(path);
        QVERIFY(finished.wait(kTimeoutMs));
        QTRY_VERIFY_WITH_TIMEOUT(!batches.isEmpty(), kTimeoutMs);

        std::vector<core::WireFrame> rows;
        auto collect = [&] {
            for (const auto &args : batches) {
                const auto batch = args.at(0).value<link::WireBatch>();
                QVERIFY(batch.annotator);
                rows.insert(rows.end(), batch.frames.begin(), batch.frames.end());
            }
            batches.clear();
        };
        QTRY_VERIFY_WITH_TIMEOUT((collect(), rows.size() >= std::size_t(2 * kFeedbackFrames + 1)), kTimeoutMs);

        int received = 0, sent = 0, bad = 0;
        for (const auto &row : rows) {
            if (row.status == WireStatus::Bad)
                ++bad;
            else if (row.direction == WireDirection::Sent && row.kind == "base control")
                ++sent;
            else if (row.direction == WireDirection::Received && row.kind == "feedback")
                ++received;
        }
        QCOMPARE(received, kFeedbackFrames);
        QCOMPARE(sent, kFeedbackFrames);
        QCOMPARE(bad, 1);
        QCOMPARE(rows.front().direction, WireDirection::Received);  // in recorded order
        QCOMPARE(rows.at(1).direction, WireDirection::Sent);
        QCOMPARE(telemetry.count(), kFeedbackFrames);  // no command was decoded as feedback
    }

    void aRestartLetsGoOfAFrameCutShort()
    {
        // What a replay seek does: the bytes before the jump end in the middle of a frame.
        link::WireTap tap;
        tap.setAnnotator(std::make_shared<kobuki::KobukiWireAnnotator>());
        tap.setEnabled(true);
        QSignalSpy batches(&tap, &link::WireTap::frames);
        const QByteArray frame = feedback(40);
        tap.received(frame.left(frame.size() / 2), 0);
        tap.restart();
        tap.received(frame, 100);
        QVERIFY(batches.wait(kTimeoutMs));
        const auto rows = batches.at(0).at(0).value<link::WireBatch>().frames;
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(rows.front().kind, std::string("feedback"));
        QCOMPARE(rows.front().status, WireStatus::Good);
        QCOMPARE(rows.front().timeMs, qint64(100));
    }

    void theTapIsOffUntilAsked()
    {
        QTemporaryDir dir;
        link::RobotLink link(kobukiOnly(), "kobuki", link::defaultTransportFactory());
        QSignalSpy batches(&link, &link::RobotLink::wireFrames);
        QSignalSpy finished(&link, &link::RobotLink::replayFinished);
        link.setReplaySpeed(link::ReplayTransport::kAsFastAsPossible);
        link.openReplay(writeTwoWayLog(dir));
        QVERIFY(finished.wait(kTimeoutMs));
        QTest::qWait(2 * link::WireTap::kBatchPeriodMs);
        QCOMPARE(batches.count(), 0);
    }
};

QTEST_MAIN(TestWireReplay)

}  // namespace tst_wire_replay
#include "tst_wire_replay.moc"
