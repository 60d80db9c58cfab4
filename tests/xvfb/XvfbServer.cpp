#include "XvfbServer.h"

#include <QDeadlineTimer>
#include <QStandardPaths>

namespace robodash::xtest {

XvfbServer::~XvfbServer()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.terminate();
    if (!m_process.waitForFinished(10000))
        m_process.kill();
    m_process.waitForFinished(5000);
}

bool XvfbServer::start(const Options &options, QString *error, int timeoutMs)
{
    m_options = options;
    const QString program = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
    if (program.isEmpty()) {
        *error = QStringLiteral("Xvfb not found (Debian package xvfb; scripts/install-deps installs it)");
        return false;
    }
    const QString screen = QStringLiteral("%1x%2x24").arg(options.screen.width()).arg(options.screen.height());
    // -displayfd 1: the server picks a free display and writes its number on standard output
    // once it accepts connections. "r" switches the auto-repeat on whatever the defaults.
    m_process.setProgram(program);
    m_process.setArguments({QStringLiteral("-displayfd"), QStringLiteral("1"),
                            QStringLiteral("-screen"), QStringLiteral("0"), screen,
                            QStringLiteral("-nolisten"), QStringLiteral("tcp"),
                            QStringLiteral("r"),
                            QStringLiteral("-ardelay"), QString::number(options.repeatDelayMs),
                            QStringLiteral("-arinterval"), QString::number(options.repeatIntervalMs)});
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start();
    if (!m_process.waitForStarted(timeoutMs)) {
        *error = QStringLiteral("Xvfb did not start: %1").arg(m_process.errorString());
        return false;
    }
    QByteArray output;
    const QDeadlineTimer deadline(timeoutMs);
    while (!output.contains('\n')) {
        if (m_process.state() == QProcess::NotRunning || deadline.hasExpired()) {
            *error = QStringLiteral("Xvfb gave no display number: %1")
                         .arg(QString::fromLocal8Bit(m_process.readAllStandardError()).trimmed());
            return false;
        }
        m_process.waitForReadyRead(100);
        output += m_process.readAllStandardOutput();
    }
    bool ok = false;
    const int number = output.trimmed().toInt(&ok);
    if (!ok) {
        *error = QStringLiteral("Xvfb wrote '%1' instead of a display number").arg(QString::fromLatin1(output));
        return false;
    }
    m_display = QStringLiteral(":%1").arg(number);
    return true;
}

}  // namespace robodash::xtest
