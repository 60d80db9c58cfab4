#include "SyntheticTelemetry.h"

#include "core/DriverOutput.h"
#include "kobuki/FeedbackEncoder.h"

#include <cmath>
#include <cstring>

using namespace robodash;

const char *const SyntheticTelemetry::kSignalNames[7] = {
    "basicSensors", "dockIr", "inertia", "cliff", "current", "rawGyro", "generalPurposeInput"};

SyntheticTelemetry::SyntheticTelemetry(link::RobotLink &link) : m_link(link)
{
    // Not live: a log's start-up, so the driver asks nothing of a robot that is not there.
    core::DriverOutput ignored;
    m_driver.start(0, false, ignored);
}

bool SyntheticTelemetry::wanted(const char *signalName) const
{
    return !m_only || std::strcmp(m_only, signalName) == 0;
}

void SyntheticTelemetry::emitFrame(qint64 receivedMs)
{
    const std::vector<std::uint8_t> bytes = nextFrameBytes();
    if (bytes.empty())
        return;  // emitOnly("none"): the feeder's own cost, nothing for the window
    core::DriverOutput out;
    m_driver.receive(bytes.data(), bytes.size(), receivedMs, out);
    for (const core::TelemetrySample &sample : out.samples)
        emit m_link.telemetry(sample);
}

std::vector<std::uint8_t> SyntheticTelemetry::nextFrameBytes()
{
    const quint64 i = m_index++;
    const double t = double(i) * 0.02;  // telemetry seconds
    const auto wave = [t](double periodS, double amplitude) {
        return amplitude * std::sin(2 * M_PI * t / periodS);
    };

    kobuki::BasicSensors basic;
    basic.timeStamp = static_cast<std::uint16_t>(i * 20);
    basic.leftEncoder = static_cast<std::uint16_t>(i * 7);
    basic.rightEncoder = static_cast<std::uint16_t>(i * 9);
    basic.leftPwm = static_cast<std::int8_t>(wave(7, 60));
    basic.rightPwm = static_cast<std::int8_t>(wave(9, 60));
    basic.battery = static_cast<std::uint8_t>(150 + wave(60, 10));
    kobuki::FeedbackEncoder encoder;
    if (wanted("basicSensors"))
        encoder.add(basic);

    if (wanted("dockIr"))
        encoder.add(kobuki::DockIr{std::uint8_t(i / 25 % 4), 0, std::uint8_t(i / 50 % 2)});
    const auto heading = static_cast<std::int16_t>(std::lround(std::fmod(t * 1500, 36000) - 18000));
    if (wanted("inertia"))
        encoder.add(kobuki::Inertia{heading, 150});
    if (wanted("cliff"))
        encoder.add(kobuki::Cliff{{std::uint16_t(2100 + wave(3, 300)),
                                   std::uint16_t(2200 + wave(4, 300)),
                                   std::uint16_t(2300 + wave(5, 300))}});
    if (wanted("current"))
        encoder.add(kobuki::Current{{std::uint8_t(3 + i % 5), std::uint8_t(4 + i % 3)}});

    kobuki::RawGyro gyro;
    gyro.frameId = static_cast<std::uint8_t>(i * 2);
    gyro.sampleCount = i % 2 ? 3 : 2;
    for (std::size_t s = 0; s < gyro.sampleCount; ++s)
        gyro.samples[s] = {static_cast<std::int16_t>(wave(2, 400)), -12, 1700};
    if (wanted("rawGyro"))
        encoder.add(gyro);

    kobuki::GeneralPurposeInput input;
    input.digitalInput = static_cast<std::uint16_t>(i / 100 % 16);
    input.analogInput = {std::uint16_t(2048 + wave(6, 1000)), 200, 300, 400};
    if (wanted("generalPurposeInput"))
        encoder.add(input);
    return encoder.empty() ? std::vector<std::uint8_t>() : encoder.frame();
}
