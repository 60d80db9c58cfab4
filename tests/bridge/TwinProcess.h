#pragma once
// A virtual Kobuki of a test's own in a process of its own (`robodash-cli sim --link PORT
// --trace FILE`): a bridge is started on its port, and the trace holds the ground truth —
// every command the twin's firmware obeyed and its true pose at 10 Hz.

#include <QProcess>
#include <QString>

#include <vector>

struct TracePose {
    double t = 0, x = 0, y = 0, theta = 0;  // twin seconds; metres and radians in its room
};

class TwinProcess {
public:
    ~TwinProcess();  // a test that failed half-way leaves no twin running, nor its files

    // Starts it and waits (at most `ms`) for its port to appear.
    bool start(const QString &name, int ms);
    bool stop(int ms);
    const QString &port() const { return m_port; }

    bool traceContains(const QByteArray &text) const;
    // Every pose line written so far, oldest first.
    std::vector<TracePose> poses() const;

private:
    QProcess m_process;
    QString m_port, m_traceFile;
};
