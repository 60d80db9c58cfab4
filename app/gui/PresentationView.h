#pragma once
// The presentation view (F11): what a room watches during a lab demonstration, readable from
// the back of it on a projector. Four large readouts (speed, heading, battery, contacts) from
// the family-neutral telemetry core, so it shows any family; a large map; a very large STOP.
// It only shows: RobotDashboard feeds it, and its STOP is the window's emergency stop.

#include "core/BatteryReading.h"
#include "core/Contacts.h"
#include "core/Pose2D.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace robodash::widgets {
class CameraView;
class MapView;
class ReadoutLabel;
}  // namespace robodash::widgets

class PresentationView : public QWidget {
    Q_OBJECT
public:
    explicit PresentationView(QWidget *parent = nullptr);

    robodash::widgets::MapView *mapView() const { return m_map; }
    // The robot's camera, large beside the map; hidden until a picture comes (SensorViews).
    robodash::widgets::CameraView *cameraView() const { return m_camera; }
    QPushButton *stopButton() const { return m_stop; }
    QString speedText() const;
    QString headingText() const;
    QString batteryText() const;
    QString contactsText() const;
    QString hintText() const;
    // The readouts' text height in pixels: at least ~48 at 1920x1080.
    int valuePixelSize() const;
    // Small: it shares the window with the dashboard, whose own minimum must decide how
    // small the window may be (it is shown full screen, where its fonts follow the screen).
    QSize sizeHint() const override { return {320, 240}; }
    QSize minimumSizeHint() const override { return {320, 240}; }

public slots:
    void showOdometry(const robodash::core::OdometryState &odometry);
    void showBattery(const robodash::core::BatteryReading &battery);
    void showContacts(const robodash::core::Contacts &contacts);
    // Offline (no data): the readouts say so instead of showing old values as live.
    void showLive(bool live);
    // After a STOP with a drive input held: the hint says to let go first.
    void showStopLatched(bool latched);

signals:
    void stopRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QWidget *makeTile(const QString &caption, robodash::widgets::ReadoutLabel *value,
                      robodash::widgets::ReadoutLabel *detail);
    QPushButton *makeStopButton();
    void scaleFonts();
    void refreshReadouts();
    void showSpeed();
    void showHeading();
    void showBatteryReading();
    void showContactState();
    static void colourValue(robodash::widgets::ReadoutLabel *label, const QColor &colour);
    static void showNothingYet(robodash::widgets::ReadoutLabel *value, robodash::widgets::ReadoutLabel *detail,
                               const QString &why);

    robodash::widgets::ReadoutLabel *m_speed;
    robodash::widgets::ReadoutLabel *m_turn;
    robodash::widgets::ReadoutLabel *m_heading;
    robodash::widgets::ReadoutLabel *m_headingDetail;
    robodash::widgets::ReadoutLabel *m_battery;
    robodash::widgets::ReadoutLabel *m_batteryDetail;
    robodash::widgets::ReadoutLabel *m_contacts;
    robodash::widgets::ReadoutLabel *m_contactsDetail;
    QList<QLabel *> m_captions;
    robodash::widgets::MapView *m_map;
    robodash::widgets::CameraView *m_camera;
    QPushButton *m_stop;
    QLabel *m_hint;

    std::optional<robodash::core::OdometryState> m_odometry;
    std::optional<robodash::core::BatteryReading> m_batteryReading;
    std::optional<robodash::core::Contacts> m_contactState;
    bool m_live = false;
};
