#pragma once
// What the Kobuki's and the rFLEX's network drivers share: each reads its robot's messages
// (core/NetworkMessage.h) into the family's own driver, as decoded feedback or reports, so
// that driver's odometry, events, safety readings and panels are the family's; and passes
// that driver's output on with its command frames turned into the network's messages.
// A subclass reads the messages (onMessage) and translates the frames (translate).

#include "NetworkSensorReader.h"

#include "core/NetworkMessageFinder.h"
#include "core/RobotDriver.h"

#include <cstdint>
#include <vector>

namespace robodash::bridge {

class FamilyNetworkDriver : public core::RobotDriver {
public:
    const core::RobotInfo &info() const override { return family().info(); }
    core::DriverTiming timing() const override { return family().timing(); }
    void start(std::int64_t nowMs, bool live, core::DriverOutput &out) override;
    void receive(const std::uint8_t *data, std::size_t size, std::int64_t timeMs,
                 core::DriverOutput &out) override;
    void replaySent(const std::uint8_t *data, std::size_t size, std::int64_t timeMs) override;
    void tick(std::int64_t nowMs, core::DriverOutput &out) override;
    void wentOffline() override { family().wentOffline(); }
    void drive(double linearMps, double angularRadps, core::DriverOutput &out) override;
    // The family driver's own stop, then the network's zero velocity whatever it wrote.
    void shutdown(core::DriverOutput &out) override;
    bool command(const core::FamilyCommand &command, core::DriverOutput &out) override;
    void resetOdometry() override { family().resetOdometry(); }
    core::DriverCounters counters() const override;

protected:
    virtual core::RobotDriver &family() = 0;
    virtual const core::RobotDriver &family() const = 0;
    // A new connection (or replay): the subclass forgets what the previous robot said.
    virtual void restart() = 0;
    // One message, at its receive time; false when it is none the robot publishes (or its
    // bytes are not of its type): counted as unread.
    virtual bool onMessage(const core::NetworkMessage &message, std::int64_t timeMs, core::DriverOutput &out) = 0;
    // The messages of the command frames in `frame` (as the family driver wrote them).
    virtual void translate(const std::vector<std::uint8_t> &frame, std::vector<core::NetworkMessage> &messages) = 0;
    virtual core::NetworkMessage stopMessage() const = 0;
    // A message this session sent, read back from its log in a replay (replaySent).
    virtual void onSentMessage(const core::NetworkMessage &message) { (void)message; }
    // After each pass: what the family driver asked that the network answers (Kobuki: version).
    virtual void afterPass(core::DriverOutput &out) { (void)out; }
    // The family driver's output, with its frames as messages, onto `out`.
    void pass(core::DriverOutput &inner, core::DriverOutput &out);

private:
    core::NetworkMessageFinder m_finder;
    core::NetworkMessageFinder m_sentFinder;  // a replay's sent messages
    NetworkSensorReader m_sensors;
    std::uint64_t m_bytesIn = 0, m_unread = 0;
};

}  // namespace robodash::bridge
