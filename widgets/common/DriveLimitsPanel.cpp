#include "DriveLimitsPanel.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

#include "core/Angles.h"

#include <algorithm>
#include <cmath>

namespace robodash::widgets {
namespace {

const char *const kGroup = "driveLimits";
using core::kDegreesPerRadian;

// The Kobuki tops out near 0.7 m/s; 0.7 / (0.23 / 2) is about 6 rad/s spinning in place.
constexpr double kTopLinear = 0.7;
constexpr double kTopAngular = 6.0;

}  // namespace

DriveLimitsPanel::DriveLimitsPanel(QWidget *parent) : QWidget(parent)
{
    // Until every field exists: a field that changes its own value while it is set up (Qt 6.8
    // rounds it to its decimals) must not send limits read from fields not made yet.
    m_updating = true;
    auto *form = new QFormLayout(this);
    setLayout(form);
    m_maxLinear = addField(tr("Top speed"), QStringLiteral(" m/s"), 0.05, kTopLinear, 0.05,
                           tr("Fastest forward or backward speed any input can ask for"));
    m_maxAngular = addAngularField(tr("Top turn rate"), QStringLiteral(" °/s"), 0.1, kTopAngular, 5,
                                   tr("Fastest turn any input can ask for"), &DriveLimitsPanel::m_maxAngular);
    m_linearAccel = addField(tr("Speeding up"), QStringLiteral(" m/s²"), 0.05, 3.0, 0.05,
                             tr("How fast the speed may rise"));
    m_linearDecel = addField(tr("Slowing down"), QStringLiteral(" m/s²"), 0.05, 3.0, 0.05,
                             tr("How fast the speed may fall while still driving"));
    m_angularAccel = addAngularField(tr("Turn speeding up"), QStringLiteral(" °/s²"), 0.1, 20.0, 25,
                                     tr("How fast the turn rate may rise"), &DriveLimitsPanel::m_angularAccel);
    m_angularDecel = addAngularField(tr("Turn slowing down"), QStringLiteral(" °/s²"), 0.1, 20.0, 25,
                                     tr("How fast the turn rate may fall while still turning"),
                                     &DriveLimitsPanel::m_angularDecel);
    auto *note = new QLabel(tr("Letting go, STOP and a lost link stop at once, never ramped."), this);
    note->setWordWrap(true);
    form->addRow(note);
    auto *defaults = new QPushButton(tr("Lab-safe defaults"), this);
    defaults->setObjectName(QStringLiteral("defaults"));
    connect(defaults, &QPushButton::clicked, this, &DriveLimitsPanel::restoreDefaults);
    form->addRow(QString(), defaults);
    setLimits(link::DriveLimits{});  // ends m_updating
}

QDoubleSpinBox *DriveLimitsPanel::addField(const QString &name, const QString &suffix, double low,
                                           double high, double step, const QString &tip, int decimals)
{
    auto *box = new QDoubleSpinBox(this);
    box->setDecimals(decimals);  // before the range, which it rounds
    box->setRange(low, high);
    box->setSingleStep(step);
    box->setSuffix(suffix);
    box->setToolTip(tip);
    box->setKeyboardTracking(false);  // typing "0.45" must not send 0.4 on the way
    connect(box, &QDoubleSpinBox::valueChanged, this, &DriveLimitsPanel::emitLimits);
    static_cast<QFormLayout *>(layout())->addRow(name, box);
    return box;
}

DriveLimitsPanel::AngularField DriveLimitsPanel::addAngularField(
    const QString &name, const QString &suffix, double lowRadians, double highRadians, double stepDegrees,
    const QString &tip, AngularField DriveLimitsPanel::*field)
{
    AngularField made;
    made.box = addField(name, suffix, lowRadians * kDegreesPerRadian, highRadians * kDegreesPerRadian,
                        stepDegrees, tip, 0);
    // An edit keeps what was typed, and is sent once kept; showing a value (setLimits) keeps
    // its exact radians.
    disconnect(made.box, &QDoubleSpinBox::valueChanged, this, &DriveLimitsPanel::emitLimits);
    connect(made.box, &QDoubleSpinBox::valueChanged, this, [this, field](double degrees) {
        if (m_updating)
            return;
        (this->*field).radians = degrees / kDegreesPerRadian;
        emitLimits();
    });
    return made;
}

void DriveLimitsPanel::showAngular(AngularField &field, double radians)
{
    field.box->setValue(radians * kDegreesPerRadian);
    // Clamped as the field is: no more, and no less, than it can show.
    field.radians = std::clamp(radians, field.box->minimum() / kDegreesPerRadian,
                               field.box->maximum() / kDegreesPerRadian);
}

link::DriveLimits DriveLimitsPanel::limits() const
{
    link::DriveLimits l;
    l.maxLinearMps = m_maxLinear->value();
    l.maxAngularRadps = m_maxAngular.radians;
    l.linearAccelMps2 = m_linearAccel->value();
    l.linearDecelMps2 = m_linearDecel->value();
    l.angularAccelRadps2 = m_angularAccel.radians;
    l.angularDecelRadps2 = m_angularDecel.radians;
    return l;
}

void DriveLimitsPanel::setLimits(const link::DriveLimits &limits)
{
    m_updating = true;
    m_maxLinear->setValue(limits.maxLinearMps);
    showAngular(m_maxAngular, limits.maxAngularRadps);
    m_linearAccel->setValue(limits.linearAccelMps2);
    m_linearDecel->setValue(limits.linearDecelMps2);
    showAngular(m_angularAccel, limits.angularAccelRadps2);
    showAngular(m_angularDecel, limits.angularDecelRadps2);
    m_updating = false;
}

void DriveLimitsPanel::restoreDefaults()
{
    setLimits(link::DriveLimits{});
    emitLimits();
}

void DriveLimitsPanel::emitLimits()
{
    if (!m_updating)
        emit limitsChanged(limits());
}

void DriveLimitsPanel::loadSettings(QSettings &settings)
{
    const link::DriveLimits defaults;
    const auto read = [&settings](const char *key, double fallback) {
        bool ok = false;
        const double value = settings.value(QLatin1String(key), fallback).toDouble(&ok);
        return ok && std::isfinite(value) && value > 0 ? value : fallback;
    };
    settings.beginGroup(QLatin1String(kGroup));
    link::DriveLimits l;
    l.maxLinearMps = read("maxLinear", defaults.maxLinearMps);
    l.maxAngularRadps = read("maxAngular", defaults.maxAngularRadps);
    l.linearAccelMps2 = read("linearAccel", defaults.linearAccelMps2);
    l.linearDecelMps2 = read("linearDecel", defaults.linearDecelMps2);
    l.angularAccelRadps2 = read("angularAccel", defaults.angularAccelRadps2);
    l.angularDecelRadps2 = read("angularDecel", defaults.angularDecelRadps2);
    settings.endGroup();
    setLimits(l);
}

void DriveLimitsPanel::saveSettings(QSettings &settings) const
{
    const link::DriveLimits l = limits();
    settings.beginGroup(QLatin1String(kGroup));
    settings.setValue(QStringLiteral("maxLinear"), l.maxLinearMps);
    settings.setValue(QStringLiteral("maxAngular"), l.maxAngularRadps);
    settings.setValue(QStringLiteral("linearAccel"), l.linearAccelMps2);
    settings.setValue(QStringLiteral("linearDecel"), l.linearDecelMps2);
    settings.setValue(QStringLiteral("angularAccel"), l.angularAccelRadps2);
    settings.setValue(QStringLiteral("angularDecel"), l.angularDecelRadps2);
    settings.endGroup();
}

}  // namespace robodash::widgets
