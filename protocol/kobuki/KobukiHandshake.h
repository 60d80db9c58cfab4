#pragma once
// After the first feedback frame, ask the robot who it is (hardware and firmware version,
// UDID: one Request Extra) and how it drives (Get Controller Gain), and ask again for what is
// still missing every kRetryMs, at most kMaxRounds times. A robot that never answers is given
// up on once, never sent an endless stream of requests. Plain logic: the caller passes the
// time and sends what poll() returns.

#include <cstdint>
#include <optional>
#include <string>

namespace robodash::kobuki {

class KobukiHandshake {
public:
    static constexpr int kRetryMs = 200;
    static constexpr int kMaxRounds = 10;

    struct Request {
        std::uint16_t extraFlags = 0;  // RequestExtra flags still missing
        bool gains = false;            // Get Controller Gain
    };

    void start(std::int64_t nowMs);  // the next poll() asks at once
    void reset();                    // robot gone: forget everything, ask nothing
    // What to ask now, if anything is due.
    std::optional<Request> poll(std::int64_t nowMs);
    // Non-empty exactly once, when kMaxRounds went unanswered: what is still missing.
    std::string takeGaveUp();

    // Each returns true when that answer completed the handshake.
    bool gotHardwareVersion() { return received(kHardware); }
    bool gotFirmwareVersion() { return received(kFirmware); }
    bool gotUdid() { return received(kUdid); }
    bool gotGains() { return received(kGains); }
    bool isComplete() const { return m_have == kAll; }
    int rounds() const { return m_rounds; }

private:
    enum Piece : unsigned { kHardware = 1, kFirmware = 2, kUdid = 4, kGains = 8, kAll = 15 };
    bool received(Piece piece);
    std::string describeMissing() const;

    unsigned m_have = 0;
    int m_rounds = 0;
    bool m_running = false;
    std::int64_t m_nextAskMs = 0;
    std::string m_gaveUp;
};

}  // namespace robodash::kobuki
