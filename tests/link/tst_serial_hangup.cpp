// A serial port whose far end goes away while the program is idle (nothing written) is
// reported lost and closed, on any Qt version: Qt 6.8's QSerialPort alone reports nothing
// for a hung-up pseudo-terminal and spins on its read notifier (issue 26).
#include "link/PortHangupWatch.h"
#include "EventWaits.h"
#include "link/SerialTransport.h"

#include <QSignalSpy>
#include <QTest>

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

namespace tst_serial_hangup {  // this file's names, apart in a unity batch

using namespace robodash::link;

namespace {

// The test plays the robot: it holds the master side of a pseudo-terminal and closes it.
class FarEnd {
public:
    FarEnd()
    {
        m_master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
        if (m_master >= 0 && ::grantpt(m_master) == 0 && ::unlockpt(m_master) == 0)
            m_slavePath = QString::fromLocal8Bit(::ptsname(m_master));
    }
    ~FarEnd() { close(); }
    FarEnd(const FarEnd &) = delete;
    FarEnd &operator=(const FarEnd &) = delete;

    bool isReady() const { return m_master >= 0 && !m_slavePath.isEmpty(); }
    const QString &slavePath() const { return m_slavePath; }
    bool send(const QByteArray &bytes) const
    {
        return ::write(m_master, bytes.constData(), size_t(bytes.size())) == bytes.size();
    }
    void close()
    {
        if (m_master >= 0)
            ::close(m_master);
        m_master = -1;
    }

private:
    int m_master = -1;
    QString m_slavePath;
};

}  // namespace

class TestSerialHangup : public QObject {
    Q_OBJECT
private slots:
    void farEndClosedWhileIdleIsReportedLost()
    {
        FarEnd farEnd;
        QVERIFY(farEnd.isReady());
        SerialTransport transport(farEnd.slavePath());
        QSignalSpy opened(&transport, &Transport::opened);
        QSignalSpy received(&transport, &Transport::dataReceived);
        QSignalSpy lost(&transport, &Transport::connectionLost);
        transport.open();
        QCOMPARE(opened.count(), 1);

        // The port carries bytes before the far end goes.
        QVERIFY(farEnd.send(QByteArrayLiteral("\xAA\x55")));
        QTRY_VERIFY_WITH_TIMEOUT(!received.isEmpty(), robodash::waits::kEventMs);

        farEnd.close();  // nothing is written from here on: only the descriptor can tell
        QTRY_COMPARE_WITH_TIMEOUT(lost.count(), 1, robodash::waits::kEventMs);
        QVERIFY2(lost.first().first().toString().contains(QLatin1String("went away")),
                 qPrintable(lost.first().first().toString()));
        // Closed, so no read notifier is left to fire on the dead descriptor.
        QVERIFY(!transport.isOpen());
        // Reported once, however many ways the loss shows afterwards.
        QTest::qWait(3 * int(PortHangupWatch::kCheckPeriod.count()));
        QCOMPARE(lost.count(), 1);
    }

    void aHealthyPortHasNoHangupReason()
    {
        FarEnd farEnd;
        QVERIFY(farEnd.isReady());
        const int slave = ::open(farEnd.slavePath().toLocal8Bit().constData(),
                                 O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
        QVERIFY(slave >= 0);
        QCOMPARE(PortHangupWatch::hangupReason(slave), QString());
        farEnd.close();
        QVERIFY(PortHangupWatch::hangupReason(slave).contains(QLatin1String("hung up")));
        ::close(slave);
    }

    void aClosedTransportReportsNoLoss()
    {
        FarEnd farEnd;
        QVERIFY(farEnd.isReady());
        SerialTransport transport(farEnd.slavePath());
        QSignalSpy lost(&transport, &Transport::connectionLost);
        transport.open();
        QVERIFY(transport.isOpen());
        transport.close();
        farEnd.close();
        QTest::qWait(3 * int(PortHangupWatch::kCheckPeriod.count()));
        QCOMPARE(lost.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSerialHangup)

}  // namespace tst_serial_hangup
#include "tst_serial_hangup.moc"
