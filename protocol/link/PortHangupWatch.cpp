#include "link/PortHangupWatch.h"

#include <poll.h>

namespace robodash::link {

PortHangupWatch::PortHangupWatch(QObject *parent) : QObject(parent), m_timer(this)
{
    m_timer.setInterval(kCheckPeriod);
    connect(&m_timer, &QTimer::timeout, this, &PortHangupWatch::check);
}

void PortHangupWatch::watch(int descriptor)
{
    m_descriptor = descriptor;
    if (descriptor >= 0)
        m_timer.start();
}

void PortHangupWatch::stop()
{
    m_timer.stop();
    m_descriptor = -1;
}

QString PortHangupWatch::hangupReason(int descriptor)
{
    pollfd entry{};
    entry.fd = descriptor;
    entry.events = POLLIN;
    if (::poll(&entry, 1, 0) <= 0)
        return {};
    if (entry.revents & POLLNVAL)
        return QStringLiteral("the port's descriptor was closed");
    if (entry.revents & POLLHUP)
        return QStringLiteral("the device hung up (unplugged, or the other end closed)");
    if (entry.revents & POLLERR)
        return QStringLiteral("the device reports an error");
    return {};
}

void PortHangupWatch::check()
{
    const QString reason = hangupReason(m_descriptor);
    if (reason.isEmpty())
        return;
    stop();
    emit hungUp(reason);
}

}  // namespace robodash::link
