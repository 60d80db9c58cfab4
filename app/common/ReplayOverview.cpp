#include "ReplayOverview.h"

#include "FamilyCatalog.h"
#include "link/LogOverviewBuilder.h"

namespace robodash::app {

ReplayOverview::ReplayOverview(QObject *parent) : QObject(parent) {}

ReplayOverview::~ReplayOverview()
{
    stopBuild();
}

void ReplayOverview::stopBuild()
{
    if (m_cancel)
        m_cancel->store(true);
    if (m_builder.joinable())
        m_builder.join();
    m_cancel.reset();
}

void ReplayOverview::start(const QString &path)
{
    clear();
    const quint64 generation = ++m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_builder = std::thread([this, path, generation, cancel = m_cancel] {
        QString error;  // an overview is a help: a log the replay opened but this cannot read has none
        auto built = link::LogOverviewBuilder::build(path, robotFamilies().registry(), *cancel, &error);
        if (!built || cancel->load())
            return;
        // Handed over on this object's thread; dropped if a newer build was asked for.
        QMetaObject::invokeMethod(this, [this, generation, built = std::move(built)]() mutable {
            if (generation != m_generation)
                return;
            m_overview = std::move(built);
            emit changed();
        }, Qt::QueuedConnection);
    });
}

void ReplayOverview::clear()
{
    stopBuild();
    ++m_generation;
    if (m_overview) {
        m_overview.reset();
        emit changed();
    }
}

void ReplayOverview::waitForBuild()
{
    if (m_builder.joinable())
        m_builder.join();
}

}  // namespace robodash::app
