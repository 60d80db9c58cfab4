#pragma once
// The Kobuki driver's commands, as the link writes them for a cable, turned into kobuki_ros's
// command topics: base control into commands/velocity, the output word into commands/led1,
// led2, digital_output and external_power (only what changed), a sound sequence into
// commands/sound, new gains into commands/controller_info. The driver and the safety layer
// thus work as on a cable, and every stop (release, STOP, focus loss, the link going
// offline) is a zero velocity on the network at once. What kobuki_ros cannot carry (a raw
// note, the gyro's or version's extra requests) is answered here or reported as such.

#include "kobuki/CommandParser.h"
#include "kobuki/Commands.h"

#include <dds/dds.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace robodash::bridge {

class TopicWriter;

class KobukiRosCommandPublisher : public kobuki::CommandHandler {
public:
    struct Callbacks {
        std::function<void()> versionRequested;     // answer with version_info's frame
        std::function<void()> gainsRequested;       // answer with controller_info's frame
        std::function<void(const std::string &)> notOnTheNetwork;  // say what was dropped
    };

    KobukiRosCommandPublisher(dds_entity_t participant, const std::string &rosNamespace,
                              Callbacks callbacks);
    ~KobukiRosCommandPublisher() override;

    // Writers that DDS Security's permissions forbid (a "watch" enclave) are not errors: the
    // robot is watched, and each command to such a topic is reported as refused, once.
    bool isValid() const;
    // False when the permissions forbid sending velocities: this client watches only.
    bool mayDrive() const;
    std::string error() const;  // the first writer that could not be made, for another reason
    // A whole command frame the driver wrote (AA 55 length payload checksum); the commands
    // of every frame in `bytes`.
    void publishFrames(const std::uint8_t *bytes, std::size_t size);
    // Zero velocity, now (the port is closing).
    void stop();

    void onBaseControl(const kobuki::BaseControl &command) override;
    void onSound(const kobuki::Sound &command) override;
    void onSoundSequence(kobuki::SoundSequence sequence) override;
    void onRequestExtra(const kobuki::RequestExtra &request) override;
    void onGeneralPurposeOutput(const kobuki::GeneralPurposeOutput &output) override;
    void onSetControllerGain(const kobuki::SetControllerGain &gains) override;
    void onGetControllerGain(const kobuki::GetControllerGain &) override;

private:
    void publishVelocity(double linearMps, double angularRadps);
    void publishLeds(std::uint16_t word);
    void publishDigitalOutputs(std::uint16_t word);
    void publishPowerRails(std::uint16_t word);
    // Writes `message` to `writer` unless its permissions forbade it (then says so, once).
    void write(TopicWriter &writer, const void *message);

    Callbacks m_callbacks;
    std::unique_ptr<TopicWriter> m_velocity, m_led1, m_led2, m_digitalOutput, m_externalPower,
        m_sound, m_controllerInfo;
    std::optional<std::uint16_t> m_lastWord;  // the output word last published
    bool m_noteReported = false;
    std::vector<std::string> m_refusalsReported;  // topics whose refusal was said
};

}  // namespace robodash::bridge
