#pragma once
// Opens what this window's family cannot show in a window of its own family, by starting
// the program again (robodash --robot FAMILY ...): another family's log (File > Open) or a
// robot of another family found on the network (the connection bar's list). This window's
// panels cannot show another family's readings, and changing them would drop the robot it
// is connected to, so it stays as it was. What happened is said through `report`.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class FamilyWindowStarter {
    Q_DECLARE_TR_FUNCTIONS(FamilyWindowStarter)
public:
    using ProgramStarter = std::function<bool(const QStringList &arguments)>;
    using Reporter = std::function<void(const QString &message, bool problem)>;

    // `family`: this window's ("kobuki").
    FamilyWindowStarter(QString family, Reporter report);
    void setProgramStarter(ProgramStarter starter) { m_start = std::move(starter); }

    void openLog(const QString &path, const QString &family);
    // False when `family` is none this program knows (nothing started, nothing said).
    bool openRobot(const QString &port, const QString &family);

    static QString displayNameOf(const QString &family);  // "rflex" -> "rFLEX"

private:
    // `notStarted` gets the command to run by hand.
    void start(const QStringList &arguments, const QString &started, const QString &notStarted);

    QString m_family;
    Reporter m_report;
    ProgramStarter m_start;
};
