#pragma once
// robodash-cli run the way a user runs it, as a process of its own: its exit code and both
// outputs. A test that includes this defines ROBODASH_CLI_PATH (the built program) and
// depends on the robodash-cli target.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QStringList>

namespace robodash::cli_testing {

struct CliRun {
    int exitCode = -1;  // -1: did not start or finish in time; -2: crashed
    QByteArray out, err;
};

// `input` goes to its standard input, which is then closed.
inline CliRun runCli(const QStringList &arguments, const QByteArray &input = {}, int timeoutMs = 30000)
{
    QProcess process;
    process.start(QStringLiteral(ROBODASH_CLI_PATH), arguments);
    CliRun run;
    if (!process.waitForStarted(10000))
        return run;
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// One object per non-empty line; none at all (and a warning) when a line is not an object.
inline QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> objects;
    for (const QByteArray &line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError error{};
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject()) {
            qWarning("not a JSON object: %s", line.constData());
            return {};
        }
        objects << document.object();
    }
    return objects;
}

}  // namespace robodash::cli_testing
