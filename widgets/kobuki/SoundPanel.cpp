#include "SoundPanel.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "SectionTitle.h"
#include "ValidatedField.h"
#include "kobuki/Commands.h"
#include "kobuki/Conversions.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace robodash::widgets {

namespace kobuki = robodash::kobuki;

namespace {
// The note travels as round(1 / (f * k)) in 16 bits: 1..65535.
const double kLowestHz = 1.0 / (65535.5 * kobuki::kNoteFactor);
const double kHighestHz = 1.0 / (0.5 * kobuki::kNoteFactor);
}  // namespace

QString SoundPanel::frequencyProblem(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return tr("Enter a frequency in Hz.");
    bool ok = false;
    const double hertz = trimmed.toDouble(&ok);
    if (!ok || !std::isfinite(hertz))
        return tr("\"%1\" is not a number.").arg(trimmed);
    if (hertz < kLowestHz)
        return tr("Too low: the lowest note the robot can play is %1 Hz.")
            .arg(std::ceil(kLowestHz * 100) / 100, 0, 'f', 2);
    if (hertz > kHighestHz)
        return tr("Too high: at most %1 Hz.").arg(std::floor(kHighestHz));
    return {};
}

QString SoundPanel::durationProblem(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return tr("Enter a duration in ms.");
    bool ok = false;
    const int milliseconds = trimmed.toInt(&ok);
    if (!ok)
        return tr("Use a whole number of milliseconds, 1 to 255.");
    if (milliseconds < 1 || milliseconds > 255)
        return tr("Must be 1 to 255 ms (one byte on the wire).");
    return {};
}

SoundPanel::SoundPanel(QWidget *parent) : QWidget(parent)
{
    const QString names[kobuki::kSoundSequenceCount] = {
        tr("On"), tr("Off"), tr("Recharge"), tr("Button"), tr("Error"), tr("Cleaning start"),
        tr("Cleaning end")};
    auto *grid = new QGridLayout;
    grid->setSpacing(style::kSpacing);
    for (int sequence = 0; sequence < kobuki::kSoundSequenceCount; ++sequence) {
        auto *button = new QPushButton(names[sequence], this);
        button->setObjectName(QStringLiteral("sequence%1").arg(sequence));
        connect(button, &QPushButton::clicked, this,
                [this, sequence] { emit soundSequenceRequested(sequence); });
        sequences_.append(button);
        grid->addWidget(button, sequence / 3, sequence % 3);
    }

    frequency_ = new ValidatedField(tr("Pitch"), tr("Hz"), &SoundPanel::frequencyProblem, this);
    duration_ = new ValidatedField(tr("Length"), tr("ms"), &SoundPanel::durationProblem, this);
    frequency_->setText(QStringLiteral("440"));
    duration_->setText(QStringLiteral("200"));
    noteLabel_ = new QLabel(this);
    noteLabel_->setFont(style::captionFont(font()));
    style::setMutedStyle(noteLabel_);
    play_ = new QPushButton(tr("Play note"), this);
    play_->setObjectName(QStringLiteral("playNote"));
    for (ValidatedField *field : {frequency_, duration_}) {
        connect(field, &ValidatedField::edited, this, &SoundPanel::updatePlayable);
        connect(field->lineEdit(), &QLineEdit::returnPressed, this, &SoundPanel::playNote);
    }
    connect(play_, &QPushButton::clicked, this, &SoundPanel::playNote);

    auto *playRow = new QHBoxLayout;
    playRow->addWidget(noteLabel_, 1);
    playRow->addWidget(play_);

    auto *layout = panelLayout(this);
    layout->addWidget(sectionTitle(tr("Sequences"), this));
    layout->addLayout(grid);
    layout->addSpacing(style::kSpacing);
    layout->addWidget(sectionTitle(tr("Custom note"), this));
    layout->addWidget(frequency_);
    layout->addWidget(duration_);
    layout->addLayout(playRow);
    layout->addStretch();
    updatePlayable();
}

QSize SoundPanel::sizeHint() const { return {340, 250}; }

QPushButton *SoundPanel::sequenceButton(int sequence) const
{
    return (sequence >= 0 && sequence < sequences_.size()) ? sequences_[sequence] : nullptr;
}

void SoundPanel::updatePlayable()
{
    const bool playable = frequency_->isValid() && duration_->isValid();
    play_->setEnabled(playable);
    noteLabel_->setText(frequency_->isValid()
                            ? tr("note value %1").arg(kobuki::noteFromFrequency(
                                  frequency_->text().trimmed().toDouble()))
                            : QString());
}

void SoundPanel::playNote()
{
    if (!frequency_->isValid() || !duration_->isValid())
        return;
    emit soundRequested(frequency_->text().trimmed().toDouble(), duration_->text().trimmed().toInt());
}

}  // namespace robodash::widgets
