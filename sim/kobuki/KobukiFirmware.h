#pragma once
// The robot's firmware as the host sees it: parses command bytes like the robot's own
// parser (any chunking, bad frames dropped and counted), obeys them, and assembles the
// feedback frames with the extras a host asked for. No timing here: RobotSimulation
// decides when a frame is due.

#include "sim/kobuki/ReceivedCommand.h"

#include "kobuki/CommandParser.h"
#include "kobuki/Feedback.h"
#include "kobuki/FrameFinder.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <vector>

namespace robodash::sim {

// Everything the sensors measure at one instant, in raw protocol values.
struct SensorReadings {
    kobuki::BasicSensors basic;
    kobuki::DockIr dockIr;
    kobuki::Inertia inertia;
    kobuki::Cliff cliff;
    kobuki::Current current;
    kobuki::RawGyro rawGyro;
    kobuki::GeneralPurposeInput input;
};

struct SoundState {
    bool anyPlayed = false;
    double t = 0;                    // when the last sound or sequence started
    bool lastWasSequence = false;
    kobuki::Sound sound;             // last custom note
    kobuki::SoundSequence sequence = kobuki::SoundSequence::On;
};

class KobukiFirmware : private kobuki::CommandHandler {
public:
    static constexpr std::size_t kMaxRememberedCommands = 20000;
    static kobuki::ControllerInfo factoryGains();
    static kobuki::Version hardwareVersion() { return {1, 0, 4}; }
    static kobuki::Version firmwareVersion() { return {1, 2, 0}; }

    explicit KobukiFirmware(std::uint32_t seed);

    // Command bytes from the host, stamped with the simulated time they arrived.
    void receive(const std::uint8_t *data, std::size_t size, double now);
    // The next feedback frame: the default sub-payloads plus anything requested since.
    std::vector<std::uint8_t> feedbackFrame(const SensorReadings &readings);

    // Called for every obeyed command (the trace listens here).
    std::function<void(const ReceivedCommand &)> onCommand;

    const kobuki::BaseControl &baseControl() const { return m_baseControl; }
    std::uint16_t outputWord() const { return m_outputWord; }
    const kobuki::ControllerInfo &gains() const { return m_gains; }
    const SoundState &sound() const { return m_sound; }
    kobuki::Udid udid() const { return m_udid; }
    const std::deque<ReceivedCommand> &received() const { return m_received; }
    void clearReceived() { m_received.clear(); }
    std::uint64_t badFrames() const { return m_finder.stats().checksumErrors; }
    std::uint64_t malformedCommands() const { return m_malformed; }
    std::uint64_t unknownCommands() const { return m_unknown; }

private:
    void onBaseControl(const kobuki::BaseControl &) override;
    void onSound(const kobuki::Sound &) override;
    void onSoundSequence(kobuki::SoundSequence) override;
    void onRequestExtra(const kobuki::RequestExtra &) override;
    void onGeneralPurposeOutput(const kobuki::GeneralPurposeOutput &) override;
    void onSetControllerGain(const kobuki::SetControllerGain &) override;
    void onGetControllerGain(const kobuki::GetControllerGain &) override;
    void onUnknown(std::uint8_t id, std::size_t length) override;
    void onMalformed(std::uint8_t id, std::size_t length) override;

    ReceivedCommand stamped(std::uint8_t id) const;
    void remember(const ReceivedCommand &command);

    kobuki::FrameFinder m_finder;
    double m_now = 0;
    kobuki::BaseControl m_baseControl;
    std::uint16_t m_outputWord = kobuki::GeneralPurposeOutput::kPowerOnWord;
    kobuki::ControllerInfo m_gains = factoryGains();
    SoundState m_sound;
    kobuki::Udid m_udid;
    std::uint16_t m_pendingExtras = 0;
    bool m_pendingGains = false;
    std::deque<ReceivedCommand> m_received;
    std::uint64_t m_malformed = 0, m_unknown = 0;
};

}  // namespace robodash::sim
