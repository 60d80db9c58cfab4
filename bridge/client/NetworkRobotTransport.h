#pragma once
// What every network robot's transport shares: a robot on a ROS 2 network (`ros2:/ns`) whose
// messages go to the link as they arrive, each as one envelope (core/NetworkMessage.h) that
// the family's network driver reads, so that the safety layer, recording and the wire
// inspector work on what crossed the network. This base opens the participant (secured as the port and ROS 2's variables say), reads the
// family's topics best-effort (which matches reliable and best-effort writers alike) or as
// latched, gives up with a sentence naming what is on the domain when nothing came within
// 3 s, names the topics that never brought a sample (nothing published there, or of another
// type) and a writer whose QoS cannot feed a reader (with the policy), and notes the network
// delay. A family's subclass makes its readers (most of them relays) and publishes the
// command messages its driver writes.
// Lives on the link's worker thread; DDS's listener threads only queue work to it.

#include "NetworkDelay.h"

#include "link/PortAddress.h"
#include "link/Transport.h"

#include <dds/dds.h>

#include <QHash>
#include <QSet>
#include <QStringList>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace robodash::bridge {

class DdsParticipant;
class NetworkRobotFinder;
class ServiceReader;

class NetworkRobotTransport : public link::Transport {
    Q_OBJECT
public:
    // `robotName` ("Rover Pro") and `telltaleTopic` (the topic discovery knows the family
    // by) word the message when no robot is there.
    NetworkRobotTransport(const link::PortAddress &address, QString robotName,
                          std::string telltaleTopic, QObject *parent = nullptr);
    ~NetworkRobotTransport() override;

    void open() override;
    void close() override;
    bool isOpen() const override { return m_participant != nullptr; }
    link::DeviceIdentity identity() const override;
    // "UNSECURED · network delay 3 ms (median)", or "secured as enclave /lab/desk · ...".
    QString healthNote() const override;
    bool carriesMessages() const override { return true; }
    // A DDS sample can wait behind discovery, a Wi-Fi retry or a busy bridge for far longer
    // than a serial frame: a Rover's 500 ms limit made a loaded machine's network Rover go
    // offline mid self-test. 1.5 s: still well under what a person watching would call gone.
    int offlineAfterMsAtLeast() const override { return kOfflineAfterMs; }
    static constexpr int kOfflineAfterMs = 1500;
    // The camera shown: this topic from now on, whatever discovery ranks first.
    void chooseCameraTopic(const QString &topic) override;

protected:
    // The family's readers (addReader) and writers on participant(); false and a sentence
    // in `error` when one cannot be made.
    virtual bool openRobot(QString *error) = 0;
    // Before the writers go: a robot being driven is told to stop.
    virtual void closeRobot() = 0;
    // Writers and state go; called on close, on a lost robot and on a failed open.
    virtual void forgetRobot() = 0;

    enum class Silence { Reported, Ignored };  // Ignored: one of alternatives, or optional
    // Sensor: best-effort, ROS's sensor-data depth. Latched: reliable and transient local,
    // depth 1, as ROS 2 latches a robot's version or gains, so the latest comes at once.
    // Static: latched with tf2's depth (100): /tf_static, where every node that places a frame
    // keeps its own latest message, and a late reader must get each of them.
    enum class Delivery { Sensor, Latched, Static };
    // A reader of `rosName` (relative to the namespace, or absolute); each sample counts as
    // the robot heard.
    void addReader(const dds_topic_descriptor_t *type, const std::string &rosName,
                   std::function<void(const void *)> handler, Silence silence = Silence::Reported,
                   Delivery delivery = Delivery::Sensor);
    // Where the readings come from, for healthNote ("the robot's own bytes"); empty: say nothing.
    virtual QString sourceNote() const { return {}; }
    void noteStamp(std::int32_t sec, std::uint32_t nanosec);  // a sample's header, for the delay
    void sendToDriver(const std::vector<std::uint8_t> &bytes);  // bytes to the link, as received
    // A message as it came, on to the family's network driver as one envelope
    // (core/NetworkMessage.h), named by its topic as addReader was given it.
    void relay(const std::string &rosName, const dds_topic_descriptor_t *type, const void *sample);
    // A reader whose every message is relayed as it comes.
    void addRelay(const dds_topic_descriptor_t *type, const std::string &rosName,
                  Silence silence = Silence::Reported, Delivery delivery = Delivery::Sensor);
    void noticeOnce(const QString &key, const QString &message);
    // DDS Security lets this enclave watch the robot but not send its velocity: said at open,
    // for as long as the link holds (driveRefused), and as a notice.
    void refuseDriving();
    // The same for another reason (a sentence naming the robot): the link watches only.
    void refuseDriving(const QString &reason);
    // The participants whose writers are matched now with the reader of `rosName` (as
    // addReader was given it): the robots publishing there; 0: none.
    int publishersOn(const std::string &rosName) const;
    dds_entity_t participant() const;
    const link::PortAddress &address() const { return m_address; }
    std::string rosNamespace() const { return m_address.rosNamespace.toStdString(); }

private:
    bool openParticipant(QString *error);
    void checkRobotPresent();
    void reportSilentTopics();  // never heard: nothing there, or a type mismatch
    void noticeWhenChanged(const QString &kind, const QString &message);
    QString typesPublishedOn(const QString &topic) const;
    void noteIncompatibleWriter(const QString &topic, const QString &why);
    void reportSharedNamespace();
    void followTelltaleWriters();
    void teardown();
    // NetworkRobotTransportSensors.cpp: every family's camera, scanner and their mounts.
    void addSensorRelays();
    void findCameraTopics();
    void showCamera(const QString &topic);
    void removeCameraReader();

    link::PortAddress m_address;
    QString m_robotName;
    std::string m_telltaleTopic;
    std::unique_ptr<DdsParticipant> m_participant;
    std::unique_ptr<NetworkRobotFinder> m_finder;
    std::vector<std::unique_ptr<ServiceReader>> m_readers;
    QTimer m_presenceCheck;
    QTimer m_silenceCheck;
    QStringList m_reported, m_heard;  // topics whose silence is named; those that spoke
    QHash<QString, QString> m_typeNames;    // topic -> the DDS type read there
    QHash<QString, QString> m_qosProblems;  // topic -> why its writer cannot be matched
    QSet<QString> m_noticed;
    QHash<QString, QString> m_lastNotice;  // kind of notice -> its text when last said
    NetworkDelay m_delay;
    QString m_securityNote;
    int m_telltaleWriters = 0;  // participants publishing the telltale topic, matched now
    QTimer m_cameraSearch;                   // discovery of picture topics, while open
    QStringList m_cameraTopics;              // found, best first
    QString m_cameraChoice;                  // the user's (chooseCameraTopic), or empty
    QString m_cameraShown;                   // the topic read now, or empty
    ServiceReader *m_cameraReader = nullptr;  // its reader, one of m_readers
};

}  // namespace robodash::bridge
