#pragma once
// A transport that can never open: it answers open() with openFailed(reason), so a port the
// program cannot serve gets the same clear message path as a missing device.

#include "link/Transport.h"

namespace robodash::link {

class UnavailableTransport : public Transport {
    Q_OBJECT
public:
    explicit UnavailableTransport(QString reason, QObject *parent = nullptr)
        : Transport(parent), m_reason(std::move(reason))
    {
    }

    void open() override { emit openFailed(m_reason); }
    void close() override {}
    bool isOpen() const override { return false; }
    bool write(const QByteArray &) override { return false; }

private:
    QString m_reason;
};

}  // namespace robodash::link
