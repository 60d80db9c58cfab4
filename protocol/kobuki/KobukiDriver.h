#pragma once
// The Kobuki behind the family-neutral RobotDriver interface: listens first (the robot streams
// from power-on), then asks who it is and for its gains (KobukiHandshake), decodes every
// feedback frame into the telemetry core plus a KobukiFrame, derives events, runs odometry
// from the encoders and the gyro, and turns drive, outputs, sounds and gains into frames.

#include "EventText.h"
#include "Events.h"
#include "FrameFinder.h"
#include "KobukiFrame.h"
#include "KobukiHandshake.h"
#include "Odometry.h"
#include "OutputWord.h"
#include "core/RestingVoltage.h"
#include "core/RobotDriver.h"
#include "core/SetLightCommand.h"

#include <array>
#include <cstdint>
#include <optional>

namespace robodash::kobuki {

class KobukiDriver : public core::RobotDriver {
public:
    static constexpr const char *kFamilyName = "kobuki";
    static constexpr const char *kRecordingId = "kobuki-serial-1";
    static constexpr double kFactoryP = 100.0, kFactoryI = 0.1, kFactoryD = 2.0;

    KobukiDriver();

    const core::RobotInfo &info() const override { return m_info; }
    core::DriverTiming timing() const override;
    void start(std::int64_t nowMs, bool live, core::DriverOutput &out) override;
    void receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                 core::DriverOutput &out) override;
    void tick(std::int64_t nowMs, core::DriverOutput &out) override;
    void wentOffline() override;
    void drive(double linearMps, double angularRadps, core::DriverOutput &out) override;
    void shutdown(core::DriverOutput &out) override;
    bool command(const core::FamilyCommand &command, core::DriverOutput &out) override;
    void resetOdometry() override { m_odometry.reset(); }
    // Feedback decoded elsewhere (a network Kobuki's messages: bridge/client's
    // NetworkKobukiDriver), read as a frame from the cable is.
    void receiveFeedback(FeedbackFrame feedback, std::int64_t timeMs, core::DriverOutput &out);
    core::DriverCounters counters() const override;

private:
    void onFrame(const std::uint8_t *payload, std::size_t length, std::int64_t timeMs,
                 core::DriverOutput &out);
    void firstFrameHeard(std::int64_t timeMs, core::DriverOutput &out);
    void fillCore(const KobukiFrame &frame, std::int64_t timeMs, core::TelemetryCore &core);
    void noteIdentity(const FeedbackFrame &frame, core::TelemetryCore &core,
                      core::DriverOutput &out);
    RobotEvents deriveFrameEvents(const FeedbackFrame &frame);
    void checkFirmware(const Version &version, core::DriverOutput &out);
    void askForIdentity(std::int64_t nowMs, core::DriverOutput &out);
    bool changeOutputs(const core::FamilyCommand &command, core::DriverOutput &out);
    void sendOutputs(const OutputWord &next, core::DriverOutput &out);
    void playNote(double hertz, int durationMs, core::DriverOutput &out);
    void setGains(double p, double i, double d, bool userConfigured, core::DriverOutput &out);
    void setLight(const core::SetLightCommand &light, core::DriverOutput &out);
    // The word the robot should hold: the user's, with the LEDs the self-test holds.
    std::uint16_t outputWordToSend() const;

    core::RobotInfo m_info;
    FrameFinder m_finder;
    EventState m_eventState;
    KobukiHandshake m_handshake;
    Odometry m_odometry;
    core::RestingVoltage m_restingVolts;  // the charge is read from it, not from a sag
    std::optional<bool> m_motorsDraw;     // from the current sub-payload, once one came
    core::DeviceInfo m_device;
    std::uint64_t m_malformed = 0;
    bool m_live = false;
    bool m_heard = false;             // a frame arrived since start() or going offline
    bool m_firmwareChecked = false;
    // The one output word every sender changes a part of (KobukiCommands.h); it lives as
    // long as the link hosts this driver, from the robot's power-on word.
    OutputWord m_outputs;
    bool m_outputsSet = false;  // a sender changed it: a robot that comes back is given it
    // LEDs set through core::SetLightCommand (the self-test), laid over m_outputs until
    // restored; the controls keep showing the user's word.
    std::array<std::optional<LedColour>, OutputWord::kLedCount> m_ledOverrides;
};

}  // namespace robodash::kobuki
