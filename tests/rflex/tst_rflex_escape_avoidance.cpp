#include "rflex/EscapeAvoidance.h"

#include <QtTest>

#include <cstdint>
#include <cstdlib>
#include <random>

namespace tst_rflex_escape_avoidance {  // this file's names, apart in a unity batch

using namespace robodash::rflex;

namespace {

bool escapeFree(std::int64_t value)
{
    return value >= INT32_MIN && value <= INT32_MAX
           && !containsEscape(static_cast<std::uint32_t>(static_cast<std::int32_t>(value)));
}

// No escape-free value lies strictly nearer to `value` than `chosen`.
bool nothingNearer(std::int32_t value, std::int32_t chosen)
{
    const std::int64_t distance = std::llabs(std::int64_t{chosen} - value);
    for (std::int64_t d = 0; d < distance; ++d) {
        if (escapeFree(std::int64_t{value} - d) || escapeFree(std::int64_t{value} + d))
            return false;
    }
    return true;
}

}  // namespace

class TestRflexEscapeAvoidance : public QObject {
    Q_OBJECT

private slots:
    void containsEscapeLooksAtEveryByte()
    {
        QVERIFY(!containsEscape(0));
        QVERIFY(!containsEscape(0x1A1C1A1C));
        QVERIFY(containsEscape(0x0000001B));
        QVERIFY(containsEscape(0x00001B00));
        QVERIFY(containsEscape(0x001B0000));
        QVERIFY(containsEscape(0x1B000000));
    }

    void nearestWithoutEscape_data()
    {
        QTest::addColumn<qint64>("value");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("free values stay") << qint64{100000} << qint64{100000};
        QTest::newRow("1B: tie goes towards zero") << qint64{0x1B} << qint64{0x1A};
        QTest::newRow("-229 = FF FF FF 1B: towards zero") << qint64{-229} << qint64{-228};
        QTest::newRow("1B00 down to 1AFF") << qint64{0x1B00} << qint64{0x1AFF};
        QTest::newRow("1B7F: 0x80 down, 0x81 up") << qint64{0x1B7F} << qint64{0x1AFF};
        QTest::newRow("1B80: 0x81 down, 0x80 up") << qint64{0x1B80} << qint64{0x1C00};
        QTest::newRow("1B1B: the higher escape decides") << qint64{0x1B1B} << qint64{0x1AFF};
        QTest::newRow("1B 00 00 1B") << qint64{0x1B00001B} << qint64{0x1AFFFFFF};
        QTest::newRow("top byte 1B, upper half") << qint64{0x1BC00000} << qint64{0x1C000000};
        // FF 1B FF FF: FF 1C 00 00 is one away, FF 1A FF FF 0x10000
        QTest::newRow("negative with 1B inside") << qint64{-0x00E40001} << qint64{-0x00E40000};
    }

    void nearestWithoutEscape()
    {
        QFETCH(qint64, value);
        QFETCH(qint64, expected);
        const std::int32_t result = robodash::rflex::nearestWithoutEscape(static_cast<std::int32_t>(value));
        QCOMPARE(qint64{result}, expected);
        QVERIFY(!containsEscape(static_cast<std::uint32_t>(result)));
    }

    void nearestWithoutEscapeIsNearestOverARange()
    {
        // Every value whose two low bytes can hold 1B, either sign.
        for (std::int32_t value = -0x20000; value <= 0x20000; ++value) {
            const std::int32_t result = robodash::rflex::nearestWithoutEscape(value);
            QVERIFY(!containsEscape(static_cast<std::uint32_t>(result)));
            if (result != value)
                QVERIFY2(nothingNearer(value, result), qPrintable(QString::number(value)));
        }
    }

    void nearestWithoutEscapeOverRandomValues()
    {
        std::mt19937 random(1);
        std::uniform_int_distribution<std::int32_t> any(INT32_MIN, INT32_MAX);
        for (int n = 0; n < 200000; ++n) {
            const std::int32_t value = any(random);
            const std::int32_t result = robodash::rflex::nearestWithoutEscape(value);
            QVERIFY(!containsEscape(static_cast<std::uint32_t>(result)));
            QCOMPARE((result < 0), (value < 0));  // the sign never flips
            if (!containsEscape(static_cast<std::uint32_t>(value)))
                QCOMPARE(result, value);
        }
    }

    void idAvoidingEscapeMovesTheIdLeastAndAvoidsBoth()
    {
        for (int preferred = 0; preferred < 256; ++preferred) {
            for (int checksum = 0; checksum < 256; ++checksum) {
                const auto rest = static_cast<std::uint8_t>(checksum);
                const std::uint8_t id = idAvoidingEscape(static_cast<std::uint8_t>(preferred), rest);
                QVERIFY(id != 0x1B);
                QVERIFY((rest ^ id) != 0x1B);
                // Every id skipped on the way was unusable.
                for (auto skipped = static_cast<std::uint8_t>(preferred); skipped != id; ++skipped)
                    QVERIFY(skipped == 0x1B || (rest ^ skipped) == 0x1B);
            }
        }
    }

    void idAvoidingEscapeKeepsAGoodId()
    {
        QCOMPARE(idAvoidingEscape(4, 0x00), std::uint8_t{4});
        QCOMPARE(idAvoidingEscape(0, 0x1B), std::uint8_t{1});
        QCOMPARE(idAvoidingEscape(0x1A, 0x01), std::uint8_t{0x1C});  // 1A gives 1B, 1B is 1B
    }
};

QTEST_GUILESS_MAIN(TestRflexEscapeAvoidance)

}  // namespace tst_rflex_escape_avoidance
#include "tst_rflex_escape_avoidance.moc"
