#include "link/PortAddress.h"

#include <QFileInfo>

namespace robodash::link {
namespace {

const QString kTcpPrefix = QStringLiteral("tcp://");
const QString kVirtualPrefix = QStringLiteral("sim:");

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

std::optional<PortAddress> parseTcp(const QString &text, QString *error)
{
    const QString rest = text.mid(kTcpPrefix.size());
    // The port follows the last colon so that bracketed IPv6 hosts keep their colons.
    const int colon = rest.lastIndexOf(QLatin1Char(':'));
    QString host = colon < 0 ? rest : rest.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    bool numeric = false;
    const uint port = colon < 0 ? 0 : rest.mid(colon + 1).toUInt(&numeric);
    if (host.isEmpty() || colon < 0 || !numeric || port == 0 || port > 65535) {
        setError(error, QStringLiteral("bad port string '%1': expected tcp://host:port with a "
                                       "port number from 1 to 65535")
                            .arg(text));
        return std::nullopt;
    }
    PortAddress address;
    address.kind = PortAddress::Kind::Tcp;
    address.host = host;
    address.port = static_cast<quint16>(port);
    address.text = text;
    return address;
}

}  // namespace

std::optional<PortAddress> PortAddress::parse(const QString &given, QString *error)
{
    const QString text = given.trimmed();
    if (text.isEmpty()) {
        setError(error, QStringLiteral("no port given: use a device such as /dev/ttyUSB0, "
                                       "tcp://host:port or sim:"));
        return std::nullopt;
    }
    if (text == QLatin1String("sim") || text.startsWith(kVirtualPrefix)) {
        // The faults after `sim:` are the twin's to check: only it knows what its robot has.
        PortAddress address;
        address.kind = Kind::Virtual;
        address.twinFaults = text.mid(kVirtualPrefix.size());
        address.text = kVirtualPrefix + address.twinFaults;
        return address;
    }
    if (text.startsWith(kTcpPrefix, Qt::CaseInsensitive))
        return parseTcp(text, error);
    // Anything else with a scheme is a typo we can name rather than a device to look for.
    const bool looksLikeScheme = text.contains(QLatin1String("://"))
                                 || (text.contains(QLatin1Char(':'))
                                     && !text.startsWith(QLatin1Char('/')));
    if (looksLikeScheme || text.contains(QLatin1Char(' '))) {
        setError(error, QStringLiteral("bad port string '%1': use a device such as "
                                       "/dev/ttyUSB0, tcp://host:port or sim:")
                            .arg(text));
        return std::nullopt;
    }
    PortAddress address;
    address.kind = Kind::Serial;
    address.device = text;
    address.text = text;
    return address;
}

QString PortAddress::replayFileName(const QString &connectedPort)
{
    static const QString prefix = QStringLiteral("replay:");
    if (!connectedPort.startsWith(prefix)) return QString();
    return QFileInfo(connectedPort.mid(prefix.size())).fileName();
}

}  // namespace robodash::link
