#include "KobukiFrameAssembler.h"

namespace robodash::bridge {
namespace {

// The robot sends two or three raw gyro samples a frame; more than this waiting means the
// core topic is not coming, and they go on their own.
constexpr std::uint8_t kRawGyroSamplesPerFrame = 8;

}  // namespace

KobukiFrameAssembler::Frame KobukiFrameAssembler::takePending(const SensorStateFeedback *state)
{
    Frame frame;
    if (state) {
        frame.basicSensors = state->basic;
        frame.cliff = state->cliff;
        frame.current = state->current;
        frame.generalPurposeInput = state->input;
    }
    frame.inertia = m_inertia;
    frame.dockIr = m_dock;
    if (m_gyro.sampleCount > 0) {
        m_gyro.frameId = m_nextGyroFrameId++;
        frame.rawGyro = m_gyro;
    }
    m_inertia.reset();
    m_dock.reset();
    m_gyro.sampleCount = 0;
    return frame;
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
    Frame frame;
    frame.hardwareVersion = version.hardware;
    frame.firmwareVersion = version.firmware;
    frame.udid = version.udid;
    return frame;
}

KobukiFrameAssembler::Frame KobukiFrameAssembler::controllerFrame(const kobuki::ControllerInfo &info)
{
    Frame frame;
    frame.controllerInfo = info;
    return frame;
}

}  // namespace robodash::bridge
