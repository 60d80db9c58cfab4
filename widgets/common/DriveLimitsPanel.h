#pragma once
// Edits the drive limits every input goes through: top linear and angular speed and how
// fast each may rise and fall. Turn rates are shown in °/s, as the pad, the gyro and the map
// say them, and kept in rad/s as the link takes them: a limit shown and not edited keeps its
// exact value, not the displayed rounding. Emits the whole set on every edit; the window sends it to
// the link, which applies it in its sending path, and saves it (loadSettings/saveSettings).

#include "link/VelocityLimiter.h"

#include <QWidget>

class QDoubleSpinBox;
class QSettings;

namespace robodash::widgets {

class DriveLimitsPanel : public QWidget {
    Q_OBJECT
public:
    explicit DriveLimitsPanel(QWidget *parent = nullptr);

    link::DriveLimits limits() const;
    // Shows `limits` (values out of the fields' ranges are clamped) without emitting.
    void setLimits(const link::DriveLimits &limits);

    // Saved values that are missing or not numbers fall back to the lab-safe defaults.
    void loadSettings(QSettings &settings);
    void saveSettings(QSettings &settings) const;

public slots:
    void restoreDefaults();

signals:
    void limitsChanged(const robodash::link::DriveLimits &limits);

private:
    // A turn rate's field: shown in degrees, kept in radians.
    struct AngularField {
        QDoubleSpinBox *box = nullptr;
        double radians = 0;
    };

    QDoubleSpinBox *addField(const QString &name, const QString &suffix, double low, double high,
                             double step, const QString &tip, int decimals = 2);
    AngularField addAngularField(const QString &name, const QString &suffix, double lowRadians,
                                 double highRadians, double stepDegrees, const QString &tip,
                                 AngularField DriveLimitsPanel::*field);
    void showAngular(AngularField &field, double radians);
    void emitLimits();

    QDoubleSpinBox *m_maxLinear;
    AngularField m_maxAngular;
    QDoubleSpinBox *m_linearAccel;
    QDoubleSpinBox *m_linearDecel;
    AngularField m_angularAccel;
    AngularField m_angularDecel;
    bool m_updating = false;
};

}  // namespace robodash::widgets
