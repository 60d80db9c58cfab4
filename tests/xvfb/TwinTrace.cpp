#include "TwinTrace.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <utility>

namespace robodash::xtest {

TwinTrace::TwinTrace(QString path) : m_path(std::move(path)) {}

void TwinTrace::refresh()
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(m_offset))
        return;
    m_partial += file.readAll();
    m_offset = file.pos();
    int start = 0;
    for (int end = m_partial.indexOf('\n'); end >= 0; end = m_partial.indexOf('\n', start)) {
        const QJsonObject line = QJsonDocument::fromJson(m_partial.mid(start, end - start)).object();
        start = end + 1;
        if (line.value(QStringLiteral("type")).toString() != QStringLiteral("pose")) {
            m_commandNames.append(line.value(QStringLiteral("name")).toString());
            continue;
        }
        m_poses.append({line.value(QStringLiteral("t")).toDouble(), line.value(QStringLiteral("x")).toDouble(),
                        line.value(QStringLiteral("y")).toDouble(), line.value(QStringLiteral("theta")).toDouble()});
    }
    m_partial.remove(0, start);
}

double TwinTrace::latestTime() const
{
    return m_poses.isEmpty() ? 0.0 : m_poses.last().t;
}

double TwinTrace::speedBetween(const Pose &from, const Pose &to)
{
    const double dt = to.t - from.t;
    return dt > 0 ? std::hypot(to.x - from.x, to.y - from.y) / dt : 0.0;
}

double TwinTrace::latestSpeed() const
{
    const int n = int(m_poses.size());
    return n < 2 ? 0.0 : speedBetween(m_poses[n - 2], m_poses[n - 1]);
}

double TwinTrace::lowestSpeedOver(double seconds) const
{
    const int n = int(m_poses.size());
    if (n < 2)
        return 0.0;
    double lowest = speedBetween(m_poses[n - 2], m_poses[n - 1]);
    for (int i = n - 2; i > 0 && m_poses[n - 1].t - m_poses[i].t < seconds; --i)
        lowest = std::min(lowest, speedBetween(m_poses[i - 1], m_poses[i]));
    return lowest;
}

double TwinTrace::distanceSince(double t) const
{
    double distance = 0;
    for (int i = 1; i < m_poses.size(); ++i)
        if (m_poses[i - 1].t >= t)
            distance += std::hypot(m_poses[i].x - m_poses[i - 1].x, m_poses[i].y - m_poses[i - 1].y);
    return distance;
}

}  // namespace robodash::xtest
