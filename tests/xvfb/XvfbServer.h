#pragma once
// A private X server for one test: Xvfb on a display number it picks itself (-displayfd, so
// two tests never race for the same number), with the server's own key auto-repeat on at a
// chosen delay and rate, as on a desktop. Stopped when this object goes.

#include <QProcess>
#include <QSize>
#include <QString>

namespace robodash::xtest {

class XvfbServer {
public:
    struct Options {
        QSize screen{1366, 768};
        int repeatDelayMs = 500;    // X's default is 660; shorter keeps the tests short
        int repeatIntervalMs = 30;  // faster than the link's 40 ms period, as many desktops
    };

    XvfbServer() = default;
    ~XvfbServer();
    XvfbServer(const XvfbServer &) = delete;
    XvfbServer &operator=(const XvfbServer &) = delete;

    // False with a reason when Xvfb is missing or does not come up within `timeoutMs`.
    bool start(const Options &options, QString *error, int timeoutMs = 30000);
    QString display() const { return m_display; }  // ":N"
    const Options &options() const { return m_options; }

private:
    QProcess m_process;
    QString m_display;
    Options m_options;
};

}  // namespace robodash::xtest
