#include "QuitSignalWatcher.h"

#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int g_signalSockets[2] = {-1, -1};  // [0] written by the handler, [1] read on the GUI thread
constexpr int kWatchedSignals[] = {SIGINT, SIGTERM};

bool installHandler(int signalNumber, void (*handler)(int))
{
    struct sigaction action {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(signalNumber, &action, nullptr) == 0;
}

}  // namespace

QuitSignalWatcher::QuitSignalWatcher(QObject *parent) : QObject(parent)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_signalSockets) != 0) return;
    // A storm of signals must never block the handler: a full socket just drops the extras.
    ::fcntl(g_signalSockets[0], F_SETFL, O_NONBLOCK);
    m_notifier = new QSocketNotifier(g_signalSockets[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignalWatcher::readSignal);
    for (int signalNumber : kWatchedSignals) installHandler(signalNumber, &QuitSignalWatcher::onSignal);
}

QuitSignalWatcher::~QuitSignalWatcher()
{
    if (!m_notifier) return;
    for (int signalNumber : kWatchedSignals) installHandler(signalNumber, SIG_DFL);
    ::close(g_signalSockets[0]);
    ::close(g_signalSockets[1]);
    g_signalSockets[0] = g_signalSockets[1] = -1;
}

void QuitSignalWatcher::onSignal(int signalNumber)
{
    const unsigned char number = static_cast<unsigned char>(signalNumber);
    // write() is async-signal-safe; errno is saved because the interrupted code may read it.
    const int savedErrno = errno;
    [[maybe_unused]] const ssize_t written = ::write(g_signalSockets[0], &number, 1);
    errno = savedErrno;
}

void QuitSignalWatcher::readSignal()
{
    unsigned char number = 0;
    if (::read(g_signalSockets[1], &number, 1) == 1) emit quitRequested(number);
}
