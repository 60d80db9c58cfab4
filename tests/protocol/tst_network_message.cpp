// A network message's envelope (core/NetworkMessage.h): what envelopeOf writes, the finder
// reads back whole, in any chunking, past bytes that start no envelope and past a header whose
// lengths cannot be, and refuses to write what it could not read back.
#include "core/NetworkMessageFinder.h"

#include <QtTest>

using robodash::core::envelopeOf;
using robodash::core::NetworkMessage;
using robodash::core::NetworkMessageFinder;

namespace {

NetworkMessage message(const std::string &topic, std::size_t payloadSize)
{
    NetworkMessage m;
    m.topic = topic;
    m.type = "nav_msgs/msg/Odometry";
    for (std::size_t i = 0; i < payloadSize; ++i)
        m.payload.push_back(std::uint8_t(i * 7 + 3));
    return m;
}

std::vector<NetworkMessage> findIn(const std::vector<std::uint8_t> &bytes, std::size_t chunk,
                                   NetworkMessageFinder &finder)
{
    std::vector<NetworkMessage> found;
    for (std::size_t at = 0; at < bytes.size(); at += chunk)
        finder.feed(bytes.data() + at, std::min(chunk, bytes.size() - at),
                    [&found](const NetworkMessage &m, std::size_t) { found.push_back(m); });
    return found;
}

bool same(const NetworkMessage &a, const NetworkMessage &b)
{
    return a.topic == b.topic && a.type == b.type && a.payload == b.payload;
}

}  // namespace

class TestNetworkMessage : public QObject {
    Q_OBJECT
private slots:
    void envelopesComeBackWholeInAnyChunking_data();
    void envelopesComeBackWholeInAnyChunking();
    void strayBytesAndImpossibleHeadersAreSkipped();
    void whatCannotBeReadBackIsNotWritten();
};

void TestNetworkMessage::envelopesComeBackWholeInAnyChunking_data()
{
    QTest::addColumn<int>("chunk");
    for (int chunk : {1, 2, 7, 64, 100000})
        QTest::addRow("%d", chunk) << chunk;
}

void TestNetworkMessage::envelopesComeBackWholeInAnyChunking()
{
    QFETCH(int, chunk);
    const std::vector<NetworkMessage> sent = {message("odom", 0), message("/odometry/wheels", 700),
                                              message("battery_a_state", 70000)};
    std::vector<std::uint8_t> stream;
    for (const NetworkMessage &m : sent) {
        const std::vector<std::uint8_t> envelope = envelopeOf(m);
        QCOMPARE(envelope.size(), 2 + 1 + m.topic.size() + 1 + m.type.size() + 4 + m.payload.size());
        stream.insert(stream.end(), envelope.begin(), envelope.end());
    }
    NetworkMessageFinder finder;
    const std::vector<NetworkMessage> found = findIn(stream, std::size_t(chunk), finder);
    QCOMPARE(found.size(), sent.size());
    for (std::size_t i = 0; i < sent.size(); ++i)
        QVERIFY(same(found[i], sent[i]));
    QCOMPARE(finder.pendingBytes(), std::size_t(0));
    QCOMPARE(finder.discardedBytes(), std::uint64_t(0));
    QCOMPARE(finder.messages(), std::uint64_t(3));
}

void TestNetworkMessage::strayBytesAndImpossibleHeadersAreSkipped()
{
    const NetworkMessage wanted = message("odom", 40);
    std::vector<std::uint8_t> stream = {0x00, 0x41, NetworkMessageFinder::kMagic0, 0x00};  // magic cut short
    // A header whose payload length is above the limit: dropped, not waited for.
    const std::vector<std::uint8_t> impossible = {NetworkMessageFinder::kMagic0, NetworkMessageFinder::kMagic1,
                                                  1, 'x', 1, 'y', 0xFF, 0xFF, 0xFF, 0xFF};
    stream.insert(stream.end(), impossible.begin(), impossible.end());
    const std::vector<std::uint8_t> envelope = envelopeOf(wanted);
    stream.insert(stream.end(), envelope.begin(), envelope.end());
    NetworkMessageFinder finder;
    const std::vector<NetworkMessage> found = findIn(stream, 3, finder);
    QCOMPARE(found.size(), std::size_t(1));
    QVERIFY(same(found[0], wanted));
    QCOMPARE(finder.badEnvelopes(), std::uint64_t(2));  // the short magic and the impossible length
    QCOMPARE(finder.discardedBytes(), std::uint64_t(4 + impossible.size()));
}

void TestNetworkMessage::whatCannotBeReadBackIsNotWritten()
{
    QVERIFY(envelopeOf(message("", 4)).empty());
    QVERIFY(envelopeOf(message(std::string(256, 't'), 4)).empty());
    NetworkMessage noType = message("odom", 4);
    noType.type.clear();
    QVERIFY(envelopeOf(noType).empty());
    QVERIFY(!envelopeOf(message(std::string(255, 't'), 4)).empty());
}

QTEST_GUILESS_MAIN(TestNetworkMessage)
#include "tst_network_message.moc"
