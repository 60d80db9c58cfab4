#include "LinkStatusLabel.h"

LinkStatusLabel::LinkStatusLabel(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    showDisconnected();
}

QString LinkStatusLabel::describe(const robodash::link::LinkStatistics &s)
{
    if (!s.connected) return tr("Not connected");
    const QString age = s.lastFrameAgeMs < 0 ? tr("no frame yet")
                                             : tr("last frame %1 ms ago").arg(s.lastFrameAgeMs);
    return tr("%1 · %2 frames/s · %3 kB/s · %4 checksum errors · %5 bytes discarded · %6")
        .arg(s.online ? tr("Online") : tr("Offline"))
        .arg(s.framesPerSecond, 0, 'f', 1)
        .arg(s.bytesPerSecond / 1000.0, 0, 'f', 2)
        .arg(s.checksumErrors)
        .arg(s.discardedBytes)
        .arg(age);
}

void LinkStatusLabel::setStatistics(const robodash::link::LinkStatistics &statistics)
{
    setText(describe(statistics));
}

void LinkStatusLabel::showDisconnected() { setText(tr("Not connected")); }
