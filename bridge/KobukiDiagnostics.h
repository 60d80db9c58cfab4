#pragma once
// kobuki_ros's /diagnostics (diagnostic_msgs/DiagnosticArray): its diagnostic_updater's ten
// tasks, hardware id "Kobuki", each status named "<node>: <task>", with kobuki_ros's levels,
// messages and values (kobuki_node/src/diagnostics.cpp) — Battery (WARN when Low or
// Dangerous by the battery thresholds), Watchdog (ERROR with no stream), Wall Sensor (WARN
// while a bumper is pressed), Cliff Sensor, Wheel Drop, Motor Current (WARN above 60 mA on a
// motor), Motor State (WARN while disabled), Gyro Sensor, Digital Input, Analog Input. Made
// from the latest sensors (zeros before any, as kobuki_core's); KobukiTopics publishes them
// ten times a second, as kobuki_ros forces an update every 0.1 s.

#include "DriverParameters.h"

#include "kobuki/FeedbackParser.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robodash::bridge {

class KobukiDiagnostics {
public:
    struct KeyValue {
        std::string key, value;
    };
    struct Status {
        std::uint8_t level = 0;  // OK 0, WARN 1, ERROR 2
        std::string name, message;
        std::vector<KeyValue> values;
    };
    static constexpr std::uint8_t kOk = 0, kWarn = 1, kError = 2;
    static constexpr const char *kHardwareId = "Kobuki";

    void setAlive(bool alive) { m_alive = alive; }
    void setMotorsEnabled(bool enabled) { m_motorsEnabled = enabled; }
    // Whatever sub-payloads `feedback` carries replace the ones known.
    void update(const kobuki::FeedbackFrame &feedback);

    // Every task's status now, in kobuki_ros's order, named "<nodeName>: <task>".
    std::vector<Status> statuses(const std::string &nodeName,
                                 const DriverParameters &parameters) const;

private:
    Status battery(const DriverParameters &parameters) const;
    Status watchdog() const;
    Status wallSensor() const;
    Status cliffSensor() const;
    Status wheelDrop() const;
    Status motorCurrent() const;
    Status motorState() const;
    Status gyroSensor() const;
    Status digitalInput() const;
    Status analogInput() const;

    bool m_alive = false;
    bool m_motorsEnabled = false;
    kobuki::BasicSensors m_basic;
    std::array<std::uint16_t, 3> m_cliffBottom{};  // right, centre, left
    std::array<std::uint8_t, 2> m_current{};       // left, right; 10 mA
    std::int16_t m_headingHundredths = 0;
    kobuki::GeneralPurposeInput m_input;
};

}  // namespace robodash::bridge
