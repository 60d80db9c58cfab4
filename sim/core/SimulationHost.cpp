#include "sim/core/SimulationHost.h"

#include <algorithm>
#include <cmath>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace robodash::sim {

namespace {

// More lag than this (the machine was busy) is forgotten rather than replayed in a burst.
constexpr std::chrono::milliseconds kMaxCatchUp{500};
// Steps run under one lock, so API calls from other threads are never kept waiting long.
constexpr int kMaxStepsPerBatch = 250;

}  // namespace

double SimulationHost::sanitizedTimeScale(double scale)
{
    return std::isfinite(scale) && scale > 0 ? std::min(scale, kMaxTimeScale) : 1.0;
}

SimulationHost::SimulationHost(HostOptions options)
    : m_options(std::move(options)), m_faultInjector(m_options.seed)
{
    m_options.timeScale = sanitizedTimeScale(m_options.timeScale);
}

SimulationHost::~SimulationHost()
{
    stop();
}

void SimulationHost::setModel(std::unique_ptr<SimulationModel> model, std::string refusal)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_model = std::move(model);
    m_refusal = std::move(refusal);
}

bool SimulationHost::openPort(std::string *reason)
{
    *reason = m_refusal;
    if (reason->empty() && !m_pty.open(reason))
        *reason = "cannot open a pseudo-terminal: " + *reason;
    if (reason->empty() && !m_pty.createLink(m_options.linkPath, reason))
        m_pty.close();
    if (reason->empty() && !m_options.traceFile.empty() && !m_trace.isOpen()
        && !m_trace.open(m_options.traceFile, reason))
        m_pty.close();
    if (reason->empty() && ::pipe2(m_wakePipe, O_NONBLOCK | O_CLOEXEC) != 0) {
        *reason = "cannot create a pipe";
        m_pty.close();
    }
    return reason->empty();
}

bool SimulationHost::start(std::string *error)
{
    if (m_running)
        return true;
    std::string reason;
    if (!openPort(&reason)) {
        if (error)
            *error = reason;
        return false;
    }
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_devicePath = m_pty.slavePath();
        m_model->setTrace(m_trace.isOpen() ? &m_trace : nullptr);
        m_wallStart = Clock::now();
        m_simStartMicros = m_model->micros();
    }
    m_running = true;
    m_thread = std::thread([this] { run(); });
    return true;
}

void SimulationHost::stop()
{
    if (!m_running.exchange(false))
        return;
    const char wake = 1;
    const ssize_t ignored = ::write(m_wakePipe[1], &wake, 1);
    (void)ignored;
    if (m_thread.joinable())
        m_thread.join();
    m_pty.close();  // the host's reads now fail: the port has vanished
    ::close(m_wakePipe[0]);
    ::close(m_wakePipe[1]);
    m_wakePipe[0] = m_wakePipe[1] = -1;
    std::lock_guard<std::mutex> lock(m_mutex);
    m_outgoing.clear();
    m_devicePath.clear();
}

void SimulationHost::run()
{
    while (m_running) {
        Clock::time_point nextStep = nextWakeUp();
        if (!m_outgoing.empty())
            nextStep = std::min(nextStep, m_outgoing.front().due);
        const bool commandsWaiting = waitForInputOrStep(nextStep);
        const Clock::time_point now = Clock::now();
        // Catch up first, so a command acts from the moment it arrived, not before.
        advanceSimulation(now);
        if (commandsWaiting)
            readCommands();
        sendDueFrames(now);
        m_pty.trimBacklog(Clock::now());
    }
}

SimulationHost::Clock::time_point SimulationHost::nextWakeUp()
{
    // Wake when the next frame is due; physics catches up in steps then, and commands wake
    // us at once anyway.
    std::lock_guard<std::mutex> lock(m_mutex);
    const double due = static_cast<double>(m_model->nextFrameMicros() - m_simStartMicros)
        / m_options.timeScale;
    return m_wallStart + std::chrono::microseconds(static_cast<std::int64_t>(due));
}

bool SimulationHost::waitForInputOrStep(Clock::time_point nextStep)
{
    const auto wait = std::max(std::chrono::nanoseconds(0), nextStep - Clock::now());
    const auto capped = std::min<std::chrono::nanoseconds>(wait, std::chrono::milliseconds(20));
    timespec timeout{};
    timeout.tv_sec = static_cast<time_t>(capped.count() / 1000000000);
    timeout.tv_nsec = static_cast<long>(capped.count() % 1000000000);
    pollfd fds[2] = {{m_pty.masterFd(), POLLIN, 0}, {m_wakePipe[0], POLLIN, 0}};
    const int ready = ::ppoll(fds, 2, &timeout, nullptr);
    if (ready <= 0)
        return false;
    if (fds[0].revents & (POLLHUP | POLLERR)) {
        // Not expected while we hold the slave open; never spin on it regardless.
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return false;
    }
    return fds[0].revents & POLLIN;
}

void SimulationHost::readCommands()
{
    std::uint8_t buffer[4096];
    for (int chunk = 0; chunk < 16; ++chunk) {
        const std::size_t n = m_pty.read(buffer, sizeof buffer);
        if (n == 0)
            return;
        std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_faults.silent)  // a robot switched off hears nothing either
            m_model->receive(buffer, n);
    }
}

void SimulationHost::advanceSimulation(Clock::time_point now)
{
    std::vector<std::vector<std::uint8_t>> frames;
    int delayMs = 0;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        SimulationModel &model = *m_model;
        const std::int64_t stepMicros = model.stepMicros();
        const auto elapsed = std::chrono::duration<double, std::micro>(now - m_wallStart).count();
        std::int64_t target = m_simStartMicros
            + static_cast<std::int64_t>(elapsed * m_options.timeScale);
        const auto maxLag = static_cast<std::int64_t>(
            std::chrono::duration<double, std::micro>(kMaxCatchUp).count() * m_options.timeScale);
        if (target - model.micros() > maxLag) {
            // Skip the time we could not simulate rather than burst through it later: move
            // the simulated start back by the skipped span, so that "now" maps to one step
            // ahead. (Adding it instead doubled the offset at every stall until the wake-up
            // time overflowed: UBSan caught it on a loaded machine.)
            m_simStartMicros -= target - model.micros() - stepMicros;
            target = model.micros() + stepMicros;
        }
        const auto sink = [&frames](std::vector<std::uint8_t> &&frame) {
            frames.push_back(std::move(frame));
        };
        for (int i = 0; i < kMaxStepsPerBatch && model.micros() + stepMicros <= target; ++i)
            model.step(sink);
        delayMs = std::max(0, m_faults.delayMs);
    }
    for (auto &frame : frames)
        m_outgoing.push_back({now + std::chrono::milliseconds(delayMs), std::move(frame)});
}

void SimulationHost::sendDueFrames(Clock::time_point now)
{
    // Not the virtual faults(): this thread runs on while a derived twin is being destroyed.
    const Faults active = locked([this] { return m_faults; });
    std::uint64_t sent = 0;
    while (!m_outgoing.empty() && m_outgoing.front().due <= now) {
        PendingFrame frame = std::move(m_outgoing.front());
        m_outgoing.pop_front();
        if (m_faultInjector.pass(frame.bytes, active)
            && m_pty.writeFrame(frame.bytes.data(), frame.bytes.size()))
            ++sent;
    }
    std::lock_guard<std::mutex> lock(m_mutex);
    m_framesSent += sent;
    m_droppedByPort = m_pty.droppedFrames();
}

// ---- the VirtualRobot interface: the same for every family ----

std::string SimulationHost::devicePath() const
{
    return locked([this] { return m_devicePath; });
}

void SimulationHost::reset()
{
    locked([this] {
        m_model->resetRobot();
        m_faults = Faults{};
        m_hardwareFaults = HardwareFaults{};
        m_model->setHardwareFaults(m_hardwareFaults);
    });
}

double SimulationHost::simulatedSeconds() const
{
    return locked([this] { return m_model->seconds(); });
}

void SimulationHost::setFaults(const Faults &faults)
{
    locked([this, &faults] { m_faults = faults; });
}

Faults SimulationHost::faults() const
{
    return locked([this] { return m_faults; });
}

void SimulationHost::setHardwareFaults(const HardwareFaults &faults)
{
    locked([this, &faults] {
        m_hardwareFaults = faults;
        m_model->setHardwareFaults(faults);
    });
}

HardwareFaults SimulationHost::hardwareFaults() const
{
    return locked([this] { return m_hardwareFaults; });
}

std::uint64_t SimulationHost::feedbackFramesSent() const
{
    return locked([this] { return m_framesSent; });
}

std::uint64_t SimulationHost::framesDroppedByPort() const
{
    return locked([this] { return m_droppedByPort; });
}

std::optional<TwinScene> SimulationHost::scene() const
{
    return locked([this]() -> std::optional<TwinScene> {
        if (!m_model)
            return std::nullopt;  // no model installed yet
        return TwinScene{m_model->truePose(), m_model->world()};
    });
}

}  // namespace robodash::sim
