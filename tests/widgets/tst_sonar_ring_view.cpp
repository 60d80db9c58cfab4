// The rFLEX sonar ring view's geometry, not its pixels: every placed sonar becomes a cone at
// its position facing its angle; a range reaches that far (clipped at the display range), no
// echo and not heard have no cone at all, and the three states stay apart.
#include "SonarCones.h"
#include "SonarRingView.h"

#include <QtTest>

#include <cmath>

namespace tst_sonar_ring_view {  // this file's names, apart in a unity batch

using namespace robodash;
using robodash::widgets::SonarCone;
using robodash::widgets::SonarCones;
using robodash::widgets::SonarRingView;

namespace {

constexpr double kPi = 3.14159265358979323846;

// Slot 0: 1 m; slot 1: heard, no echo; slot 2: not heard; slot 3: 10 m; the rest not heard.
std::vector<rflex::SonarSlot> sampleRing()
{
    std::vector<rflex::SonarSlot> ring(rflex::RobotDescription::atrvJr().sonars.size());
    ring[0] = {true, 1.0};
    ring[1] = {true, std::nullopt};
    ring[3] = {true, 10.0};
    return ring;
}

double distance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

}  // namespace

class TestSonarRingView : public QObject {
    Q_OBJECT

private slots:
    void rangesBecomeConesAndNoEchoStaysApart()
    {
        const rflex::RobotDescription atrv = rflex::RobotDescription::atrvJr();
        const std::vector<SonarCone> cones = SonarCones::fromRing(atrv, sampleRing(), 3.0);
        QCOMPARE(cones.size(), std::size_t(17));
        QCOMPARE(cones[0].state, SonarCone::State::Range);
        QCOMPARE(*cones[0].rangeMetres, 1.0);
        QCOMPARE(cones[0].reachMetres, 1.0);
        QVERIFY(!cones[0].beyond);
        QCOMPARE(cones[0].x, atrv.sonars[0].xMetres);
        QCOMPARE(cones[0].angle, atrv.sonars[0].angleRadians);

        QCOMPARE(cones[1].state, SonarCone::State::NoEcho);
        QVERIFY(!cones[1].rangeMetres);  // no echo is no distance
        QCOMPARE(cones[1].reachMetres, 0.0);

        QCOMPARE(cones[2].state, SonarCone::State::NotHeard);
        QVERIFY(!cones[2].rangeMetres);

        QCOMPARE(cones[3].state, SonarCone::State::Range);
        QCOMPARE(*cones[3].rangeMetres, 10.0);
        QCOMPARE(cones[3].reachMetres, 3.0);  // clipped at the display range
        QVERIFY(cones[3].beyond);

        QCOMPARE(SonarCones::nearest(cones)->slot, 0);
        QVERIFY(!SonarCones::nearest(SonarCones::fromRing(atrv, {}, 3.0)));
        // An empty ring (nothing yet): every sonar placed, none heard.
        for (const SonarCone &cone : SonarCones::fromRing(atrv, {}, 3.0))
            QCOMPARE(cone.state, SonarCone::State::NotHeard);
    }

    void theViewDrawsEachConeFromItsSonarOutToItsRange()
    {
        SonarRingView view;
        view.resize(420, 460);
        view.setDisplayRange(3.0);
        rflex::SonarTelemetry telemetry;
        telemetry.ring = sampleRing();
        view.setSonarOn(true);
        view.setSonar(telemetry);
        const double ppm = view.pixelsPerMetre();
        QVERIFY(ppm > 10);

        // Front up, left on the left.
        const QPointF origin = view.toWidget(0, 0);
        QCOMPARE(origin, view.origin());
        QVERIFY(std::abs(view.toWidget(1, 0).y() - (origin.y() - ppm)) < 1e-9);
        QVERIFY(std::abs(view.toWidget(0, 1).x() - (origin.x() - ppm)) < 1e-9);

        // Slot 0 faces 30 degrees to the left of ahead, 1 m.
        const rflex::SonarPlacement &s0 = view.description().sonars[0];
        const QPolygonF cone = view.conePolygon(0);
        QVERIFY(cone.size() >= 3);
        QCOMPARE(cone.first(), view.toWidget(s0.xMetres, s0.yMetres));
        for (int i = 1; i < cone.size(); ++i)
            QVERIFY2(std::abs(distance(cone[i], cone.first()) - 1.0 * ppm) < 1e-6, qPrintable(QString::number(i)));
        const QPointF middle = cone[1 + (cone.size() - 1) / 2];
        const QPointF along = (middle - cone.first()) / ppm;
        QVERIFY(std::abs(along.x() - (-std::sin(kPi / 6))) < 1e-6);  // to the left
        QVERIFY(std::abs(along.y() - (-std::cos(kPi / 6))) < 1e-6);  // and up (ahead)
        // The beam is as wide as SonarCones says.
        const double spread = std::acos(QPointF::dotProduct(cone[1] - cone.first(), cone.last() - cone.first())
                                        / (ppm * ppm));
        QVERIFY(std::abs(spread - 2 * SonarCones::kHalfWidthRadians) < 1e-6);

        QVERIFY(view.conePolygon(1).isEmpty());  // no echo: no cone, whatever the wire said
        QVERIFY(view.conePolygon(2).isEmpty());  // not heard
        const QPolygonF far = view.conePolygon(3);
        QVERIFY(std::abs(distance(far[1], far.first()) - 3.0 * ppm) < 1e-6);

        // Changing the display range rescales the cones.
        view.setDisplayRange(1.0);
        QCOMPARE(view.cones()[0].reachMetres, 1.0);
        QVERIFY(!view.cones()[0].beyond);
        QCOMPARE(view.cones()[3].reachMetres, 1.0);
        QVERIFY(std::abs(distance(view.conePolygon(0)[1], view.conePolygon(0).first()) - 1.0 * view.pixelsPerMetre()) < 1e-6);
    }

    void theSummaryNamesTheNearestEchoAndCountsTheOthers()
    {
        SonarRingView view;
        QCOMPARE(view.summary(), QStringLiteral("Sonar off: tick Sonar on"));
        view.setSonarOn(true);
        QCOMPARE(view.summary(), QStringLiteral("Waiting for sonar reports…"));
        rflex::SonarTelemetry telemetry;
        telemetry.ring = sampleRing();
        view.setSonar(telemetry);
        // Where the echo is, as a person says it (issue 38: the wire's "sonar 4.0", board and
        // transducer, told a user nothing).
        // The ATRV-Jr's first sonar faces 30° left of ahead.
        QCOMPARE(view.summary(), QStringLiteral("Nearest echo 1.00 m, 30° left · 1 no echo · 14 not heard"));
        QCOMPARE(SonarRingView::bearingText(0.0), QStringLiteral("ahead"));
        QCOMPARE(SonarRingView::bearingText(40 * 3.14159265358979 / 180), QStringLiteral("40° left"));
        QCOMPARE(SonarRingView::bearingText(-90 * 3.14159265358979 / 180), QStringLiteral("90° right"));
        QCOMPARE(SonarRingView::bearingText(3.14159265358979), QStringLiteral("behind"));
        QCOMPARE(SonarRingView::bearingText(2 * 3.14159265358979 + 0.01), QStringLiteral("ahead"));
        view.clear();
        QCOMPARE(view.summary(), QStringLiteral("Waiting for sonar reports…"));
        for (const SonarCone &cone : view.cones())
            QCOMPARE(cone.state, SonarCone::State::NotHeard);
    }

    // A ring switched off draws no echoes: neither the last ones (issue 38: they stayed drawn,
    // unfaded, as the robot turned) nor reports already on their way.
    void aRingSwitchedOffDrawsNoEchoes()
    {
        SonarRingView view;
        view.setSonarOn(true);
        rflex::SonarTelemetry telemetry;
        telemetry.ring = sampleRing();
        view.setSonar(telemetry);
        QVERIFY(view.summary().startsWith(QStringLiteral("Nearest echo")));
        view.setSonarOn(false);
        QCOMPARE(view.summary(), QStringLiteral("Sonar off: tick Sonar on"));
        view.setSonar(telemetry);
        QCOMPARE(view.summary(), QStringLiteral("Sonar off: tick Sonar on"));
        for (const SonarCone &cone : view.cones())
            QCOMPARE(cone.state, SonarCone::State::NotHeard);
    }

    void aNarrowViewWrapsTheSummaryInsteadOfCuttingIt()
    {
        // The docked rFLEX panel at its narrowest: the summary needs two lines there.
        SonarRingView view;
        view.resize(view.minimumSizeHint());
        view.setSonarOn(true);
        rflex::SonarTelemetry telemetry;
        telemetry.ring = sampleRing();
        view.setSonar(telemetry);
        const QRectF room = view.summaryRoom();
        const QRectF text = view.summaryText();
        const double line = view.fontMetrics().height();
        QVERIFY2(text.height() > 1.5 * line, "one line at 200 px: the summary was not wrapped");
        QVERIFY2(room.contains(text),
                 qPrintable(QStringLiteral("the summary (%1 x %2) does not fit its room (%3 x %4)")
                                .arg(text.width()).arg(text.height()).arg(room.width()).arg(room.height())));
        QVERIFY(QRectF(view.rect()).contains(room));
    }

    void aRoundBaseGetsItsOwnRing()
    {
        SonarRingView view;
        view.resize(400, 440);
        view.setDescription(rflex::RobotDescription::b21r());
        QCOMPARE(view.cones().size(), std::size_t(24));
        rflex::SonarTelemetry telemetry;
        telemetry.ring.assign(24, rflex::SonarSlot{true, 0.5});
        view.setSonarOn(true);
        view.setSonar(telemetry);
        // Sonar 6 faces left (90 degrees): its cone goes left from its place on the ring.
        const QPolygonF cone = view.conePolygon(6);
        const QPointF middle = cone[1 + (cone.size() - 1) / 2];
        QVERIFY(middle.x() < cone.first().x() - 0.49 * view.pixelsPerMetre());
        QVERIFY(std::abs(middle.y() - cone.first().y()) < 1e-6);
        QVERIFY(!view.grab().isNull());  // draws a circle without trouble
    }
};

QTEST_MAIN(TestSonarRingView)

}  // namespace tst_sonar_ring_view
#include "tst_sonar_ring_view.moc"
