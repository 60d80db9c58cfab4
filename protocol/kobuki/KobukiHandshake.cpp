#include "KobukiHandshake.h"

#include "Commands.h"

namespace robodash::kobuki {

void KobukiHandshake::start(std::int64_t nowMs)
{
    m_have = 0;
    m_rounds = 0;
    m_running = true;
    m_nextAskMs = nowMs;
    m_gaveUp.clear();
}

void KobukiHandshake::reset()
{
    m_running = false;
    m_have = 0;
    m_rounds = 0;
    m_gaveUp.clear();
}

bool KobukiHandshake::received(Piece piece)
{
    if (m_have & piece)
        return false;
    m_have |= piece;
    if (m_running && isComplete()) {
        m_running = false;
        return true;
    }
    return false;
}

std::optional<KobukiHandshake::Request> KobukiHandshake::poll(std::int64_t nowMs)
{
    if (!m_running || isComplete() || nowMs < m_nextAskMs)
        return std::nullopt;
    if (m_rounds >= kMaxRounds) {
        m_running = false;
        m_gaveUp = describeMissing();
        return std::nullopt;
    }
    ++m_rounds;
    m_nextAskMs = nowMs + kRetryMs;
    Request request;
    if (!(m_have & kHardware))
        request.extraFlags |= RequestExtra::kHardwareVersion;
    if (!(m_have & kFirmware))
        request.extraFlags |= RequestExtra::kFirmwareVersion;
    if (!(m_have & kUdid))
        request.extraFlags |= RequestExtra::kUdid;
    request.gains = !(m_have & kGains);
    return request;
}

std::string KobukiHandshake::takeGaveUp()
{
    std::string missing;
    missing.swap(m_gaveUp);
    return missing;
}

std::string KobukiHandshake::describeMissing() const
{
    std::string missing;
    const auto add = [&missing](const char *piece) {
        if (!missing.empty())
            missing += ", ";
        missing += piece;
    };
    if (!(m_have & kHardware))
        add("hardware version");
    if (!(m_have & kFirmware))
        add("firmware version");
    if (!(m_have & kUdid))
        add("UDID");
    if (!(m_have & kGains))
        add("controller gains");
    return missing;
}

}  // namespace robodash::kobuki
