// The host every virtual robot runs on, with a made-up family of a few lines: what the Rover
// Pro and rFLEX twins will get without writing any thread, pty or fault code.
#include "sim/core/SimulationHost.h"

#include <QTest>

#include <fcntl.h>
#include <unistd.h>

namespace tst_simulation_host {  // this file's names, apart in a unity batch

using namespace robodash::sim;

namespace {

// Sends {0x7E, n} every 10 simulated ms and keeps whatever the host writes.
class CountingModel : public SimulationModel {
public:
    std::int64_t micros() const override { return m_micros; }
    std::int64_t stepMicros() const override { return 1000; }
    std::int64_t nextFrameMicros() const override { return (m_micros / 10000 + 1) * 10000; }
    void step(const FrameSink &sink) override
    {
        m_micros += stepMicros();
        if (m_micros % 10000 == 0)
            sink({0x7E, m_count++});
    }
    void receive(const std::uint8_t *data, std::size_t size) override
    {
        received.insert(received.end(), data, data + size);
    }
    void setTrace(TraceWriter *) override {}
    void resetRobot() override { ++resets; }
    Pose truePose() const override { return {}; }
    const World &world() const override { return m_world; }

    std::vector<std::uint8_t> received;
    int resets = 0;

private:
    std::int64_t m_micros = 0;
    std::uint8_t m_count = 0;
    World m_world = World::defaultWorld();
};

class CountingTwin : public SimulationHost {
public:
    explicit CountingTwin(std::string refusal = {})
        : SimulationHost(HostOptions{10.0, {}, {}, 1})
    {
        setModel(std::make_unique<CountingModel>(), std::move(refusal));
    }
    template <typename Fn>
    auto ask(Fn &&fn) const { return withModel<const CountingModel>(fn); }
};

// Appends what the twin has sent so far; true once `bytes` holds at least `count`.
bool readAtLeast(int fd, std::vector<std::uint8_t> &bytes, std::size_t count)
{
    std::uint8_t buffer[256];
    ssize_t n;
    while ((n = ::read(fd, buffer, sizeof buffer)) > 0)
        bytes.insert(bytes.end(), buffer, buffer + n);
    return bytes.size() >= count;
}

}  // namespace

class TestSimulationHost : public QObject {
    Q_OBJECT

private slots:
    void servesTheModelsFramesAndHandsItTheHostsBytes()
    {
        CountingTwin twin;
        std::string error;
        QVERIFY2(twin.start(&error), error.c_str());
        QVERIFY(twin.isRunning());
        const int fd = ::open(twin.devicePath().c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK);
        QVERIFY(fd >= 0);
        std::vector<std::uint8_t> bytes;
        QTRY_VERIFY(readAtLeast(fd, bytes, 6));
        QCOMPARE(bytes[0], std::uint8_t(0x7E));
        QCOMPARE(bytes[2], std::uint8_t(0x7E));
        QCOMPARE(std::uint8_t(bytes[3] - bytes[1]), std::uint8_t(1));  // in order, none lost
        const std::uint8_t hello[] = {'h', 'i'};
        QCOMPARE(::write(fd, hello, sizeof hello), ssize_t(2));
        const std::vector<std::uint8_t> expected{'h', 'i'};
        QTRY_COMPARE(twin.ask([](const CountingModel &m) { return m.received; }), expected);
        QVERIFY(twin.simulatedSeconds() > 0);
        QVERIFY(twin.feedbackFramesSent() >= 3);
        ::close(fd);
    }

    void resetGoesToTheModelAndClearsFaults()
    {
        CountingTwin twin;
        Faults faults;
        faults.silent = true;
        faults.delayMs = 30;
        twin.setFaults(faults);
        QVERIFY(twin.faults().silent);
        twin.reset();
        QVERIFY(!twin.faults().silent);
        QCOMPARE(twin.faults().delayMs, 0);
        QCOMPARE(twin.ask([](const CountingModel &m) { return m.resets; }), 1);
    }

    void aRefusedModelDoesNotStart()
    {
        CountingTwin twin("cannot read world file x.json");
        std::string error;
        QVERIFY(!twin.start(&error));
        QCOMPARE(error, std::string("cannot read world file x.json"));
        QVERIFY(!twin.isRunning());
        QVERIFY(twin.devicePath().empty());
    }

    void stopClosesThePortAndTheModelKeepsItsTime()
    {
        CountingTwin twin;
        QVERIFY(twin.start());
        QTRY_VERIFY(twin.simulatedSeconds() > 0.05);
        twin.stop();
        QVERIFY(!twin.isRunning());
        QVERIFY(twin.devicePath().empty());
        const double stoppedAt = twin.simulatedSeconds();
        QVERIFY(twin.start());
        QVERIFY(!twin.devicePath().empty());
        QVERIFY(twin.simulatedSeconds() >= stoppedAt);
    }
};

QTEST_GUILESS_MAIN(TestSimulationHost)

}  // namespace tst_simulation_host
#include "tst_simulation_host.moc"
