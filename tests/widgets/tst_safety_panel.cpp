// The safety panel (thresholds, expert overrides, state) and how the drive pad shows a
// refused request.
#include "DashStyle.h"
#include "EventWaits.h"
#include "JoystickPad.h"
#include "SafetyPanel.h"
#include "WidgetTestHelpers.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

namespace tst_safety_panel {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::widgets;
using robodash::core::Hazard;
using robodash::core::SafetySettings;

namespace {

QCheckBox *overrideBox(SafetyPanel &panel, Hazard hazard)
{
    return panel.findChild<QCheckBox *>(QStringLiteral("override_%1").arg(static_cast<int>(hazard)));
}

SafetySettings lastEmitted(const QSignalSpy &spy)
{
    return spy.last().at(0).value<SafetySettings>();
}

}  // namespace

class TestSafetyPanel : public QObject {
    Q_OBJECT

private slots:
    void startsWithEveryStopOn()
    {
        SafetyPanel panel;
        QCOMPARE(panel.settings(), SafetySettings{});
        for (Hazard hazard : core::kAllHazards) {
            QVERIFY(overrideBox(panel, hazard));
            QVERIFY(!overrideBox(panel, hazard)->isChecked());
        }
        QVERIFY(panel.statusText().contains(QLatin1String("All clear")));
    }

    void editingAThresholdEmitsTheWholeSet()
    {
        SafetyPanel panel;
        QSignalSpy changed(&panel, &SafetyPanel::settingsChanged);
        panel.findChild<QDoubleSpinBox *>(QStringLiteral("overCurrentAmperes"))->setValue(1.6);
        panel.findChild<QSpinBox *>(QStringLiteral("overCurrentHoldMs"))->setValue(800);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(lastEmitted(changed).overCurrentAmperes, 1.6);
        QCOMPARE(lastEmitted(changed).overCurrentHoldMs, std::int64_t(800));
        QVERIFY(lastEmitted(changed).overrides.empty());
    }

    void anOverrideAsksFirstAndStaysOffWhenDeclined()
    {
        SafetyPanel panel;
        QSignalSpy changed(&panel, &SafetyPanel::settingsChanged);
        QString asked;
        bool answer = false;
        panel.setOverrideConfirmation([&](const QString &question) {
            asked = question;
            return answer;
        });
        overrideBox(panel, Hazard::Cliff)->click();
        QVERIFY(asked.contains(QLatin1String("cliff")));
        QVERIFY(!overrideBox(panel, Hazard::Cliff)->isChecked());
        QCOMPARE(changed.count(), 0);

        answer = true;
        overrideBox(panel, Hazard::Cliff)->click();
        QVERIFY(overrideBox(panel, Hazard::Cliff)->isChecked());
        QCOMPARE(changed.count(), 1);
        QVERIFY(lastEmitted(changed).overrides.has(Hazard::Cliff));
        QVERIFY(!lastEmitted(changed).overrides.has(Hazard::Bumper));

        asked.clear();
        overrideBox(panel, Hazard::Cliff)->click();  // switching off never asks
        QVERIFY(asked.isEmpty());
        QVERIFY(lastEmitted(changed).overrides.empty());
    }

    void defaultsSwitchEveryOverrideOff()
    {
        SafetyPanel panel;
        panel.setOverrideConfirmation([](const QString &) { return true; });
        overrideBox(panel, Hazard::Bumper)->click();
        QSignalSpy changed(&panel, &SafetyPanel::settingsChanged);
        panel.findChild<QPushButton *>(QStringLiteral("defaults"))->click();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(lastEmitted(changed), SafetySettings{});
    }

    void thresholdsAreSavedButOverridesNever()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QSettings settings(dir.filePath(QStringLiteral("safety.ini")), QSettings::IniFormat);
        SafetyPanel panel;
        panel.setOverrideConfirmation([](const QString &) { return true; });
        SafetySettings tuned;
        tuned.overCurrentAmperes = 1.8;
        tuned.overCurrentHoldMs = 250;
        tuned.overrides.set(Hazard::OverCurrent, true);
        panel.setSettings(tuned);
        QCOMPARE(panel.settings(), tuned);
        panel.saveSettings(settings);

        SafetyPanel restored;
        restored.loadSettings(settings);
        QCOMPARE(restored.settings().overCurrentAmperes, 1.8);
        QCOMPARE(restored.settings().overCurrentHoldMs, std::int64_t(250));
        QVERIFY(restored.settings().overrides.empty());

        settings.setValue(QStringLiteral("safety/overCurrentAmperes"), QStringLiteral("lots"));
        restored.loadSettings(settings);
        QCOMPARE(restored.settings().overCurrentAmperes, SafetySettings::kDefaultOverCurrentAmperes);
    }

    void showsWhatTheSafetyLayerSees()
    {
        SafetyPanel panel;
        core::SafetyStatus status;
        status.active.set(Hazard::Bumper, true);
        status.enforced = status.active;
        status.reason = "Bumper pressed (left): forward refused, back away or turn";
        panel.setStatus(status);
        QCOMPARE(panel.statusText(), QString::fromStdString(status.reason));
        panel.setStatus(core::SafetyStatus{});
        QVERIFY(panel.statusText().contains(QLatin1String("All clear")));
    }

    void aRefusedPadDoesNotLookLikeItIsDriving()
    {
        JoystickPad pad;
        pad.resize(300, 340);
        pad.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pad, robodash::waits::kEventMs));
        const QPoint centre = pad.padCentre().toPoint();
        const QPoint ahead = centre - QPoint(0, int(pad.padRadius() * 0.6));
        QTest::mousePress(&pad, Qt::LeftButton, Qt::NoModifier, centre);
        QTest::mouseMove(&pad, ahead);
        QVERIFY(pad.linearCommand() > 0);
        const QColor driving = testing::pixelAt(testing::render(pad), ahead);
        QVERIFY2(testing::sameColour(driving, style::signal(), 40), qPrintable(driving.name()));

        pad.setRefusal(QStringLiteral("Bumper pressed (centre): forward refused"));
        QCOMPARE(pad.refusal(), QStringLiteral("Bumper pressed (centre): forward refused"));
        const QColor refused = testing::pixelAt(testing::render(pad), ahead);
        QVERIFY2(testing::sameColour(refused, style::critical(), 40), qPrintable(refused.name()));

        pad.setRefusal(QString());
        const QColor again = testing::pixelAt(testing::render(pad), ahead);
        QVERIFY2(testing::sameColour(again, style::signal(), 40), qPrintable(again.name()));
        QTest::mouseRelease(&pad, Qt::LeftButton, Qt::NoModifier, ahead);
    }
};

QTEST_MAIN(TestSafetyPanel)

}  // namespace tst_safety_panel
#include "tst_safety_panel.moc"
