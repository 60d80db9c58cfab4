#include "sim/kobuki/VirtualKobuki.h"

#include "sim/core/PseudoTerminal.h"
#include "sim/kobuki/RobotSimulation.h"
#include "sim/core/TraceWriter.h"
#include "sim/core/WorldFile.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <deque>
#include <fcntl.h>
#include <mutex>
#include <poll.h>
#include <random>
#include <thread>
#include <unistd.h>

namespace robodash::sim {

namespace {

using Clock = std::chrono::steady_clock;

// More lag than this (the machine was busy) is forgotten rather than replayed in a burst.
constexpr std::chrono::milliseconds kMaxCatchUp{500};
// Steps run under one lock, so API calls from other threads are never kept waiting long.
constexpr int kMaxStepsPerBatch = 250;
constexpr double kMaxTimeScale = 1000.0;

struct PendingFrame {
    Clock::time_point due;
    std::vector<std::uint8_t> bytes;
};

double sanitizedTimeScale(double scale)
{
    return std::isfinite(scale) && scale > 0 ? std::min(scale, kMaxTimeScale) : 1.0;
}

}  // namespace

class VirtualKobuki::Impl {
public:
    explicit Impl(VirtualKobukiOptions opts) : options(std::move(opts)), faultRandom(options.seed)
    {
        options.timeScale = sanitizedTimeScale(options.timeScale);
        World world = World::defaultWorld();
        if (!options.worldFile.empty()) {
            if (auto loaded = WorldFile::load(options.worldFile, &loadError))
                world = *loaded;
        }
        SimulationSettings settings;
        settings.seed = options.seed;
        settings.gyroNoiseDps = options.gyroNoiseDps;
        settings.gyroBiasDps = options.gyroBiasDps;
        sim = std::make_unique<RobotSimulation>(std::move(world), settings);
    }

    ~Impl() { stop(); }

    bool start(std::string *error);
    void stop();
    void run();

    VirtualKobukiOptions options;
    mutable std::mutex mutex;  // guards everything below except `running`
    std::unique_ptr<RobotSimulation> sim;
    Faults faults;
    std::uint64_t framesSent = 0;
    std::uint64_t droppedByPort = 0;
    std::string devicePath;
    std::string loadError;
    std::atomic<bool> running{false};

private:
    bool waitForInputOrStep(Clock::time_point nextStep);
    void readCommands();
    void advanceSimulation(Clock::time_point now);
    void sendDueFrames(Clock::time_point now);
    void applyByteFaults(std::vector<std::uint8_t> &bytes, double fraction);

    PseudoTerminal pty;
    TraceWriter trace;
    std::thread thread;
    int wakePipe[2] = {-1, -1};
    std::mt19937 faultRandom;
    std::deque<PendingFrame> outgoing;
    Clock::time_point wallStart;
    std::int64_t simStartMicros = 0;
};

bool VirtualKobuki::Impl::start(std::string *error)
{
    if (running)
        return true;
    std::string reason = loadError;
    if (reason.empty() && !pty.open(&reason))
        reason = "cannot open a pseudo-terminal: " + reason;
    if (reason.empty() && !pty.createLink(options.linkPath, &reason))
        pty.close();
    if (reason.empty() && !options.traceFile.empty() && !trace.isOpen()
        && !trace.open(options.traceFile, &reason))
        pty.close();
    if (reason.empty() && ::pipe2(wakePipe, O_NONBLOCK | O_CLOEXEC) != 0) {
        reason = "cannot create a pipe";
        pty.close();
    }
    if (!reason.empty()) {
        if (error)
            *error = reason;
        return false;
    }
    {
        std::lock_guard<std::mutex> lock(mutex);
        devicePath = pty.slavePath();
        sim->setTrace(trace.isOpen() ? &trace : nullptr);
        wallStart = Clock::now();
        simStartMicros = sim->micros();
    }
    running = true;
    thread = std::thread([this] { run(); });
    return true;
}

void VirtualKobuki::Impl::stop()
{
    if (!running.exchange(false))
        return;
    const char wake = 1;
    const ssize_t ignored = ::write(wakePipe[1], &wake, 1);
    (void)ignored;
    if (thread.joinable())
        thread.join();
    pty.close();  // the host's reads now fail: the port has vanished
    ::close(wakePipe[0]);
    ::close(wakePipe[1]);
    wakePipe[0] = wakePipe[1] = -1;
    std::lock_guard<std::mutex> lock(mutex);
    outgoing.clear();
    devicePath.clear();
}

void VirtualKobuki::Impl::run()
{
    while (running) {
        Clock::time_point nextStep;
        {
            std::lock_guard<std::mutex> lock(mutex);
            // Wake when the next frame is due; physics catches up in steps then, and
            // commands wake us at once anyway.
            const std::int64_t period = RobotSimulation::kFeedbackPeriodMicros;
            const std::int64_t nextFrame = (sim->micros() / period + 1) * period;
            const double due = static_cast<double>(nextFrame - simStartMicros)
                / options.timeScale;
            nextStep = wallStart + std::chrono::microseconds(static_cast<std::int64_t>(due));
        }
        if (!outgoing.empty())
            nextStep = std::min(nextStep, outgoing.front().due);
        const bool commandsWaiting = waitForInputOrStep(nextStep);
        const Clock::time_point now = Clock::now();
        // Catch up first, so a command acts from the moment it arrived, not before.
        advanceSimulation(now);
        if (commandsWaiting)
            readCommands();
        sendDueFrames(now);
        pty.trimBacklog(Clock::now());
    }
}

bool VirtualKobuki::Impl::waitForInputOrStep(Clock::time_point nextStep)
{
    const auto wait = std::max(std::chrono::nanoseconds(0), nextStep - Clock::now());
    const auto capped = std::min<std::chrono::nanoseconds>(wait, std::chrono::milliseconds(20));
    timespec timeout{};
    timeout.tv_sec = static_cast<time_t>(capped.count() / 1000000000);
    timeout.tv_nsec = static_cast<long>(capped.count() % 1000000000);
    pollfd fds[2] = {{pty.masterFd(), POLLIN, 0}, {wakePipe[0], POLLIN, 0}};
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

void VirtualKobuki::Impl::readCommands()
{
    std::uint8_t buffer[4096];
    for (int chunk = 0; chunk < 16; ++chunk) {
        const std::size_t n = pty.read(buffer, sizeof buffer);
        if (n == 0)
            return;
        std::lock_guard<std::mutex> lock(mutex);
        if (!faults.silent)  // a robot switched off hears nothing either
            sim->receive(buffer, n);
    }
}

void VirtualKobuki::Impl::advanceSimulation(Clock::time_point now)
{
    std::vector<std::vector<std::uint8_t>> frames;
    int delayMs = 0;
    {
        std::lock_guard<std::mutex> lock(mutex);
        const auto elapsed = std::chrono::duration<double, std::micro>(now - wallStart).count();
        std::int64_t target = simStartMicros
            + static_cast<std::int64_t>(elapsed * options.timeScale);
        const auto maxLag = static_cast<std::int64_t>(
            std::chrono::duration<double, std::micro>(kMaxCatchUp).count() * options.timeScale);
        if (target - sim->micros() > maxLag) {
            // Skip the time we could not simulate rather than burst through it later: move
            // the simulated start back by the skipped span, so that "now" maps to one step
            // ahead. (Adding it instead doubled the offset at every stall until the wake-up
            // time overflowed: UBSan caught it on a loaded machine.)
            simStartMicros -= target - sim->micros() - RobotSimulation::kStepMicros;
            target = sim->micros() + RobotSimulation::kStepMicros;
        }
        const auto sink = [&frames](std::vector<std::uint8_t> &&frame) {
            frames.push_back(std::move(frame));
        };
        for (int i = 0; i < kMaxStepsPerBatch && sim->micros() + RobotSimulation::kStepMicros
                                                     <= target;
             ++i)
            sim->step(sink);
        delayMs = std::max(0, faults.delayMs);
    }
    for (auto &frame : frames)
        outgoing.push_back({now + std::chrono::milliseconds(delayMs), std::move(frame)});
}

void VirtualKobuki::Impl::applyByteFaults(std::vector<std::uint8_t> &bytes, double fraction)
{
    if (fraction <= 0)
        return;
    std::bernoulli_distribution corrupt(std::min(fraction, 1.0));
    std::uniform_int_distribution<int> bit(0, 7);
    for (std::uint8_t &byte : bytes) {
        if (corrupt(faultRandom))
            byte = static_cast<std::uint8_t>(byte ^ (1u << bit(faultRandom)));
    }
}

void VirtualKobuki::Impl::sendDueFrames(Clock::time_point now)
{
    Faults active;
    {
        std::lock_guard<std::mutex> lock(mutex);
        active = faults;
    }
    std::bernoulli_distribution drop(std::clamp(active.dropFrameFraction, 0.0, 1.0));
    std::uint64_t sent = 0;
    while (!outgoing.empty() && outgoing.front().due <= now) {
        PendingFrame frame = std::move(outgoing.front());
        outgoing.pop_front();
        if (active.silent || drop(faultRandom))
            continue;
        applyByteFaults(frame.bytes, active.corruptByteFraction);
        if (pty.writeFrame(frame.bytes.data(), frame.bytes.size()))
            ++sent;
    }
    std::lock_guard<std::mutex> lock(mutex);
    framesSent += sent;
    droppedByPort = pty.droppedFrames();
}

// ---- public API: every member takes the lock and forwards ----

VirtualKobuki::VirtualKobuki(VirtualKobukiOptions options)
    : m_impl(std::make_unique<Impl>(std::move(options)))
{
}

VirtualKobuki::~VirtualKobuki() = default;

bool VirtualKobuki::start(std::string *error) { return m_impl->start(error); }
void VirtualKobuki::stop() { m_impl->stop(); }
bool VirtualKobuki::isRunning() const { return m_impl->running; }

std::string VirtualKobuki::devicePath() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->devicePath;
}

void VirtualKobuki::reset()
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->sim->resetRobot();
    m_impl->faults = Faults{};
}

void VirtualKobuki::placeRobot(const Pose &pose)
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->sim->placeRobot(pose);
}

Pose VirtualKobuki::truePose() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->pose();
}

void VirtualKobuki::pressButton(int index, bool pressed)
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->sim->pressButton(index, pressed);
}

void VirtualKobuki::liftWheel(int wheel, bool lifted)
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->sim->liftWheel(wheel, lifted);
}

void VirtualKobuki::setBatteryVolts(double volts)
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->sim->setBatteryVolts(volts);
}

double VirtualKobuki::batteryVolts() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->batteryVolts();
}

void VirtualKobuki::setDigitalInputs(std::uint16_t bits)
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->sim->setDigitalInputs(bits);
}

void VirtualKobuki::setAnalogInput(int channel, std::uint16_t raw)
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->sim->setAnalogInput(channel, raw);
}

void VirtualKobuki::setFaults(const Faults &faults)
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->faults = faults;
}

Faults VirtualKobuki::faults() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->faults;
}

void VirtualKobuki::setAdapterPlugged(bool plugged)
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->sim->setAdapterPlugged(plugged);
}

std::vector<ReceivedCommand> VirtualKobuki::receivedCommands() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    const auto &received = m_impl->sim->firmware().received();
    return {received.begin(), received.end()};
}

void VirtualKobuki::clearReceivedCommands()
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->sim->firmware().clearReceived();
}

std::uint16_t VirtualKobuki::outputWord() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->firmware().outputWord();
}

kobuki::ControllerInfo VirtualKobuki::controllerGains() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->firmware().gains();
}

kobuki::BaseControl VirtualKobuki::lastBaseControl() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->firmware().baseControl();
}

std::uint64_t VirtualKobuki::badCommandFrames() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->firmware().badFrames();
}

std::uint64_t VirtualKobuki::feedbackFramesSent() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->framesSent;
}

double VirtualKobuki::simulatedSeconds() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->seconds();
}

OutputState VirtualKobuki::outputs() const
{
    return OutputState::fromWord(outputWord());
}

SoundState VirtualKobuki::sound() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->firmware().sound();
}

World VirtualKobuki::world() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->world();
}

bool VirtualKobuki::isDocked() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->world().isDocked(m_impl->sim->pose());
}

std::uint64_t VirtualKobuki::malformedCommandPayloads() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->sim->firmware().malformedCommands();
}

std::uint64_t VirtualKobuki::framesDroppedByPort() const
{
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    return m_impl->droppedByPort;
}

const VirtualKobukiOptions &VirtualKobuki::options() const
{
    return m_impl->options;
}

}  // namespace robodash::sim
