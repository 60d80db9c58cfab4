#include "LoopbackCapture.h"

#include <arpa/inet.h>
#include <linux/if_packet.h>
#include <net/ethernet.h>
#include <net/if.h>
#include <netinet/ip.h>
#include <netinet/udp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstring>

LoopbackCapture::LoopbackCapture(int domain)
    : m_firstPort(7400 + 250 * unsigned(domain)), m_lastPort(7400 + 250 * unsigned(domain) + 249)
{
    m_socket = socket(AF_PACKET, SOCK_RAW | SOCK_NONBLOCK, htons(ETH_P_IP));
    if (m_socket < 0)
        return;
    sockaddr_ll address{};
    address.sll_family = AF_PACKET;
    address.sll_protocol = htons(ETH_P_IP);
    address.sll_ifindex = int(if_nametoindex("lo"));
    if (bind(m_socket, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        close(m_socket);
        m_socket = -1;
        return;
    }
    // Every packet on lo is queued here until read, other tests' DDS traffic too: room for
    // seconds of it, so that a loaded machine's slow reader loses none of the domain's.
    const int bufferBytes = 8 * 1024 * 1024;
    if (setsockopt(m_socket, SOL_SOCKET, SO_RCVBUFFORCE, &bufferBytes, sizeof bufferBytes) != 0)
        setsockopt(m_socket, SOL_SOCKET, SO_RCVBUF, &bufferBytes, sizeof bufferBytes);
}

LoopbackCapture::~LoopbackCapture()
{
    if (m_socket >= 0)
        close(m_socket);
}

const QByteArray &LoopbackCapture::payloads()
{
    unsigned char frame[65536];
    for (;;) {
        const long length = recv(m_socket, frame, sizeof frame, 0);
        if (length <= 0)
            break;
        keepIfInDomain(frame, length);
    }
    return m_payloads;
}

void LoopbackCapture::keepIfInDomain(const unsigned char *frame, long length)
{
    // On lo, a frame is a zeroed Ethernet header, then IPv4, then (for us) UDP.
    const long ipStart = sizeof(ether_header);
    if (length < ipStart + long(sizeof(iphdr)))
        return;
    // Copied out: after the 14-byte Ethernet header the IP header is not 4-byte aligned.
    iphdr ip{};
    std::memcpy(&ip, frame + ipStart, sizeof ip);
    const long udpStart = ipStart + long(ip.ihl) * 4;
    if (ip.protocol != IPPROTO_UDP || length < udpStart + long(sizeof(udphdr)))
        return;
    udphdr udp{};
    std::memcpy(&udp, frame + udpStart, sizeof udp);
    const unsigned port = ntohs(udp.dest);
    if (port < m_firstPort || port > m_lastPort)
        return;
    const long payloadStart = udpStart + long(sizeof(udphdr));
    m_payloads.append(reinterpret_cast<const char *>(frame + payloadStart), int(length - payloadStart));
    ++m_datagrams;
}
