#pragma once
// The Rover Pro behind the family-neutral RobotDriver interface. The robot only answers, so
// the driver asks: first register 40 (which firmware line), then every register that line
// has at its rate class's period (PollScheduler), one request per packet and the next only
// after the answer or a timeout (PendingRequest), since the older line keeps only the
// latest request. Every packet carries the current motor bytes, and tick() sends a
// motors-only packet whenever nothing else went out for kKeepAliveMs, so the firmware's
// 333 ms watchdog never stops a robot that is being driven. An unknown register 40 value
// connects read-only: motors stay at stop until a ConfirmUnknownFirmwareCommand.

#include "HostPacket.h"
#include "PendingRequest.h"
#include "PollScheduler.h"
#include "ReplyFinder.h"
#include "RoverDriverSettings.h"
#include "RoverFrame.h"
#include "RoverOdometry.h"
#include "core/RobotDriver.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::rover {

class RoverDriver : public core::RobotDriver {
public:
    static constexpr const char *kFamilyName = "rover";
    static constexpr const char *kRecordingId = "rover-pro-serial-1";
    // With ticks 20 ms apart and a keep-alive after 50 ms of silence, the longest gap
    // between packets is 70 ms: well inside the 100 ms issue 15 allows and the 333 ms watchdog.
    static constexpr int kTickPeriodMs = 20;
    static constexpr std::int64_t kKeepAliveMs = 50;
    static constexpr std::int64_t kFlipperHoldMs = 300;
    // The older line forgets the fan speed after 333 ms (rover-pro-facts.md).
    static constexpr std::int64_t kOlderLineFanResendMs = 200;
    static constexpr int kIdentifyRequestsBeforeWarning = 10;
    // A register the robot has not answered once since it was identified, asked this many
    // times in a row, is asked no more until the robot is identified again: each unanswered
    // request holds the next for PendingRequest::kReplyTimeoutMs, so a register that never
    // comes (a network Rover Pro whose topics do not carry it) would starve the others. It
    // reads "not yet" ("—"), as before its first answer.
    static constexpr int kUnansweredBeforeDropped = 3;

    explicit RoverDriver(const RoverDriverSettings &settings = {});

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
    void resetOdometry() override { m_odometry.resetPose(); }
    core::DriverCounters counters() const override;

    // The latest snapshot, as the next sample's frame will carry it.
    const RoverFrame &state() const { return m_state; }
    const MotorBytes &motorBytes() const { return m_motors; }
    std::uint64_t unansweredRequests() const { return m_pending.unanswered(); }

private:
    enum class Phase { Identifying, Polling };

    void forgetRobot();
    void onReply(const Reply &reply, std::int64_t timeMs, core::DriverOutput &out);
    void identify(std::uint16_t raw, std::int64_t timeMs, core::TelemetrySample &sample,
                  core::DriverOutput &out);
    void identifyFromRecording(const core::DeviceInfo &device, core::DriverOutput &out);
    static std::optional<std::uint16_t> parseRegister40(const std::string &text);
    void markPresence();
    void storeReading(const RegisterInfo &row, std::uint16_t raw, std::int64_t timeMs,
                      core::TelemetryCore &core);
    void updateOdometry(Register which, const RegisterReading &reading, std::int64_t timeMs,
                        core::TelemetryCore &core);
    bool driveAllowed() const;

    void pump(std::int64_t nowMs, core::DriverOutput &out);
    void countUnanswered(Register which);
    void askNext(std::int64_t nowMs, core::DriverOutput &out);
    void writePacket(const HostPacket &packet, core::DriverOutput &out);
    void writeMotors(core::DriverOutput &out);
    void expireFlipper(std::int64_t nowMs, core::DriverOutput &out);
    void resendFanOnOlderLine(std::int64_t nowMs);

    bool refuseWhileReadOnly(const char *what, core::DriverOutput &out);
    bool refuseUnsupported(Opcode opcode, const char *what, core::DriverOutput &out);
    void confirmUnknownFirmware(core::DriverOutput &out);
    void setFanSpeed(double fraction, core::DriverOutput &out);
    void setFlipper(double effort, core::DriverOutput &out);

    core::RobotInfo m_info;
    RoverDriverSettings m_settings;
    ReplyFinder m_finder;
    PollScheduler m_schedule;
    PendingRequest m_pending;
    RoverOdometry m_odometry;
    RoverFrame m_state;
    core::DeviceInfo m_device;
    MotorBytes m_motors;
    std::vector<HostPacket> m_commands;  // sent between requests, never while one waits
    Phase m_phase = Phase::Identifying;
    bool m_live = false;
    bool m_refusalWarned = false;
    std::optional<std::uint16_t> m_confirmedUnknown;  // the register 40 value the user accepted
    std::optional<std::uint8_t> m_fanByte;
    std::int64_t m_fanQueuedMs = 0;
    std::int64_t m_flipperUntilMs = 0;
    std::int64_t m_nowMs = 0;        // the latest time any call was given
    std::int64_t m_lastWriteMs = 0;
    int m_identifyRequests = 0;
    bool m_answeredThisConnection = false;  // register 40 answered since start()
    std::array<int, kRegisterCount> m_unansweredInARow{};  // in table order
    std::uint64_t m_malformed = 0;
};

}  // namespace robodash::rover
