#include "TwinLauncher.h"

namespace robodash::app {

TwinLauncher::TwinLauncher(TwinTransport::TwinMaker makeTwin, QObject *parent)
    : QObject(parent), m_makeTwin(std::move(makeTwin))
{
}

link::TransportFactory TwinLauncher::transports()
{
    return [this](const link::PortAddress &address) -> link::Transport * {
        TwinTransport::TwinMaker maker;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            maker = m_makeTwin;
        }
        return new TwinTransport(std::move(maker), address.baudRate, address.twinFaults,
                                 [this](const TwinTransport::Twin &twin) { setCurrent(twin); });
    };
}

void TwinLauncher::setTwinMaker(TwinTransport::TwinMaker makeTwin)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_makeTwin = std::move(makeTwin);
}

TwinTransport::Twin TwinLauncher::current() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_current;
}

void TwinLauncher::setCurrent(const TwinTransport::Twin &twin)
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_current = twin;
    }
    emit twinChanged();
}

}  // namespace robodash::app
