#include "rflex/BumpPanels.h"

#include <QtTest>

namespace tst_rflex_bump_panels {  // this file's names, apart in a unity batch

using namespace robodash::rflex;

class TestRflexBumpPanels : public QObject {
    Q_OBJECT

private slots:
    void atrvJrPanelsAreBitsZeroAndOneAtAddress40_data()
    {
        QTest::addColumn<int>("state");
        QTest::addColumn<bool>("front");
        QTest::addColumn<bool>("rear");
        QTest::newRow("none") << 0x00 << false << false;
        QTest::newRow("front") << 0x01 << true << false;
        QTest::newRow("rear") << 0x02 << false << true;
        QTest::newRow("both") << 0x03 << true << true;
        QTest::newRow("other bits ignored") << 0xFC << false << false;
    }

    void atrvJrPanelsAreBitsZeroAndOneAtAddress40()
    {
        QFETCH(int, state);
        QFETCH(bool, front);
        QFETCH(bool, rear);
        const auto panels = bumpPanelsFrom(DioState{0, 0x40, 0, static_cast<std::uint8_t>(state)});
        QVERIFY(panels);
        QCOMPARE(panels->front, front);
        QCOMPARE(panels->rear, rear);
        QCOMPARE(panels->any(), front || rear);
    }

    void otherAddressesAreNotPanels()
    {
        QVERIFY(!bumpPanelsFrom(DioState{0, 0x41, 0, 0x03}));
        QVERIFY(!bumpPanelsFrom(DioState{0, 0x00, 0, 0x03}));  // Player's "heading home"
    }

    void offsetByteIsTheHighByteOfPlayersWord()
    {
        // The offset is not a panel on the ATRV-Jr, but a layout may name bit 8 and up.
        const BumpPanelLayout high{0x40, 8, 9};
        QVERIFY((bumpPanelsFrom(DioState{0, 0x40, 0x02, 0x01}, high) == BumpPanels{false, true}));
        QVERIFY((bumpPanelsFrom(DioState{0, 0x40, 0x02, 0x01}) == BumpPanels{true, false}));
    }
};

QTEST_GUILESS_MAIN(TestRflexBumpPanels)

}  // namespace tst_rflex_bump_panels
#include "tst_rflex_bump_panels.moc"
