#pragma once
// Who a serial device is, beyond its name: names change when a USB adapter is replugged
// (ttyUSB0 becomes ttyUSB1), serial numbers do not.

#include <QString>

namespace robodash::link {

struct DeviceIdentity {
    QString path;            // what was opened, e.g. /dev/kobuki or /dev/ttyUSB0
    QString serialNumber;    // empty when the port has none (pty, built-in UART)
    quint16 vendorId = 0;
    quint16 productId = 0;
    bool hasVendorAndProduct = false;

    // Identified by hardware rather than by path alone.
    bool hasHardwareIdentity() const { return hasVendorAndProduct && !serialNumber.isEmpty(); }
};

}  // namespace robodash::link
