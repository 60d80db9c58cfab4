#pragma once
// Lists the ports a user can pick, best guess first: a Kobuki (FTDI 0403:6001 with a serial
// number starting with "kobuki", or /dev/kobuki), then the virtual Kobuki, which is always
// there, then every other serial port.

#include "link/DeviceIdentity.h"

#include <QList>
#include <QString>

#include <optional>

class QSerialPortInfo;

namespace robodash::link {

struct PortInfo {
    QString portString;      // what to pass to RobotLink::connectTo
    QString systemLocation;  // the device node; for /dev/kobuki, the node it points to
    QString description;     // e.g. "FT232R USB UART" or "Virtual Kobuki (built in)"
    QString manufacturer;
    QString serialNumber;
    quint16 vendorId = 0;
    quint16 productId = 0;
    bool hasVendorAndProduct = false;
    bool isKobuki = false;
    bool isVirtual = false;
    QString family;          // a robot found on the network: its family ("rflex"); empty: any

    QString vidPid() const;  // "0403:6001", empty when unknown
    QString label() const;   // one line for a menu
};

class PortDiscovery {
public:
    static constexpr quint16 kFtdiVendorId = 0x0403;
    static constexpr quint16 kFtdiFt232ProductId = 0x6001;
    static constexpr const char *kKobukiLinkPath = "/dev/kobuki";
    static constexpr const char *kVirtualPortString = "sim:";

    // Ports present now, best first (see above).
    static QList<PortInfo> availablePorts();

    // Pure part of availablePorts(), for tests: `serialPorts` as found, `kobukiLinkTarget`
    // the node /dev/kobuki resolves to when that link exists.
    static QList<PortInfo> arrange(QList<PortInfo> serialPorts,
                                   const std::optional<QString> &kobukiLinkTarget);

    static bool looksLikeKobuki(const PortInfo &port);
    static PortInfo fromSerialPortInfo(const QSerialPortInfo &info);
    static PortInfo virtualKobuki();

    // Where the device that was opened as `identity` is now: the port with the same serial
    // number, vendor and product when it has them (it may have a new name after a replug),
    // the same path otherwise. Nothing when it is not there.
    static std::optional<QString> findDevice(const DeviceIdentity &identity,
                                             const QList<PortInfo> &present);
    static DeviceIdentity identify(const QString &device);
};

}  // namespace robodash::link
