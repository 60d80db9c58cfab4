// Fault injection as every virtual robot's host applies it to outgoing frames.
#include "sim/core/FaultInjector.h"

#include <QTest>

namespace tst_fault_injector {  // this file's names, apart in a unity batch

using namespace robodash::sim;

namespace {
const std::vector<std::uint8_t> kFrame{0xAA, 0x55, 0x03, 0x01, 0x02, 0x03};
}  // namespace

class TestFaultInjector : public QObject {
    Q_OBJECT

private slots:
    void noFaultsPassEveryFrameUntouched()
    {
        FaultInjector injector(1);
        for (int i = 0; i < 100; ++i) {
            std::vector<std::uint8_t> frame = kFrame;
            QVERIFY(injector.pass(frame, Faults{}));
            QCOMPARE(frame, kFrame);
        }
    }

    void silentAndAllDroppedPassNothing()
    {
        FaultInjector injector(1);
        Faults silent;
        silent.silent = true;
        Faults dropAll;
        dropAll.dropFrameFraction = 1.0;
        std::vector<std::uint8_t> frame = kFrame;
        QVERIFY(!injector.pass(frame, silent));
        QVERIFY(!injector.pass(frame, dropAll));
        QCOMPARE(frame, kFrame);  // a lost frame is not corrupted as well
    }

    void fullCorruptionFlipsOneBitInEveryByte()
    {
        FaultInjector injector(7);
        Faults corrupt;
        corrupt.corruptByteFraction = 1.0;
        std::vector<std::uint8_t> frame = kFrame;
        QVERIFY(injector.pass(frame, corrupt));
        for (std::size_t i = 0; i < frame.size(); ++i) {
            const unsigned flipped = frame[i] ^ kFrame[i];
            QVERIFY2(flipped != 0 && (flipped & (flipped - 1)) == 0, "exactly one bit");
        }
    }

    void sameSeedBreaksTheSameFrames()
    {
        Faults some;
        some.dropFrameFraction = 0.3;
        some.corruptByteFraction = 0.2;
        FaultInjector a(5), b(5), c(6);
        std::vector<std::vector<std::uint8_t>> outA, outB, outC;
        for (int i = 0; i < 50; ++i) {
            for (auto [injector, out] : {std::pair{&a, &outA}, {&b, &outB}, {&c, &outC}}) {
                std::vector<std::uint8_t> frame = kFrame;
                if (injector->pass(frame, some))
                    out->push_back(frame);
            }
        }
        QCOMPARE(outA, outB);
        QVERIFY(outA != outC);
        QVERIFY(!outA.empty() && outA.size() < 50);
    }
};

QTEST_APPLESS_MAIN(TestFaultInjector)

}  // namespace tst_fault_injector
#include "tst_fault_injector.moc"
