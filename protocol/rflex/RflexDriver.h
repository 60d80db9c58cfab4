#pragma once
// The rFLEX (iRobot ATRV-Jr, B21r and kin) behind the family-neutral RobotDriver interface.
// The base only speaks when asked (start-up: odometry reports every 100 ms for both axes,
// DIO reports on, defaults, brake set, a status request), so it asks first and asks again
// every 2 s until something answers. The brake is released only when the user enables the
// motors (SetMotorsEnabledCommand) and set again on disable, on going offline and on
// shutdown, which also switches the sonar and the reports off. Drive is MOT_AXIS_SET_DIR for
// both axes; odometry comes from the axis positions; SYS_STATUS (battery, brake) is polled
// every 2 s; bump panels become core contacts and events. Host frames leave one per tick
// (SendQueue.h) except at shutdown.

#include "CommandEncoder.h"
#include "FrameFinder.h"
#include "ReportDecoder.h"
#include "RflexFrame.h"
#include "RflexOdometry.h"
#include "RobotDescription.h"
#include "SendQueue.h"
#include "SonarRing.h"
#include "core/RestingVoltage.h"
#include "core/RobotDriver.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <variant>

namespace robodash::rflex {

class RflexDriver : public core::RobotDriver, private ReportHandler {
public:
    static constexpr const char *kFamilyName = "rflex";
    static constexpr const char *kRecordingId = "rflex-serial-1";
    static constexpr int kTickMs = 10;           // one host frame per tick: the drivers' pacing
    // Echoes this soon after this program switched the ring off were on their way already;
    // later ones say it is on (switched on elsewhere).
    static constexpr std::int64_t kSonarOffSettleMs = 1000;
    static constexpr int kDriveResendMs = 80;    // 12.5 Hz, above the 10 Hz the facts ask
    static constexpr int kOfflineAfterMs = 1000; // ten report periods
    static constexpr std::int64_t kStatusPollMs = 2000;
    static constexpr std::int64_t kStartUpRetryMs = 2000;

    explicit RflexDriver(RobotDescription description = RobotDescription::atrvJr());

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
    void resetOdometry() override
    {
        m_odometry.reset();
        m_moving = false;  // as the odometry's speeds read after a reset
    }
    core::DriverCounters counters() const override;

    // A report decoded elsewhere (a network rFLEX's messages: bridge/client's
    // NetworkRflexDriver), read as the frame from the cable that carries it would be.
    using Report = std::variant<SystemStatus, MotionReport, SonarReport, DioState>;
    void receiveReport(const Report &report, std::int64_t timeMs, core::DriverOutput &out);
    // Reports come from a network robot's messages (receiveReport): their base clock and raw
    // words are made up, and the telemetry says so (its exports leave those cells empty).
    void setOverNetwork(bool overNetwork) { m_overNetwork = overNetwork; }
    // The motors as a replayed session had switched them (read from what it sent): shown,
    // nothing sent.
    void noteMotorsEnabled(bool enabled) { m_motorsEnabled = enabled; }
    // An axis of a base on the network, read straight from its odometry message (issue 39:
    // no counters rebuilt to be differenced again): `axis.networkOdometry` is the sample's
    // odometry. One sample per axis, as the base on a cable reports them.
    void receiveNetworkAxis(const AxisTelemetry &axis, std::int64_t timeMs, core::DriverOutput &out);

    const RobotDescription &description() const { return m_description; }
    bool motorsEnabled() const { return m_motorsEnabled; }
    const SendStats &sendStats() const { return m_encoder.stats(); }
    std::size_t framesWaiting() const { return m_queue.size(); }

private:
    // ReportHandler: each fills the sample being built (m_sample, m_frame).
    void onSystemStatus(const SystemStatus &report) override;
    void onMotionReport(const MotionReport &report) override;
    void onSonarReport(const SonarReport &report) override;
    void onDioReport(const DioState &report) override { onDio(report); }
    void onDioUpdate(const DioState &report) override { onDio(report); }
    void onMalformed(const FrameView &) override { ++m_malformed; }

    void onFrame(const FrameView &view, std::int64_t timeMs, core::DriverOutput &out);
    void handle(std::uint8_t port, std::uint8_t opcode, const std::function<void()> &deliver,
                std::int64_t timeMs, core::DriverOutput &out);
    void onDio(const DioState &report);
    // Percent and level from the resting voltage (core::RestingVoltage), volts as read.
    core::BatteryReading toBattery(double volts, double restingVolts) const;
    void forgetRobot();
    void queueStartUp(std::int64_t nowMs);
    void queueVelocity(std::int32_t translation, std::int32_t rotation);
    void setMotorsEnabled(bool enabled);

    RobotDescription m_description;
    core::RobotInfo m_info;
    FrameFinder m_finder;
    CommandEncoder m_encoder;
    SendQueue m_queue;
    RflexOdometry m_odometry;
    core::RestingVoltage m_restingVolts;
    SonarRing m_sonar;
    std::uint64_t m_malformed = 0;
    bool m_live = false;
    bool m_heard = false;         // a frame arrived since the last start-up
    bool m_startUpDue = false;    // went offline: ask again at the next tick
    std::int64_t m_startUpAtMs = 0;
    std::int64_t m_lastPollMs = 0;
    bool m_motorsEnabled = false;
    bool m_overNetwork = false;
    bool m_moving = false;  // the latest odometry's speeds: moving wheels draw current
    bool m_warnedDisabled = false;  // "motors are off" said once per disabled spell
    bool m_sonarOn = false;
    std::optional<std::int64_t> m_sonarOffAtMs;  // the latest frame's time when switched off
    std::int64_t m_lastFrameMs = 0;
    std::optional<BumpPanels> m_panels;
    std::optional<bool> m_brakeEngaged;
    // The sample receive() is building while decodeReport() calls the handlers.
    core::TelemetrySample *m_sample = nullptr;
    RflexFrame *m_frame = nullptr;
};

}  // namespace robodash::rflex
