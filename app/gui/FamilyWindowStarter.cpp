#include "FamilyWindowStarter.h"

#include "FamilyCatalog.h"

#include <QFileInfo>
#include <QProcess>

FamilyWindowStarter::FamilyWindowStarter(QString family, Reporter report)
    : m_family(std::move(family)), m_report(std::move(report)), m_start([](const QStringList &arguments) {
          return QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments);
      })
{
}

void FamilyWindowStarter::openLog(const QString &path, const QString &family)
{
    const QString file = QFileInfo(path).fileName(), name = displayNameOf(family), ours = displayNameOf(m_family);
    start({QStringLiteral("--robot"), family, QStringLiteral("--replay"), path},
          tr("%1 is a %2's log: it opens in a new %2 window; this one stays with the %3").arg(file, name, ours),
          tr("%1 is a %2's log, which this %3 window cannot show, and a %2 window could not be started")
              .arg(file, name, ours));
}

bool FamilyWindowStarter::openRobot(const QString &port, const QString &family)
{
    if (!robodash::app::robotFamilies().contains(family.toStdString()))
        return false;
    const QString name = displayNameOf(family);
    start({QStringLiteral("--robot"), family, QStringLiteral("--port"), port},
          tr("%1 is a %2: it opens in a new %2 window; this one stays as it is").arg(port, name),
          tr("%1 is a %2, which this window cannot show, and a %2 window could not be started").arg(port, name));
    return true;
}

void FamilyWindowStarter::start(const QStringList &arguments, const QString &started, const QString &notStarted)
{
    if (m_start(arguments))
        m_report(started, false);
    else
        m_report(tr("%1: run robodash %2").arg(notStarted, arguments.join(QLatin1Char(' '))), true);
}

QString FamilyWindowStarter::displayNameOf(const QString &family)
{
    return QString::fromStdString(robodash::app::robotFamilies().entryOrDefault(family.toStdString()).descriptor.displayName);
}
