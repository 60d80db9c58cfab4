#pragma once
// A Kobuki on a ROS 2 network (`ros2:/tb1`) as a byte pipe, so that the link's Kobuki driver,
// safety layer, recording and every panel work on it unchanged: kobuki_ros's topics (as the
// real kobuki_ros node or `robodash-cli bridge` publish them) become the feedback frames they
// were decoded from (KobukiFrameAssembler), and the frames the driver writes become
// kobuki_ros's commands (KobukiRosCommandPublisher). While the robot publishes
// `debug/raw_data_stream` (kobuki_ros and the bridge do while it is read), its own bytes are
// passed on instead, so the wire inspector and a recording hold what the robot sent; without
// it, the frames are rebuilt from the topics, with only what the network carried.
//
// Sensor topics are read best-effort, which matches reliable and best-effort writers alike
// (a reliable reader would never match a best-effort one); version_info and controller_info
// are read as kobuki_ros latches them (reliable, transient local), so they come at once.
// Lives on the link's worker thread; DDS's listener threads only queue work to it.

#include "NetworkDelay.h"

#include "link/PortAddress.h"
#include "link/Transport.h"

#include <QElapsedTimer>
#include <QHash>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace robodash::bridge {

class DdsParticipant;
class KobukiFrameAssembler;
class KobukiRosCommandPublisher;
class NetworkRobotFinder;
class ServiceReader;
struct VersionFeedback;

class NetworkKobukiTransport : public link::Transport {
    Q_OBJECT
public:
    explicit NetworkKobukiTransport(const link::PortAddress &address, QObject *parent = nullptr);
    ~NetworkKobukiTransport() override;

    void open() override;
    void close() override;
    bool isOpen() const override { return m_participant != nullptr; }
    bool write(const QByteArray &bytes) override;
    void flush(int timeoutMs) override;
    link::DeviceIdentity identity() const override;
    // "secured as enclave /lab/desk · network delay 3 ms (median)", or "UNSECURED · ...".
    QString healthNote() const override;

private:
    bool makeReaders(QString *error);
    bool makeCommandPublisher(QString *error);
    void addSensorReaders();
    void addLatchedReaders();
    void addReader(const void *type, const char *name, bool latched,
                   std::function<void(const void *)> handler);
    void send(const std::vector<std::vector<std::uint8_t>> &frames);
    void sendFrame(const std::vector<std::uint8_t> &frame);
    void sendVersion();
    void sendGains();
    void addRawStreamReader();
    bool rawStreamLive() const;  // debug/raw_data_stream brings the robot's own frames
    void checkRobotPresent();
    void reportSilentTopics();  // never heard: nothing there, or a type mismatch
    QString typesPublishedOn(const QString &topic) const;
    void reportSharedNamespace();  // two robots there, or one of another type
    void teardown();

    link::PortAddress m_address;
    std::unique_ptr<DdsParticipant> m_participant;
    std::unique_ptr<NetworkRobotFinder> m_finder;  // to say what is there when the robot is not
    std::vector<std::unique_ptr<ServiceReader>> m_readers;
    std::unique_ptr<KobukiRosCommandPublisher> m_commands;
    std::unique_ptr<KobukiFrameAssembler> m_assembler;
    std::unique_ptr<VersionFeedback> m_version;
    std::optional<std::vector<std::uint8_t>> m_gainsFrame;
    QTimer m_presenceCheck;
    QTimer m_silenceCheck;        // once the robot is there: which topics never came
    QStringList m_topics, m_heard;  // every topic read; those that brought a sample
    QHash<QString, QString> m_typeNames;    // topic -> the DDS type read there
    QHash<QString, QString> m_qosProblems;  // topic -> why its writer cannot be matched
    NetworkDelay m_delay;
    QElapsedTimer m_sinceRawStream;  // since the latest debug/raw_data_stream frame
    QString m_securityNote;
    bool m_heardCore = false;
};

}  // namespace robodash::bridge
