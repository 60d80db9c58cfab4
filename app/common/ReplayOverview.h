#pragma once
// The opened replay's whole log at a glance (store/LogOverview.h), built on a thread of its
// own when the replay opens so the dashboard never waits for it: plots show the whole log
// zoomed out once it is ready (a day's Kobuki log: about ten seconds). A newer replay or a
// live robot cancels a build under way without waiting for it (a bag's conversion cannot be
// cut short); the program waits for builds still running only as it ends.

#include "store/LogOverview.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

namespace robodash::app {

class ReplayOverview : public QObject {
    Q_OBJECT
public:
    explicit ReplayOverview(QObject *parent = nullptr);
    ~ReplayOverview() override;

    // Null until ready, and after clear().
    const store::LogOverview *overview() const { return m_overview.get(); }
    void start(const QString &path);
    void clear();
    // Waits for every build under way (tests; the program never needs to).
    void waitForBuilds();

signals:
    void changed();  // ready, or cleared

private:
    struct Build {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> cancel;
        std::shared_ptr<std::atomic<bool>> done;
    };
    void cancelBuilds();
    void joinFinishedBuilds();

    std::shared_ptr<const store::LogOverview> m_overview;
    std::vector<Build> m_builds;
    // What a finished build hands its result to: this object while it lives (a build that
    // outlives it finds it gone), on this object's thread.
    std::shared_ptr<ReplayOverview *> m_receiver;
    quint64 m_generation = 0;  // a build's result counts only if no newer one was asked for
};

}  // namespace robodash::app
