#pragma once
// `sim:`: starts a virtual Kobuki inside the program and talks to it through its
// pseudo-terminal with the ordinary serial transport, so the real serial path is used.

#include "link/Transport.h"

#include <memory>

namespace robodash::sim {
class VirtualKobuki;
}

namespace robodash::link {

class SerialTransport;

class SimTransport : public Transport {
    Q_OBJECT
public:
    explicit SimTransport(QObject *parent = nullptr);
    ~SimTransport() override;

    void open() override;
    void close() override;
    bool isOpen() const override;
    bool write(const QByteArray &bytes) override;
    void flush(int timeoutMs) override;
    DeviceIdentity identity() const override;

    // The running robot (thread-safe API), for a harness that pushes its buttons.
    std::shared_ptr<sim::VirtualKobuki> robot() const { return m_robot; }

private:
    std::shared_ptr<sim::VirtualKobuki> m_robot;
    SerialTransport *m_serial = nullptr;
};

}  // namespace robodash::link
