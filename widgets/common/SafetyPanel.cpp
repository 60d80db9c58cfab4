#include "SafetyPanel.h"

#include "DashStyle.h"
#include "SectionTitle.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace robodash::widgets {
namespace {

// The highest limit is the family's (setFamilyLimits); the Kobuki's until told.
constexpr double kLowestAmperes = 0.3, kHighestAmperes = core::SafetySettings::kKobukiCeilingAmperes;
constexpr int kLongestHoldMs = 3000;

QString overrideText(core::Hazard hazard)
{
    switch (hazard) {
    case core::Hazard::Bumper: return SafetyPanel::tr("Drive on against a pressed bumper");
    case core::Hazard::Cliff: return SafetyPanel::tr("Drive on over a cliff");
    case core::Hazard::WheelDrop: return SafetyPanel::tr("Drive with a wheel dropped");
    case core::Hazard::OverCurrent: return SafetyPanel::tr("Ignore motor over-current");
    }
    return {};
}

std::size_t indexOf(core::Hazard hazard)
{
    for (std::size_t i = 0; i < core::kAllHazards.size(); ++i)
        if (core::kAllHazards[i] == hazard)
            return i;
    return 0;
}

}  // namespace

SafetyPanel::SafetyPanel(QWidget *parent) : QWidget(parent)
{
    m_confirm = [this](const QString &question) {
        return QMessageBox::warning(this, tr("Switch a safety stop off?"), question,
                                    QMessageBox::Yes | QMessageBox::Cancel,
                                    QMessageBox::Cancel) == QMessageBox::Yes;
    };
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(style::kSpacing);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("safetyStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    layout->addWidget(buildThresholds());
    layout->addWidget(buildOverrides());
    auto *defaultsButton = new QPushButton(tr("Defaults (every stop on)"), this);
    defaultsButton->setObjectName(QStringLiteral("defaults"));
    connect(defaultsButton, &QPushButton::clicked, this, &SafetyPanel::restoreDefaults);
    layout->addWidget(defaultsButton, 0, Qt::AlignLeft);
    layout->addStretch(1);
    setSettings(core::SafetySettings{});
    setStatus(core::SafetyStatus{});
}

QWidget *SafetyPanel::buildThresholds()
{
    auto *box = new QWidget(this);
    auto *form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    m_amperes = new QDoubleSpinBox(box);
    m_amperes->setObjectName(QStringLiteral("overCurrentAmperes"));
    m_amperes->setRange(kLowestAmperes, kHighestAmperes);
    m_amperes->setSingleStep(0.1);
    m_amperes->setDecimals(2);
    m_amperes->setSuffix(QStringLiteral(" A"));
    m_amperes->setKeyboardTracking(false);
    m_amperes->setToolTip(tr("A motor drawing more than this (a stall against something the "
                             "bumper missed) stops the robot"));
    m_holdMs = new QSpinBox(box);
    m_holdMs->setObjectName(QStringLiteral("overCurrentHoldMs"));
    m_holdMs->setRange(0, kLongestHoldMs);
    m_holdMs->setSingleStep(50);
    m_holdMs->setSuffix(QStringLiteral(" ms"));
    m_holdMs->setKeyboardTracking(false);
    m_holdMs->setToolTip(tr("How long the current must stay above the limit: shorter surges "
                            "(starting, a bump) do not stop"));
    connect(m_amperes, &QDoubleSpinBox::valueChanged, this, &SafetyPanel::emitSettings);
    connect(m_holdMs, &QSpinBox::valueChanged, this, &SafetyPanel::emitSettings);
    form->addRow(tr("Over-current limit"), m_amperes);
    form->addRow(tr("for at least"), m_holdMs);
    return box;
}

QWidget *SafetyPanel::buildOverrides()
{
    auto *box = new QWidget(this);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(sectionTitle(tr("Expert overrides (this session only)"), box));
    for (core::Hazard hazard : core::kAllHazards) {
        auto *check = new QCheckBox(overrideText(hazard), box);
        check->setObjectName(QStringLiteral("override_%1").arg(static_cast<int>(hazard)));
        connect(check, &QCheckBox::toggled, this, [this, hazard](bool on) { onOverrideToggled(hazard, on); });
        m_overrides[indexOf(hazard)] = check;
        column->addWidget(check);
    }
    return box;
}

void SafetyPanel::onOverrideToggled(core::Hazard hazard, bool on)
{
    if (m_updating)
        return;
    if (on && m_confirm
        && !m_confirm(tr("The robot will no longer stop for: %1.\n\nUse this only to free a "
                         "robot you are watching. Every use is logged.")
                          .arg(QString::fromLatin1(core::hazardName(hazard))))) {
        const QSignalBlocker blocker(m_overrides[indexOf(hazard)]);
        m_overrides[indexOf(hazard)]->setChecked(false);
        return;
    }
    emitSettings();
}

core::SafetySettings SafetyPanel::settings() const
{
    core::SafetySettings s;
    s.overCurrentAmperes = m_amperes->value();
    s.overCurrentHoldMs = m_holdMs->value();
    for (core::Hazard hazard : core::kAllHazards)
        s.overrides.set(hazard, m_overrides[indexOf(hazard)]->isChecked());
    return s;
}

void SafetyPanel::setSettings(const core::SafetySettings &settings)
{
    m_updating = true;
    m_amperes->setValue(settings.overCurrentAmperes);
    m_holdMs->setValue(static_cast<int>(std::min<std::int64_t>(settings.overCurrentHoldMs, kLongestHoldMs)));
    for (core::Hazard hazard : core::kAllHazards)
        m_overrides[indexOf(hazard)]->setChecked(settings.overrides.has(hazard));
    m_updating = false;
}

void SafetyPanel::setFamilyLimits(double defaultAmperes, double highestAmperes)
{
    m_defaultAmperes = defaultAmperes;
    m_updating = true;
    m_amperes->setRange(kLowestAmperes, std::max(highestAmperes, defaultAmperes));
    m_amperes->setSingleStep(highestAmperes > 5 ? 0.5 : 0.1);
    m_amperes->setValue(defaultAmperes);
    m_updating = false;
}

core::SafetySettings SafetyPanel::defaults() const
{
    core::SafetySettings s;
    s.overCurrentAmperes = m_defaultAmperes;
    return s;
}

void SafetyPanel::setOverrideConfirmation(Confirmation confirmation)
{
    m_confirm = std::move(confirmation);
}

void SafetyPanel::setStatus(const core::SafetyStatus &status)
{
    const bool stopping = !status.enforced.empty();
    const QColor colour = stopping ? style::critical() : status.active.empty() ? style::ok() : style::warning();
    m_status->setText(status.reason.empty() ? tr("All clear: every stop armed")
                                            : QString::fromStdString(status.reason));
    m_status->setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(colour.name()));
}

QString SafetyPanel::statusText() const
{
    return m_status->text();
}

void SafetyPanel::restoreDefaults()
{
    setSettings(defaults());
    emitSettings();
}

void SafetyPanel::emitSettings()
{
    if (!m_updating)
        emit settingsChanged(settings());
}

void SafetyPanel::loadSettings(QSettings &settings)
{
    const core::SafetySettings fallback = defaults();
    settings.beginGroup(m_group);
    bool ampsOk = false, holdOk = false;
    const double amps = settings.value(QStringLiteral("overCurrentAmperes"), fallback.overCurrentAmperes).toDouble(&ampsOk);
    const int holdMs = settings.value(QStringLiteral("overCurrentHoldMs"), int(fallback.overCurrentHoldMs)).toInt(&holdOk);
    settings.endGroup();
    core::SafetySettings loaded = fallback;  // overrides are never loaded: off at every start
    loaded.overCurrentAmperes = ampsOk && std::isfinite(amps) && amps > 0 ? amps : fallback.overCurrentAmperes;
    loaded.overCurrentHoldMs = holdOk && holdMs >= 0 ? holdMs : fallback.overCurrentHoldMs;
    setSettings(loaded);
}

void SafetyPanel::saveSettings(QSettings &settings) const
{
    const core::SafetySettings s = this->settings();
    settings.beginGroup(m_group);
    settings.setValue(QStringLiteral("overCurrentAmperes"), s.overCurrentAmperes);
    settings.setValue(QStringLiteral("overCurrentHoldMs"), qint64(s.overCurrentHoldMs));
    settings.endGroup();
}

}  // namespace robodash::widgets
