#pragma once
// Readings faded, not hidden, while no data arrives (offline, disconnected, a paused replay):
// the last values stay readable but cannot pass for live ones.

#include <QList>

class QWidget;

namespace ReadingFade {

void show(const QList<QWidget *> &readings, bool live);
// False while any of them is faded.
bool looksLive(const QList<QWidget *> &readings);

}  // namespace ReadingFade
