#pragma once
// Edits the drive limits every input goes through: top linear and angular speed and how
// fast each may rise and fall. Emits the whole set on every edit; the window sends it to
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
    QDoubleSpinBox *addField(const QString &name, const QString &suffix, double low, double high,
                             double step, const QString &tip);
    void emitLimits();

    QDoubleSpinBox *m_maxLinear;
    QDoubleSpinBox *m_maxAngular;
    QDoubleSpinBox *m_linearAccel;
    QDoubleSpinBox *m_linearDecel;
    QDoubleSpinBox *m_angularAccel;
    QDoubleSpinBox *m_angularDecel;
    bool m_updating = false;
};

}  // namespace robodash::widgets
