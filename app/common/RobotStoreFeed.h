#pragma once
// Keeps a robot's store (store/RobotStore.h) following its link: every sample goes in, the
// family's fields follow the driver the link hosts, and the link's phase (live, offline,
// a replay playing, paused, ended) and whether it may be driven are set in one place.
// Views read the store and listen to readingsChanged() and linkStateChanged(), on the
// caller's thread.

#include "ReplayOverview.h"
#include "link/RobotLink.h"
#include "store/RobotStore.h"

#include <QObject>

#include <optional>

namespace robodash::app {

class RobotStoreFeed : public QObject {
    Q_OBJECT
public:
    explicit RobotStoreFeed(link::RobotLink &link, QObject *parent = nullptr);

    const store::RobotStore &store() const { return m_store; }
    const store::RobotLinkState &linkState() const { return m_store.linkState(); }
    // An opened replay's whole log, coarse, once built (ReplayOverview::changed()).
    ReplayOverview &overview() { return *m_overview; }
    const ReplayOverview &overview() const { return *m_overview; }

signals:
    // New readings were kept (at most once per sample).
    void readingsChanged();
    // A sample of the robot's was kept (said before readingsChanged(); not for a scan, a
    // picture or a clear): views of the core's readings follow it (store/CoreReadings.h).
    void sampleAdded();
    // The store's fields changed: another family's (every series pointer is gone), or a keyed
    // kind's new key (the rFLEX's sonar 7 answered for the first time). Said before
    // readingsChanged().
    void fieldsChanged();
    // The link's phase, failure or drive permission changed.
    void linkStateChanged(const robodash::store::RobotLinkState &state);

private:
    void useFamily(const QString &family);
    void addSensor(const store::SensorReading &reading);
    void followLink();
    void updateLinkState();

    link::RobotLink &m_link;
    store::RobotStore m_store;
    ReplayOverview *m_overview;
    QString m_failure;
    QString m_driveRefusal;
    bool m_replayEnded = false;
    std::optional<qint64> m_replayOriginMs;  // a replay's log start on the link's clock
};

}  // namespace robodash::app
