#pragma once
// What the virtual robot really did, from its trace file (robodash-cli sim --trace: JSON
// lines, the true pose at 10 Hz in simulated seconds, and every command it received). The
// dashboard's own readings are not trusted here: the point is what the robot did.

#include <QString>
#include <QStringList>
#include <QVector>

namespace robodash::xtest {

class TwinTrace {
public:
    struct Pose {
        double t = 0;  // simulated seconds
        double x = 0;
        double y = 0;
        double theta = 0;
    };

    explicit TwinTrace(QString path);

    void refresh();  // reads the lines written since the last call
    const QVector<Pose> &poses() const { return m_poses; }
    int commandCount() const { return m_commandNames.size(); }  // lines other than poses
    bool hasCommand(const QString &name) const { return m_commandNames.contains(name); }
    double latestTime() const;
    // Ground speed (m/s) between the last two poses; 0 with fewer.
    double latestSpeed() const;
    // The lowest ground speed over the poses of the last `seconds`; 0 with fewer than two.
    double lowestSpeedOver(double seconds) const;
    // How far the robot went (m) since simulated time `t`.
    double distanceSince(double t) const;

private:
    static double speedBetween(const Pose &from, const Pose &to);
    QString m_path;
    qint64 m_offset = 0;
    QByteArray m_partial;
    QVector<Pose> m_poses;
    QStringList m_commandNames;  // "name" of each command line ("base_control", ...)
};

}  // namespace robodash::xtest
