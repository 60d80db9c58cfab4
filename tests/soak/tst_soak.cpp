// Soak: an hour of simulated robot time, accelerated, with faults injected at random
// (dropped frames, corrupted bytes, the port closed and reopened), RobotLink connected all
// along with auto-reconnect. Afterwards its counters must account for every fault, it must
// be online again, and (in the test build) ASan/LSan must have found nothing.
//
// ROBODASH_SOAK_SIM_SECONDS (default 3600) and ROBODASH_SOAK_TIME_SCALE (default 100) make
// the longer variant that scripts/bench runs.
#include "sim/kobuki/VirtualKobuki.h"

#include "link/LinkStatistics.h"
#include "RobotSession.h"
#include "link/RobotLink.h"

#include <QDeadlineTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>
#include <random>

namespace tst_soak {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::link::LinkStatistics;
using robodash::link::RobotLink;
using robodash::sim::VirtualKobuki;

namespace {

constexpr int kTimeoutMs = 10000;
constexpr int kFramePeriodMs = 20;

double environmentNumber(const char *name, double fallback)
{
    bool ok = false;
    const double value = qEnvironmentVariable(name).toDouble(&ok);
    return ok && value > 0 ? value : fallback;
}

// QTRY_* cannot be used in helpers that return a value: the same wait, answering yes or no.
template <typename Condition>
bool waitFor(Condition condition, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!condition()) {
        if (deadline.hasExpired())
            return false;
        QTest::qWait(10);
    }
    return true;
}

enum class Phase { Clean, Drop, Corrupt, CloseAndReopen };

// Frames the host never saw, from the gaps in the 1 ms robot time stamps (20 ms apart).
class GapCounter {
public:
    void onFrame(std::uint16_t stamp)
    {
        if (m_previous) {
            const int gap = static_cast<std::uint16_t>(stamp - *m_previous);
            if (gap > kFramePeriodMs)
                m_missing += (gap + kFramePeriodMs / 2) / kFramePeriodMs - 1;
        }
        m_previous = stamp;
        ++m_frames;
    }
    void forgetPrevious() { m_previous.reset(); }  // a new port: the stream starts afresh
    std::uint64_t missing() const { return m_missing; }
    std::uint64_t frames() const { return m_frames; }

private:
    std::optional<std::uint16_t> m_previous;
    std::uint64_t m_missing = 0;
    std::uint64_t m_frames = 0;
};

// LinkStatistics totals restart with every opening of the port: add up each session's last.
class SessionTotals {
public:
    void onStatistics(const LinkStatistics &s) { m_session = s; ++m_reports; }
    void endSession()
    {
        m_checksumErrors += m_session.checksumErrors;
        m_discardedBytes += m_session.discardedBytes;
        m_goodFrames += m_session.goodFrames;
        m_session = {};
    }
    quint64 checksumErrors() const { return m_checksumErrors + m_session.checksumErrors; }
    quint64 discardedBytes() const { return m_discardedBytes + m_session.discardedBytes; }
    quint64 goodFrames() const { return m_goodFrames + m_session.goodFrames; }
    int reports() const { return m_reports; }

private:
    LinkStatistics m_session;
    quint64 m_checksumErrors = 0, m_discardedBytes = 0, m_goodFrames = 0;
    int m_reports = 0;
};

}  // namespace

class TestSoak : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<VirtualKobuki> m_robot;
    std::unique_ptr<robodash::app::RobotSession> m_session;
    RobotLink *m_link = nullptr;
    GapCounter m_gaps;
    SessionTotals m_totals;

    QString linkPath() const { return m_dir.filePath(QStringLiteral("kobuki")); }

    // Waits for two fresh statistics reports, so that the totals include everything so far.
    bool statisticsCaughtUp()
    {
        const int target = m_totals.reports() + 2;
        return waitFor([&] { return m_totals.reports() >= target; }, kTimeoutMs);
    }

    // The robot falls silent and the link's totals catch up: nothing is in flight after this.
    bool quiesce()
    {
        sim::Faults silent;
        silent.silent = true;
        m_robot->setFaults(silent);
        return statisticsCaughtUp();
    }
    // The silence is not a fault of the stream: the next frame starts a new gap count.
    void resume(const sim::Faults &faults)
    {
        m_gaps.forgetPrevious();
        m_robot->setFaults(faults);
    }

    bool runFor(double simulatedSeconds)
    {
        const double end = m_robot->simulatedSeconds() + simulatedSeconds;
        return waitFor([&] { return m_robot->simulatedSeconds() >= end; }, 6 * kTimeoutMs);
    }

private slots:
    void anHourOfFaultsIsAccountedFor()
    {
        const double simSeconds = environmentNumber("ROBODASH_SOAK_SIM_SECONDS", 3600);
        sim::VirtualKobukiOptions options;
        options.seed = 23;
        options.timeScale = environmentNumber("ROBODASH_SOAK_TIME_SCALE", 100);
        options.linkPath = linkPath().toStdString();
        m_robot = std::make_unique<VirtualKobuki>(options);
        std::string error;
        QVERIFY2(m_robot->start(&error), error.c_str());

        m_session = std::make_unique<robodash::app::RobotSession>("kobuki");

        m_link = &m_session->link();
        QSignalSpy connected(m_link, &RobotLink::connected);
        QSignalSpy disconnected(m_link, &RobotLink::disconnected);
        connect(&m_session->kobuki(), &robodash::app::KobukiFeed::basicSensors, this,
                [this](const kobuki::BasicSensors &value, qint64) { m_gaps.onFrame(value.timeStamp); });
        connect(m_link, &RobotLink::statistics, this,
                [this](const LinkStatistics &s) { m_totals.onStatistics(s); });
        connect(m_link, &RobotLink::disconnected, this, [this] {
            m_totals.endSession();
            m_gaps.forgetPrevious();
        });
        m_link->setAutoReconnect(true);
        m_link->connectTo(linkPath());
        QTRY_VERIFY_WITH_TIMEOUT(m_link->isOnline(), kTimeoutMs);

        std::mt19937 random(20261121);
        std::uniform_int_distribution<int> pickPhase(0, 3);
        std::uniform_real_distribution<double> phaseSeconds(60, 240);
        int closes = 0, dropPhases = 0, corruptPhases = 0;
        while (m_robot->simulatedSeconds() < simSeconds) {
            sim::Faults faults;
            switch (static_cast<Phase>(pickPhase(random))) {
            case Phase::Clean:
                break;
            case Phase::Drop:
                faults.dropFrameFraction = std::uniform_real_distribution<double>(0.02, 0.3)(random);
                ++dropPhases;
                break;
            case Phase::Corrupt:
                faults.corruptByteFraction =
                    std::uniform_real_distribution<double>(0.0005, 0.005)(random);
                ++corruptPhases;
                break;
            case Phase::CloseAndReopen:
                QVERIFY(quiesce());
                const int lossesBefore = int(disconnected.count());
                const int connectionsBefore = int(connected.count());
                m_robot->stop();
                ++closes;
                QTRY_VERIFY_WITH_TIMEOUT(disconnected.count() > lossesBefore, kTimeoutMs);
                QVERIFY2(m_robot->start(&error), error.c_str());  // new pty, same link path
                resume(sim::Faults{});
                QTRY_VERIFY_WITH_TIMEOUT(connected.count() > connectionsBefore, kTimeoutMs);
                QTRY_VERIFY_WITH_TIMEOUT(m_link->isOnline(), kTimeoutMs);
                continue;
            }
            m_robot->setFaults(faults);
            QVERIFY(runFor(phaseSeconds(random)));
        }
        m_robot->setFaults(sim::Faults{});
        QVERIFY(runFor(10));
        QVERIFY(quiesce());

        qInfo("soak: %.0f simulated s; %d drop, %d corrupt phases, %d closes; %llu frames seen,"
              " %llu missing; %llu checksum errors, %llu bytes discarded; %llu dropped by the"
              " port",
              m_robot->simulatedSeconds(), dropPhases, corruptPhases, closes,
              static_cast<unsigned long long>(m_gaps.frames()),
              static_cast<unsigned long long>(m_gaps.missing()),
              static_cast<unsigned long long>(m_totals.checksumErrors()),
              static_cast<unsigned long long>(m_totals.discardedBytes()),
              static_cast<unsigned long long>(m_robot->framesDroppedByPort()));

        QVERIFY(m_robot->simulatedSeconds() >= simSeconds);
        // Every close was seen, and every loss was followed by exactly one reconnect. A machine
        // starved of CPU can stall the accelerated robot long enough for the link to give up
        // on it once more (CI, Debian 12, under a parallel build: 4 losses for 3 closes); that
        // loss must be recovered like the others, so it is counted, not failed.
        QVERIFY2(disconnected.count() >= closes, qPrintable(QString::number(disconnected.count())));
        if (disconnected.count() > closes)
            qInfo("soak: %d losses of the link besides the %d closes", int(disconnected.count()) - closes, closes);
        QCOMPARE(connected.count(), int(disconnected.count()) + 1);
        // Corrupted bytes show up as checksum errors and discarded bytes.
        if (corruptPhases > 0) {
            QVERIFY(m_totals.checksumErrors() > 0);
            QVERIFY(m_totals.discardedBytes() > 0);
        }
        // Dropped and corrupted frames are missing from the stream the host saw.
        if (dropPhases + corruptPhases > 0)
            QVERIFY(m_gaps.missing() > 0);
        // Every frame the link counted as good reached the GUI thread as basic sensors, but
        // for the rare corrupted frame whose flips cancel in the XOR checksum (its basic
        // sensors then fail to decode): far fewer than the corruptions the checksum caught.
        QVERIFY(quint64(m_gaps.frames()) <= m_totals.goodFrames());
        QVERIFY(m_totals.goodFrames() - m_gaps.frames() <= m_totals.checksumErrors() / 10);
        if (corruptPhases == 0)
            QCOMPARE(quint64(m_gaps.frames()), m_totals.goodFrames());
        // The link is still alive and well: the robot speaks again and it is back online.
        QVERIFY(m_link->isConnected());
        resume(sim::Faults{});
        QTRY_VERIFY_WITH_TIMEOUT(m_link->isOnline(), kTimeoutMs);
        const std::uint64_t framesBefore = m_gaps.frames();
        QTRY_VERIFY_WITH_TIMEOUT(m_gaps.frames() > framesBefore + 50, kTimeoutMs);
    }

    void cleanupTestCase()
    {
        m_session.reset();
        m_link = nullptr;
        m_robot.reset();
    }
};

QTEST_GUILESS_MAIN(TestSoak)

}  // namespace tst_soak
#include "tst_soak.moc"
