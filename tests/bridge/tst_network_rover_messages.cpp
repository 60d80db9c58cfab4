// A Rover Pro on the network is read from its messages, and what crossed the network is what
// the session keeps (issue 39): a stand-in here publishes the bridge's topics with values it
// chose (the Rover's own names, `--ros-profile robodash`), a RobotSession opens
// `ros2:/ns?domain=D&interface=lo`. The readings are those values; the wire inspector's rows are
// those messages (topic, type, fields), the commands sent too, and the stand-in receives them;
// a recording keeps the messages and replays the same readings through the same driver.
#include "EventWaits.h"
#include "RobotSession.h"
#include "StoreSeries.h"

#include "NetworkMessageAnnotator.h"
#include "bridge/DdsParticipant.h"
#include "bridge/RosNames.h"
#include "bridge/RosQos.h"
#include "bridge/TopicWriter.h"
#include "core/TelemetrySample.h"
#include "link/LinkMetaTypes.h"
#include "link/SessionLogReader.h"
#include "rover/RoverFrame.h"

#include "geometry_msgs.h"
#include "nav_msgs.h"
#include "sensor_msgs.h"
#include "DdsTestDomain.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <unistd.h>

namespace tst_network_rover_messages {  // this file's names, apart in a unity batch

using robodash::app::RobotSession;
using robodash::bridge::TopicWriter;
using robodash::core::TelemetrySample;
using robodash::core::WireDirection;
using robodash::core::WireFrame;
using robodash::rover::Register;

namespace {

constexpr int kStartUpMs = 20000;  // DDS discovery on a sanitized build

// Every wire row the link has shown so far.
QList<WireFrame> rowsIn(const QSignalSpy &batches)
{
    QList<WireFrame> rows;
    for (const auto &arguments : batches) {
        for (const WireFrame &row : arguments.at(0).value<robodash::link::WireBatch>().frames)
            rows.append(row);
    }
    return rows;
}

// A row's field `name` as the inspector shows it ("" when it has none).
std::string fieldOf(const WireFrame &row, const std::string &name)
{
    const robodash::core::FrameAnnotation annotation =
        robodash::bridge::NetworkMessageAnnotator().annotate(row.bytes.data(), row.bytes.size(), row.direction);
    for (const auto &field : annotation.fields) {
        if (field.name == name)
            return field.value.empty() ? field.raw : field.value;
    }
    return {};
}

bool hasRow(const QSignalSpy &batches, WireDirection direction, const std::string &topic,
            const std::string &field, const std::string &value)
{
    for (const WireFrame &row : rowsIn(batches)) {
        if (row.direction == direction && row.kind == topic && fieldOf(row, field) == value)
            return true;
    }
    return false;
}

std::vector<TelemetrySample> samplesIn(const QSignalSpy &telemetry)
{
    std::vector<TelemetrySample> samples;
    for (const auto &arguments : telemetry)
        samples.push_back(arguments.at(0).value<TelemetrySample>());
    return samples;
}

// The readings a sample shows, in a form two runs can be compared by: each pack's volts and
// the packs' total current, once both packs have spoken (a replay starts with neither known,
// as the live view did before the recording began); empty before that.
QString readingsOf(const TelemetrySample &sample)
{
    const auto *frame = sample.frameAs<robodash::rover::RoverFrame>();
    if (!frame || !frame->value(Register::BatteryVoltageA) || !frame->value(Register::BatteryVoltageB))
        return {};
    QStringList parts;
    parts << QStringLiteral("packs %1 V, %2 V").arg(*frame->value(Register::BatteryVoltageA), 0, 'f', 3)
                 .arg(*frame->value(Register::BatteryVoltageB), 0, 'f', 3);
    if (sample.core.supplyAmperes)
        parts << QStringLiteral("supply %1 A").arg(*sample.core.supplyAmperes, 0, 'f', 3);
    return parts.join(QStringLiteral(", "));
}

}  // namespace

// The bridge's side, with values this test chooses.
class RoverStandIn {
public:
    RoverStandIn(int domain, const std::string &rosNamespace)
        : m_participant(robodash::bridge::DdsParticipant::create(domain, "lo", &m_error)), m_namespace(rosNamespace)
    {
        if (!m_participant)
            return;
        const auto qos = robodash::bridge::RosQos::make(robodash::bridge::QosProfile::Default, 10);
        const auto writer = [&](const dds_topic_descriptor_t *type, const char *topic) {
            return std::make_unique<TopicWriter>(m_participant->handle(), type,
                                                 robodash::bridge::RosNames::ddsTopic(m_namespace, topic), qos.get());
        };
        m_batteryA = writer(&sensor_msgs_msg_dds__BatteryState__desc, "battery_a_state");
        m_batteryB = writer(&sensor_msgs_msg_dds__BatteryState__desc, "battery_b_state");
        m_odometry = writer(&nav_msgs_msg_dds__Odometry__desc, "odom");
        m_velocity = dds_create_reader(
            m_participant->handle(),
            dds_create_topic(m_participant->handle(), &geometry_msgs_msg_dds__Twist__desc,
                             robodash::bridge::RosNames::ddsTopic(m_namespace, "commands/velocity").c_str(),
                             nullptr, nullptr),
            qos.get(), nullptr);
    }
    bool isValid() const { return m_participant && m_batteryA->isValid() && m_odometry->isValid(); }

    void publishBatteries(float volts, float amperesA, float amperesB)
    {
        sensor_msgs_msg_dds__BatteryState_ battery{};
        battery.voltage = volts;
        battery.percentage = 0.8f;
        battery.current = -amperesA;  // BatteryState's sign: discharging
        battery.temperature = NAN;
        m_batteryA->write(&battery);
        battery.current = -amperesB;
        m_batteryB->write(&battery);
    }
    void publishOdometry(double x, double linear)
    {
        nav_msgs_msg_dds__Odometry_ odometry{};
        odometry.header.frame_id = const_cast<char *>("odom");
        odometry.child_frame_id = const_cast<char *>("base_link");
        odometry.pose.pose.position.x = x;
        odometry.pose.pose.orientation.w = 1;
        odometry.twist.twist.linear.x = linear;
        m_odometry->write(&odometry);
    }
    // The newest velocity command received since the last call.
    std::optional<double> takeLinear()
    {
        geometry_msgs_msg_dds__Twist_ twist{};
        void *samples[1] = {&twist};
        dds_sample_info_t info[1];
        std::optional<double> newest;
        while (dds_take(m_velocity, samples, info, 1, 1) == 1) {
            if (info[0].valid_data)
                newest = twist.linear.x;
        }
        return newest;
    }

private:
    std::string m_error;
    std::unique_ptr<robodash::bridge::DdsParticipant> m_participant;
    std::string m_namespace;
    std::unique_ptr<TopicWriter> m_batteryA, m_batteryB, m_odometry;
    dds_entity_t m_velocity = 0;
};

class TestNetworkRoverMessages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theReadingsAreTheMessagesValues();
    void theInspectorsRowsAreTheMessages();
    void aRecordingReplaysTheSameReadings();

private:
    QString port() const
    {
        return QStringLiteral("ros2:%1?domain=%2&interface=lo").arg(QString::fromStdString(m_namespace)).arg(m_domain);
    }
    // Publishes odometry and batteries until `done` holds, as a bridge would at its rates.
    bool publishUntil(const std::function<bool()> &done, double linear = 0);

    int m_domain = 0;
    std::string m_namespace;
    double m_x = 0;
    int m_published = 0;
    bool m_vary = false;  // the replay's test: values change from message to message
    std::unique_ptr<RoverStandIn> m_robot;
    std::unique_ptr<RobotSession> m_session;
    std::unique_ptr<QSignalSpy> m_telemetry, m_wire;
    QTemporaryDir m_dir;
};

void TestNetworkRoverMessages::initTestCase()
{
    m_domain = robodash::testprogram::DdsTestDomain::reserve();
    m_namespace = "/standin" + std::to_string(getpid());
    m_robot = std::make_unique<RoverStandIn>(m_domain, m_namespace);
    QVERIFY(m_robot->isValid());
    m_session = std::make_unique<RobotSession>("rover");
    m_telemetry = std::make_unique<QSignalSpy>(&m_session->link(), &robodash::link::RobotLink::telemetry);
    m_wire = std::make_unique<QSignalSpy>(&m_session->link(), &robodash::link::RobotLink::wireFrames);
    m_session->link().setWireTapEnabled(true);
    m_session->link().connectTo(port());
    QVERIFY(publishUntil([this] { return m_session->link().isOnline(); }));
}

bool TestNetworkRoverMessages::publishUntil(const std::function<bool()> &done, double linear)
{
    QElapsedTimer waited;
    waited.start();
    while (!done()) {
        if (waited.elapsed() > kStartUpMs)
            return false;
        // Values that change from message to message, so that a replay read wrongly, or out
        // of order, cannot match the live view by chance.
        const double speed = linear * (1 + (m_vary ? m_published % 5 : 0) * 0.1);
        m_x += speed * 0.05;
        m_robot->publishOdometry(m_x, speed);
        const float volts = m_vary ? 24.0f + float(m_published % 40) * 0.01f : 24.5f;
        m_robot->publishBatteries(volts, 1.25f, 0.75f);
        ++m_published;
        QTest::qWait(50);
    }
    return true;
}

void TestNetworkRoverMessages::theReadingsAreTheMessagesValues()
{
    const auto lastFrame = [this]() -> std::optional<robodash::rover::RoverFrame> {
        const std::vector<TelemetrySample> samples = samplesIn(*m_telemetry);
        for (auto it = samples.rbegin(); it != samples.rend(); ++it) {
            if (const auto *frame = it->frameAs<robodash::rover::RoverFrame>())
                if (frame->value(Register::TotalCurrent))
                    return *frame;
        }
        return std::nullopt;
    };
    QVERIFY(publishUntil([&] { return lastFrame().has_value(); }));
    const robodash::rover::RoverFrame frame = *lastFrame();
    QVERIFY(frame.overNetwork);
    QCOMPARE(*frame.value(Register::BatteryVoltageA), double(24.5f));
    QCOMPARE(*frame.value(Register::BatteryCurrentA), double(1.25f));
    QCOMPARE(*frame.value(Register::TotalCurrent), 2.0);
    QCOMPARE(*frame.value(Register::StateOfChargeA), 80.0);
    QVERIFY(!frame.value(Register::SmartBatteryTemperatureA));  // NaN: not measured
    QVERIFY(!frame.value(Register::LeftEncoderCount));          // no topic carries it
}

void TestNetworkRoverMessages::theInspectorsRowsAreTheMessages()
{
    // Received: the stand-in's battery as it published it, under its topic and type.
    QVERIFY(publishUntil([this] {
        return hasRow(*m_wire, WireDirection::Received, "battery_a_state", "voltage", "24.50")
               && hasRow(*m_wire, WireDirection::Received, "battery_a_state", "type", "sensor_msgs/msg/BatteryState");
    }));
    // Sent: a drive is a Twist row with its speed, and the stand-in receives that Twist.
    m_session->link().setMotorsEnabled(true);
    std::optional<double> received;
    QVERIFY(publishUntil([&] {
        m_session->link().drive(0.25, 0);
        if (const std::optional<double> linear = m_robot->takeLinear())
            received = linear;
        return received && hasRow(*m_wire, WireDirection::Sent, "commands/velocity", "linear.x", "0.250");
    }));
    QCOMPARE(*received, 0.25);
    m_session->link().stop();
    QVERIFY(publishUntil([&] {
        const std::optional<double> linear = m_robot->takeLinear();
        return linear && *linear == 0;
    }));
}

void TestNetworkRoverMessages::aRecordingReplaysTheSameReadings()
{
    const QString path = m_dir.filePath(QStringLiteral("network-rover.rdlog"));
    QSignalSpy stopped(&m_session->link(), &robodash::link::RobotLink::recordingStopped);
    m_vary = true;
    m_session->link().startRecording(path);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), robodash::waits::kEventMs);
    const int first = m_telemetry->count();
    QVERIFY(publishUntil([&] { return m_telemetry->count() > first + 150; }, 0.2));
    m_session->link().stopRecording();
    QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, robodash::waits::kEventMs);
    QVERIFY2(stopped.at(0).at(2).toString().isEmpty(), qPrintable(stopped.at(0).at(2).toString()));
    QStringList live;
    for (const TelemetrySample &sample : samplesIn(*m_telemetry))
        live << readingsOf(sample);

    QString error;
    const std::optional<robodash::link::SessionLog> log = robodash::link::SessionLogReader::read(path, &error);
    QVERIFY2(log, qPrintable(error));
    QCOMPARE(log->header.protocol, QStringLiteral("rover-ros2-1"));
    RobotSession replay("rover");
    QSignalSpy replayed(&replay.link(), &robodash::link::RobotLink::telemetry);
    QSignalSpy finished(&replay.link(), &robodash::link::RobotLink::replayFinished);
    replay.link().setReplaySpeed(0);
    replay.link().openReplay(path);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kStartUpMs);
    // Every reading replayed is one the live view showed (the pose relative to where the
    // recording starts, so the poses are compared as steps), in the same order.
    QStringList again;
    for (const TelemetrySample &sample : samplesIn(replayed)) {
        if (!sample.core.odometry && !readingsOf(sample).isEmpty())
            again << readingsOf(sample);
    }
    QVERIFY2(again.size() > 10, qPrintable(QString::number(again.size())));
    int at = 0;
    for (const QString &reading : again) {
        at = live.indexOf(reading, at);
        QVERIFY2(at >= 0, qPrintable(reading));
    }
    // The poses: the same steps, the same speeds.
    std::vector<double> liveSteps, replaySteps;
    const auto steps = [](const std::vector<TelemetrySample> &samples, std::vector<double> &out) {
        std::optional<double> previous;
        for (const TelemetrySample &sample : samples) {
            if (!sample.core.odometry)
                continue;
            if (previous)
                out.push_back(std::round((sample.core.odometry->pose.x - *previous) * 1e4) / 1e4);
            previous = sample.core.odometry->pose.x;
        }
    };
    steps(samplesIn(replayed), replaySteps);
    steps(samplesIn(*m_telemetry), liveSteps);
    QVERIFY2(replaySteps.size() > 30, qPrintable(QString::number(replaySteps.size())));
    const auto found = std::search(liveSteps.begin(), liveSteps.end(), replaySteps.begin() + 1, replaySteps.end());
    QVERIFY2(found != liveSteps.end(), "the replayed odometry's steps are not the live ones");
    // The store: each field's values in the replay are the live view's, in the same order.
    // The pose is left out: it counts from where each link started.
    const robodash::store::RobotStore &liveStore = m_session->store().store();
    const robodash::store::RobotStore &replayStore = replay.store().store();
    int compared = 0;
    for (std::size_t i = 0; i < replayStore.fields().size(); ++i) {
        const robodash::store::StoreField &field = replayStore.fields()[i];
        if (replayStore.series(i).empty() || (field.source == "robot" && field.kind == "odometry"))
            continue;
        const std::vector<double> fromLog = robodash::testing::valuesIn(replayStore.series(i));
        const std::vector<double> shown = robodash::testing::valuesIn(*liveStore.find(field.path()));
        QVERIFY2(robodash::testing::appearsInOrder(fromLog, shown), field.path().c_str());
        ++compared;
    }
    QVERIFY2(compared >= 8, qPrintable(QString::number(compared)));
}

QTEST_GUILESS_MAIN(TestNetworkRoverMessages)

}  // namespace tst_network_rover_messages
#include "tst_network_rover_messages.moc"
