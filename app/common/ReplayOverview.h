#pragma once
// The opened replay's whole log at a glance (store/LogOverview.h), built on a thread of its
// own when the replay opens so the dashboard never waits for it: plots show the whole log
// zoomed out once it is ready (a day's Kobuki log: a few seconds). A newer replay, a live
// robot or the end of the program cancels a build under way.

#include "store/LogOverview.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <thread>

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
    // Waits for a build under way (tests; the program never needs to).
    void waitForBuild();

signals:
    void changed();  // ready, or cleared

private:
    void stopBuild();

    std::shared_ptr<const store::LogOverview> m_overview;
    std::thread m_builder;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0;  // a build's result counts only if no newer one was asked for
};

}  // namespace robodash::app
