// The replay bar's position slider: a click on its groove seeks there at once, paused or
// playing (issue 38: a click while paused moved 10 ms, which looked like nothing), and the
// handle still drags as Qt's sliders do.
#include "ReplayBar.h"
#include "SeekSlider.h"

#include <QSignalSpy>
#include <QStyleOptionSlider>
#include <QtTest>

namespace tst_replay_bar {  // this file's names, apart in a unity batch

namespace {

constexpr qint64 kDurationMs = 60000;

QPoint grooveAt(SeekSlider *slider, double fraction)
{
    return QPoint(int(slider->width() * fraction), slider->height() / 2);
}

}  // namespace

class TestReplayBar : public QObject {
    Q_OBJECT
private slots:
    void aClickOnTheGrooveSeeksThereWhilePaused()
    {
        ReplayBar bar;
        bar.resize(800, bar.sizeHint().height());
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        bar.start(QStringLiteral("s1.rdlog"), kDurationMs);
        bar.setPaused(true);
        bar.setPosition(1000, kDurationMs);
        QSignalSpy seeks(&bar, &ReplayBar::seekRequested);
        SeekSlider *slider = bar.slider();
        QTest::mouseClick(slider, Qt::LeftButton, Qt::NoModifier, grooveAt(slider, 0.75));
        QCOMPARE(seeks.count(), 1);
        const qint64 asked = seeks.at(0).at(0).toLongLong();
        // Where the click was, within the handle's own width of the groove.
        QVERIFY2(std::abs(asked - kDurationMs * 3 / 4) < kDurationMs / 20, qPrintable(QString::number(asked)));
        QCOMPARE(slider->value(), int(asked));
        QVERIFY(bar.isPaused());  // a seek does not start playing
    }

    void theHandleStillDrags()
    {
        ReplayBar bar;
        bar.resize(800, bar.sizeHint().height());
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        bar.start(QStringLiteral("s1.rdlog"), kDurationMs);
        bar.setPosition(0, kDurationMs);
        SeekSlider *slider = bar.slider();
        QStyleOptionSlider option;
        option.initFrom(slider);
        option.minimum = slider->minimum();
        option.maximum = slider->maximum();
        option.sliderPosition = slider->value();
        option.orientation = Qt::Horizontal;
        const QRect handle = slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider);
        QSignalSpy seeks(&bar, &ReplayBar::seekRequested);
        QTest::mousePress(slider, Qt::LeftButton, Qt::NoModifier, handle.center());
        QVERIFY(slider->isSliderDown());
        QCOMPARE(seeks.count(), 0);  // a drag seeks when released
        QTest::mouseRelease(slider, Qt::LeftButton, Qt::NoModifier, handle.center());
        QCOMPARE(seeks.count(), 1);
    }
};

QTEST_MAIN(TestReplayBar)

}  // namespace tst_replay_bar
#include "tst_replay_bar.moc"
