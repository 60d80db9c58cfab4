#include "TwinLauncher.h"

namespace robodash::app {

TwinLauncher::TwinLauncher(TwinTransport::TwinMaker makeTwin, QObject *parent)
    : QObject(parent), m_makeTwin(std::move(makeTwin))
{
}

link::TransportFactory TwinLauncher::transports()
{
    return [this](const link::PortAddress &address) -> link::Transport * {
        return new TwinTransport(m_makeTwin, address.baudRate,
                                 [this](const TwinTransport::Twin &twin) { setCurrent(twin); });
    };
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
