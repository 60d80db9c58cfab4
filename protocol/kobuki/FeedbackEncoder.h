#pragma once
// Builds feedback frames: used by the virtual Kobuki, the tests and the benchmarks. Kept
// beside the decoders' structs so both directions share one definition of every layout.

#include "Feedback.h"
#include "FeedbackParser.h"

#include <cstdint>
#include <vector>

namespace robodash::kobuki {

class FeedbackEncoder {
public:
    FeedbackEncoder &add(const BasicSensors &);
    FeedbackEncoder &add(const DockIr &);
    FeedbackEncoder &add(const Inertia &);
    FeedbackEncoder &add(const Cliff &);
    FeedbackEncoder &add(const Current &);
    FeedbackEncoder &addHardwareVersion(const Version &);
    FeedbackEncoder &addFirmwareVersion(const Version &);
    FeedbackEncoder &add(const RawGyro &);
    FeedbackEncoder &add(const GeneralPurposeInput &);
    FeedbackEncoder &add(const Udid &);
    FeedbackEncoder &add(const ControllerInfo &);
    // Whole frame: AA 55 LEN payload CS. Payload longer than 255 bytes is a programming error.
    std::vector<std::uint8_t> frame() const;
    void clear() { m_payload.clear(); }
    bool empty() const { return m_payload.empty(); }

private:
    std::vector<std::uint8_t> m_payload;
};

// The frame that decodeFeedbackFrame() reads back as `frame` (its sub-payloads in the robot's
// sensor order: basic, cliff, current, input, inertia, dock IR, raw gyro, then hardware,
// firmware, UDID, controller); empty when it holds nothing.
std::vector<std::uint8_t> encodeFeedbackFrame(const FeedbackFrame &frame);

}  // namespace robodash::kobuki
