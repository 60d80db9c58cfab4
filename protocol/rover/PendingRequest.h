#pragma once
// The one register request in flight. The older firmware line keeps only the latest request
// (a second one replaces the first), so the driver asks again only after the answer or
// after kReplyTimeoutMs without one.

#include "Register.h"

#include <cstdint>
#include <optional>

namespace robodash::rover {

class PendingRequest {
public:
    // A request plus its reply is 12 bytes, about 2 ms at 57600 baud; 60 ms leaves the
    // firmware's main loop ample time and still retries well within a fast-class period.
    static constexpr std::int64_t kReplyTimeoutMs = 60;

    void sent(Register which, std::int64_t nowMs);
    // True when `registerNumber` answers the request in flight, which is then done.
    bool answeredBy(std::uint8_t registerNumber);
    // True once, when the request in flight has waited too long; it is then given up.
    bool expire(std::int64_t nowMs);
    bool waiting() const { return m_which.has_value(); }
    std::optional<Register> which() const { return m_which; }
    void clear() { m_which.reset(); }
    std::uint64_t unanswered() const { return m_unanswered; }

private:
    std::optional<Register> m_which;
    std::int64_t m_sentMs = 0;
    std::uint64_t m_unanswered = 0;
};

}  // namespace robodash::rover
