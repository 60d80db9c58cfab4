#include "PendingRequest.h"

namespace robodash::rover {

void PendingRequest::sent(Register which, std::int64_t nowMs)
{
    m_which = which;
    m_sentMs = nowMs;
}

bool PendingRequest::answeredBy(std::uint8_t registerNumber)
{
    if (!m_which || numberOf(*m_which) != registerNumber)
        return false;
    m_which.reset();
    return true;
}

bool PendingRequest::expire(std::int64_t nowMs)
{
    if (!m_which || nowMs - m_sentMs < kReplyTimeoutMs)
        return false;
    m_which.reset();
    ++m_unanswered;
    return true;
}

}  // namespace robodash::rover
