// Plots of any field (issue 40) on a store fed with Kobuki samples: the time cursor shows each
// field's value at that time; a field the robot does not report is absent, not 0; a layout
// saved and opened again shows the same series, and a file that is no layout changes nothing;
// the visible range exports as CSV with the values in force; an XY plot pairs the values of
// two fields; a field dragged from the tree lands on the plot; the wheel zooms, a drag pans.
#include "FieldPlot.h"
#include "SeriesColumns.h"
#include "FieldTree.h"
#include "PlotsPanel.h"
#include "kobuki/KobukiFrame.h"
#include "kobuki/KobukiTelemetryDescription.h"
#include "store/CoreTelemetryDescription.h"
#include "store/LogOverview.h"
#include "store/RobotStore.h"

#include <QDropEvent>
#include <QSignalSpy>
#include <QFile>
#include <QMimeData>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace tst_field_plot {  // this file's names, apart in a unity batch

using namespace robodash;
using widgets::FieldPlot;
using widgets::PlotsPanel;

namespace {

const QString kVolts = QStringLiteral("kobuki/basic_sensors/battery_v");
const QString kLeft = QStringLiteral("kobuki/basic_sensors/left_encoder");
const QString kRight = QStringLiteral("kobuki/basic_sensors/right_encoder");
const QString kCliff = QStringLiteral("kobuki/cliff/left_raw");  // never in these samples

core::TelemetrySample sample(std::int64_t timeMs, std::uint8_t tenthsOfVolts, std::uint16_t left, std::uint16_t right)
{
    auto frame = std::make_shared<kobuki::KobukiFrame>();
    kobuki::BasicSensors sensors;
    sensors.battery = tenthsOfVolts;
    sensors.leftEncoder = left;
    sensors.rightEncoder = right;
    frame->feedback.basicSensors = sensors;
    core::TelemetrySample out;
    out.receivedMs = timeMs;
    out.frame = frame;
    return out;
}

// 20 ms apart from t = 1000: the battery drops a tenth of a volt every 10 samples, the left
// encoder counts 3 ticks a sample, the right 2.
void feed(store::RobotStore &store, int samples)
{
    for (int i = 0; i < samples; ++i)
        store.add(sample(1000 + 20 * i, std::uint8_t(160 - i / 10), std::uint16_t(3 * i), std::uint16_t(2 * i)));
}

}  // namespace

class FieldPlotTest : public QObject {
    Q_OBJECT
private slots:
    void theCursorShowsEachFieldsValueAtThatTime()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        feed(store, 100);
        FieldPlot plot(store);
        QVERIFY(plot.addField(kVolts));
        QVERIFY(plot.addField(kLeft));
        QVERIFY(!plot.addField(kLeft));  // once
        plot.setCursorTime(1000 + 20 * 37);  // sample 37
        auto values = plot.cursorValues();
        QCOMPARE(values.size(), std::size_t(2));
        QCOMPARE(*values[0], 15.7);  // 160 - 3 tenths
        QCOMPARE(*values[1], 3.0 * 37);
        plot.setCursorTime(1000 + 20 * 37 + 13);  // between samples: the value in force
        QCOMPARE(*plot.cursorValues()[1], 3.0 * 37);
        plot.setCursorTime(500);  // before the first reading
        QVERIFY(!plot.cursorValues()[1]);
        plot.setCursorTime(std::nullopt);  // no cursor: the newest
        QCOMPARE(*plot.cursorValues()[1], 3.0 * 99);
    }

    void aFieldTheRobotDoesNotReportIsAbsentNotZero()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        feed(store, 10);
        FieldPlot plot(store);
        plot.addField(kCliff);
        plot.addField(QStringLiteral("kobuki/no_such_kind/value"));  // a layout from another robot
        plot.addField(kVolts);
        const auto values = plot.cursorValues();
        QVERIFY(!values[0]);
        QVERIFY(!values[1]);
        QVERIFY(values[2]);
        QVERIFY(!plot.isReported(kCliff));
        QVERIFY(plot.isReported(kVolts));
        // The value axis fits what is there: the volts, not a 0 for the absent fields.
        const auto [low, high] = plot.visibleValueRange();
        QVERIFY2(low > 10.0 && high < 20.0, qPrintable(QStringLiteral("%1..%2").arg(low).arg(high)));
    }

    // A value that changes only in its seventh digit (a battery's percent from a float) holds
    // still on the axis: not ticks at 81.818182, 81.818183 and 81.818184 (a new user).
    void aFloatsLastDigitIsNoChangeOnTheAxis()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        for (int i = 0; i < 20; ++i) {
            core::TelemetrySample reading = sample(1000 + 20 * i, 160, 0, 0);
            core::BatteryReading battery;
            battery.percent = i % 2 ? 81.818182 : 81.818184;
            reading.core.battery = battery;
            store.add(reading);
        }
        FieldPlot plot(store);
        QVERIFY(plot.addField(QStringLiteral("robot/battery/percent")));
        const auto [low, high] = plot.visibleValueRange();
        QVERIFY2(high - low > 1.0 && low < 81.8 && high > 81.9, qPrintable(QStringLiteral("%1..%2").arg(low, 0, 'f', 6).arg(high, 0, 'f', 6)));
    }

    void aLayoutSavedAndOpenedShowsTheSameSeries()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        feed(store, 50);
        PlotsPanel saved(store);
        saved.addToCurrentPlot(kVolts);
        FieldPlot *xy = saved.addPlot();
        xy->setMode(FieldPlot::Mode::XY);
        xy->addField(kLeft);
        xy->addField(kRight);
        xy->setTimeWindowMs(120'000);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plots.json"));
        QString error;
        QVERIFY2(saved.saveLayoutFile(file, &error), qPrintable(error));

        PlotsPanel opened(store);
        QVERIFY2(opened.openLayoutFile(file, &error), qPrintable(error));
        QCOMPARE(opened.plots().size(), std::size_t(2));
        QCOMPARE(opened.plots()[0]->fields(), QStringList{kVolts});
        QCOMPARE(opened.plots()[1]->fields(), (QStringList{kLeft, kRight}));
        QCOMPARE(opened.plots()[1]->mode(), FieldPlot::Mode::XY);
        QCOMPARE(opened.plots()[1]->timeWindowMs(), std::int64_t(120'000));
        QCOMPARE(opened.plots()[0]->cursorValues(), saved.plots()[0]->cursorValues());

        // Not a layout: said, and the plots stay as they were.
        const QString notLayout = dir.filePath(QStringLiteral("notes.json"));
        QFile other(notLayout);
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("{\"hello\": 1}");
        other.close();
        QVERIFY(!opened.openLayoutFile(notLayout, &error));
        QVERIFY(error.contains(QStringLiteral("not a RoboDash plot layout")));
        QCOMPARE(opened.plots().size(), std::size_t(2));
        QVERIFY(!saved.saveLayoutFile(dir.filePath(QStringLiteral("no/such/folder/plots.json")), &error));
        QVERIFY(error.contains(QStringLiteral("Could not save")));
    }

    void theVisibleRangeExportsAsCsv()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        feed(store, 100);
        FieldPlot plot(store);
        plot.addField(kVolts);
        plot.addField(kCliff);
        plot.setVisibleTimeRange(1000 + 20 * 10, 1000 + 20 * 30);  // samples 10 to 29
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("range.csv"));
        QString error;
        QVERIFY2(plot.writeVisibleCsv(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.front(), QStringLiteral("time_s,%1,%2").arg(kVolts, kCliff));
        // The window's start (volts 15.9 in force), then each change: 15.8 at sample 20.
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[1], QStringLiteral("0.200,15.9,"));  // the cliff: not read, empty
        QCOMPARE(lines[2], QStringLiteral("0.400,15.8,"));
        QVERIFY(!plot.writeVisibleCsv(dir.filePath(QStringLiteral("no/such/dir/x.csv")), &error));
    }

    void anXyTracePairsTheValuesInForce()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        feed(store, 5);
        const auto trace = widgets::xyTrace(*store.find(kLeft.toStdString()), *store.find(kRight.toStdString()), 0,
                                            10'000);
        QCOMPARE(trace.size(), std::size_t(5));
        for (int i = 0; i < 5; ++i)
            QCOMPARE(trace[std::size_t(i)], QPointF(3.0 * i, 2.0 * i));
    }

    void aFieldDraggedFromTheTreeLandsOnThePlot()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        feed(store, 5);
        PlotsPanel panel(store);
        panel.resize(900, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTreeWidgetItem *volts = panel.tree()->itemOf(kVolts);
        QVERIFY(volts);
        // What a drag carries, dropped on the plot.
        std::unique_ptr<QMimeData> mime(panel.tree()->mimeData({volts}));
        FieldPlot *plot = panel.plots().front();
        // The plot takes it on entering (Qt sends the drop to the widget that accepted the enter).
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(plot, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(plot, &drop);
        QCOMPARE(plot->fields(), QStringList{kVolts});
        // A double-click on a field: the current plot.
        emit panel.tree()->itemActivated(panel.tree()->itemOf(kLeft), 0);
        QCOMPARE(plot->fields(), (QStringList{kVolts, kLeft}));
        // The filter keeps the matching fields.
        panel.tree()->setFilter(QStringLiteral("right enc"));
        QVERIFY(!panel.tree()->itemOf(kRight)->isHidden());
        QVERIFY(panel.tree()->itemOf(kLeft)->isHidden());
    }

    void theWheelZoomsAndADragPans()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        feed(store, 100);
        FieldPlot plot(store);
        plot.addField(kVolts);
        plot.resize(600, 300);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        const std::int64_t before = plot.timeWindowMs();
        QWheelEvent wheel(QPointF(300, 150), plot.mapToGlobal(QPointF(300, 150)), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(&plot, &wheel);
        QVERIFY(plot.timeWindowMs() < before);
        QVERIFY(plot.isFollowing());  // zooming while following keeps the newest at the edge
        const auto end = plot.visibleTimeRange().second;
        QTest::mousePress(&plot, Qt::LeftButton, {}, QPoint(300, 150));
        QTest::mouseMove(&plot, QPoint(400, 150));
        QTest::mouseRelease(&plot, Qt::LeftButton, {}, QPoint(400, 150));
        QVERIFY(!plot.isFollowing());
        QVERIFY(plot.visibleTimeRange().second < end);  // dragged right: earlier times
        QVERIFY(!plot.cursorTime());  // a drag is no click
        QTest::mouseClick(&plot, Qt::LeftButton, {}, QPoint(300, 150));
        QVERIFY(plot.cursorTime());
        // A double-click as the window system sends it: press, release, double-click, release.
        QTest::mousePress(&plot, Qt::LeftButton, {}, QPoint(200, 150));
        QTest::mouseRelease(&plot, Qt::LeftButton, {}, QPoint(200, 150));
        QTest::mouseDClick(&plot, Qt::LeftButton, {}, QPoint(200, 150));
        QTest::mouseRelease(&plot, Qt::LeftButton, {}, QPoint(200, 150));
        QVERIFY(plot.isFollowing());
        QVERIFY(!plot.cursorTime());  // following again, with no cursor left behind
    }

    // In a replay the cursor is the replay's position and a click asks to go there; the whole
    // log shows what the store does not hold (from the overview), values and all.
    void inAReplayTheCursorIsThePositionAndAClickSeeks()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        store.setTimeOriginMs(500);  // the log starts at 500 on the link's clock
        feed(store, 100);            // 1000 .. 2980
        store::RobotLinkState replaying;
        replaying.phase = store::LinkPhase::Replaying;
        store.setLinkState(replaying);
        PlotsPanel panel(store);
        panel.addToCurrentPlot(kLeft);
        panel.resize(900, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.readingsChanged();
        FieldPlot *plot = panel.plots().front();
        QCOMPARE(plot->cursorTime(), store.lastSampleMs());
        QCOMPARE(*plot->cursorValues()[0], 3.0 * 99);
        QSignalSpy seek(&panel, &PlotsPanel::seekRequested);
        const QRect area = plot->plotArea();
        const QPoint at(area.left() + area.width() / 4, area.center().y());
        QTest::mouseClick(plot, Qt::LeftButton, {}, at);
        QCOMPARE(seek.count(), 1);
        // The time under the pointer, counted from the log's start (its origin, 500).
        const auto [start, end] = plot->visibleTimeRange();
        const double msPerPixel = double(end - start) / area.width();
        const double expected = double(start) + (at.x() - area.left()) * msPerPixel - 500;
        const qint64 logMs = seek.front().front().toLongLong();
        QVERIFY2(std::abs(double(logMs) - expected) <= msPerPixel,
                 qPrintable(QStringLiteral("%1 for %2").arg(logMs).arg(expected)));
        QCOMPARE(plot->cursorTime(), store.lastSampleMs());  // the cursor waits for the replay to get there

        // The log goes on past what the store holds: its overview has the left encoder at 1000
        // ticks at 5 s into the log.
        store::LogOverview overview(&kobuki::kobukiFrameTelemetry(), 6000, 600);
        auto later = sample(0, 150, 1000, 0);
        overview.add(later, 5000);
        overview.finish();
        panel.setOverview(&overview);
        panel.showWholeLog();
        QCOMPARE(plot->visibleTimeRange(), std::make_pair(std::int64_t(500), std::int64_t(6500)));
        QVERIFY(plot->visibleValueRange().second >= 1000);
        QVERIFY(plot->isReported(kLeft));
        plot->setCursorTime(500 + 5000);  // a time only the overview knows
        QCOMPARE(*plot->cursorValues()[0], 1000.0);
    }

    void theTreeHoldsEveryNumberFieldBeforeAnyReading()
    {
        store::RobotStore store(&kobuki::kobukiFrameTelemetry());
        widgets::FieldTree tree(store);
        int leaves = 0;
        for (const store::StoreField &field : store.fields()) {
            const QTreeWidgetItem *item = tree.itemOf(QString::fromStdString(field.path()));
            QCOMPARE(item != nullptr, !field.text);  // a text (the charger's state) has nothing to plot
            if (item) {
                QCOMPARE(item->text(1), QString::fromStdString(field.unit));
                ++leaves;
            }
        }
        QVERIFY(leaves > 50);
    }
};

QTEST_MAIN(FieldPlotTest)

}  // namespace tst_field_plot

#include "tst_field_plot.moc"
