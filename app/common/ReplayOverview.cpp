#include "ReplayOverview.h"

#include "FamilyCatalog.h"
#include "link/LogOverviewBuilder.h"

#include <QCoreApplication>

namespace robodash::app {

ReplayOverview::ReplayOverview(QObject *parent)
    : QObject(parent), m_receiver(std::make_shared<ReplayOverview *>(this))
{
}

ReplayOverview::~ReplayOverview()
{
    *m_receiver = nullptr;
    cancelBuilds();
    waitForBuilds();  // the program ends: a build must not outlive what it reads (the family list)
}

void ReplayOverview::cancelBuilds()
{
    for (Build &build : m_builds)
        build.cancel->store(true);
}

void ReplayOverview::joinFinishedBuilds()
{
    for (auto build = m_builds.begin(); build != m_builds.end();) {
        if (build->done->load()) {
            build->thread.join();
            build = m_builds.erase(build);
        } else {
            ++build;
        }
    }
}

void ReplayOverview::waitForBuilds()
{
    for (Build &build : m_builds)
        build.thread.join();
    m_builds.clear();
}

void ReplayOverview::start(const QString &path)
{
    clear();
    const quint64 generation = ++m_generation;
    Build build{{}, std::make_shared<std::atomic<bool>>(false), std::make_shared<std::atomic<bool>>(false)};
    build.thread = std::thread([path, generation, cancel = build.cancel, done = build.done,
                                receiver = m_receiver] {
        QString error;  // an overview is a help: a log the replay opened but this cannot read has none
        auto built = link::LogOverviewBuilder::build(path, robotFamilies().registry(), *cancel, &error);
        if (built && !cancel->load() && QCoreApplication::instance()) {
            // Handed over on the GUI thread, where the receiver lives and dies: no race on it.
            QMetaObject::invokeMethod(QCoreApplication::instance(), [receiver, generation, built] {
                ReplayOverview *owner = *receiver;
                if (!owner || generation != owner->m_generation)
                    return;
                owner->m_overview = built;
                emit owner->changed();
            }, Qt::QueuedConnection);
        }
        done->store(true);
    });
    m_builds.push_back(std::move(build));
}

void ReplayOverview::clear()
{
    cancelBuilds();
    joinFinishedBuilds();  // the others end on their own once they see the cancel
    ++m_generation;
    if (m_overview) {
        m_overview.reset();
        emit changed();
    }
}

}  // namespace robodash::app
