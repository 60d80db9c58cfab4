#include "KobukiFrameAssembler.h"

#include "kobuki/FeedbackEncoder.h"

namespace robodash::bridge {
namespace {

// The robot sends two or three raw gyro samples a frame; more than this waiting means the
// core topic is not coming, and they go on their own.
constexpr std::uint8_t kRawGyroSamplesPerFrame = 8;

}  // namespace

KobukiFrameAssembler::Frame KobukiFrameAssembler::takePending(const SensorStateFeedback *state)
{
    kobuki::FeedbackEncoder encoder;
    if (state) {
        encoder.add(state->basic);
        if (state->cliff)
            encoder.add(*state->cliff);
        if (state->current)
            encoder.add(*state->current);
        if (state->input)
            encoder.add(*state->input);
    }
    if (m_inertia)
        encoder.add(*m_inertia);
    if (m_dock)
        encoder.add(*m_dock);
    if (m_gyro.sampleCount > 0) {
        m_gyro.frameId = m_nextGyroFrameId++;
        encoder.add(m_gyro);
    }
    m_inertia.reset();
    m_dock.reset();
    m_gyro.sampleCount = 0;
    return encoder.frame();
}

std::vector<KobukiFrameAssembler::Frame> KobukiFrameAssembler::addSensorState(
    const SensorStateFeedback &state)
{
    return {takePending(&state)};
}

std::vector<KobukiFrameAssembler::Frame> KobukiFrameAssembler::addInertia(
    const kobuki::Inertia &inertia)
{
    std::vector<Frame> ready;
    if (m_inertia)
        ready.push_back(takePending(nullptr));
    m_inertia = inertia;
    return ready;
}

std::vector<KobukiFrameAssembler::Frame> KobukiFrameAssembler::addDockIr(const kobuki::DockIr &dock)
{
    std::vector<Frame> ready;
    if (m_dock)
        ready.push_back(takePending(nullptr));
    m_dock = dock;
    return ready;
}

std::vector<KobukiFrameAssembler::Frame> KobukiFrameAssembler::addRawGyroSample(
    const std::array<std::int16_t, 3> &sample)
{
    std::vector<Frame> ready;
    if (m_gyro.sampleCount >= kRawGyroSamplesPerFrame)
        ready.push_back(takePending(nullptr));
    m_gyro.samples[m_gyro.sampleCount++] = sample;
    return ready;
}

KobukiFrameAssembler::Frame KobukiFrameAssembler::versionFrame(const VersionFeedback &version)
{
    kobuki::FeedbackEncoder encoder;
    if (version.hardware)
        encoder.addHardwareVersion(*version.hardware);
    if (version.firmware)
        encoder.addFirmwareVersion(*version.firmware);
    if (version.udid)
        encoder.add(*version.udid);
    return encoder.empty() ? Frame{} : encoder.frame();
}

KobukiFrameAssembler::Frame KobukiFrameAssembler::controllerFrame(const kobuki::ControllerInfo &info)
{
    kobuki::FeedbackEncoder encoder;
    encoder.add(info);
    return encoder.frame();
}

}  // namespace robodash::bridge
