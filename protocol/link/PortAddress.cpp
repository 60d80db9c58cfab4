#include "link/PortAddress.h"

#include <QFileInfo>

namespace robodash::link {
namespace {

const QString kTcpPrefix = QStringLiteral("tcp://");
const QString kVirtualPrefix = QStringLiteral("sim:");
const QString kNetworkPrefix = QStringLiteral("ros2:");
const QString kUsage = QStringLiteral("use a device such as /dev/ttyUSB0, tcp://host:port, sim: "
                                      "or ros2:/namespace");

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

// ROS 2's rule for a namespace: tokens of letters, digits and underscores, not starting with
// a digit, joined by single slashes, after a leading one.
bool isValidNamespace(const QString &name)
{
    if (name == QLatin1String("/"))
        return true;
    if (!name.startsWith(QLatin1Char('/')) || name.endsWith(QLatin1Char('/')))
        return false;
    const QStringList tokens = name.mid(1).split(QLatin1Char('/'));
    for (const QString &token : tokens) {
        if (token.isEmpty() || token.front().isDigit())
            return false;
        for (const QChar c : token) {
            if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('_'))
                return false;
        }
    }
    return true;
}

bool applyNetworkOption(PortAddress &address, const QString &option, QString *error)
{
    const int equals = option.indexOf(QLatin1Char('='));
    const QString key = option.left(equals);
    const QString value = equals < 0 ? QString() : option.mid(equals + 1);
    if (key == QLatin1String("domain")) {
        bool numeric = false;
        const int domain = value.toInt(&numeric);
        if (!numeric || domain < 0 || domain > PortAddress::kMaxDomain) {
            setError(error, QStringLiteral("bad domain '%1' in '%2': a ROS 2 domain id is a "
                                           "number from 0 to %3")
                                .arg(value, address.text)
                                .arg(PortAddress::kMaxDomain));
            return false;
        }
        address.domain = domain;
        return true;
    }
    QString *text = key == QLatin1String("interface") ? &address.interfaceName
                    : key == QLatin1String("keystore") ? &address.keystore
                    : key == QLatin1String("enclave")  ? &address.enclave
                                                       : nullptr;
    if (text && !value.isEmpty()) {
        *text = value;
        return true;
    }
    setError(error, QStringLiteral("bad option '%1' in '%2': a network robot takes domain=N, "
                                   "interface=NAME, keystore=DIR and enclave=NAME, as in "
                                   "ros2:/tb1?domain=7&interface=eth0")
                        .arg(option, address.text));
    return false;
}

std::optional<PortAddress> parseNetwork(const QString &text, QString *error)
{
    PortAddress address;
    address.kind = PortAddress::Kind::Network;
    address.text = text;
    const QString rest = text.mid(kNetworkPrefix.size());
    const int question = rest.indexOf(QLatin1Char('?'));
    address.rosNamespace = question < 0 ? rest : rest.left(question);
    if (address.rosNamespace.isEmpty())
        address.rosNamespace = QStringLiteral("/");
    if (!isValidNamespace(address.rosNamespace)) {
        setError(error, QStringLiteral("bad namespace '%1' in '%2': a ROS 2 namespace starts "
                                       "with / and holds letters, digits and underscores, "
                                       "as in ros2:/tb1")
                            .arg(address.rosNamespace, text));
        return std::nullopt;
    }
    if (question >= 0) {
        const QStringList options = rest.mid(question + 1).split(QLatin1Char('&'));
        for (const QString &option : options) {
            if (!applyNetworkOption(address, option, error))
                return std::nullopt;
        }
    }
    return address;
}

}  // namespace

int PortAddress::effectiveDomain() const
{
    if (domain >= 0)
        return domain;
    bool numeric = false;
    const int fromEnvironment = qEnvironmentVariableIntValue("ROS_DOMAIN_ID", &numeric);
    return numeric && fromEnvironment >= 0 && fromEnvironment <= kMaxDomain ? fromEnvironment : 0;
}

std::optional<PortAddress> PortAddress::parse(const QString &given, QString *error)
{
    const QString text = given.trimmed();
    if (text.isEmpty()) {
        setError(error, QStringLiteral("no port given: %1").arg(kUsage));
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
    if (text.startsWith(kNetworkPrefix, Qt::CaseInsensitive))
        return parseNetwork(text, error);
    // Anything else with a scheme is a typo we can name rather than a device to look for.
    const bool looksLikeScheme = text.contains(QLatin1String("://"))
                                 || (text.contains(QLatin1Char(':'))
                                     && !text.startsWith(QLatin1Char('/')));
    if (looksLikeScheme || text.contains(QLatin1Char(' '))) {
        setError(error, QStringLiteral("bad port string '%1': %2").arg(text, kUsage));
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
