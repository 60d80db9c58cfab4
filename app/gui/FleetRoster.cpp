#include "FleetRoster.h"

#include "link/PortAddress.h"

#include <QSettings>
#include <QUrl>

namespace {
const QString kArray = QStringLiteral("fleet/robots");
}

QList<FleetMember> FleetRoster::load()
{
    QSettings settings;
    QList<FleetMember> fleet;
    const int count = settings.beginReadArray(kArray);
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        FleetMember member{settings.value(QStringLiteral("name")).toString(),
                           settings.value(QStringLiteral("robot")).toString(),
                           settings.value(QStringLiteral("port")).toString(),
                           settings.value(QStringLiteral("settingsGroup")).toString()};
        if (!member.robot.isEmpty() && !member.port.isEmpty()) fleet << member;
    }
    settings.endArray();
    return fleet;
}

void FleetRoster::save(const QList<FleetMember> &fleet)
{
    QSettings settings;
    settings.remove(kArray);
    settings.beginWriteArray(kArray, int(fleet.size()));
    for (int i = 0; i < fleet.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), fleet[i].name);
        settings.setValue(QStringLiteral("robot"), fleet[i].robot);
        settings.setValue(QStringLiteral("port"), fleet[i].port);
        settings.setValue(QStringLiteral("settingsGroup"), fleet[i].settingsGroup);
    }
    settings.endArray();
}

QString FleetRoster::settingsGroupFor(const QString &robot, const QString &port, const QList<FleetMember> &fleet)
{
    // A port is full of '/' and ':', which QSettings reads as groups: encoded, it is one key.
    const QString base = QStringLiteral("robots/%1@%2").arg(robot, QString::fromLatin1(QUrl::toPercentEncoding(port)));
    const auto taken = [&fleet](const QString &group) {
        for (const FleetMember &member : fleet)
            if (member.settingsGroup == group) return true;
        return false;
    };
    QString group = base;
    for (int n = 2; taken(group); ++n) group = QStringLiteral("%1-%2").arg(base).arg(n);
    return group;
}

QString FleetRoster::freeName(const QString &familyDisplayName, const QList<FleetMember> &fleet)
{
    const auto taken = [&fleet](const QString &name) {
        for (const FleetMember &member : fleet)
            if (member.name.compare(name, Qt::CaseInsensitive) == 0) return true;
        return false;
    };
    QString name = familyDisplayName;
    for (int n = 2; taken(name); ++n) name = QStringLiteral("%1 %2").arg(familyDisplayName).arg(n);
    return name;
}

int FleetRoster::holderOf(const QString &port, const QList<FleetMember> &fleet)
{
    const auto address = robodash::link::PortAddress::parse(port);
    if (address && address->kind == robodash::link::PortAddress::Kind::Virtual) return -1;
    for (int i = 0; i < fleet.size(); ++i)
        if (fleet[i].port.trimmed() == port.trimmed()) return i;
    return -1;
}
