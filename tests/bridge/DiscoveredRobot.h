#pragma once
// What `robodash-cli discover --json` lists for one namespace on a loopback domain: the
// robot's JSON object ("namespace", "family", "node", "port", "problem"), or an empty object
// while it is not listed (yet). Each call runs discover once for a second; wrap it in
// QTRY_VERIFY, since discovery across processes takes a moment.
// Needs ROBODASH_CLI_PATH, as every test that runs the CLI.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

class DiscoveredRobot {
public:
    static QJsonObject in(int domain, const QString &rosNamespace, int timeoutMs)
    {
        QProcess discover;
        discover.start(QStringLiteral(ROBODASH_CLI_PATH),
                       {"discover", "--domain", QString::number(domain), "--interface", "lo",
                        "--seconds", "1", "--json"});
        if (!discover.waitForFinished(timeoutMs) || discover.exitCode() != 0)
            return {};
        const QJsonArray robots = QJsonDocument::fromJson(discover.readAllStandardOutput()).array();
        for (const QJsonValue robot : robots) {
            if (robot.toObject().value("namespace").toString() == rosNamespace)
                return robot.toObject();
        }
        return {};
    }
};
