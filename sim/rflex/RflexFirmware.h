#pragma once
// The rFLEX base's command side, as the twin models it: host bytes through the frame finder
// (stuffed or not) and the command decoder into the state a base keeps: the brake, each
// axis's commanded motion, the report requests and the sonar switch, plus the answers owed.
// No time of its own and no sensors: AtrvJrSimulation asks it what to do.
//
// Behaviour a host can rely on (and the stated assumptions where the base is undocumented):
// - The brake is engaged at power-up; while engaged a motion command is obeyed as zero.
// - With no MOT_AXIS_SET_DIR for kMotionTimeoutMicros (1 s) both axes are commanded to
//   zero: the real base's timeout is undocumented, this one is an assumption.
// - MOT_SET_DEFAULTS commands zero velocity with the default acceleration and torques.
// - Bad frames (finder) and good frames that are no command it knows are ignored, counted.

#include "rflex/CommandDecoder.h"
#include "rflex/FrameFinder.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <vector>

namespace robodash::sim {

// One axis's commanded motion in raw units: velocity signed (direction applied).
struct AxisCommand {
    std::int32_t velocity = 0;
    std::int32_t acceleration = rflex::kDefaultAcceleration;
    std::int32_t torque = 0;
};

// An answer the base owes the host, sent with the next step.
enum class RflexReply { Status, DioReportsAck, DioUpdateAck, DioSetAck, Joystick };

class RflexFirmware {
public:
    static constexpr std::int64_t kMotionTimeoutMicros = 1000000;
    static constexpr std::size_t kMaxPendingReplies = 64;      // a flood of requests is cut
    static constexpr std::size_t kMaxRememberedCommands = 256;

    RflexFirmware();

    void receive(const std::uint8_t *data, std::size_t size, std::int64_t nowMicros);
    // Commands both axes to zero once no motion command came for the timeout.
    void checkMotionTimeout(std::int64_t nowMicros);
    void powerOn();    // brake engaged, axes at zero, reports and sonar off, nothing owed
    void holdStill();  // brake engaged, axes at zero; reports and sonar as they were

    // Called for every command decoded, obeyed or not (the twin's trace).
    std::function<void(const rflex::HostCommand &, std::int64_t nowMicros)> onCommand;

    bool brakeEngaged() const { return m_brakeEngaged; }
    const AxisCommand &axis(rflex::Axis axis) const;
    std::uint32_t motionReportPeriod() const { return m_motionReportPeriod; }
    std::uint32_t motionReportMask() const { return m_motionReportMask; }
    std::uint32_t dioReportPeriod() const { return m_dioReportPeriod; }
    bool sonarOn() const { return m_sonarOn; }
    // A report request arrived since the last call: its timer restarts (then cleared).
    bool takeMotionReportRequest();
    bool takeDioReportRequest();
    std::vector<RflexReply> takeReplies();
    bool repliesOwed() const { return !m_replies.empty(); }

    std::uint64_t badFrames() const { return m_finder.stats().badFrames; }
    std::uint64_t unknownCommands() const { return m_unknown; }
    std::uint64_t motionTimeouts() const { return m_timeouts; }
    const std::deque<std::string> &received() const { return m_received; }  // names, oldest first
    void clearReceived() { m_received.clear(); }

private:
    void onFrame(const rflex::FrameView &frame, std::int64_t nowMicros);
    void obey(const rflex::HostCommand &command, std::int64_t nowMicros);
    void setDirection(const rflex::AxisSetDirection &command, std::int64_t nowMicros);
    void zeroAxes();
    void owe(RflexReply reply);
    void remember(const char *name);

    rflex::FrameFinder m_finder;
    bool m_brakeEngaged = true;
    AxisCommand m_axes[2];
    std::int64_t m_lastMotionMicros = 0;
    std::uint32_t m_motionReportPeriod = 0;
    std::uint32_t m_motionReportMask = 0;
    std::uint32_t m_dioReportPeriod = 0;
    bool m_motionReportRequested = false;
    bool m_dioReportRequested = false;
    bool m_sonarOn = false;
    std::vector<RflexReply> m_replies;
    std::uint64_t m_unknown = 0;
    std::uint64_t m_timeouts = 0;
    std::deque<std::string> m_received;
};

}  // namespace robodash::sim
