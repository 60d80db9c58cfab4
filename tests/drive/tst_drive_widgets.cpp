// The drive widgets: DriveLimitsPanel (edits, defaults, settings that survive bad values)
// and MapView (trail, follow or stay, reset, grid and scale bar steps, drawing).
#include "DriveLimitsPanel.h"
#include "MapView.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace tst_drive_widgets {  // this file's names, apart in a unity batch

using OdometryPose = robodash::core::Pose2D;
using robodash::link::DriveLimits;
using robodash::widgets::DriveLimitsPanel;
using robodash::widgets::MapView;

namespace {

constexpr double kPi = 3.14159265358979323846;

// Saves a picture for people to look at when ROBODASH_DRIVE_SNAPSHOTS names a folder.
void snapshot(QWidget &widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("ROBODASH_DRIVE_SNAPSHOTS");
    if (!folder.isEmpty())
        widget.grab().save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

}  // namespace

class TestDriveWidgets : public QObject {
    Q_OBJECT
private slots:
    void limitsPanelStartsLabSafe()
    {
        DriveLimitsPanel panel;
        QVERIFY(panel.limits() == DriveLimits{});
    }

    void limitsPanelEmitsEveryEdit()
    {
        DriveLimitsPanel panel;
        QSignalSpy changed(&panel, &DriveLimitsPanel::limitsChanged);
        const auto boxes = panel.findChildren<QDoubleSpinBox *>();
        QCOMPARE(boxes.size(), 6);
        boxes.at(0)->setValue(0.5);  // top speed
        QCOMPARE(changed.count(), 1);
        const auto sent = changed.last().at(0).value<DriveLimits>();
        QCOMPARE(sent.maxLinearMps, 0.5);
        QCOMPARE(sent.maxAngularRadps, 1.5);
        boxes.at(0)->setValue(5.0);  // above what a Kobuki can do: clamped
        QCOMPARE(panel.limits().maxLinearMps, 0.7);

        panel.findChild<QPushButton *>(QStringLiteral("defaults"))->click();
        QVERIFY(changed.last().at(0).value<DriveLimits>() == DriveLimits{});
        const int before = changed.count();
        DriveLimits quiet;
        quiet.maxAngularRadps = 1.0;
        panel.setLimits(quiet);
        QCOMPARE(changed.count(), before);  // showing is not editing
        QCOMPARE(panel.limits().maxAngularRadps, 1.0);
    }

    // Issue 38: the turn rates were in rad/s here while the pad, the gyro and the map say °/s.
    void turnRatesAreShownInDegreesAndKeptExact()
    {
        DriveLimitsPanel panel;
        const auto boxes = panel.findChildren<QDoubleSpinBox *>();
        QDoubleSpinBox *topTurn = boxes.at(1);
        QCOMPARE(topTurn->suffix(), QStringLiteral(" °/s"));
        QCOMPARE(topTurn->value(), 86.0);  // the default 1.5 rad/s
        QCOMPARE(boxes.at(4)->suffix(), QStringLiteral(" °/s²"));
        QCOMPARE(panel.limits().maxAngularRadps, DriveLimits{}.maxAngularRadps);  // not 86 °/s rounded
        QSignalSpy changed(&panel, &DriveLimitsPanel::limitsChanged);
        topTurn->setValue(90);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).value<DriveLimits>().maxAngularRadps, 90.0 * 3.14159265358979323846 / 180.0);
        topTurn->setValue(1000);  // above the field's top: clamped to about 6 rad/s (344 °/s)
        QCOMPARE(qRound(topTurn->value()), 344);
        QVERIFY(std::abs(panel.limits().maxAngularRadps - topTurn->value() * 3.14159265358979323846 / 180.0) < 1e-9);
    }

    void limitsPanelSettingsRoundTripAndSurviveBadValues()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("limits.ini")), QSettings::IniFormat);
        DriveLimitsPanel panel;
        DriveLimits custom;
        custom.maxLinearMps = 0.45;
        custom.angularDecelRadps2 = 8.0;
        panel.setLimits(custom);
        panel.saveSettings(settings);

        DriveLimitsPanel restored;
        restored.loadSettings(settings);
        QVERIFY(restored.limits() == custom);

        settings.setValue(QStringLiteral("driveLimits/maxLinear"), QStringLiteral("fast"));
        settings.setValue(QStringLiteral("driveLimits/linearAccel"), -2);
        restored.loadSettings(settings);
        QCOMPARE(restored.limits().maxLinearMps, DriveLimits{}.maxLinearMps);
        QCOMPARE(restored.limits().linearAccelMps2, DriveLimits{}.linearAccelMps2);
        QCOMPARE(restored.limits().angularDecelRadps2, 8.0);
    }

    void trailKeepsPointsFiveMillimetresApart()
    {
        MapView map;
        for (int i = 0; i <= 100; ++i)
            map.setPose({i * 0.001, 0, 0});  // 10 cm in 1 mm steps
        QCOMPARE(map.trail().size(), 21);
        QCOMPARE(map.trail().constLast().x(), 0.1);
        map.setPose({std::nan(""), 0, 0});  // ignored, not drawn
        QCOMPARE(map.pose().x, 0.1);
    }

    void trailIsBounded()
    {
        MapView map;
        for (int i = 0; i < MapView::kMaxTrailPoints + 500; ++i)
            map.setPose({i * 0.01, 0, 0});
        QVERIFY(map.trail().size() <= MapView::kMaxTrailPoints);
        QCOMPARE(map.trail().constLast().x(), (MapView::kMaxTrailPoints + 499) * 0.01);
    }

    void followsTheRobotOrStays()
    {
        MapView map;
        map.resize(400, 300);
        map.show();
        QVERIFY(map.follows());
        map.setPose({1.0, 2.0, 0});
        QCOMPARE(map.viewCentre(), QPointF(1.0, 2.0));
        QCOMPARE(map.toWidget(1.0, 2.0), map.mapArea().center());

        // Dragging the map means "let me look here": following stops.
        const QPoint from = map.mapArea().center().toPoint();
        QTest::mousePress(&map, Qt::LeftButton, Qt::NoModifier, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(50, 0)),
                         map.mapToGlobal(QPointF(from + QPoint(50, 0))), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&map, &move);
        QTest::mouseRelease(&map, Qt::LeftButton, Qt::NoModifier, from + QPoint(50, 0));
        QVERIFY(!map.follows());
        const QPointF stayed = map.viewCentre();
        QVERIFY(stayed.x() < 1.0);  // dragged right: looking further left
        map.setPose({3.0, 2.0, 0});
        QCOMPARE(map.viewCentre(), stayed);

        map.findChild<QCheckBox *>(QStringLiteral("follow"))->setChecked(true);
        QCOMPARE(map.viewCentre(), QPointF(3.0, 2.0));
    }

    void resetClearsAndAsksOdometryToRestart()
    {
        MapView map;
        QSignalSpy reset(&map, &MapView::resetRequested);
        map.setPose({0.5, 0.5, 1.0});
        map.setPose({0.6, 0.5, 1.0});
        map.setTravel(1.5, 0.2, 0.1);
        map.findChild<QPushButton *>(QStringLiteral("reset"))->click();
        QCOMPARE(reset.count(), 1);
        QVERIFY(map.trail().isEmpty());
        QCOMPARE(map.pose().x, 0.0);
        QVERIFY(map.travelText().contains(QStringLiteral("0 cm")));
    }

    void gridAndScaleBarUseRoundNumbers()
    {
        MapView map;
        map.setPixelsPerMetre(150);  // 40 px = 0.27 m -> 0.5 m grid; 60 px = 0.4 m -> 0.5 m
        QCOMPARE(map.gridSpacingMetres(), 0.5);
        QCOMPARE(map.scaleBarMetres(), 0.5);
        map.setPixelsPerMetre(1000);  // 4 cm -> 5 cm grid, 6 cm -> 10 cm bar
        QVERIFY(std::abs(map.gridSpacingMetres() - 0.05) < 1e-12);
        QVERIFY(std::abs(map.scaleBarMetres() - 0.1) < 1e-12);
        map.setPixelsPerMetre(1e9);
        QCOMPARE(map.pixelsPerMetre(), MapView::kMaxPixelsPerMetre);
        QCOMPARE(MapView::lengthText(0.5), QStringLiteral("50 cm"));
        QCOMPARE(MapView::lengthText(2), QStringLiteral("2.00 m"));
    }

    void travelShowsDistanceAndSpeed()
    {
        MapView map;
        map.setTravel(2.345, 0.25, kPi / 6);
        QCOMPARE(map.travelText(), QStringLiteral("Travelled 2.35 m · 0.25 m/s · 30 °/s"));
    }

    void standingStillNeverShowsMinusZero()
    {
        MapView map;
        map.setTravel(1.0, -0.001, -0.001);  // odometry noise around zero while stopped
        QCOMPARE(map.travelText(), QStringLiteral("Travelled 1.00 m · 0.00 m/s · 0 °/s"));
    }

    void drawsTheRobotWhereItIs()
    {
        MapView map;
        map.resize(400, 320);
        map.show();
        map.setPixelsPerMetre(200);
        map.setFollow(false);
        for (int i = 0; i <= 50; ++i)  // a quarter circle of 0.5 m radius
            map.setPose({0.5 * std::sin(i * kPi / 100), 0.5 - 0.5 * std::cos(i * kPi / 100), i * kPi / 100});
        const QImage image = map.grab().toImage();
        snapshot(map, QStringLiteral("map_view"));
        const QPoint robot = map.toWidget(map.pose().x, map.pose().y).toPoint();
        const QPoint empty = map.toWidget(-0.6, -0.5).toPoint();
        QVERIFY(map.rect().contains(robot));
        QVERIFY(image.pixelColor(robot) != image.pixelColor(empty));
    }
};

QTEST_MAIN(TestDriveWidgets)

}  // namespace tst_drive_widgets
#include "tst_drive_widgets.moc"
