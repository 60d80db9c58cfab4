#pragma once
// The safety layer's settings and state: the over-current threshold and how long it must
// last (saved with loadSettings/saveSettings), the expert overrides (one per hazard kind,
// off by default, each asking before it is switched on, never saved: every session starts
// with every protection on), and what the layer sees now.
//
// Emits the whole set on every change; the window sends it to the link (RobotLink::
// setSafetySettings), which enforces it and logs overrides.

#include "core/SafetySettings.h"
#include "core/SafetyStatus.h"

#include <QWidget>

#include <array>
#include <functional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QSettings;
class QSpinBox;

namespace robodash::widgets {

class SafetyPanel : public QWidget {
    Q_OBJECT
public:
    // Asked before an override goes on; answers true to go ahead.
    using Confirmation = std::function<bool(const QString &question)>;

    explicit SafetyPanel(QWidget *parent = nullptr);

    core::SafetySettings settings() const;
    // Shows `settings` (thresholds out of the fields' ranges are clamped) without emitting.
    void setSettings(const core::SafetySettings &settings);
    // The robot family's over-current default (what Defaults restores and a missing saved
    // value falls back to) and the highest limit offered (core::RobotInfo). Without a call,
    // the Kobuki's: 1.2 A, at most 2.5 A. The shown limit becomes the default.
    void setFamilyLimits(double defaultAmperes, double highestAmperes);
    core::SafetySettings defaults() const;
    // The QSettings group the thresholds are saved in: "safety" unless told (one per family,
    // so a Kobuki's limit never becomes a Rover's).
    void setSettingsGroup(const QString &group) { m_group = group; }
    // Replaces the modal question (tests, scripted demos).
    void setOverrideConfirmation(Confirmation confirmation);
    QString statusText() const;

    // Thresholds only; saved values that are missing or not numbers fall back to defaults.
    void loadSettings(QSettings &settings);
    void saveSettings(QSettings &settings) const;

public slots:
    void setStatus(const robodash::core::SafetyStatus &status);
    void restoreDefaults();  // default thresholds, every override off

signals:
    void settingsChanged(const robodash::core::SafetySettings &settings);

private:
    QWidget *buildThresholds();
    QWidget *buildOverrides();
    void onOverrideToggled(core::Hazard hazard, bool on);
    void emitSettings();

    QDoubleSpinBox *m_amperes = nullptr;
    QSpinBox *m_holdMs = nullptr;
    std::array<QCheckBox *, core::kAllHazards.size()> m_overrides{};
    QLabel *m_status = nullptr;
    Confirmation m_confirm;
    bool m_updating = false;
    double m_defaultAmperes = core::SafetySettings::kDefaultOverCurrentAmperes;
    QString m_group = QStringLiteral("safety");
};

}  // namespace robodash::widgets
