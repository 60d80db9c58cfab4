#include "sim/rover/RoverSimulation.h"

#include "sim/core/TraceWriter.h"
#include "sim/rover/RegisterValues.h"
#include "sim/rover/RoverBody.h"

#include "rover/Reply.h"

namespace robodash::sim {

RoverSimulation::RoverSimulation(World world, const RoverSimulationSettings &settings)
    : m_world(std::move(world)),
      m_settings(settings),
      m_firmware(settings.register40),
      m_drive(roverbody::kRoverDrive)
{
    rebuildBodyAndPacks();
    m_firmware.onPacket = [this](const rover::ReceivedHostPacket &packet, std::int64_t micros) {
        tracePacket(packet, micros);
    };
}

void RoverSimulation::receive(const std::uint8_t *data, std::size_t size)
{
    m_firmware.receive(data, size, m_micros);
}

std::int64_t RoverSimulation::nextFrameMicros() const
{
    // A request waiting is answered at the next step; otherwise only physics runs, and the
    // host catches it up whenever it wakes.
    if (m_firmware.hasPendingRequests())
        return m_micros + kStepMicros;
    return (m_micros / kIdleWakeMicros + 1) * kIdleWakeMicros;
}

void RoverSimulation::step(const FrameSink &sink)
{
    m_micros += kStepMicros;
    const double dt = static_cast<double>(kStepMicros) * 1e-6;
    m_firmware.tick(m_micros, m_drive.leftWheelSpeed(), m_drive.rightWheelSpeed());
    advanceBody(dt);
    answerRequests(sink);
    if (m_trace && m_micros % kPoseTracePeriodMicros == 0)
        m_trace->writePose(seconds(), m_drive.pose());
}

void RoverSimulation::advanceBody(double seconds)
{
    const MotorCommand command = m_firmware.motorCommand(m_micros);
    m_drive.step(seconds, command.leftMps, command.rightMps, true, m_world);
    m_flipper.update(seconds, command.flipperEffort);
    m_motorTemperature[0].update(seconds, leftAmperes());
    m_motorTemperature[1].update(seconds, rightAmperes());
    // The packs share the load evenly: they sit in parallel on one bus.
    const double perPack = (leftAmperes() + rightAmperes() + roverbody::kElectronicsAmperes) / 2;
    for (SmartBattery &pack : m_batteries)
        pack.update(seconds, perPack, charging());
}

void RoverSimulation::answerRequests(const FrameSink &sink)
{
    if (!m_firmware.hasPendingRequests())
        return;
    const RoverReadings now = readings();
    for (const std::uint8_t number : m_firmware.takeRequests()) {
        const auto value = sim::registerValue(number, now, m_firmware);
        if (!value)
            continue;
        const rover::ReplyBytes bytes = rover::encodeReply({number, *value});
        m_firmware.recordReply(*value);
        if (sink)
            sink(std::vector<std::uint8_t>(bytes.begin(), bytes.end()));
    }
}

double RoverSimulation::leftAmperes() const
{
    return m_drive.leftAmperes() * roverbody::kMotorCurrentScale;
}

double RoverSimulation::rightAmperes() const
{
    return m_drive.rightAmperes() * roverbody::kMotorCurrentScale;
}

RoverReadings RoverSimulation::readings() const
{
    RoverReadings r;
    r.leftMps = m_drive.leftWheelSpeed();
    r.rightMps = m_drive.rightWheelSpeed();
    r.leftEncoder = m_drive.leftEncoder();
    r.rightEncoder = m_drive.rightEncoder();
    r.leftAmperes = leftAmperes();
    r.rightAmperes = rightAmperes();
    r.leftMotorCelsius = m_motorTemperature[0].celsius();
    r.rightMotorCelsius = m_motorTemperature[1].celsius();
    r.flipperAngle = m_flipper.angleRegister();
    r.flipperPot = m_flipper.potRegister();
    for (std::size_t i = 0; i < m_batteries.size(); ++i) {
        const SmartBattery &pack = m_batteries[i];
        r.batteries[i] = {pack.volts(), pack.amperes(), pack.kelvin(),
                          pack.stateOfChargePercent(), pack.statusWord()};
    }
    r.charging = charging();
    return r;
}

std::optional<std::uint16_t> RoverSimulation::registerValue(std::uint8_t number) const
{
    return sim::registerValue(number, readings(), m_firmware);
}

void RoverSimulation::setBatteryCharge(int pack, double fraction)
{
    m_batteries[pack == 0 ? 0 : 1].setChargeFraction(fraction);
}

void RoverSimulation::resetRobot()
{
    rebuildBodyAndPacks();
    for (MotorTemperature &motor : m_motorTemperature)
        motor.reset();
    m_flipper.reset();
    m_charging = false;
    m_firmware.restart();
}

void RoverSimulation::rebuildBodyAndPacks()
{
    const double packOhms = m_world.imperfections.internalResistanceOhms.value_or(SmartBattery::kInternalOhms);
    m_drive = DifferentialDrive(roverbody::kRoverDrive);
    m_drive.setStuckAtWalls(m_world.imperfections.stuckAtWalls);
    m_batteries = {SmartBattery(m_settings.startChargeA, packOhms),
                   SmartBattery(m_settings.startChargeB, packOhms)};
    applyHardwareFaults();
}

void RoverSimulation::setHardwareFaults(const HardwareFaults &faults)
{
    m_faults = faults;
    applyHardwareFaults();
}

void RoverSimulation::applyHardwareFaults()
{
    m_drive.applyWheelFaults(m_faults);
    for (SmartBattery &pack : m_batteries)
        pack.applyFaults(m_faults);
}

void RoverSimulation::tracePacket(const rover::ReceivedHostPacket &packet, std::int64_t micros)
{
    if (!m_trace)
        return;
    m_trace->writeLine(TraceWriter::format(
        "{\"type\":\"packet\",\"t\":%.3f,\"left\":%u,\"right\":%u,\"flipper\":%u,"
        "\"param1\":%u,\"param2\":%u}",
        static_cast<double>(micros) * 1e-6, unsigned{packet.motors.left},
        unsigned{packet.motors.right}, unsigned{packet.motors.flipper}, unsigned{packet.param1},
        unsigned{packet.param2}));
}

}  // namespace robodash::sim
