#pragma once
// A raw capture of the UDP traffic of one DDS domain on the loopback interface (AF_PACKET,
// as tcpdump does; needs CAP_NET_RAW, i.e. root): what anyone on the network would see of a
// bridge. Only datagrams to the domain's RTPS ports (7400 + 250 x domain, the next 250) are
// kept, so other tests' domains running at the same time do not mix in.

#include <QByteArray>

class LoopbackCapture {
public:
    explicit LoopbackCapture(int domain);
    ~LoopbackCapture();
    LoopbackCapture(const LoopbackCapture &) = delete;
    LoopbackCapture &operator=(const LoopbackCapture &) = delete;

    bool isOpen() const { return m_socket >= 0; }
    // Reads what has arrived; every kept datagram's UDP payload, concatenated.
    const QByteArray &payloads();
    int datagrams() const { return m_datagrams; }

private:
    void keepIfInDomain(const unsigned char *frame, long length);

    int m_socket = -1;
    unsigned m_firstPort, m_lastPort;
    QByteArray m_payloads;
    int m_datagrams = 0;
};
