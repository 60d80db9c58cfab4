#include "link/IdentityHandshake.h"

#include "kobuki/Commands.h"

#include <QStringList>

namespace robodash::link {

IdentityHandshake::IdentityHandshake(QObject *parent) : QObject(parent), m_timer(this)
{
    m_timer.setInterval(kRetryMs);
    connect(&m_timer, &QTimer::timeout, this, &IdentityHandshake::askForMissing);
}

void IdentityHandshake::start()
{
    m_have = 0;
    m_rounds = 0;
    m_running = true;
    askForMissing();
    m_timer.start();
}

void IdentityHandshake::reset()
{
    m_timer.stop();
    m_running = false;
    m_have = 0;
    m_rounds = 0;
}

void IdentityHandshake::received(Piece piece)
{
    if (m_have & piece)
        return;
    m_have |= piece;
    if (m_running && isComplete()) {
        m_timer.stop();
        m_running = false;
        emit completed();
    }
}

void IdentityHandshake::askForMissing()
{
    if (!m_running || isComplete())
        return;
    if (m_rounds >= kMaxRounds) {
        m_timer.stop();
        m_running = false;
        emit gaveUp(describeMissing());
        return;
    }
    ++m_rounds;
    quint16 flags = 0;
    if (!(m_have & kHardware))
        flags |= kobuki::RequestExtra::kHardwareVersion;
    if (!(m_have & kFirmware))
        flags |= kobuki::RequestExtra::kFirmwareVersion;
    if (!(m_have & kUdid))
        flags |= kobuki::RequestExtra::kUdid;
    emit request(flags, !(m_have & kGains));
}

QString IdentityHandshake::describeMissing() const
{
    QStringList missing;
    if (!(m_have & kHardware))
        missing << QStringLiteral("hardware version");
    if (!(m_have & kFirmware))
        missing << QStringLiteral("firmware version");
    if (!(m_have & kUdid))
        missing << QStringLiteral("UDID");
    if (!(m_have & kGains))
        missing << QStringLiteral("controller gains");
    return missing.join(QStringLiteral(", "));
}

}  // namespace robodash::link
