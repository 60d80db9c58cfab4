#pragma once
// The whole virtual Kobuki in simulated time, without threads or a port: firmware, body,
// battery, gyro and world, advanced in fixed 2 ms steps. VirtualKobuki's host drives it from
// its thread and carries the bytes; tests can drive it directly.

#include "sim/kobuki/Battery.h"
#include "sim/core/DifferentialDrive.h"
#include "sim/kobuki/GyroSensor.h"
#include "sim/kobuki/KobukiFirmware.h"
#include "sim/core/Pose.h"
#include "sim/core/SimulationModel.h"
#include "sim/core/World.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <vector>

namespace robodash::sim {

class TraceWriter;

struct SimulationSettings {
    std::uint32_t seed = 1;
    double gyroNoiseDps = 0.02;
    std::optional<double> gyroBiasDps;  // set: instead of the world's imperfections' bias
};

class RobotSimulation : public SimulationModel {
public:
    static constexpr std::int64_t kStepMicros = 2000;            // physics at 500 Hz
    static constexpr std::int64_t kFeedbackPeriodMicros = 20000; // feedback at 50 Hz
    static constexpr std::int64_t kPoseTracePeriodMicros = 100000;
    static constexpr std::uint16_t kCliffFloorPsd = 2300;       // floor about 3 cm below
    static constexpr std::uint16_t kCliffDropPsd = 120;         // nothing within range

    RobotSimulation(World world, const SimulationSettings &settings);

    void receive(const std::uint8_t *data, std::size_t size) override;  // command bytes
    void step(const FrameSink &sink) override;                          // one kStepMicros
    std::int64_t micros() const override { return m_micros; }
    std::int64_t stepMicros() const override { return kStepMicros; }
    std::int64_t nextFrameMicros() const override;

    void setTrace(TraceWriter *trace) override;
    void setHardwareFaults(const HardwareFaults &faults) override;

    void placeRobot(const Pose &pose) { m_drive.place(pose); }
    // As after power-on at the start: at the origin, battery at its start charge, buttons up,
    // wheels down, no adapter, inputs low. Commands, gains and outputs are the host's business.
    void resetRobot() override;
    Pose pose() const { return m_drive.pose(); }
    Pose truePose() const override { return pose(); }
    void pressButton(int index, bool pressed);
    void liftWheel(int wheel, bool lifted);
    void setBatteryVolts(double volts) { m_battery.setVolts(volts); }
    double batteryVolts() const { return m_battery.volts(); }  // at the terminals, under load
    const Battery &battery() const { return m_battery; }
    // The firmware's heading (Inertia angle), rad since power-on: the gyro's rate integrated,
    // bias and all, so it drifts from the true heading as a real Kobuki's does.
    double firmwareHeading() const { return m_firmwareHeading; }
    const GyroSensor &gyro() const { return m_gyro; }
    void setAdapterPlugged(bool plugged) { m_adapterPlugged = plugged; }
    void setDigitalInputs(std::uint16_t bits) { m_digitalInputs = bits; }
    void setAnalogInput(int channel, std::uint16_t raw);

    const World &world() const override { return m_world; }
    const KobukiFirmware &firmware() const { return m_firmware; }
    KobukiFirmware &firmware() { return m_firmware; }
    const DifferentialDrive &drive() const { return m_drive; }
    SensorReadings readings();  // what the sensors measure now (consumes gyro samples)

private:
    std::uint8_t wheelDropBits() const;
    kobuki::BasicSensors basicSensors() const;
    kobuki::Cliff cliffReadings(std::uint8_t *cliffBits);
    void sampleGyroUpTo(std::int64_t micros);
    kobuki::RawGyro takeGyroSamples();
    void applyHardwareFaults();
    double measuredYawRate() const;  // rad/s, what the gyro says

    World m_world;
    KobukiFirmware m_firmware;
    DifferentialDrive m_drive;
    Battery m_battery;
    GyroSensor m_gyro;
    HardwareFaults m_faults;
    double m_firmwareHeading = 0;
    std::mt19937 m_psdNoise;
    TraceWriter *m_trace = nullptr;

    std::int64_t m_micros = 0;
    std::uint16_t m_timestampOffsetMs = 0;
    std::int64_t m_nextGyroMicros = 0;
    std::uint8_t m_gyroFrameId = 0;
    std::vector<std::array<std::int16_t, 3>> m_gyroSamples;

    std::uint8_t m_buttons = 0;
    std::uint8_t m_liftedWheels = 0;
    bool m_adapterPlugged = false;
    std::uint16_t m_digitalInputs = 0;
    std::array<std::uint16_t, 4> m_analogInputs{};
};

}  // namespace robodash::sim
