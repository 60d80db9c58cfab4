// A field's series as the store keeps it: points only where the value changes, the oldest
// pushed out when full, the value in force at any time.
#include "store/FieldSeries.h"

#include <QtTest>

#include <cmath>

using robodash::store::FieldSeries;

class TestFieldSeries : public QObject {
    Q_OBJECT
private slots:
    void aValueThatHoldsStillCostsOnePoint()
    {
        FieldSeries series(10);
        for (int t = 0; t < 1000; t += 20)
            series.add(t, 16.4);
        QCOMPARE(series.size(), std::size_t(1));
        QCOMPARE(series.readings(), std::uint64_t(50));
        QCOMPARE(series.point(0).timeMs, std::int64_t(0));
        QCOMPARE(*series.lastReadMs(), std::int64_t(980));
    }

    void everyChangeIsAPointInTimeOrder()
    {
        FieldSeries series(10);
        series.add(0, 1);
        series.add(10, 1);
        series.add(20, 2);
        series.add(30, 1);
        QCOMPARE(series.size(), std::size_t(3));
        QCOMPARE(series.point(1).timeMs, std::int64_t(20));
        QCOMPARE(series.point(1).value, 2.0);
        QCOMPARE(series.newest()->value, 1.0);
        QCOMPARE(series.newest()->timeMs, std::int64_t(30));
    }

    void notReadIsAChangeOnlyOnce()
    {
        FieldSeries series(10);
        series.add(0, 12.0);
        series.add(10, std::nan(""));
        series.add(20, std::nan(""));
        series.add(30, 12.0);
        QCOMPARE(series.size(), std::size_t(3));
        QVERIFY(std::isnan(series.point(1).value));
    }

    void theOldestGoFirstWhenFull()
    {
        FieldSeries series(4);
        for (int i = 0; i < 10; ++i)
            series.add(i * 100, i);
        QCOMPARE(series.size(), std::size_t(4));
        QCOMPARE(series.dropped(), std::uint64_t(6));
        for (std::size_t i = 0; i < 4; ++i)
            QCOMPARE(series.point(i).value, double(6 + i));
        QCOMPARE(series.point(0).timeMs, std::int64_t(600));
    }

    void theValueInForceIsHeldUntilTheNextChange()
    {
        FieldSeries series(3);
        for (int i = 0; i < 5; ++i)  // wraps the ring: 2, 3, 4 remain at 200, 300, 400
            series.add(i * 100, i);
        QVERIFY(!series.valueAt(199));  // before the oldest kept
        QCOMPARE(*series.valueAt(200), 2.0);
        QCOMPARE(*series.valueAt(299), 2.0);
        QCOMPARE(*series.valueAt(300), 3.0);
        QCOMPARE(*series.valueAt(10'000), 4.0);
    }

    void memoryGrowsWithPointsNotCapacity()
    {
        FieldSeries still(100'000);
        for (int t = 0; t < 100'000; ++t)
            still.add(t, 3.0);
        FieldSeries changing(100'000);
        for (int t = 0; t < 100'000; ++t)
            changing.add(t, t);
        QVERIFY2(still.bytes() < 1024, qPrintable(QString::number(still.bytes())));
        QVERIFY(changing.bytes() >= 100'000 * sizeof(robodash::store::SeriesPoint));
        changing.clear();
        QVERIFY(changing.empty());
        QVERIFY(!changing.lastReadMs());
        QVERIFY(changing.bytes() < 1024);
    }
};

QTEST_APPLESS_MAIN(TestFieldSeries)
#include "tst_field_series.moc"
