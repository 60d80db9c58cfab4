#pragma once
// The whole virtual ATRV-Jr in simulated time, without threads or a port: the rFLEX
// firmware's command side, both motion axes, the body on the shared world, sonars, bump
// panels and battery, advanced in fixed 5 ms steps. VirtualAtrvJr's host drives it from its
// thread; tests drive it directly.
//
// What it sends, all stuffed (every 0x1B inside a frame written 1B 00), ids increasing:
// - MOT_SYSTEM_REPORT for each axis in the requested mask, every requested period;
// - DIO_REPORT of the bump panels (address 0x40, bit 0 front, bit 1 rear) every requested
//   DIO period;
// - SONAR_REPORT while the sonar runs: six sonars of the ring per report, one report every
//   kSonarReportMicros, a wall beyond 5 m reported as no echo;
// - the answers owed: SYS_STATUS (timestamp, volts, brake), the DIO acknowledgements, the
//   joystick state (always centred: the twin has no joystick).
// Timestamps are milliseconds since power-on.

#include "sim/core/BatteryHealth.h"
#include "sim/core/DifferentialDrive.h"
#include "sim/core/Pose.h"
#include "sim/core/SimulationModel.h"
#include "sim/core/World.h"
#include "sim/rflex/AxisMotion.h"
#include "sim/rflex/ReportTimer.h"
#include "sim/rflex/RflexFirmware.h"

#include "rflex/BumpPanels.h"
#include "rflex/RobotDescription.h"

#include <cstdint>
#include <vector>

namespace robodash::sim {

class AtrvJrSimulation : public SimulationModel {
public:
    static constexpr std::int64_t kStepMicros = 5000;
    static constexpr std::int64_t kSonarReportMicros = 40000;  // the 17-sonar ring in 120 ms
    static constexpr std::int64_t kPoseTracePeriodMicros = 100000;

    explicit AtrvJrSimulation(World world);

    std::int64_t micros() const override { return m_micros; }
    std::int64_t stepMicros() const override { return kStepMicros; }
    std::int64_t nextFrameMicros() const override;
    void step(const FrameSink &sink) override;
    void receive(const std::uint8_t *data, std::size_t size) override;
    void setTrace(TraceWriter *trace) override { m_trace = trace; }
    // Back at the origin, stopped with the brake engaged, battery full. Report requests and
    // the sonar switch are the host's business and stay; the axis positions keep counting
    // from where they were, so a host's odometry sees no jump in the counters.
    void resetRobot() override;
    // A weak motor on a side, a dead encoder on a side (the base counts its axes from the two
    // sides' encoders, so both axes go wrong), a worn battery or a dead cell, stuck or dead
    // bump panels (bits front 1, rear 2). It has no gyro, cliff sensors or charger report.
    void setHardwareFaults(const HardwareFaults &faults) override;

    void placeRobot(const Pose &pose) { m_drive.place(pose); }
    Pose pose() const { return m_drive.pose(); }
    Pose truePose() const override { return pose(); }
    void setBatteryVolts(double volts);  // what it reads at the terminals now
    double batteryVolts() const;        // at the terminals, sagging with the motors' current
    rflex::BumpPanels bumpPanels() const;
    double translationVelocity() const { return m_translation.velocity(); }  // raw units/s
    double rotationVelocity() const { return m_rotation.velocity(); }
    std::int32_t translationPosition() const;
    std::int32_t rotationPosition() const;

    const World &world() const override { return m_world; }
    const rflex::RobotDescription &description() const { return m_description; }
    const RflexFirmware &firmware() const { return m_firmware; }
    RflexFirmware &firmware() { return m_firmware; }

private:
    void rebuildBody();
    double motorAmperes() const;
    void countAxes(const Pose &before, const Pose &after);
    std::uint32_t timestampMs() const;
    std::uint8_t nextId() { return m_nextId++; }
    void followCommands();
    void moveBody(double seconds);
    void sendReplies(const FrameSink &sink);
    void sendReports(const FrameSink &sink);
    void sendMotionReports(const FrameSink &sink);
    void sendSonarReport(const FrameSink &sink);
    std::vector<std::uint8_t> panelReport();

    World m_world;
    rflex::RobotDescription m_description;
    RflexFirmware m_firmware;
    DifferentialDrive m_drive;
    AxisMotion m_translation, m_rotation;
    double m_translationUnits = 0, m_rotationUnits = 0;  // unwrapped axis positions
    double m_volts;  // open-circuit, as a healthy battery's charge gives it
    BatteryHealth m_battery;
    HardwareFaults m_faults;
    ReportTimer m_motionTimer, m_dioTimer, m_sonarTimer;
    std::size_t m_sonarCursor = 0;
    std::uint8_t m_nextId = 0;
    std::int64_t m_micros = 0;
    TraceWriter *m_trace = nullptr;
};

}  // namespace robodash::sim
