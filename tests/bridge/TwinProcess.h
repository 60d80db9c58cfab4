#pragma once
// A virtual Kobuki of a test's own in a process of its own (`robodash-cli sim --link PORT
// --trace FILE`): a bridge is started on its port, and the trace holds the ground truth —
// every command the twin's firmware obeyed and its true pose at 10 Hz.

#include <QProcess>
#include <QString>
#include <QStringList>

#include <vector>

struct TracePose {
    double t = 0, x = 0, y = 0, theta = 0;  // twin seconds; metres and radians in its room
};

class TwinProcess {
public:
    ~TwinProcess();  // a test that failed half-way leaves no twin running, nor its files

    // Starts it and waits (at most `ms`) for its port to appear; `more`: further `sim`
    // arguments (`--fault dead-cell`).
    bool start(const QString &name, int ms, const QStringList &more = {});
    // SIGUSR1: the twin is reset (at the origin, battery at its start charge, no faults).
    bool reset();
    bool stop(int ms);
    const QString &port() const { return m_port; }

    bool traceContains(const QByteArray &text) const;
    // Every pose line written so far, oldest first.
    std::vector<TracePose> poses() const;
    // The same from any twin's trace file (a bridge's twin writes the same lines).
    static std::vector<TracePose> posesIn(const QString &traceFile);

private:
    QProcess m_process;
    QString m_port, m_traceFile;
};
