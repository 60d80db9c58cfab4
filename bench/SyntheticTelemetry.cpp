#include "SyntheticTelemetry.h"

#include <cmath>
#include <cstring>

using namespace robodash;

const char *const SyntheticTelemetry::kSignalNames[7] = {
    "basicSensors", "dockIr", "inertia", "cliff", "current", "rawGyro", "generalPurposeInput"};

bool SyntheticTelemetry::wanted(const char *signalName) const
{
    return !m_only || std::strcmp(m_only, signalName) == 0;
}

void SyntheticTelemetry::emitFrame(qint64 receivedMs)
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
    if (wanted("basicSensors"))
        emit m_link.basicSensors(basic, receivedMs);

    if (wanted("dockIr"))
        emit m_link.dockIr(kobuki::DockIr{std::uint8_t(i / 25 % 4), 0, std::uint8_t(i / 50 % 2)},
                       receivedMs);
    const auto heading = static_cast<std::int16_t>(std::lround(std::fmod(t * 1500, 36000) - 18000));
    if (wanted("inertia"))
        emit m_link.inertia(kobuki::Inertia{heading, 150}, receivedMs);
    if (wanted("cliff"))
        emit m_link.cliff(kobuki::Cliff{{std::uint16_t(2100 + wave(3, 300)),
                                     std::uint16_t(2200 + wave(4, 300)),
                                     std::uint16_t(2300 + wave(5, 300))}},
                      receivedMs);
    if (wanted("current"))
        emit m_link.current(kobuki::Current{{std::uint8_t(3 + i % 5), std::uint8_t(4 + i % 3)}},
                        receivedMs);

    kobuki::RawGyro gyro;
    gyro.frameId = static_cast<std::uint8_t>(i * 2);
    gyro.sampleCount = i % 2 ? 3 : 2;
    for (std::size_t s = 0; s < gyro.sampleCount; ++s)
        gyro.samples[s] = {static_cast<std::int16_t>(wave(2, 400)), -12, 1700};
    if (wanted("rawGyro"))
        emit m_link.rawGyro(gyro, receivedMs);

    kobuki::GeneralPurposeInput input;
    input.digitalInput = static_cast<std::uint16_t>(i / 100 % 16);
    input.analogInput = {std::uint16_t(2048 + wave(6, 1000)), 200, 300, 400};
    if (wanted("generalPurposeInput"))
        emit m_link.generalPurposeInput(input, receivedMs);
}
