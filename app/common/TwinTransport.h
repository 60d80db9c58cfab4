#pragma once
// `sim:`: starts a virtual robot (the chosen family's twin) and talks to it through its
// pseudo-terminal with the ordinary serial transport, so the real serial path is used. The
// link only sees a transport; app/ is where a twin meets a link (DESIGN.md "Layout").
// `sim:FAULT,FAULT`: the twin starts with those broken parts (HardwareFaultSwitch); a fault
// that is unknown or that its robot cannot have fails the open with the reason.

#include "link/Transport.h"

#include <functional>
#include <memory>

namespace robodash::sim {
class VirtualRobot;
}

namespace robodash::link {
class SerialTransport;
}

namespace robodash::app {

class TwinTransport : public link::Transport {
    Q_OBJECT
public:
    using Twin = std::shared_ptr<sim::VirtualRobot>;
    using TwinMaker = std::function<Twin()>;
    using TwinObserver = std::function<void(const Twin &)>;  // the running twin, or null

    // `faults`: what follows `sim:` in the port string (PortAddress::twinFaults).
    TwinTransport(TwinMaker makeTwin, int baudRate, QString faults, TwinObserver observer,
                  QObject *parent = nullptr);
    ~TwinTransport() override;

    void open() override;
    void close() override;
    bool isOpen() const override;
    bool write(const QByteArray &bytes) override;
    void flush(int timeoutMs) override;
    link::DeviceIdentity identity() const override;

private:
    void stopTwin();

    TwinMaker m_makeTwin;
    int m_baudRate;
    QString m_faults;
    TwinObserver m_observer;
    Twin m_twin;
    link::SerialTransport *m_serial = nullptr;
};

}  // namespace robodash::app
