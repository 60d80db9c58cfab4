// Renders every dashboard widget with sample data to PNG files, for people to look at:
//   robodash_widget_gallery [output folder] [width]   (default /tmp/robodash-widgets, ~360 px)
// Runs offscreen; not a test, it asserts nothing.

#include "AxesView.h"
#include "BatteryView.h"
#include "BrakePanel.h"
#include "BumpPanelsView.h"
#include "kobuki/CoreContacts.h"
#include "CliffPlot.h"
#include "DockIrView.h"
#include "GyroView.h"
#include "InputsView.h"
#include "JoystickPad.h"
#include "MotorsView.h"
#include "OutputsPanel.h"
#include "PidEditor.h"
#include "RefreshGate.h"
#include "RobotView.h"
#include "SonarPanel.h"
#include "SonarRingView.h"
#include "SoundPanel.h"
#include "TimePlot.h"
#include "ValidatedField.h"
#include "VersionInfoView.h"

#include "DashTheme.h"

#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QPushButton>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

#include <cmath>
#include <cstdio>

namespace kobuki = robodash::kobuki;
using namespace robodash::widgets;

namespace {
QString outputFolder;
int forcedWidth = 0;  // from the command line: every widget at this width

void save(QWidget &widget, const QString &name, int width = 360, int height = 0)
{
    if (forcedWidth > 0)
        width = forcedWidth;
    widget.resize(width, height > 0 ? height : widget.sizeHint().height());
    widget.show();
    QTest::qWait(50);
    RefreshGate::flushAll(widget);
    for (TimePlot *plot : widget.findChildren<TimePlot *>())
        plot->refresh();
    if (auto *plot = qobject_cast<TimePlot *>(&widget))
        plot->refresh();
    QTest::qWait(50);
    const QString path = QDir(outputFolder).filePath(name + ".png");
    if (!widget.grab().save(path))
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
    else
        std::printf("%s\n", qPrintable(path));
    widget.hide();
}

kobuki::BasicSensors basic(std::uint16_t time, std::uint8_t battery)
{
    kobuki::BasicSensors sensors;
    sensors.timeStamp = time;
    sensors.battery = battery;
    return sensors;
}

void applicationIcon()
{
    const QIcon icon(QStringLiteral(":/robodash/robodash.svg"));
    const QString path = QDir(outputFolder).filePath("robodash-icon.png");
    if (icon.isNull() || !icon.pixmap(128, 128).save(path))
        std::fprintf(stderr, "cannot render the application icon to %s\n", qPrintable(path));
    else
        std::printf("%s\n", qPrintable(path));
}

void timePlot()
{
    TimePlot plot(QStringLiteral("TimePlot"));
    const int a = plot.addSeries(QStringLiteral("sine"), QColor(0x1c, 0x6d, 0xd0));
    const int b = plot.addSeries(QStringLiteral("noise"), QColor(0xe8, 0x59, 0x0c));
    const int marks = plot.addMarkerSeries(QStringLiteral("events"), QColor(0xd9, 0x2d, 0x2d));
    plot.setAxisTitles(QStringLiteral("time (s)"), QStringLiteral("value (m)"));
    for (int i = 0; i < 2000; ++i) {
        const double t = i * 0.01;
        plot.addSample(a, t, std::sin(t * 2));
        plot.addSample(b, t, 0.3 * std::sin(t * 37) * std::cos(t * 11));
        if (i % 150 == 0)
            plot.addMarker(marks, t, std::sin(t * 2));
    }
    save(plot, "TimePlot", 360, 240);
}

void robotViews()
{
    RobotView idle;
    save(idle, "RobotView-waiting");
    RobotView view;
    auto sensors = basic(0, 160);
    sensors.bumper = kobuki::bits::kLeft;
    sensors.cliff = kobuki::bits::kRight;
    sensors.wheelDrop = kobuki::bits::kWheelRight;
    sensors.buttons = kobuki::bits::kButton0;
    sensors.charger = kobuki::kDockingCharging;
    view.setBasicSensors(sensors);
    save(view, "RobotView-active");
    RobotView clear;
    clear.setBasicSensors(basic(0, 160));
    save(clear, "RobotView-clear", 300);
}

void cliffPlot()
{
    CliffPlot view;
    for (int i = 0; i < 500; ++i) {
        const double t = i * 0.02;
        kobuki::Cliff cliff;
        const bool overEdge = i > 300 && i < 380;
        cliff.bottom = {static_cast<std::uint16_t>(2400 + 60 * std::sin(t * 3)),
                        static_cast<std::uint16_t>(2300 + 40 * std::sin(t * 2)),
                        static_cast<std::uint16_t>(overEdge ? 400 : 2500 + 50 * std::cos(t))};
        auto sensors = basic(0, 160);
        sensors.cliff = overEdge ? kobuki::bits::kLeft : 0;
        view.setBasicSensors(sensors, t);
        view.setCliff(cliff, t);
    }
    save(view, "CliffPlot");
}

void dockViews()
{
    DockIrView none;
    none.setDockIr({});
    save(none, "DockIrView-none");
    DockIrView view;
    kobuki::DockIr ir;
    ir.left = kobuki::bits::kNearCenter;
    ir.central = kobuki::bits::kNearCenter | kobuki::bits::kNearLeft;
    view.setDockIr(ir);
    save(view, "DockIrView-near");
    DockIrView far;
    kobuki::DockIr farIr;
    farIr.right = kobuki::bits::kFarRight;
    far.setDockIr(farIr);
    save(far, "DockIrView-far-right", 300);
}

void gyroView()
{
    GyroView view;
    for (int i = 0; i < 500; ++i) {
        const double t = i * 0.02;
        kobuki::Inertia inertia;
        inertia.angle = static_cast<std::int16_t>(std::lround(std::remainder(30.0 * t + 100, 360.0) * 100));
        inertia.angleRate = static_cast<std::int16_t>(3000 + 400 * std::sin(t * 4));
        view.setInertia(inertia, t);
        kobuki::RawGyro gyro;
        gyro.sampleCount = 2;
        for (int s = 0; s < 2; ++s)
            gyro.samples[static_cast<std::size_t>(s)] = {
                static_cast<std::int16_t>(200 * std::sin(t * 7 + s)),
                static_cast<std::int16_t>(150 * std::cos(t * 5)),
                static_cast<std::int16_t>(3428 + 300 * std::sin(t * 4))};
        view.setRawGyro(gyro, t);
    }
    save(view, "GyroView");
}

void batteryViews()
{
    BatteryView view;
    for (int i = 0; i < 900; ++i)
        view.setBattery(kobuki::toCoreBattery(basic(0, static_cast<std::uint8_t>(164 - i / 60))), i * 2.0);
    auto charging = basic(0, 151);
    charging.charger = kobuki::kDockingCharging;
    view.setBattery(kobuki::toCoreBattery(charging), 1800);
    save(view, "BatteryView-healthy");
    BatteryView low;
    low.setBattery(kobuki::toCoreBattery(basic(0, 139)), 1);
    save(low, "BatteryView-low");
    BatteryView critical;
    critical.setBattery(kobuki::toCoreBattery(basic(0, 131)), 1);
    save(critical, "BatteryView-critical", 300);
}

void versionViews()
{
    VersionInfoView waiting;
    save(waiting, "VersionInfoView-waiting");
    kobuki::Version hardware;
    hardware.major = 1;
    hardware.patch = 4;
    kobuki::Version firmware;
    firmware.major = 1;
    firmware.minor = 2;
    kobuki::Udid udid;
    udid.udid = {97713968u, 842412341u, 1361924402u};
    VersionInfoView good;
    good.setHardwareVersion(hardware);
    good.setFirmwareVersion(firmware);
    good.setUdid(udid);
    save(good, "VersionInfoView-ok");
    VersionInfoView untested;
    firmware.minor = 1;
    firmware.patch = 2;
    untested.setHardwareVersion(hardware);
    untested.setFirmwareVersion(firmware);
    untested.setUdid(udid);
    save(untested, "VersionInfoView-untested");
    VersionInfoView refused;
    firmware.major = 2;
    refused.setHardwareVersion(hardware);
    refused.setFirmwareVersion(firmware);
    refused.setUdid(udid);
    save(refused, "VersionInfoView-refused", 320);
}

void motorsAndInputs()
{
    MotorsView motors;
    auto first = basic(65530, 160);
    first.leftEncoder = 1000;
    first.rightEncoder = 65500;
    motors.setBasicSensors(first);
    auto second = basic(14, 160);
    second.leftEncoder = 1070;
    second.rightEncoder = 30;
    second.leftPwm = 42;
    second.rightPwm = -37;
    second.overCurrent = kobuki::bits::kOverCurrentRight;
    motors.setBasicSensors(second);
    kobuki::Current current;
    current.current = {34, 212};
    motors.setCurrent(current);
    save(motors, "MotorsView");

    InputsView inputs;
    kobuki::GeneralPurposeInput input;
    input.digitalInput = 0x05;
    input.analogInput = {0, 1240, 2900, 4095};
    inputs.setGeneralPurposeInput(input);
    save(inputs, "InputsView");
}

void controls()
{
    JoystickPad idle;
    save(idle, "JoystickPad-idle", 320);
    JoystickPad driving;
    driving.resize(320, 340);
    driving.show();
    QTest::mousePress(&driving, Qt::LeftButton, {},
                      (driving.padCentre() + QPointF(-0.35, -0.7) * driving.padRadius()).toPoint());
    save(driving, "JoystickPad-driving", 320, 340);
    QTest::mouseRelease(&driving, Qt::LeftButton);

    OutputsPanel outputs;
    outputs.setOutputWord(0x06D1);
    save(outputs, "OutputsPanel");

    SoundPanel sound;
    save(sound, "SoundPanel");
    SoundPanel badSound;
    badSound.frequencyField()->setText("3");
    badSound.durationField()->setText("300");
    save(badSound, "SoundPanel-invalid");

    PidEditor pid;
    kobuki::ControllerInfo info;
    info.type = 0;
    info.pGain = 100000;
    info.iGain = 100;
    info.dGain = 2000;
    pid.setControllerInfo(info);
    save(pid, "PidEditor-read");
    PidEditor invalid;
    invalid.setControllerInfo(info);
    invalid.field(0)->setText("-3");
    invalid.field(1)->setText("0.12345");
    save(invalid, "PidEditor-invalid");
    PidEditor mismatch;
    mismatch.field(0)->setText("120");
    mismatch.writeButton()->click();
    mismatch.setControllerInfo(info);
    save(mismatch, "PidEditor-mismatch");
    PidEditor waiting;
    waiting.writeButton()->click();
    save(waiting, "PidEditor-waiting");
}

// The rFLEX's: the sonar ring (ATRV-Jr with echoes, no echoes and silent sonars; the round
// B21r), motors and brake, bump panels, axes.
void rflexViews()
{
    namespace rflex = robodash::rflex;
    SonarPanel sonar;
    rflex::SonarTelemetry ring;
    ring.ring.resize(17);
    const double ranges[17] = {1.2, 0.8, 0.6, 0.9, 2.5, -1, 1.1, 1.4, 3.6, 3.8, -1, -1, 2.0, 0.5, 0.45, 0.5, 0.7};
    for (int i = 0; i < 17; ++i) {
        if (i == 11) continue;  // not heard
        ring.ring[std::size_t(i)] = {true, ranges[i] < 0 ? std::nullopt : std::optional<double>(ranges[i])};
    }
    sonar.setSonarOn(true);
    sonar.ringView()->setSonar(ring);
    sonar.ringView()->setBumpPanels({true, false});
    save(sonar, "SonarPanel-atrvjr", 420, 480);
    SonarRingView b21r;
    b21r.setDescription(rflex::RobotDescription::b21r());
    rflex::SonarTelemetry round;
    for (int i = 0; i < 24; ++i)
        round.ring.push_back({true, i % 5 == 4 ? std::nullopt : std::optional<double>(0.6 + 0.1 * (i % 7))});
    b21r.setSonarOn(true);
    b21r.setSonar(round);
    save(b21r, "SonarRingView-b21r", 360, 420);

    BrakePanel brake;
    rflex::StatusTelemetry status;
    status.volts = 25.2;
    status.brakeEngaged = false;
    brake.setStatus(status);
    brake.setMotorsEnabled(true);
    save(brake, "BrakePanel-enabled", 300);
    BrakePanel engaged;
    status.brakeEngaged = true;
    status.raw.brake = 1;
    engaged.setStatus(status);
    save(engaged, "BrakePanel-off", 300);

    BumpPanelsView bumps;
    rflex::DioTelemetry dio;
    dio.raw.address = 0x40;
    dio.raw.state = 0x02;
    bumps.setDio(dio);
    bumps.setBumpPanels({false, true});
    save(bumps, "BumpPanelsView-rear", 300);

    AxesView axes;
    rflex::AxisTelemetry translation;
    translation.position = 1.234;
    translation.velocity = 0.3;
    translation.acceleration = 0.1;
    translation.raw.torque = 12000;
    translation.torque = 12000;
    axes.setAxis(translation);
    rflex::AxisTelemetry rotation;
    rotation.axis = rflex::Axis::Rotation;
    rotation.position = 0.5;
    rotation.velocity = -0.2;
    rotation.raw.torque = -8000;
    rotation.torque = -8000;
    axes.setAxis(rotation);
    save(axes, "AxesView");
}
}  // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create("Fusion"));
    QApplication::setPalette(QApplication::style()->standardPalette());
    // ROBODASH_THEME=dark: every widget in the dark theme, to look at both.
    if (qgetenv("ROBODASH_THEME") == "dark")
        robodash::widgets::DashTheme::instance().setTheme(robodash::widgets::DashTheme::Theme::Dark);
    outputFolder = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/tmp/robodash-widgets");
    if (argc > 2)
        forcedWidth = QString::fromLocal8Bit(argv[2]).toInt();
    if (!QDir().mkpath(outputFolder)) {
        std::fprintf(stderr, "cannot create %s\n", qPrintable(outputFolder));
        return 1;
    }
    applicationIcon();
    timePlot();
    robotViews();
    cliffPlot();
    dockViews();
    gyroView();
    batteryViews();
    versionViews();
    motorsAndInputs();
    controls();
    rflexViews();
    return 0;
}
