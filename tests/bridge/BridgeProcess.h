#pragma once
// `robodash-cli bridge` in a process of its own, on the loopback interface, in a given domain
// and namespace: what the end-to-end tests talk to over real DDS. Its standard error is kept
// (the bridge's diagnostics) and copied to the test's log.

#include <QObject>
#include <QProcess>
#include <QStringList>

class BridgeProcess : public QObject {
    Q_OBJECT
public:
    explicit BridgeProcess(QObject *parent = nullptr);
    ~BridgeProcess() override;  // a test that failed half-way leaves no bridge running

    bool start(int domain, const QString &rosNamespace, const QStringList &moreArguments = {});
    // The same for the robot on `port` (a twin of the test's own, say) instead of sim:.
    bool startOnPort(const QString &port, int domain, const QString &rosNamespace,
                     const QStringList &moreArguments = {});
    // SIGTERM, as a service manager would stop it; true when it exited 0 within `ms`.
    bool terminate(int ms);
    const QByteArray &standardError() const { return m_err; }

private:
    QProcess m_process;
    QByteArray m_err;
};
