#pragma once
// The Kobuki driver's commands, as it writes them for a cable, turned into kobuki_ros's
// command messages (core/NetworkMessage.h, for the network transport to publish): base
// control into commands/velocity, the output word into commands/led1, led2, digital_output
// and external_power (only what changed), a sound sequence into commands/sound, new gains
// into commands/controller_info. The driver and the safety layer thus work as on a cable,
// and every stop (release, STOP, focus loss, the link going offline) is a zero velocity on
// the network at once. What kobuki_ros cannot carry (a raw note, the gyro's or version's
// extra requests) is answered by the caller or reported as such.

#include "kobuki/CommandParser.h"
#include "kobuki/Commands.h"

#include "core/NetworkMessage.h"

#include <dds/dds.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace robodash::bridge {

class KobukiRosCommands : public kobuki::CommandHandler {
public:
    struct Callbacks {
        std::function<void()> versionRequested;     // answer with version_info
        std::function<void()> gainsRequested;       // answer with controller_info
        std::function<void(const std::string &)> notOnTheNetwork;  // say what was dropped
    };
    // The topics and types it writes, for the transport's writers.
    struct Topic {
        const char *name;
        const dds_topic_descriptor_t *type;
    };
    static const std::vector<Topic> &topics();
    static constexpr const char *kVelocityTopic = "commands/velocity";

    explicit KobukiRosCommands(Callbacks callbacks) : m_callbacks(std::move(callbacks)) {}

    // Whole command frames the driver wrote (AA 55 length payload checksum): their commands,
    // as messages, appended to `messages`.
    void translate(const std::uint8_t *bytes, std::size_t size, std::vector<core::NetworkMessage> &messages);
    // Zero velocity, now (the port is closing).
    static core::NetworkMessage stop();
    // A robot that comes back is told every output again.
    void forgetOutputs() { m_lastWord.reset(); }

    void onBaseControl(const kobuki::BaseControl &command) override;
    void onSound(const kobuki::Sound &command) override;
    void onSoundSequence(kobuki::SoundSequence sequence) override;
    void onRequestExtra(const kobuki::RequestExtra &request) override;
    void onGeneralPurposeOutput(const kobuki::GeneralPurposeOutput &output) override;
    void onSetControllerGain(const kobuki::SetControllerGain &gains) override;
    void onGetControllerGain(const kobuki::GetControllerGain &) override;

private:
    void publishLeds(std::uint16_t word);
    void publishDigitalOutputs(std::uint16_t word);
    void publishPowerRails(std::uint16_t word);
    void add(const char *topic, const dds_topic_descriptor_t *type, const void *message);

    Callbacks m_callbacks;
    std::vector<core::NetworkMessage> *m_out = nullptr;  // during translate()
    std::optional<std::uint16_t> m_lastWord;  // the output word last sent
    bool m_noteReported = false;
};

}  // namespace robodash::bridge
