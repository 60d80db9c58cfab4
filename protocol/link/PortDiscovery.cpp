#include "link/PortDiscovery.h"

#include <QFileInfo>
#include <QSerialPortInfo>

#include <algorithm>

namespace robodash::link {

QString PortInfo::vidPid() const
{
    if (!hasVendorAndProduct)
        return {};
    return QStringLiteral("%1:%2")
        .arg(vendorId, 4, 16, QLatin1Char('0'))
        .arg(productId, 4, 16, QLatin1Char('0'));
}

QString PortInfo::label() const
{
    QStringList parts{portString};
    if (!description.isEmpty())
        parts << description;
    if (hasVendorAndProduct)
        parts << vidPid();
    if (!serialNumber.isEmpty())
        parts << QStringLiteral("serial %1").arg(serialNumber);
    return parts.join(QStringLiteral(" — "));
}

bool PortDiscovery::looksLikeKobuki(const PortInfo &port)
{
    if (port.portString == QLatin1String(kKobukiLinkPath))
        return true;
    // Yujin programs the FTDI chip's serial number as "kobuki_XXXXXXXX".
    return port.hasVendorAndProduct && port.vendorId == kFtdiVendorId
           && port.productId == kFtdiFt232ProductId
           && port.serialNumber.startsWith(QLatin1String("kobuki"), Qt::CaseInsensitive);
}

PortInfo PortDiscovery::fromSerialPortInfo(const QSerialPortInfo &info)
{
    PortInfo port;
    port.portString = info.systemLocation();
    port.systemLocation = info.systemLocation();
    port.description = info.description();
    port.manufacturer = info.manufacturer();
    port.serialNumber = info.serialNumber();
    port.hasVendorAndProduct = info.hasVendorIdentifier() && info.hasProductIdentifier();
    port.vendorId = info.vendorIdentifier();
    port.productId = info.productIdentifier();
    port.isKobuki = looksLikeKobuki(port);
    return port;
}

PortInfo PortDiscovery::virtualKobuki()
{
    PortInfo port;
    port.portString = QString::fromLatin1(kVirtualPortString);
    port.description = QStringLiteral("Virtual Kobuki (built in)");
    port.isVirtual = true;
    return port;
}

QList<PortInfo> PortDiscovery::arrange(QList<PortInfo> serialPorts,
                                       const std::optional<QString> &kobukiLinkTarget)
{
    if (kobukiLinkTarget) {
        // Offer the stable udev name instead of the node it points to today.
        auto target = std::find_if(serialPorts.begin(), serialPorts.end(),
                                   [&](const PortInfo &p) {
                                       return p.systemLocation == *kobukiLinkTarget;
                                   });
        PortInfo link;
        if (target != serialPorts.end()) {
            link = *target;
            serialPorts.erase(target);
        } else {
            link.systemLocation = *kobukiLinkTarget;
            link.description = QStringLiteral("Kobuki (udev link)");
        }
        link.portString = QString::fromLatin1(kKobukiLinkPath);
        serialPorts.prepend(link);
    }
    for (PortInfo &port : serialPorts)
        port.isKobuki = looksLikeKobuki(port);

    QList<PortInfo> arranged;
    for (const PortInfo &port : serialPorts)
        if (port.isKobuki)
            arranged << port;
    arranged << virtualKobuki();
    QList<PortInfo> others;
    for (const PortInfo &port : serialPorts)
        if (!port.isKobuki)
            others << port;
    std::stable_sort(others.begin(), others.end(), [](const PortInfo &a, const PortInfo &b) {
        return a.portString < b.portString;
    });
    return arranged << others;
}

QList<PortInfo> PortDiscovery::availablePorts()
{
    QList<PortInfo> found;
    for (const QSerialPortInfo &info : QSerialPortInfo::availablePorts())
        found << fromSerialPortInfo(info);
    std::optional<QString> linkTarget;
    const QFileInfo kobukiLink(QString::fromLatin1(kKobukiLinkPath));
    if (kobukiLink.exists())
        linkTarget = kobukiLink.canonicalFilePath();
    return arrange(found, linkTarget);
}

std::optional<QString> PortDiscovery::findDevice(const DeviceIdentity &identity,
                                                 const QList<PortInfo> &present)
{
    if (identity.hasHardwareIdentity()) {
        for (const PortInfo &port : present) {
            if (port.hasVendorAndProduct && port.vendorId == identity.vendorId
                && port.productId == identity.productId
                && port.serialNumber == identity.serialNumber)
                return port.portString;
        }
        return std::nullopt;
    }
    // No hardware identity (pty, symlink to one, plain UART): the path is all we have.
    if (QFileInfo::exists(identity.path))
        return identity.path;
    for (const PortInfo &port : present)
        if (port.portString == identity.path || port.systemLocation == identity.path)
            return identity.path;
    return std::nullopt;
}

DeviceIdentity PortDiscovery::identify(const QString &device)
{
    DeviceIdentity identity;
    identity.path = device;
    const QString canonical = QFileInfo(device).canonicalFilePath();
    for (const QSerialPortInfo &info : QSerialPortInfo::availablePorts()) {
        if (info.systemLocation() != device && info.systemLocation() != canonical
            && info.portName() != device)
            continue;
        identity.serialNumber = info.serialNumber();
        identity.hasVendorAndProduct = info.hasVendorIdentifier() && info.hasProductIdentifier();
        identity.vendorId = info.vendorIdentifier();
        identity.productId = info.productIdentifier();
        break;
    }
    return identity;
}

}  // namespace robodash::link
