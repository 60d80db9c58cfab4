#include "ReadingFade.h"

#include <QGraphicsOpacityEffect>
#include <QObject>
#include <QWidget>

namespace ReadingFade {

namespace {
constexpr double kStaleOpacity = 0.35;
}

void show(const QList<QWidget *> &readings, bool live)
{
    // The effect costs a pixmap per paint, so it is only on while nothing arrives (and then
    // nothing repaints).
    for (QWidget *reading : readings) {
        auto *fade = qobject_cast<QGraphicsOpacityEffect *>(reading->graphicsEffect());
        if (!fade) {
            if (live) continue;
            fade = new QGraphicsOpacityEffect(reading);
            fade->setOpacity(kStaleOpacity);
            reading->setGraphicsEffect(fade);
        }
        fade->setEnabled(!live);
        reading->setToolTip(live ? QString()
                                 : QObject::tr("No data from the robot: these are the last values received"));
    }
}

bool looksLive(const QList<QWidget *> &readings)
{
    for (const QWidget *reading : readings) {
        const QGraphicsEffect *fade = reading->graphicsEffect();
        if (fade && fade->isEnabled()) return false;
    }
    return true;
}

}  // namespace ReadingFade
