#pragma once
// Runs a family's SimulationModel on its own thread, in real time x timeScale, and serves
// its bytes on a pseudo-terminal, with fault injection and an optional trace: the half of a
// virtual robot that every family shares. A family's twin derives from it, installs its
// model with setModel() and reaches the model only through withModel(), which holds the one
// lock the thread also takes.

#include "sim/core/FaultInjector.h"
#include "sim/core/PseudoTerminal.h"
#include "sim/core/SimulationModel.h"
#include "sim/core/TraceWriter.h"
#include "sim/core/VirtualRobot.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace robodash::sim {

struct HostOptions {
    double timeScale = 1.0;          // 1 real time; 10 ten times faster
    std::string linkPath;            // optional symlink to the pty, like /dev/kobuki
    std::string traceFile;           // optional JSON lines trace
    std::uint32_t seed = 1;          // for fault injection
};

class SimulationHost : public VirtualRobot {
public:
    static constexpr double kMaxTimeScale = 1000.0;
    // A usable time scale: non-finite or non-positive means real time; capped at the top.
    static double sanitizedTimeScale(double scale);

    explicit SimulationHost(HostOptions options);
    ~SimulationHost() override;  // stops and closes the pty
    SimulationHost(const SimulationHost &) = delete;
    SimulationHost &operator=(const SimulationHost &) = delete;

    bool start(std::string *error = nullptr) override;
    void stop() override;
    bool isRunning() const override { return m_running; }
    std::string devicePath() const override;
    void reset() override;
    double simulatedSeconds() const override;
    void setFaults(const Faults &faults) override;
    Faults faults() const override;
    void setHardwareFaults(const HardwareFaults &faults) override;
    HardwareFaults hardwareFaults() const override;
    std::uint64_t feedbackFramesSent() const override;
    std::uint64_t framesDroppedByPort() const override;
    std::optional<TwinScene> scene() const override;  // the model's, under the lock

protected:
    // Installs the model before start(); a non-empty `refusal` (say, a world file that did
    // not load) makes start() fail with it.
    void setModel(std::unique_ptr<SimulationModel> model, std::string refusal);

    // Calls fn(model) under the lock and returns its result by value, so nothing escapes
    // the lock. `Model` is the family's own model type, the one it gave setModel().
    template <typename Model, typename Fn>
    auto withModel(Fn &&fn) const
    {
        return locked([this, &fn] { return fn(static_cast<Model &>(*m_model)); });
    }

private:
    // The one place the lock is taken on behalf of a caller.
    template <typename Fn>
    auto locked(Fn &&fn) const
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        return fn();
    }

    using Clock = std::chrono::steady_clock;
    struct PendingFrame {
        Clock::time_point due;
        std::vector<std::uint8_t> bytes;
    };

    bool openPort(std::string *reason);
    void run();
    Clock::time_point nextWakeUp();
    bool waitForInputOrStep(Clock::time_point nextStep);
    void readCommands();
    void advanceSimulation(Clock::time_point now);
    void sendDueFrames(Clock::time_point now);

    HostOptions m_options;
    mutable std::mutex m_mutex;  // guards everything below except m_running and the thread's own
    std::unique_ptr<SimulationModel> m_model;
    Faults m_faults;
    HardwareFaults m_hardwareFaults;
    std::uint64_t m_framesSent = 0;
    std::uint64_t m_droppedByPort = 0;
    std::string m_devicePath;
    std::string m_refusal;
    std::atomic<bool> m_running{false};

    // The thread's own (and start()/stop()'s while it is not running).
    PseudoTerminal m_pty;
    TraceWriter m_trace;
    std::thread m_thread;
    int m_wakePipe[2] = {-1, -1};
    FaultInjector m_faultInjector;
    std::deque<PendingFrame> m_outgoing;
    Clock::time_point m_wallStart;
    std::int64_t m_simStartMicros = 0;
};

}  // namespace robodash::sim
