#include "CycloneConfig.h"

#include <QNetworkInterface>
#include <QStringList>

namespace robodash::bridge {

namespace {

// How many participants on one host a unicast-only discovery reaches: each takes the next
// free participant index, and SPDP is sent to the ports of indices 0..this.
constexpr int kMaxLocalParticipants = 32;

std::string knownInterfaces()
{
    QStringList names;
    for (const QNetworkInterface &candidate : QNetworkInterface::allInterfaces())
        names << candidate.name();
    return names.join(", ").toStdString();
}

}  // namespace

std::string CycloneConfig::xml(const std::string &interfaceName, bool loopback)
{
    std::string text = "<CycloneDDS><Domain id=\"any\"><General><Interfaces>"
                       "<NetworkInterface name=\"" + interfaceName + "\"/></Interfaces>";
    if (!loopback)
        return text + "</General></Domain></CycloneDDS>";
    text += "<AllowMulticast>false</AllowMulticast></General><Discovery>"
            "<ParticipantIndex>auto</ParticipantIndex>"
            "<MaxAutoParticipantIndex>" + std::to_string(kMaxLocalParticipants)
            + "</MaxAutoParticipantIndex>"
            "<Peers><Peer address=\"127.0.0.1\"/></Peers></Discovery>";
    return text + "</Domain></CycloneDDS>";
}

std::string CycloneConfig::forInterface(const std::string &interfaceName, std::string *error)
{
    const QNetworkInterface chosen
        = QNetworkInterface::interfaceFromName(QString::fromStdString(interfaceName));
    if (!chosen.isValid()) {
        *error = "no network interface named '" + interfaceName + "' (this machine has: "
                 + knownInterfaces() + ")";
        return {};
    }
    // The name goes into XML: only what interface names are made of is let through.
    for (const char c : interfaceName) {
        if (c == '<' || c == '>' || c == '"' || c == '&') {
            *error = "unusable interface name '" + interfaceName + "'";
            return {};
        }
    }
    return xml(interfaceName, chosen.flags().testFlag(QNetworkInterface::IsLoopBack));
}

}  // namespace robodash::bridge
