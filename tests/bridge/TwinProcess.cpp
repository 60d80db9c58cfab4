#include "TwinProcess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <csignal>
#include <sys/types.h>

TwinProcess::~TwinProcess()
{
    stop(10000);
}

bool TwinProcess::start(const QString &name, int ms, const QStringList &more)
{
    m_port = QDir::temp().filePath(name);
    m_traceFile = m_port + QStringLiteral(".trace");
    QFile::remove(m_port);
    m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_process.start(QStringLiteral(ROBODASH_CLI_PATH),
                    QStringList{"sim", "--link", m_port, "--trace", m_traceFile} + more);
    if (!m_process.waitForStarted())
        return false;
    QElapsedTimer waited;
    waited.start();
    while (!QFile::exists(m_port)) {
        if (waited.elapsed() > ms || m_process.state() == QProcess::NotRunning)
            return false;
        QThread::msleep(50);
    }
    return true;
}

bool TwinProcess::reset()
{
    const qint64 pid = m_process.processId();
    return pid > 0 && ::kill(pid_t(pid), SIGUSR1) == 0;
}

bool TwinProcess::stop(int ms)
{
    bool stopped = true;
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        stopped = m_process.waitForFinished(ms);
        if (!stopped) {
            m_process.kill();
            m_process.waitForFinished(ms);
        }
    }
    if (!m_traceFile.isEmpty())
        QFile::remove(m_traceFile);
    return stopped;
}

bool TwinProcess::traceContains(const QByteArray &text) const
{
    QFile trace(m_traceFile);
    return trace.open(QIODevice::ReadOnly) && trace.readAll().contains(text);
}

std::vector<TracePose> TwinProcess::poses() const
{
    return posesIn(m_traceFile);
}

std::vector<TracePose> TwinProcess::posesIn(const QString &traceFile)
{
    std::vector<TracePose> found;
    QFile trace(traceFile);
    if (!trace.open(QIODevice::ReadOnly))
        return found;
    for (const QByteArray &line : trace.readAll().split('\n')) {
        if (!line.contains("\"type\":\"pose\""))
            continue;
        const QJsonObject pose = QJsonDocument::fromJson(line).object();
        if (pose.isEmpty())
            continue;  // the line being written
        found.push_back({pose.value("t").toDouble(), pose.value("x").toDouble(),
                         pose.value("y").toDouble(), pose.value("theta").toDouble()});
    }
    return found;
}
