#include "CliffPlot.h"
#include "DashStyle.h"
#include "DockIrView.h"
#include "RobotView.h"
#include "TimePlot.h"
#include "WidgetTestHelpers.h"

#include <QtTest>

#include <cmath>

namespace tst_sensor_views {  // this file's names, apart in a unity batch

namespace style = robodash::widgets::style;
namespace bits = robodash::kobuki::bits;
using robodash::kobuki::BasicSensors;
using robodash::kobuki::Cliff;
using robodash::kobuki::DockIr;
using robodash::widgets::CliffPlot;
using robodash::widgets::DockIrView;
using robodash::widgets::RobotView;
using robodash::widgets::testing::pixelAt;
using robodash::widgets::testing::render;
using robodash::widgets::testing::sameColour;
using Part = RobotView::Part;

#define VERIFY_COLOUR(actual, expected)                                                          \
    QVERIFY2(sameColour((actual), (expected)),                                                   \
             qPrintable(QString("got %1, expected %2").arg((actual).name(), (expected).name())))

class SensorViewsTest : public QObject {
    Q_OBJECT
private slots:
    void robotViewStartsWaiting();
    void leftBumperLightsTheLeftArc();
    void cliffAndWheelDropAreRed();
    void buttonsAndDockContactLight();
    void adapterChargingDoesNotLightTheDockContact();
    void cliffPlotShowsTheThreeSensorsInOrder();
    void cliffPlotMarksFlaggedSensors();
    void dockIrLightsTheFieldsSeen();
    void dockIrDescribesBearingAndField();
    void dockIrKeptPicturesAreNeverStale();
};

namespace {
BasicSensors sensors(std::uint8_t bumper, std::uint8_t wheelDrop = 0, std::uint8_t cliff = 0,
                     std::uint8_t buttons = 0, std::uint8_t charger = 0)
{
    BasicSensors s;
    s.bumper = bumper;
    s.wheelDrop = wheelDrop;
    s.cliff = cliff;
    s.buttons = buttons;
    s.charger = charger;
    s.battery = 160;
    return s;
}
}  // namespace

void SensorViewsTest::robotViewStartsWaiting()
{
    RobotView view;
    view.resize(320, 340);
    QVERIFY(view.summary().contains("Waiting"));
    const QImage image = render(view);
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::LeftCliff)), style::idle());
}

void SensorViewsTest::leftBumperLightsTheLeftArc()
{
    RobotView view;
    view.resize(320, 340);
    view.setBasicSensors(sensors(bits::kLeft));
    const QImage image = render(view);
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::LeftBumper)), style::critical());
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::CentreBumper)), style::idle());
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::RightBumper)), style::idle());
    // The left bumper is drawn on the left half: the robot faces up.
    QVERIFY(view.partCentre(Part::LeftBumper).x() < view.width() / 2.0);
    QCOMPARE(view.summary(), QStringLiteral("Bumper left"));

    view.setBasicSensors(sensors(bits::kRight | bits::kCentre));
    const QImage after = render(view);
    VERIFY_COLOUR(pixelAt(after, view.partCentre(Part::LeftBumper)), style::idle());
    VERIFY_COLOUR(pixelAt(after, view.partCentre(Part::CentreBumper)), style::critical());
    VERIFY_COLOUR(pixelAt(after, view.partCentre(Part::RightBumper)), style::critical());
    QCOMPARE(view.summary(), QStringLiteral("Bumper centre+right"));
}

void SensorViewsTest::cliffAndWheelDropAreRed()
{
    RobotView view;
    view.resize(400, 300);  // wide: the drawing must still be where partCentre says
    view.setBasicSensors(sensors(0, bits::kWheelLeft, bits::kRight));
    const QImage image = render(view);
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::RightCliff)), style::critical());
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::LeftCliff)), style::ok());
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::CentreCliff)), style::ok());
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::LeftWheel)), style::critical());
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::RightWheel)), style::outline());
    QCOMPARE(view.summary(), QStringLiteral("Wheel drop left · Cliff right"));
}

void SensorViewsTest::buttonsAndDockContactLight()
{
    RobotView view;
    view.resize(320, 340);
    view.setBasicSensors(sensors(0, 0, 0, bits::kButton1, robodash::kobuki::kDockingCharging));
    const QImage image = render(view);
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::Button1)), style::critical());
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::Button0)), style::surface());
    VERIFY_COLOUR(pixelAt(image, view.partCentre(Part::Button2)), style::surface());
    // The contact is two strips with a gap in the middle: look inside the left strip.
    const QPointF leftStrip = view.partCentre(Part::ChargerContact) - QPointF(view.width() * 0.05, 0);
    VERIFY_COLOUR(pixelAt(image, leftStrip), style::ok());
    QCOMPARE(view.summary(), QStringLiteral("Button B1 · On dock"));
}

void SensorViewsTest::adapterChargingDoesNotLightTheDockContact()
{
    RobotView view;
    view.setBasicSensors(sensors(0, 0, 0, 0, robodash::kobuki::kAdapterCharging));
    QCOMPARE(view.partColour(Part::ChargerContact), style::idle());
    QCOMPARE(view.summary(), QStringLiteral("All clear"));
}

void SensorViewsTest::cliffPlotShowsTheThreeSensorsInOrder()
{
    CliffPlot plot;
    Cliff cliff;
    cliff.bottom = {100, 200, 3000};  // right, central, left on the wire
    plot.setCliff(cliff, 1.0);
    plot.plot()->refresh();
    QCOMPARE(plot.plot()->displayedPoints(CliffPlot::Left).last().y(), 3000.0);
    QCOMPARE(plot.plot()->displayedPoints(CliffPlot::Centre).last().y(), 200.0);
    QCOMPARE(plot.plot()->displayedPoints(CliffPlot::Right).last().y(), 100.0);
    QCOMPARE(plot.readoutText(CliffPlot::Left), QStringLiteral("Left 3000"));
    QCOMPARE(plot.flagColour(CliffPlot::Left), style::ok());
}

void SensorViewsTest::cliffPlotMarksFlaggedSensors()
{
    CliffPlot plot;
    Cliff cliff;
    cliff.bottom = {100, 200, 3000};
    plot.setCliff(cliff, 1.0);
    plot.setBasicSensors(sensors(0, 0, bits::kLeft), 1.02);
    plot.setCliff(cliff, 1.02);
    plot.plot()->refresh();
    QCOMPARE(plot.plot()->displayedMarkers(plot.cliffMarkerSeries()),
             QList<QPointF>{QPointF(0.0, 3000.0)});
    QCOMPARE(plot.flagColour(CliffPlot::Left), style::critical());
    QCOMPARE(plot.flagColour(CliffPlot::Right), style::ok());
    QVERIFY(plot.readoutText(CliffPlot::Left).contains("CLIFF"));
}

namespace {
// Inside the field's drawing but clear of the robot drawn at its centre and of the labels:
// a little towards the dock.
QPointF insideField(const DockIrView &view, DockIrView::Region region, bool far)
{
    const QPointF towardsDock = view.fieldCentre(region, false) - view.fieldCentre(region, true);
    const double length = std::hypot(towardsDock.x(), towardsDock.y());
    return view.fieldCentre(region, far) + towardsDock / length * 18;
}
}  // namespace

void SensorViewsTest::dockIrLightsTheFieldsSeen()
{
    DockIrView view;
    view.resize(340, 330);
    DockIr ir;
    ir.central = bits::kNearCenter;
    view.setDockIr(ir);
    const QImage image = render(view);
    using Region = DockIrView::Region;
    VERIFY_COLOUR(pixelAt(image, insideField(view, Region::Centre, false)),
                  style::signal());
    VERIFY_COLOUR(pixelAt(image, insideField(view, Region::Left, false)), style::surface());
    VERIFY_COLOUR(pixelAt(image, insideField(view, Region::Right, true)), style::surface());
    QVERIFY(view.fieldCentre(Region::Left, true).x() < view.fieldCentre(Region::Centre, true).x());
    QVERIFY(view.fieldCentre(Region::Centre, true).y() < view.fieldCentre(Region::Centre, false).y());
    // The robot stands in the field seen, facing the dock (below it).
    QCOMPARE(view.robotPosition().value(), view.fieldCentre(Region::Centre, false));
    QVERIFY(view.robotHeading().y() > 0.99);
    VERIFY_COLOUR(pixelAt(image, view.robotPosition().value() + QPointF(4, 0)), QColor(Qt::white));

    ir = DockIr();
    ir.left = bits::kFarRight;
    view.setDockIr(ir);
    const QImage after = render(view);
    VERIFY_COLOUR(pixelAt(after, insideField(view, Region::Right, true)), style::signalSoft());
    VERIFY_COLOUR(pixelAt(after, insideField(view, Region::Centre, false)),
                  style::surface());
}

void SensorViewsTest::dockIrDescribesBearingAndField()
{
    DockIrView view;
    QVERIFY(view.description().contains("Waiting"));
    view.setDockIr(DockIr());
    QVERIFY(!view.robotPosition().has_value());
    QCOMPARE(view.description(), QStringLiteral("No dock signal"));

    DockIr ir;
    ir.central = bits::kNearCenter;
    view.setDockIr(ir);
    QCOMPARE(view.description(), QStringLiteral("Dock ahead · centre field, near"));

    ir = DockIr();
    ir.left = bits::kFarLeft;
    ir.central = bits::kFarLeft;
    view.setDockIr(ir);
    QCOMPARE(view.description(), QStringLiteral("Dock ahead, slightly left · left field, far"));

    ir = DockIr();
    ir.right = bits::kFarCenter | bits::kFarRight;
    view.setDockIr(ir);
    QCOMPARE(view.description(),
             QStringLiteral("Dock to the right · between centre and right fields, far"));
    const QPointF between = (view.fieldCentre(DockIrView::Region::Centre, true) +
                             view.fieldCentre(DockIrView::Region::Right, true)) / 2;
    QCOMPARE(view.robotPosition().value(), between);

    // Straight in front of the dock (which is below), seen only by the left receiver: the
    // robot faces screen-left, so that its left side looks down at the dock.
    ir = DockIr();
    ir.left = bits::kNearCenter;
    view.setDockIr(ir);
    QCOMPARE(view.robotPosition().value(), view.fieldCentre(DockIrView::Region::Centre, false));
    QVERIFY(view.robotHeading().x() < -0.99);
    ir.right = bits::kNearCenter;  // only the right receiver: it faces screen-right
    ir.left = 0;
    view.setDockIr(ir);
    QVERIFY(view.robotHeading().x() > 0.99);
}

// DockIrView keeps the picture of each state it drew: going back to a state, or resizing,
// must show what a fresh view of that state and size shows.
void SensorViewsTest::dockIrKeptPicturesAreNeverStale()
{
    const auto fresh = [](const DockIr &state, const QSize &size) {
        DockIrView view;
        view.resize(size);
        view.setDockIr(state);
        return render(view);
    };
    const DockIr left{bits::kNearLeft, 0, 0}, centre{0, bits::kFarCenter, bits::kFarRight};
    DockIrView view;
    view.resize(340, 330);
    for (const DockIr &state : {left, centre, left, centre}) {
        view.setDockIr(state);
        QCOMPARE(render(view), fresh(state, view.size()));
    }
    view.resize(300, 360);
    QCOMPARE(render(view), fresh(centre, view.size()));
}

QTEST_MAIN(SensorViewsTest)

}  // namespace tst_sensor_views
#include "tst_sensor_views.moc"
