#pragma once
// The Kobuki's wheel joints as kobuki_ros publishes them on joint_states: each wheel's angle
// (rad, accumulated from the encoders since the bridge saw the first frame) and its speed
// (rad/s over the last frame interval, by the robot's own millisecond clock).

#include "kobuki/Feedback.h"

#include <optional>

namespace robodash::bridge {

class KobukiWheelJoints {
public:
    struct State {
        double leftRadians = 0, rightRadians = 0;
        double leftRadps = 0, rightRadps = 0;
    };

    const State &update(const kobuki::BasicSensors &sensors);
    const State &state() const { return m_state; }

private:
    std::optional<kobuki::BasicSensors> m_previous;
    State m_state;
};

}  // namespace robodash::bridge
