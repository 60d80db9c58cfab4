#pragma once
// Events derived from two successive robot states, with kobuki_msgs semantics.

#include "Feedback.h"

#include <array>
#include <cstdint>
#include <vector>

namespace robodash::kobuki {

// Index constants follow kobuki_msgs: BumperEvent/CliffEvent LEFT 0 CENTER 1 RIGHT 2,
// WheelDropEvent LEFT 0 RIGHT 1, ButtonEvent Button0..2.
enum class Side : std::uint8_t { Left = 0, Centre = 1, Right = 2 };

struct BumperEvent { Side bumper; bool pressed; };
struct CliffEvent { Side sensor; bool cliff; std::uint16_t bottom; };  // PSD when it changed
struct WheelDropEvent { Side wheel; bool dropped; };                    // Left or Right only
struct ButtonEvent { std::uint8_t button; bool pressed; };              // 0..2
struct DigitalInputEvent { std::array<bool, 4> values; };
enum class PowerEvent : std::uint8_t {
    Unplugged = 0, PluggedToAdapter = 1, PluggedToDockbase = 2,
    ChargeCompleted = 3, BatteryLow = 4, BatteryCritical = 5,
};

struct RobotEvents {
    std::vector<BumperEvent> bumpers;
    std::vector<CliffEvent> cliffs;
    std::vector<WheelDropEvent> wheelDrops;
    std::vector<ButtonEvent> buttons;
    std::vector<DigitalInputEvent> digitalInputs;  // at most one: all four values
    std::vector<PowerEvent> power;
    bool empty() const;
};

// What the deriver compares; fields without a value yet produce no events.
struct EventState {
    bool hasBasic = false;
    BasicSensors basic;
    bool hasCliff = false;
    Cliff cliff;
    bool hasInput = false;
    GeneralPurposeInput input;
};

// Pure: events for the change from `previous` to `current`. Nothing is reported for a
// field that `previous` did not have yet (no "pressed" storm on connect), except power
// level: a robot that connects already low gives BatteryLow once.
RobotEvents deriveEvents(const EventState &previous, const EventState &current);

}  // namespace robodash::kobuki
