#include "LinkStatusLabel.h"

#include <cstdio>

LinkStatusLabel::LinkStatusLabel(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    showDisconnected();
}

QString LinkStatusLabel::describe(const robodash::link::LinkStatistics &s)
{
    if (!s.connected) return tr("Not connected");
    if (!s.online && s.lastFrameAgeMs < 0) return tr("Connected · waiting for data");
    const QString note = s.transportNote.isEmpty() ? QString() : QStringLiteral(" · ") + s.transportNote;
    if (s.messages)  // a network robot: no bytes to discard, no checksums to fail
        return tr("%1 · %2 messages/s").arg(s.online ? tr("Online") : tr("Offline")).arg(s.framesPerSecond, 0, 'f', 1)
               + note;
    const quint64 errors = s.checksumErrors + s.malformedSubPayloads;
    const QString text = tr("%1 · %2 frames/s · %3 errors · %4 bytes discarded")
                             .arg(s.online ? tr("Online") : tr("Offline"))
                             .arg(s.framesPerSecond, 0, 'f', 1)
                             .arg(errors)
                             .arg(s.discardedBytes);
    return text + note;
}

QString LinkStatusLabel::describeInDetail(const robodash::link::LinkStatistics &s)
{
    if (!s.connected) return tr("No port is open.");
    if (s.messages)
        return describeMessagesInDetail(s);
    const QString age = s.lastFrameAgeMs < 0 ? tr("no frame yet")
                                             : tr("%1 ms ago").arg(s.lastFrameAgeMs);
    return tr("Link: %1\nGood frames: %2 (%3 per second)\nBytes: %4 kB/s\nChecksum errors: %5\n"
              "Malformed sub-payloads: %6\nDiscarded bytes: %7\nLast good frame: %8")
        .arg(s.online ? tr("online") : tr("offline"))
        .arg(s.goodFrames)
        .arg(s.framesPerSecond, 0, 'f', 1)
        .arg(s.bytesPerSecond / 1000.0, 0, 'f', 2)
        .arg(s.checksumErrors)
        .arg(s.malformedSubPayloads)
        .arg(s.discardedBytes)
        .arg(age);
}

QString LinkStatusLabel::describeMessagesInDetail(const robodash::link::LinkStatistics &s)
{
    const QString age = s.lastFrameAgeMs < 0 ? tr("no message yet") : tr("%1 ms ago").arg(s.lastFrameAgeMs);
    return tr("Link: %1 (a robot on the network)\nMessages: %2 (%3 per second)\nBytes: %4 kB/s\nLast message: %5")
        .arg(s.online ? tr("online") : tr("offline"))
        .arg(s.goodFrames)
        .arg(s.framesPerSecond, 0, 'f', 1)
        .arg(s.bytesPerSecond / 1000.0, 0, 'f', 2)
        .arg(age);
}

void LinkStatusLabel::setStatistics(const robodash::link::LinkStatistics &statistics)
{
    show(statistics);
}

void LinkStatusLabel::setOnline(bool online)
{
    robodash::link::LinkStatistics statistics = m_latest;
    statistics.connected = true;  // online changes come only from an open port
    statistics.online = online;
    if (online && statistics.lastFrameAgeMs < 0) statistics.lastFrameAgeMs = 0;
    show(statistics);
}

void LinkStatusLabel::showConnected()
{
    robodash::link::LinkStatistics statistics;
    statistics.connected = true;
    m_source.clear();
    m_held.clear();
    show(statistics);
}

void LinkStatusLabel::showDisconnected()
{
    m_source.clear();
    m_held.clear();
    show(robodash::link::LinkStatistics{});
}

void LinkStatusLabel::showReplay(const QString &fileName)
{
    m_source = tr("Replay of %1").arg(fileName);
    m_held.clear();
    show(m_latest);
}

void LinkStatusLabel::showReplayHeld(const QString &why)
{
    m_held = why;
    show(m_latest);
}

void LinkStatusLabel::show(const robodash::link::LinkStatistics &statistics)
{
    m_latest = statistics;
    const bool held = !m_source.isEmpty() && !m_held.isEmpty();
    const QString described = held ? m_held : describe(statistics);
    const QString text = m_source.isEmpty() ? described : m_source + QStringLiteral(" · ") + described;
    if (m_echo && text != this->text()) std::fprintf(stderr, "robodash: link status: %s\n", qPrintable(text));
    setText(text);
    setToolTip(describeInDetail(statistics));
}
