#pragma once
// Kobuki feedback (decoded, as kobuki::FeedbackFrame) from kobuki_ros's topics, which arrive
// one message at a time: the heading, dock IR and raw gyro samples wait for the next sensors/core message and go
// into one frame with it, as the robot sends them together 50 times a second. One frame per
// message would make the link decode and the panels repaint four times as often for the
// same information. A second message of a waiting kind (no sensors/core in between: a
// publisher of only some topics) sends the first on its own, so nothing waits for ever.

#include "KobukiRosDecoder.h"

#include "kobuki/Feedback.h"
#include "kobuki/FeedbackParser.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace robodash::bridge {

class KobukiFrameAssembler {
public:
    using Frame = kobuki::FeedbackFrame;

    // Each returns the frames ready to go (none, one or two), oldest first.
    std::vector<Frame> addSensorState(const SensorStateFeedback &state);
    std::vector<Frame> addInertia(const kobuki::Inertia &inertia);
    std::vector<Frame> addDockIr(const kobuki::DockIr &dock);
    std::vector<Frame> addRawGyroSample(const std::array<std::int16_t, 3> &sample);
    // Not held back: they answer the driver's requests.
    static Frame versionFrame(const VersionFeedback &version);
    static Frame controllerFrame(const kobuki::ControllerInfo &info);

private:
    Frame takePending(const SensorStateFeedback *state);

    std::optional<kobuki::Inertia> m_inertia;
    std::optional<kobuki::DockIr> m_dock;
    kobuki::RawGyro m_gyro;
    std::uint8_t m_nextGyroFrameId = 0;
};

}  // namespace robodash::bridge
