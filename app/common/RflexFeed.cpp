#include "RflexFeed.h"

#include "link/RobotLink.h"
#include "rflex/RflexFrame.h"

namespace robodash::app {

RflexFeed::RflexFeed(QObject *parent) : QObject(parent)
{
    registerRflexMetaTypes();
}

RflexFeed::RflexFeed(link::RobotLink *link, QObject *parent) : RflexFeed(parent)
{
    connect(link, &link::RobotLink::telemetry, this, &RflexFeed::consume);
}

void RflexFeed::consume(const core::TelemetrySample &sample)
{
    const auto *frame = sample.frameAs<rflex::RflexFrame>();
    if (!frame)
        return;
    const qint64 t = sample.receivedMs;
    if (frame->axis)
        emit axis(*frame->axis, t);
    if (frame->sonar)
        emit sonar(*frame->sonar, t);
    if (frame->dio) {
        emit dio(*frame->dio, t);
        if (frame->dio->bumpPanels)
            emit bumpPanels(*frame->dio->bumpPanels, t);
    }
    if (frame->status)
        emit status(*frame->status, t);
    emit driverState(frame->motorsEnabled, frame->sonarOn, t);
}

}  // namespace robodash::app
