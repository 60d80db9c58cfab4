#include "TimePlot.h"
#include "EventWaits.h"

#include <QAbstractButton>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <limits>

namespace tst_time_plot {  // this file's names, apart in a unity batch

using robodash::widgets::TimePlot;

class TimePlotTest : public QObject {
    Q_OBJECT
private slots:
    void ringKeepsAtMostItsCapacity();
    void showsSamplesRelativeToTheNewest();
    void dropsSamplesOlderThanTheWindow();
    void decimatesToAFewPointsPerColumnKeepingExtremes();
    void refreshTickUpdatesTheDisplay();
    void pauseFreezesDisplayButKeepsCollecting();
    void pauseButtonTogglesPause();
    void markersAreASeparateSeries();
    void ignoresBadSeriesAndNonFiniteValues();
    void autoRangeCoversTheDataWithRoundNumbers();
    void saveImageWritesAFile();
    void saveImageExplainsFailures();
};

void TimePlotTest::ringKeepsAtMostItsCapacity()
{
    TimePlot plot;
    plot.setRingCapacity(100);
    const int series = plot.addSeries("a", Qt::blue);
    for (int i = 0; i < 1000; ++i)
        plot.addSample(series, i * 0.001, i);
    QCOMPARE(plot.storedSampleCount(series), 100);
    plot.refresh();
    const QList<QPointF> shown = plot.displayedPoints(series);
    QCOMPARE(shown.size(), 100);
    QCOMPARE(shown.first().y(), 900.0);  // the oldest kept
    QCOMPARE(shown.last().y(), 999.0);

    plot.setRingCapacity(10);  // shrinking keeps the newest
    QCOMPARE(plot.storedSampleCount(series), 10);
    plot.refresh();
    QCOMPARE(plot.displayedPoints(series).first().y(), 990.0);
}

void TimePlotTest::showsSamplesRelativeToTheNewest()
{
    TimePlot plot;
    const int series = plot.addSeries("a", Qt::blue);
    plot.addSample(series, 100.0, 1.0);
    plot.addSample(series, 101.5, 2.0);
    plot.addSample(series, 103.0, 3.0);
    plot.refresh();
    const QList<QPointF> shown = plot.displayedPoints(series);
    QCOMPARE(shown.size(), 3);
    QCOMPARE(shown[0], QPointF(-3.0, 1.0));
    QCOMPARE(shown[1], QPointF(-1.5, 2.0));
    QCOMPARE(shown[2], QPointF(0.0, 3.0));
}

void TimePlotTest::dropsSamplesOlderThanTheWindow()
{
    TimePlot plot;
    plot.setTimeWindow(5);
    const int series = plot.addSeries("a", Qt::blue);
    for (int second = 0; second <= 20; ++second)
        plot.addSample(series, second, second);
    plot.refresh();
    const QList<QPointF> shown = plot.displayedPoints(series);
    // 15..20 are inside; 14 is kept so the line enters from the left edge.
    QCOMPARE(shown.size(), 7);
    QCOMPARE(shown.first().y(), 14.0);
}

void TimePlotTest::decimatesToAFewPointsPerColumnKeepingExtremes()
{
    TimePlot plot;
    plot.resize(400, 250);
    plot.setRingCapacity(50000);
    plot.setTimeWindow(10);
    const int series = plot.addSeries("a", Qt::blue);
    double lowest = std::numeric_limits<double>::infinity(), highest = -lowest;
    for (int i = 0; i < 40000; ++i) {
        const double value = std::sin(i * 0.37) * (1 + (i % 1000) / 1000.0);
        plot.addSample(series, i * 0.00025, value);
        lowest = std::min(lowest, value);
        highest = std::max(highest, value);
    }
    plot.refresh();
    const QList<QPointF> shown = plot.displayedPoints(series);
    QVERIFY2(shown.size() <= 2 * 400 + 2, qPrintable(QString::number(shown.size())));
    QVERIFY(shown.size() >= 100);
    double shownLowest = std::numeric_limits<double>::infinity(), shownHighest = -shownLowest;
    for (const QPointF &point : shown) {
        shownLowest = std::min(shownLowest, point.y());
        shownHighest = std::max(shownHighest, point.y());
    }
    QCOMPARE(shownLowest, lowest);
    QCOMPARE(shownHighest, highest);
    for (int i = 1; i < shown.size(); ++i)
        QVERIFY(shown[i].x() >= shown[i - 1].x());
}

void TimePlotTest::refreshTickUpdatesTheDisplay()
{
    TimePlot plot;
    plot.setRefreshRate(50);
    const int series = plot.addSeries("a", Qt::blue);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot, robodash::waits::kEventMs));
    plot.addSample(series, 1.0, 42.0);
    QVERIFY(plot.displayedPoints(series).isEmpty());  // addSample only stores
    QTRY_COMPARE_WITH_TIMEOUT(plot.displayedPoints(series).size(), 1, robodash::waits::kEventMs);
    QCOMPARE(plot.displayedPoints(series).first().y(), 42.0);

    plot.addSample(series, 2.0, 43.0);
    plot.hide();  // hidden plots do not redraw...
    QTest::qWait(100);
    QCOMPARE(plot.displayedPoints(series).size(), 1);
    plot.show();  // ...and catch up when shown
    QCOMPARE(plot.displayedPoints(series).size(), 2);
}

void TimePlotTest::pauseFreezesDisplayButKeepsCollecting()
{
    TimePlot plot;
    QSignalSpy paused(&plot, &TimePlot::pausedChanged);
    const int series = plot.addSeries("a", Qt::blue);
    for (int i = 0; i < 10; ++i)
        plot.addSample(series, i * 0.1, i);
    plot.refresh();
    const QList<QPointF> before = plot.displayedPoints(series);

    plot.pause();
    QVERIFY(plot.isPaused());
    for (int i = 10; i < 20; ++i)
        plot.addSample(series, i * 0.1, i);
    plot.refresh();
    QTest::qWait(100);  // timer ticks, if any, must not change the display either
    QCOMPARE(plot.displayedPoints(series), before);
    QCOMPARE(plot.storedSampleCount(series), 20);

    plot.resume();
    plot.refresh();
    QCOMPARE(plot.displayedPoints(series).size(), 20);
    QCOMPARE(plot.displayedPoints(series).last().y(), 19.0);
    QCOMPARE(paused.count(), 2);
}

void TimePlotTest::pauseButtonTogglesPause()
{
    TimePlot plot;
    auto *button = plot.findChild<QAbstractButton *>("pauseButton");
    QVERIFY(button);
    button->click();
    QVERIFY(plot.isPaused());
    QCOMPARE(button->text(), QStringLiteral("Resume"));
    button->click();
    QVERIFY(!plot.isPaused());
}

void TimePlotTest::markersAreASeparateSeries()
{
    TimePlot plot;
    const int series = plot.addSeries("psd", Qt::blue);
    const int markers = plot.addMarkerSeries("cliff", Qt::red);
    plot.addSample(series, 1.0, 10.0);
    plot.addSample(series, 2.0, 20.0);
    plot.addMarker(markers, 2.0, 20.0);
    plot.refresh();
    QCOMPARE(plot.displayedPoints(series).size(), 2);
    QCOMPARE(plot.displayedMarkers(markers), QList<QPointF>{QPointF(0.0, 20.0)});
}

void TimePlotTest::ignoresBadSeriesAndNonFiniteValues()
{
    TimePlot plot;
    const int series = plot.addSeries("a", Qt::blue);
    plot.addSample(7, 1.0, 1.0);
    plot.addSample(-1, 1.0, 1.0);
    plot.addSample(series, std::nan(""), 1.0);
    plot.addSample(series, 1.0, std::numeric_limits<double>::infinity());
    plot.addMarker(3, 1.0, 1.0);
    plot.refresh();
    QCOMPARE(plot.storedSampleCount(series), 0);
    QVERIFY(plot.displayedPoints(7).isEmpty());
}

void TimePlotTest::autoRangeCoversTheDataWithRoundNumbers()
{
    TimePlot plot;
    plot.setAutoValueRange(1.0);
    const int series = plot.addSeries("a", Qt::blue);
    plot.addSample(series, 0, 13.2);
    plot.addSample(series, 1, 16.7);
    plot.refresh();
    QCOMPARE(plot.valueRange(), qMakePair(13.0, 17.0));
    plot.addSample(series, 2, 15.0);  // still fits: the axis stays put
    plot.refresh();
    QCOMPARE(plot.valueRange(), qMakePair(13.0, 17.0));
    plot.addSample(series, 3, 25.0);
    plot.refresh();
    QVERIFY(plot.valueRange().second >= 25.0);
    QVERIFY(plot.valueRange().first <= 13.2);
}

void TimePlotTest::saveImageWritesAFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TimePlot plot("saved");
    plot.resize(300, 200);
    const int series = plot.addSeries("a", Qt::blue);
    plot.addSample(series, 0, 0);
    plot.addSample(series, 1, 1);
    plot.refresh();
    const QString path = dir.filePath("plot.png");
    QString error = "stale";
    QVERIFY2(plot.saveImage(path, &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    const QImage image(path);
    QCOMPARE(image.size(), QSize(300, 200));
}

void TimePlotTest::saveImageExplainsFailures()
{
    TimePlot plot;
    QString error;
    QVERIFY(!plot.saveImage("/no/such/folder/plot.png", &error));
    QVERIFY2(error.contains("/no/such/folder") && error.contains("does not exist"), qPrintable(error));
    QVERIFY(!plot.saveImage("/tmp/plot.unknownformat", &error));
    QVERIFY2(error.contains(".png"), qPrintable(error));
    QVERIFY(!plot.saveImage("", &error));
    QVERIFY2(error.contains("no file name"), qPrintable(error));
    QVERIFY(!plot.saveImage("/tmp/plot.png/"));  // no error pointer: must not crash
}

QTEST_MAIN(TimePlotTest)

}  // namespace tst_time_plot
#include "tst_time_plot.moc"
