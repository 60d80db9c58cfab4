#pragma once
// Starts the chosen family's virtual robot when the link opens `sim:` and keeps the running
// one reachable (thread-safe) for the GUI's harness and tests: Robot > Reset the virtual
// robot, a test pressing the twin's buttons. The link's worker calls transports() on its own
// thread; current() and twinChanged() serve the caller's thread.

#include "TwinTransport.h"
#include "link/TransportFactory.h"

#include <QObject>

#include <mutex>

namespace robodash::app {

class TwinLauncher : public QObject {
    Q_OBJECT
public:
    explicit TwinLauncher(TwinTransport::TwinMaker makeTwin, QObject *parent = nullptr);

    // For defaultTransportFactory(): a TwinTransport for every `sim:` address.
    link::TransportFactory transports();
    // What the next `sim:` starts (the family's twin with other options, e.g. another
    // firmware line); a twin running now goes on until its port closes.
    void setTwinMaker(TwinTransport::TwinMaker makeTwin);
    // The twin that runs now, or null (not connected to `sim:`).
    TwinTransport::Twin current() const;

signals:
    void twinChanged();  // emitted on the worker thread: connect queued or auto

private:
    void setCurrent(const TwinTransport::Twin &twin);

    TwinTransport::TwinMaker m_makeTwin;
    mutable std::mutex m_mutex;
    TwinTransport::Twin m_current;
};

}  // namespace robodash::app
