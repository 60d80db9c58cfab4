// The rules by which the operator's drive and STOP win over a remote source's commands
// (link/DriveArbiter.h), on a clock the test moves by hand.
#include "link/DriveArbiter.h"

#include <QTest>

namespace tst_drive_arbiter {  // this file's names, apart in a unity batch

using robodash::link::DriveArbiter;
using Verdict = DriveArbiter::Verdict;

class TestDriveArbiter : public QObject {
    Q_OBJECT

private:
    qint64 m_nowMs = 100000;
    DriveArbiter arbiter() { return DriveArbiter([this] { return m_nowMs; }); }

private slots:
    void init() { m_nowMs = 100000; }

    void remoteDrivesWhenNobodyElseDoes()
    {
        DriveArbiter rules = arbiter();
        QCOMPARE(rules.remoteDrive(0.3, 0.1), Verdict::Accepted);
        QVERIFY(rules.isRemoteDriving());
        QCOMPARE(rules.remoteDrive(0, 0), Verdict::Accepted);
        QVERIFY(!rules.isRemoteDriving());
    }

    void operatorDriveWinsAndHoldsAfterRelease()
    {
        DriveArbiter rules = arbiter();
        rules.operatorDrive(0.2, 0);
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::OperatorDriving);
        QVERIFY(!rules.isRemoteDriving());
        rules.operatorDrive(0, 0);  // released the pad
        m_nowMs += DriveArbiter::kOperatorHoldMs - 1;
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::OperatorDriving);
        m_nowMs += 2;
        // The hold is over, but this stream was refused while the operator drove: it must
        // let go before it may move the robot.
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::StoppedByOperator);
        QCOMPARE(rules.remoteDrive(0, 0), Verdict::Accepted);
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::Accepted);
        QVERIFY(rules.isRemoteDriving());
    }

    void operatorTakingOverLatchesTheRemoteOut()
    {
        DriveArbiter rules = arbiter();
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::Accepted);
        rules.operatorDrive(-0.1, 0);
        QVERIFY(!rules.isRemoteDriving());
        rules.operatorDrive(0, 0);
        m_nowMs += DriveArbiter::kOperatorHoldMs * 5;
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::StoppedByOperator);
    }

    void stopLatchesUntilTheRemoteSendsZero()
    {
        DriveArbiter rules = arbiter();
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::Accepted);
        rules.operatorStop();
        QVERIFY(!rules.isRemoteDriving());
        QVERIFY(rules.isRemoteLatchedOut());
        m_nowMs += 60000;
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::StoppedByOperator);
        QCOMPARE(rules.remoteDrive(0, 0.2), Verdict::StoppedByOperator);
        QCOMPARE(rules.remoteDrive(0, 0), Verdict::Accepted);
        QVERIFY(!rules.isRemoteLatchedOut());
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::Accepted);
    }

    void stopLatchesUntilTheRemoteCommandExpires()
    {
        DriveArbiter rules = arbiter();
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::Accepted);
        rules.operatorStop();
        QVERIFY(!rules.remoteRelease());  // the robot is already stopped: nothing to send
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::Accepted);  // a new command, a fresh start
    }

    void stopWithoutARemoteCommandLatchesNothing()
    {
        DriveArbiter rules = arbiter();
        rules.operatorStop();  // e.g. the window lost focus
        QVERIFY(!rules.isRemoteLatchedOut());
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::Accepted);
    }

    void remoteTimeoutStopsOnlyTheRemotesMotion()
    {
        DriveArbiter rules = arbiter();
        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::Accepted);
        QVERIFY(rules.remoteRelease());  // its own motion: zero is sent
        QVERIFY(!rules.isRemoteDriving());

        QCOMPARE(rules.remoteDrive(0.3, 0), Verdict::Accepted);
        rules.operatorDrive(0.1, 0.5);
        QVERIFY(!rules.remoteRelease());  // the operator's drive is not cancelled
        QVERIFY(!rules.remoteRelease());  // nor later
    }
};

QTEST_GUILESS_MAIN(TestDriveArbiter)

}  // namespace tst_drive_arbiter
#include "tst_drive_arbiter.moc"
