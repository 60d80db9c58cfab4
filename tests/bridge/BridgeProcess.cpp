#include "BridgeProcess.h"

#include <cstdio>

BridgeProcess::BridgeProcess(QObject *parent) : QObject(parent)
{
    connect(&m_process, &QProcess::readyReadStandardError, this, [this] {
        const QByteArray text = m_process.readAllStandardError();
        m_err += text;
        std::fputs(text.constData(), stderr);
    });
}

BridgeProcess::~BridgeProcess()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.terminate();
    if (!m_process.waitForFinished(10000))
        m_process.kill();
    m_process.waitForFinished(5000);
}

bool BridgeProcess::start(int domain, const QString &rosNamespace, const QStringList &moreArguments)
{
    return startOnPort(QStringLiteral("sim:"), domain, rosNamespace, moreArguments);
}

bool BridgeProcess::startOnPort(const QString &port, int domain, const QString &rosNamespace,
                                const QStringList &moreArguments)
{
    m_process.start(QStringLiteral(ROBODASH_CLI_PATH),
                    QStringList{"bridge", port, "--interface", "lo", "--domain",
                                QString::number(domain), "--namespace", rosNamespace}
                        + moreArguments);
    return m_process.waitForStarted();
}

bool BridgeProcess::terminate(int ms)
{
    m_process.terminate();
    return m_process.waitForFinished(ms) && m_process.exitStatus() == QProcess::NormalExit
           && m_process.exitCode() == 0;
}
