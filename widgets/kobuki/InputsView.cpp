#include "InputsView.h"

#include "DashStyle.h"
#include "LevelBar.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "SectionTitle.h"
#include "StatusLamp.h"
#include "kobuki/Conversions.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace robodash::widgets {

namespace kobuki = robodash::kobuki;

InputsView::InputsView(QWidget *parent)
    : QWidget(parent), refresh_(new RefreshGate([this] { refresh(); }, this))
{
    auto *digitalRow = new QHBoxLayout;
    digitalRow->setSpacing(style::kSpacing * 2);
    for (int channel = 0; channel < 4; ++channel) {
        digital_[static_cast<std::size_t>(channel)] = new StatusLamp(tr("DI%1").arg(channel), this);
        digitalRow->addWidget(digital_[static_cast<std::size_t>(channel)]);
    }
    digitalRow->addStretch();

    auto *analogGrid = new QGridLayout;
    analogGrid->setHorizontalSpacing(style::kSpacing * 2);
    analogGrid->setVerticalSpacing(style::kSpacing);
    for (int channel = 0; channel < 4; ++channel) {
        const auto c = static_cast<std::size_t>(channel);
        analogBars_[c] = new LevelBar(0, kobuki::kAnalogInputFullScaleVolts, this);
        analogLabels_[c] = new ReadoutLabel(tr("— V"), this);
        analogLabels_[c]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        analogLabels_[c]->setMinimumWidth(
            analogLabels_[c]->fontMetrics().horizontalAdvance(QStringLiteral("3.300 V")) + 4);
        analogGrid->addWidget(new QLabel(tr("AI%1").arg(channel), this), channel, 0);
        analogGrid->addWidget(analogBars_[c], channel, 1);
        analogGrid->addWidget(analogLabels_[c], channel, 2);
    }
    analogGrid->setColumnStretch(1, 1);

    auto *layout = panelLayout(this);
    layout->addWidget(sectionTitle(tr("Digital inputs"), this));
    layout->addLayout(digitalRow);
    layout->addSpacing(style::kSpacing);
    layout->addWidget(sectionTitle(tr("Analog inputs (0–3.3 V)"), this));
    layout->addLayout(analogGrid);
    layout->addStretch();
}

QSize InputsView::sizeHint() const { return {340, 200}; }

QColor InputsView::digitalColour(int channel) const
{
    refresh_->flush();
    return (channel >= 0 && channel < 4) ? digital_[static_cast<std::size_t>(channel)]->colour() : QColor();
}

QString InputsView::analogText(int channel) const
{
    refresh_->flush();
    return (channel >= 0 && channel < 4) ? analogLabels_[static_cast<std::size_t>(channel)]->text() : QString();
}

double InputsView::analogVolts(int channel) const
{
    refresh_->flush();
    return (channel >= 0 && channel < 4) ? analogBars_[static_cast<std::size_t>(channel)]->value() : 0.0;
}

void InputsView::setGeneralPurposeInput(const kobuki::GeneralPurposeInput &input)
{
    input_ = input;
    refresh_->requestRefresh();
}

void InputsView::refresh()
{
    const kobuki::GeneralPurposeInput &input = input_;
    for (int channel = 0; channel < 4; ++channel) {
        const auto c = static_cast<std::size_t>(channel);
        digital_[c]->setLit(input.digitalInput & (1u << channel), style::ok());
        const double volts = kobuki::analogInputVolts(input.analogInput[c]);
        analogBars_[c]->setValue(volts);
        analogLabels_[c]->setText(tr("%1 V").arg(volts, 0, 'f', 3));
    }
}

}  // namespace robodash::widgets
