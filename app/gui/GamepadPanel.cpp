#include "GamepadPanel.h"

#include "Gamepad.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

GamepadPanel::GamepadPanel(Gamepad *gamepad, QWidget *parent)
    : QWidget(parent), m_gamepad(gamepad)
{
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("gamepadStatus"));
    m_deadman = new QLabel(this);
    m_command = new QLabel(this);
    m_command->setObjectName(QStringLiteral("gamepadCommand"));
    layout->addWidget(m_status);
    auto *live = new QHBoxLayout;
    live->addWidget(m_deadman);
    live->addStretch(1);
    live->addWidget(m_command);
    layout->addLayout(live);
    buildFields();
    layout->addStretch(1);

    showMapping(m_gamepad->mapping());
    connect(m_gamepad, &Gamepad::stateChanged, this, &GamepadPanel::refresh);
    connect(m_gamepad, &Gamepad::connectionChanged, this, &GamepadPanel::refresh);
    refresh();
}

void GamepadPanel::buildFields()
{
    auto *form = new QFormLayout;
    const auto axisBox = [this](const QString &name) {
        auto *box = new QComboBox(this);
        box->setObjectName(name);
        for (int axis = 0; axis < GamepadMapping::axisCount(); ++axis)
            box->addItem(GamepadMapping::axisName(axis), axis);
        return box;
    };
    m_linearAxis = axisBox(QStringLiteral("linearAxis"));
    m_invertLinear = new QCheckBox(tr("Invert"), this);
    m_angularAxis = axisBox(QStringLiteral("angularAxis"));
    m_invertAngular = new QCheckBox(tr("Invert"), this);
    m_deadmanButton = new QComboBox(this);
    m_deadmanButton->setObjectName(QStringLiteral("deadmanButton"));
    for (int button = 0; button < GamepadMapping::buttonCount(); ++button)
        m_deadmanButton->addItem(GamepadMapping::buttonName(button), button);
    m_deadZone = new QDoubleSpinBox(this);
    m_deadZone->setObjectName(QStringLiteral("deadZone"));
    m_deadZone->setRange(0, GamepadMapping::kMaxDeadZone * 100);
    m_deadZone->setSuffix(QStringLiteral(" %"));
    m_deadZone->setDecimals(0);
    m_expo = new QDoubleSpinBox(this);
    m_expo->setObjectName(QStringLiteral("expo"));
    m_expo->setRange(0, 1);
    m_expo->setSingleStep(0.05);
    m_expo->setToolTip(tr("0: speed grows evenly with the stick; 1: cubic, fine control near the centre"));

    const auto row = [this](QComboBox *box, QCheckBox *invert) {
        auto *widget = new QWidget(this);
        auto *line = new QHBoxLayout(widget);
        line->setContentsMargins(0, 0, 0, 0);
        line->addWidget(box, 1);
        line->addWidget(invert);
        return widget;
    };
    form->addRow(tr("Forward / back"), row(m_linearAxis, m_invertLinear));
    form->addRow(tr("Turn"), row(m_angularAxis, m_invertAngular));
    form->addRow(tr("Dead-man (hold to drive)"), m_deadmanButton);
    form->addRow(tr("Dead zone"), m_deadZone);
    form->addRow(tr("Expo"), m_expo);
    auto *defaults = new QPushButton(tr("Restore defaults"), this);
    connect(defaults, &QPushButton::clicked, this, [this] {
        showMapping(GamepadMapping{});
        applyFields();
    });
    form->addRow(QString(), defaults);
    static_cast<QVBoxLayout *>(layout())->addLayout(form);

    for (QComboBox *box : {m_linearAxis, m_angularAxis, m_deadmanButton})
        connect(box, &QComboBox::currentIndexChanged, this, &GamepadPanel::applyFields);
    for (QCheckBox *box : {m_invertLinear, m_invertAngular})
        connect(box, &QCheckBox::toggled, this, &GamepadPanel::applyFields);
    for (QDoubleSpinBox *box : {m_deadZone, m_expo})
        connect(box, &QDoubleSpinBox::valueChanged, this, &GamepadPanel::applyFields);
}

GamepadMapping GamepadPanel::mappingFromFields() const
{
    GamepadMapping m;
    m.linearAxis = m_linearAxis->currentData().toInt();
    m.invertLinear = m_invertLinear->isChecked();
    m.angularAxis = m_angularAxis->currentData().toInt();
    m.invertAngular = m_invertAngular->isChecked();
    m.deadmanButton = m_deadmanButton->currentData().toInt();
    m.deadZone = m_deadZone->value() / 100.0;
    m.expo = m_expo->value();
    return m;
}

void GamepadPanel::showMapping(const GamepadMapping &mapping)
{
    m_updating = true;
    m_linearAxis->setCurrentIndex(m_linearAxis->findData(mapping.linearAxis));
    m_invertLinear->setChecked(mapping.invertLinear);
    m_angularAxis->setCurrentIndex(m_angularAxis->findData(mapping.angularAxis));
    m_invertAngular->setChecked(mapping.invertAngular);
    m_deadmanButton->setCurrentIndex(m_deadmanButton->findData(mapping.deadmanButton));
    m_deadZone->setValue(mapping.deadZone * 100.0);
    m_expo->setValue(mapping.expo);
    m_updating = false;
}

void GamepadPanel::applyFields()
{
    if (m_updating)
        return;
    const GamepadMapping mapping = mappingFromFields();
    m_gamepad->setMapping(mapping);
    emit mappingChanged(mapping);
    refresh();
}

QString GamepadPanel::statusText() const { return m_status->text(); }
QString GamepadPanel::commandText() const { return m_command->text(); }

void GamepadPanel::refresh()
{
    const QString deadman = GamepadMapping::buttonName(m_gamepad->mapping().deadmanButton);
    if (!m_gamepad->isAvailable())
        m_status->setText(m_gamepad->errorString());
    else if (!m_gamepad->isConnected())
        m_status->setText(tr("No gamepad. Plug one in: it is picked up at once."));
    else
        m_status->setText(tr("%1: hold %2 to drive").arg(m_gamepad->controllerName(), deadman));
    if (!m_gamepad->isConnected())
        m_deadman->setText(QString());
    else if (m_gamepad->isLatched())
        m_deadman->setText(tr("Stopped: let go of the dead-man, then press it again"));
    else
        m_deadman->setText(m_gamepad->deadmanHeld() ? tr("Dead-man held") : tr("Dead-man released"));
    m_command->setText(tr("%1 m/s  %2 °/s")  // turn rate in °/s, as every other panel says it
                           .arg(m_gamepad->linearCommand(), 0, 'f', 2)
                           .arg(m_gamepad->angularCommand() * 57.29577951308232, 0, 'f', 0));
}
