#pragma once
// The whole virtual Rover Pro in simulated time, without threads or a port: firmware,
// skid-steer body, motors, flipper and two smart batteries in the shared world, advanced in
// fixed 2 ms steps. The robot only answers: each request is answered at the next step, so a
// second request in the same instant meets the older line's "latest only" rule. VirtualRover's
// host drives it from its thread and carries the bytes; tests can drive it directly.

#include "sim/core/DifferentialDrive.h"
#include "sim/core/Pose.h"
#include "sim/core/SimulationModel.h"
#include "sim/core/World.h"
#include "sim/rover/Flipper.h"
#include "sim/rover/MotorTemperature.h"
#include "sim/rover/RoverFirmware.h"
#include "sim/rover/RoverReadings.h"
#include "sim/rover/SmartBattery.h"

#include <array>
#include <cstdint>
#include <optional>

namespace robodash::sim {

class TraceWriter;

struct RoverSimulationSettings {
    std::uint16_t register40 = 10300;  // the firmware it runs (RoverFirmwareVersion)
    double startChargeA = 0.90;
    double startChargeB = 0.85;        // packs rarely match: show both
};

class RoverSimulation : public SimulationModel {
public:
    static constexpr std::int64_t kStepMicros = 2000;              // physics at 500 Hz
    static constexpr std::int64_t kIdleWakeMicros = 20000;         // nothing asked: check in
    static constexpr std::int64_t kPoseTracePeriodMicros = 100000;

    RoverSimulation(World world, const RoverSimulationSettings &settings);

    void receive(const std::uint8_t *data, std::size_t size) override;
    void step(const FrameSink &sink) override;
    std::int64_t micros() const override { return m_micros; }
    std::int64_t stepMicros() const override { return kStepMicros; }
    std::int64_t nextFrameMicros() const override;
    void setTrace(TraceWriter *trace) override { m_trace = trace; }
    // Back at the origin, packs at their start charge, motors cool, flipper folded, firmware
    // restarted (motors stopped, fan off, no fault).
    void resetRobot() override;
    // A weak motor or dead encoder on a side, a worn pack or a dead cell (in each pack: one
    // switch for the robot's battery), a broken charger; it has no gyro or contact sensors.
    void setHardwareFaults(const HardwareFaults &faults) override;

    void placeRobot(const Pose &pose) { m_drive.place(pose); }
    Pose pose() const { return m_drive.pose(); }
    Pose truePose() const override { return pose(); }
    void setCharging(bool charging) { m_charging = charging; }  // plugged in
    void setBatteryCharge(int pack, double fraction);  // 0 A, 1 B

    RoverReadings readings() const;
    // What the robot would answer for the register now; nothing when its line lacks it.
    std::optional<std::uint16_t> registerValue(std::uint8_t number) const;
    const RoverFirmware &firmware() const { return m_firmware; }
    RoverFirmware &firmware() { return m_firmware; }
    const DifferentialDrive &drive() const { return m_drive; }
    const World &world() const override { return m_world; }
    const SmartBattery &battery(int pack) const { return m_batteries[pack == 0 ? 0 : 1]; }
    double motorCelsius(int side) const { return m_motorTemperature[side == 0 ? 0 : 1].celsius(); }
    double flipperDegrees() const { return m_flipper.degrees(); }

private:
    void applyHardwareFaults();
    void rebuildBodyAndPacks();
    bool charging() const { return m_charging && !m_faults.chargerBroken; }
    void advanceBody(double seconds);
    void answerRequests(const FrameSink &sink);
    void tracePacket(const rover::ReceivedHostPacket &packet, std::int64_t micros);
    double leftAmperes() const;
    double rightAmperes() const;

    World m_world;
    RoverSimulationSettings m_settings;
    RoverFirmware m_firmware;
    DifferentialDrive m_drive;
    std::array<MotorTemperature, 2> m_motorTemperature{};
    std::array<SmartBattery, 2> m_batteries;
    Flipper m_flipper;
    bool m_charging = false;
    HardwareFaults m_faults;
    TraceWriter *m_trace = nullptr;
    std::int64_t m_micros = 0;
};

}  // namespace robodash::sim
