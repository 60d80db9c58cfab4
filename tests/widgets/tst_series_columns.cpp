// A plot draws a field's series as one extent per pixel column (SeriesColumns): the value in
// force fills the columns it holds over, a column with many changes shows their whole range,
// nothing is drawn past the field's last reading or where it was not read; ticks fall on
// nice numbers.
#include "PlotTicks.h"
#include "SeriesColumns.h"

#include <QtTest>

#include <cmath>

namespace tst_series_columns {  // this file's names, apart in a unity batch

using namespace robodash::widgets;
using robodash::store::FieldSeries;

class SeriesColumnsTest : public QObject {
    Q_OBJECT
private slots:
    void aHeldValueFillsTheColumnsUntilItsLastReading()
    {
        FieldSeries series(100);
        series.add(0, 1.0);
        series.add(100, 5.0);
        series.add(200, 5.0);  // read again, unchanged: no point, but read until 200
        const auto columns = seriesColumns(series, 0, 400, 4);
        QCOMPARE(columns.size(), std::size_t(4));
        QVERIFY(columns[0].shown);
        QCOMPARE(columns[0].minimum, 1.0);
        QCOMPARE(columns[0].maximum, 1.0);
        QVERIFY(columns[1].shown);
        QCOMPARE(columns[1].entry, 5.0);
        QVERIFY(columns[2].shown);  // the reading at 200 is in the third column
        QCOMPARE(columns[2].exit, 5.0);
        QVERIFY(!columns[3].shown);  // after its last reading: not drawn on
    }

    void manyChangesInOneColumnShowTheirWholeRange()
    {
        FieldSeries series(1000);
        for (int t = 0; t < 100; ++t)
            series.add(t, t % 5 - 1.0);  // -1 .. 3
        series.add(100, 7.0);
        const auto columns = seriesColumns(series, 0, 200, 2);
        QCOMPARE(columns[0].entry, -1.0);
        QCOMPARE(columns[0].minimum, -1.0);
        QCOMPARE(columns[0].maximum, 3.0);
        QCOMPARE(columns[0].exit, 3.0);  // t = 99: 99 % 5 - 1
        QCOMPARE(columns[1].entry, 7.0);
    }

    void aValueFromBeforeTheWindowHoldsIntoIt()
    {
        FieldSeries series(10);
        series.add(0, 2.5);
        series.add(1000, 2.5);
        const auto columns = seriesColumns(series, 500, 900, 4);
        for (const ColumnExtent &column : columns) {
            QVERIFY(column.shown);
            QCOMPARE(column.minimum, 2.5);
        }
        const auto range = seriesRange(series, 500, 900);
        QVERIFY(range);
        QCOMPARE(range->first, 2.5);
    }

    void notReadIsAGap()
    {
        FieldSeries series(10);
        series.add(0, 1.0);
        series.add(100, std::nan(""));  // the robot stopped saying it
        series.add(300, 2.0);
        const auto columns = seriesColumns(series, 0, 400, 4);
        QVERIFY(columns[0].shown);
        QVERIFY(!columns[1].shown);
        QVERIFY(!columns[2].shown);
        QVERIFY(columns[3].shown);
        QCOMPARE(columns[3].entry, 2.0);
        const auto range = seriesRange(series, 0, 400);
        QCOMPARE(range->first, 1.0);
        QCOMPARE(range->second, 2.0);
    }

    // Zoomed in, a millisecond spans many columns: each holds the value in force, the line is
    // unbroken up to the change and steps there.
    void zoomedInEveryColumnBeforeAChangeHoldsTheOldValue()
    {
        FieldSeries series(10);
        series.add(0, 1.0);
        series.add(10, 2.0);
        series.add(19, 2.0);  // read until 19 ms
        const auto columns = seriesColumns(series, 0, 20, 1000);  // 50 columns a millisecond
        for (int c = 0; c < 500; ++c) {
            QVERIFY2(columns[std::size_t(c)].shown, qPrintable(QString::number(c)));
            QCOMPARE(columns[std::size_t(c)].maximum, 1.0);
        }
        QCOMPARE(columns[500].entry, 2.0);
        QVERIFY(columns[999].shown);  // the reading at 19 ms lasts its millisecond
        QCOMPARE(columns[999].exit, 2.0);
    }

    void theOverviewShowsEachBucketsRange()
    {
        robodash::store::OverviewField field;
        field.buckets = {{1, 3, 2, 1}, {5, 5, 5, 5}, {0, 0, 0, 0}, {-1, 4, 4, -1}};
        field.read = {true, true, false, true};
        const auto columns = overviewColumns(field, 10.0, 0, 40, 4);  // a column a bucket
        QCOMPARE(columns[0].minimum, 1.0);
        QCOMPARE(columns[0].maximum, 3.0);
        QCOMPARE(columns[0].entry, 2.0);
        QVERIFY(!columns[2].shown);  // not read there
        const auto two = overviewColumns(field, 10.0, 0, 40, 2);  // two buckets a column
        QCOMPARE(two[0].minimum, 1.0);
        QCOMPARE(two[0].maximum, 5.0);
        QCOMPARE(two[0].exit, 5.0);
        const auto wide = overviewColumns(field, 10.0, 0, 10, 8);  // a bucket across 8 columns: its range in each
        QCOMPARE(wide[7].minimum, 1.0);
        QCOMPARE(wide[7].maximum, 3.0);
        const auto range = overviewRange(field, 10.0, 0, 40);
        QCOMPARE(range->first, -1.0);
        QCOMPARE(range->second, 5.0);
    }

    void theFirstPointAtOrAfterATime()
    {
        FieldSeries series(10);
        for (int t : {10, 20, 30})
            series.add(t, t);
        QCOMPARE(firstPointAtOrAfter(series, 0), std::size_t(0));
        QCOMPARE(firstPointAtOrAfter(series, 20), std::size_t(1));
        QCOMPARE(firstPointAtOrAfter(series, 21), std::size_t(2));
        QCOMPARE(firstPointAtOrAfter(series, 31), std::size_t(3));
    }

    void ticksFallOnNiceNumbers()
    {
        const PlotTicks ticks = PlotTicks::across(0, 10, 5);
        QCOMPARE(ticks.values, (std::vector<double>{0, 2, 4, 6, 8, 10}));
        QCOMPARE(ticks.label(4), QStringLiteral("4"));
        const PlotTicks fine = PlotTicks::across(11.93, 12.31, 4);
        QCOMPARE(fine.step, 0.1);
        QCOMPARE(fine.label(fine.values.front()), QStringLiteral("12.0"));
        QVERIFY(PlotTicks::across(1, 1, 4).values.empty());
        // Far from zero, a span smaller than a step of the numbers themselves: a few ticks, no
        // endless loop (an rFLEX timestamp near 4e9 zoomed in).
        const PlotTicks tiny = PlotTicks::across(4e9, 4e9 + 1e-7, 5);
        QVERIFY(tiny.values.size() <= 20);
    }
};

QTEST_GUILESS_MAIN(SeriesColumnsTest)

}  // namespace tst_series_columns

#include "tst_series_columns.moc"
