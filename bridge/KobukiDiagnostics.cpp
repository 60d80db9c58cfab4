#include "KobukiDiagnostics.h"

#include "KobukiBattery.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace robodash::bridge {

namespace {

constexpr int kStalledCurrent = 6;     // kobuki_ros's threshold, in the robot's 10 mA units
constexpr double kPackAmpHours = 2.2;  // kobuki_ros assumes the small pack
constexpr double kChargerAmperes = 3.14;  // kobuki_ros's placeholder while charging

// diagnostic_updater's add(key, number): a default-formatted stream.
template <class T>
std::string number(T value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

std::string yesNo(bool set)
{
    return set ? "YES" : "NO";
}

std::string fourValues(int a, int b, int c, int d)
{
    char text[64];
    std::snprintf(text, sizeof text, "[%d, %d, %d, %d]", a, b, c, d);
    return text;
}

KobukiDiagnostics::Status status(std::uint8_t level, const char *name, std::string message)
{
    return {level, name, std::move(message), {}};
}

}  // namespace

void KobukiDiagnostics::update(const kobuki::FeedbackFrame &feedback)
{
    if (feedback.basicSensors)
        m_basic = *feedback.basicSensors;
    if (feedback.cliff)
        m_cliffBottom = feedback.cliff->bottom;
    if (feedback.current)
        m_current = feedback.current->current;
    if (feedback.inertia)
        m_headingHundredths = feedback.inertia->angle;
    if (feedback.generalPurposeInput)
        m_input = *feedback.generalPurposeInput;
}

std::vector<KobukiDiagnostics::Status> KobukiDiagnostics::statuses(
    const std::string &nodeName, const DriverParameters &parameters) const
{
    std::vector<Status> all{battery(parameters), watchdog(),     wallSensor(), cliffSensor(),
                            wheelDrop(),         motorCurrent(), motorState(), gyroSensor(),
                            digitalInput(),      analogInput()};
    for (Status &each : all)
        each.name = nodeName + ": " + each.name;
    return all;
}

KobukiDiagnostics::Status KobukiDiagnostics::battery(const DriverParameters &parameters) const
{
    const KobukiBattery pack(m_basic, parameters);
    Status result;
    switch (pack.level()) {
    case KobukiBattery::Level::Maximum:
        result = status(kOk, "Battery", "Maximum");
        break;
    case KobukiBattery::Level::Healthy:
        result = status(kOk, "Battery", "Healthy");
        break;
    case KobukiBattery::Level::Low:
        result = status(kWarn, "Battery", "Low");
        break;
    case KobukiBattery::Level::Dangerous:
        result = status(kWarn, "Battery", "Dangerous");
        break;
    }
    const float percent = pack.percent();
    result.values = {{"Voltage (V)", number(pack.volts())},
                     {"Percent", number(percent)},
                     {"Charge (Ah)", number(kPackAmpHours * percent / 100.0)},
                     {"Capacity (Ah)", number(kPackAmpHours)}};
    const char *source = pack.source() == KobukiBattery::Source::Adapter ? "Adapter"
                         : pack.source() == KobukiBattery::Source::Dock  ? "Dock"
                                                                         : "None";
    result.values.push_back({"Source", source});
    switch (pack.state()) {
    case KobukiBattery::State::Charged:
        result.values.push_back({"Charging State", "Trickle Charging"});
        result.values.push_back({"Current (A)", number(kChargerAmperes)});
        break;
    case KobukiBattery::State::Charging:
        result.values.push_back({"Charging State", "Full Charging"});
        result.values.push_back({"Current (A)", number(kChargerAmperes)});
        break;
    case KobukiBattery::State::Discharging:
        result.values.push_back({"Charging State", "Not Charging"});
        result.values.push_back({"Current (A)", number(0.0)});
        break;
    }
    return result;
}

KobukiDiagnostics::Status KobukiDiagnostics::watchdog() const
{
    return m_alive ? status(kOk, "Watchdog", "Alive") : status(kError, "Watchdog", "No Signal");
}

KobukiDiagnostics::Status KobukiDiagnostics::wallSensor() const
{
    namespace bits = kobuki::bits;
    Status result = m_basic.bumper ? status(kWarn, "Wall Sensor", "Wall Hit!")
                                   : status(kOk, "Wall Sensor", "All right");
    result.values = {{"Left", yesNo(m_basic.bumper & bits::kLeft)},
                     {"Center", yesNo(m_basic.bumper & bits::kCentre)},
                     {"Right", yesNo(m_basic.bumper & bits::kRight)}};
    return result;
}

KobukiDiagnostics::Status KobukiDiagnostics::cliffSensor() const
{
    namespace bits = kobuki::bits;
    Status result = m_basic.cliff ? status(kWarn, "Cliff Sensor", "Cliff Detected!")
                                  : status(kOk, "Cliff Sensor", "All right");
    // Each side's own reading (the sub-payload is right, centre, left; kobuki_ros shows the
    // right one under "Left").
    const auto reading = [this](int index, std::uint8_t bit) {
        return "Reading: " + number(m_cliffBottom[std::size_t(index)])
               + "  Cliff: " + yesNo(m_basic.cliff & bit);
    };
    result.values = {{"Left", reading(2, bits::kLeft)},
                     {"Center", reading(1, bits::kCentre)},
                     {"Right", reading(0, bits::kRight)}};
    return result;
}

KobukiDiagnostics::Status KobukiDiagnostics::wheelDrop() const
{
    namespace bits = kobuki::bits;
    Status result = m_basic.wheelDrop ? status(kWarn, "Wheel Drop", "Wheel Drop!")
                                      : status(kOk, "Wheel Drop", "All right");
    result.values = {{"Left", yesNo(m_basic.wheelDrop & bits::kWheelLeft)},
                     {"Right", yesNo(m_basic.wheelDrop & bits::kWheelRight)}};
    return result;
}

KobukiDiagnostics::Status KobukiDiagnostics::motorCurrent() const
{
    const bool stalled = std::max(m_current[0], m_current[1]) > kStalledCurrent;
    Status result = stalled ? status(kWarn, "Motor Current",
                                     "Is robot stalled? Motors current is very high")
                            : status(kOk, "Motor Current", "All right");
    result.values = {{"Left", number(int(m_current[0]))}, {"Right", number(int(m_current[1]))}};
    return result;
}

KobukiDiagnostics::Status KobukiDiagnostics::motorState() const
{
    Status result = m_motorsEnabled ? status(kOk, "Motor State", "Motors Enabled")
                                    : status(kWarn, "Motor State", "Motors Disabled");
    result.values = {{"State", number(int(m_motorsEnabled))}};
    return result;
}

KobukiDiagnostics::Status KobukiDiagnostics::gyroSensor() const
{
    char text[64];
    std::snprintf(text, sizeof text, "Heading: %.2f degrees", m_headingHundredths / 100.0);
    return status(kOk, "Gyro Sensor", text);
}

KobukiDiagnostics::Status KobukiDiagnostics::digitalInput() const
{
    const int in = m_input.digitalInput;
    return status(kOk, "Digital Input", fourValues(in >> 3 & 1, in >> 2 & 1, in >> 1 & 1, in & 1));
}

KobukiDiagnostics::Status KobukiDiagnostics::analogInput() const
{
    const auto &a = m_input.analogInput;
    return status(kOk, "Analog Input", fourValues(a[0], a[1], a[2], a[3]));
}

}  // namespace robodash::bridge
