// Issue 38: a live switch to the dark theme left light-theme colours behind (the rFLEX's
// "Motors enabled" and "Brake released" lamps, the Rover's "Driving allowed", about 2.5:1 on
// dark), while a fresh dark start was right. Every colour a widget keeps follows the switch.
#include "BatteryView.h"
#include "BrakePanel.h"
#include "DashStyle.h"
#include "DashTheme.h"
#include "LevelBar.h"
#include "RoverFirmwareView.h"
#include "StatusLamp.h"

#include "rover/RoverFrame.h"

#include <QApplication>
#include <QLabel>
#include <QtTest>

namespace tst_theme_switch {  // this file's names, apart in a unity batch

using namespace robodash;
using namespace robodash::widgets;

namespace {

QString hex(QRgb rgb) { return QColor::fromRgb(rgb).name(); }

QLabel *labelShowing(const QWidget &parent, const QString &text)
{
    for (QLabel *label : parent.findChildren<QLabel *>()) {
        if (label->text() == text)
            return label;
    }
    return nullptr;
}

void switchTheme(DashTheme::Theme theme)
{
    DashTheme::instance().setTheme(theme);
    QCoreApplication::processEvents();
}

}  // namespace

class TestThemeSwitch : public QObject {
    Q_OBJECT

private slots:
    void init() { switchTheme(DashTheme::Theme::Light); }
    void cleanup() { switchTheme(DashTheme::Theme::Light); }

    void theRflexLampsTakeTheDarkGreens()
    {
        BrakePanel panel;
        panel.setMotorsEnabled(true);
        rflex::StatusTelemetry status;
        status.brakeEngaged = false;
        status.volts = 25.1;
        panel.setStatus(status);
        QCOMPARE(panel.brakeColour(), QColor::fromRgb(style::colours::kOk.light));
        const QList<StatusLamp *> lamps = panel.findChildren<StatusLamp *>();
        QCOMPARE(lamps.size(), 2);

        switchTheme(DashTheme::Theme::Dark);
        QCOMPARE(panel.brakeColour(), QColor::fromRgb(style::colours::kOk.dark));
        for (const StatusLamp *lamp : lamps)
            QCOMPARE(lamp->colour(), QColor::fromRgb(style::colours::kOk.dark));

        switchTheme(DashTheme::Theme::Light);  // and back
        for (const StatusLamp *lamp : lamps)
            QCOMPARE(lamp->colour(), QColor::fromRgb(style::colours::kOk.light));
    }

    void theRoversDrivingAllowedIsRemadeInTheNewTheme()
    {
        RoverFirmwareView view;
        rover::RoverFrame frame;
        frame.identified = true;
        frame.firmware.line = rover::FirmwareLine::Newer;
        frame.firmware.raw = 10300;
        frame.firmware.hasVersion = true;
        frame.firmware.major = 1;
        frame.firmware.minor = 3;
        frame.driveAllowed = true;
        view.setFrame(frame);
        QLabel *drive = labelShowing(view, view.driveText());
        QVERIFY(drive);
        const QString lightSheet = style::messageStyleSheet(style::ok());
        QCOMPARE(drive->styleSheet(), lightSheet);

        switchTheme(DashTheme::Theme::Dark);
        QCOMPARE(drive->styleSheet(), style::messageStyleSheet(style::ok()));
        QVERIFY(drive->styleSheet() != lightSheet);
        // The colour it shows reads on the dark window.
        const QColor shown(drive->styleSheet().section(QStringLiteral("color: "), 1).section(QLatin1Char(';'), 0, 0));
        QVERIFY(style::contrastRatio(shown, QApplication::palette().color(QPalette::Window)) >= style::kTextContrast);
    }

    // A state's sheet replaces the one before: the theme switch makes the newest again, not
    // every one the label ever had.
    void aLaterStateWinsOverAnEarlierOneAfterTheSwitch()
    {
        RoverFirmwareView view;
        rover::RoverFrame frame;
        frame.identified = true;
        frame.firmware.line = rover::FirmwareLine::Newer;
        frame.driveAllowed = true;
        view.setFrame(frame);
        frame.driveAllowed = false;
        view.setFrame(frame);
        QLabel *drive = labelShowing(view, view.driveText());
        QVERIFY(drive);
        switchTheme(DashTheme::Theme::Dark);
        QCOMPARE(drive->styleSheet(), style::messageStyleSheet(style::critical()));
    }

    void theBatteryBadgeAndBarFollow()
    {
        BatteryView view;
        core::BatteryReading battery;
        battery.volts = 13.4;
        battery.percent = 12;
        battery.level = core::BatteryLevel::Low;
        view.setBattery(battery, 1.0);
        QLabel *badge = nullptr;
        QTRY_VERIFY((badge = labelShowing(view, QStringLiteral("LOW"))) != nullptr);
        QVERIFY(badge->styleSheet().contains(hex(style::colours::kWarning.light)));
        LevelBar *bar = view.findChild<LevelBar *>();
        QVERIFY(bar);
        QCOMPARE(bar->colour(), QColor::fromRgb(style::colours::kWarning.light));

        switchTheme(DashTheme::Theme::Dark);
        QVERIFY2(badge->styleSheet().contains(hex(style::colours::kWarning.dark)), qPrintable(badge->styleSheet()));
        QCOMPARE(bar->colour(), QColor::fromRgb(style::colours::kWarning.dark));
    }

    void aColourOfNeitherTableStaysAsItIs()
    {
        const QColor own(0x12, 0x34, 0x56);
        QCOMPARE(style::rethemed(own), own);
        switchTheme(DashTheme::Theme::Dark);
        QCOMPARE(style::rethemed(QColor::fromRgb(style::colours::kCritical.light)),
                 QColor::fromRgb(style::colours::kCritical.dark));
        QCOMPARE(style::rethemed(QColor::fromRgb(style::colours::kCritical.dark)),
                 QColor::fromRgb(style::colours::kCritical.dark));
    }
};

QTEST_MAIN(TestThemeSwitch)

}  // namespace tst_theme_switch
#include "tst_theme_switch.moc"
