#include "OutputsPanel.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "SectionTitle.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QToolButton>
#include <QVBoxLayout>

namespace robodash::widgets {

using kobuki::LedColour;

namespace {
constexpr int kLedColourCount = 4;

QColor swatch(LedColour colour)
{
    switch (colour) {
    case LedColour::Off: return style::idle();
    case LedColour::Green: return QColor(0x2f, 0xb3, 0x4a);
    case LedColour::Orange: return QColor(0xf5, 0x9f, 0x00);
    case LedColour::Red: return QColor(0xe0, 0x31, 0x31);
    }
    return style::idle();
}

QIcon dotIcon(const QColor &colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour.darker(140), 1));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1.5, 1.5, 11, 11));
    return QIcon(pixmap);
}
}  // namespace

QString OutputsPanel::railName(int rail)
{
    static const char *const names[4] = {"3.3 V", "5 V", "12 V / 5 A", "12 V / 1.5 A"};
    return (rail >= 0 && rail < 4) ? QString::fromLatin1(names[rail]) : QString();
}

OutputsPanel::OutputsPanel(QWidget *parent) : QWidget(parent)
{
    confirm_ = [this](const QString &question) {
        return QMessageBox::question(this, tr("Cut power rail?"), question,
                                     QMessageBox::Yes | QMessageBox::Cancel,
                                     QMessageBox::Cancel) == QMessageBox::Yes;
    };

    auto *ledBox = new QVBoxLayout;
    ledBox->setSpacing(style::kSpacing);
    ledBox->addWidget(sectionTitle(tr("LEDs"), this));
    ledBox->addWidget(buildLedRow(1));
    ledBox->addWidget(buildLedRow(2));

    auto *outputRow = new QHBoxLayout;
    outputRow->setSpacing(style::kSpacing);
    for (int channel = 0; channel < 4; ++channel) {
        auto *button = new QToolButton(this);
        button->setObjectName(QStringLiteral("output%1").arg(channel));
        button->setText(tr("DO%1").arg(channel));
        button->setCheckable(true);
        button->setToolTip(tr("Digital output %1 (bit 0x%2)").arg(channel).arg(1 << channel, 4, 16, QLatin1Char('0')));
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        connect(button, &QToolButton::clicked, this, [this, channel](bool on) {
            kobuki::OutputWord next = word_;
            next.setDigitalOutput(channel, on);
            request(next);
        });
        outputs_[static_cast<std::size_t>(channel)] = button;
        outputRow->addWidget(button);
    }

    auto *railGrid = new QGridLayout;
    railGrid->setHorizontalSpacing(style::kSpacing * 2);
    for (int rail = 0; rail < 4; ++rail) {
        auto *box = new QCheckBox(railName(rail), this);
        box->setObjectName(QStringLiteral("rail%1").arg(rail));
        connect(box, &QCheckBox::clicked, this, [this, rail](bool on) { onRailClicked(rail, on); });
        rails_[static_cast<std::size_t>(rail)] = box;
        railGrid->addWidget(box, rail / 2, rail % 2);
    }

    // Fusion's checked tool buttons are barely darker: make "on" unmistakable.
    style::setThemedStyleSheet(this, [] { return QStringLiteral(
        "QToolButton { border: 1px solid %1; border-radius: 4px; padding: 3px 4px;"
        " background: %2; }"
        "QToolButton:hover { border-color: %3; }"
        "QToolButton:checked { background: %4; border: 2px solid %3; padding: 2px 3px; }"
        "QToolButton:disabled { color: %5; border-color: %6; }")
                      .arg(style::idle().darker(115).name(), style::surface().lighter(103).name(),
                           style::signal().name(), style::themed(0xdce8fa, 0x2f5f94).name(),
                           // greyed as the check boxes beside them are (watch only, no robot)
                           QApplication::palette().color(QPalette::Disabled, QPalette::ButtonText).name(),
                           style::idle().name()); });

    wordLabel_ = new QLabel(this);
    style::setMutedStyle(wordLabel_);
    wordLabel_->setFont(style::captionFont(font()));

    auto *layout = panelLayout(this);
    layout->addLayout(ledBox);
    layout->addSpacing(style::kSpacing);
    layout->addWidget(sectionTitle(tr("Digital outputs"), this));
    layout->addLayout(outputRow);
    layout->addSpacing(style::kSpacing);
    layout->addWidget(sectionTitle(tr("External power"), this));
    layout->addLayout(railGrid);
    layout->addWidget(wordLabel_, 0, Qt::AlignRight);
    layout->addStretch();
    showWord();
}

QWidget *OutputsPanel::buildLedRow(int led)
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *label = new QLabel(tr("LED %1").arg(led), row);
    layout->addWidget(label);
    layout->addSpacing(style::kSpacing - 2);
    auto *group = new QButtonGroup(row);
    group->setExclusive(true);
    const QString names[kLedColourCount] = {tr("Off"), tr("Green"), tr("Orange"), tr("Red")};
    const char *const ids[kLedColourCount] = {"Off", "Green", "Orange", "Red"};
    for (int c = 0; c < kLedColourCount; ++c) {
        auto *button = new QToolButton(row);
        button->setObjectName(QStringLiteral("led%1%2").arg(led).arg(QLatin1String(ids[c])));
        button->setText(names[c]);
        // "Off" needs no swatch, and leaving it out keeps the row within 300 px.
        if (c != static_cast<int>(LedColour::Off))
            button->setIcon(dotIcon(swatch(static_cast<LedColour>(c))));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setCheckable(true);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        // QToolButton asks for generous room; what it needs is the text, a swatch, padding.
        const int swatchRoom = c == static_cast<int>(LedColour::Off) ? 0 : 18;
        button->setMinimumWidth(button->fontMetrics().horizontalAdvance(names[c]) + swatchRoom + 14);
        group->addButton(button, c);
        layout->addWidget(button);
    }
    connect(group, &QButtonGroup::idClicked, this, [this, led](int id) {
        kobuki::OutputWord next = word_;
        next.setLed(led - 1, static_cast<LedColour>(id));
        request(next);
    });
    ledGroups_[static_cast<std::size_t>(led - 1)] = group;
    return row;
}

void OutputsPanel::setRailCutConfirmation(Confirmation confirmation)
{
    confirm_ = std::move(confirmation);
}

QAbstractButton *OutputsPanel::ledButton(int led, LedColour colour) const
{
    if (led < 1 || led > 2)
        return nullptr;
    return ledGroups_[static_cast<std::size_t>(led - 1)]->button(static_cast<int>(colour));
}

QAbstractButton *OutputsPanel::outputButton(int channel) const
{
    return (channel >= 0 && channel < 4) ? outputs_[static_cast<std::size_t>(channel)] : nullptr;
}

QCheckBox *OutputsPanel::railCheckBox(int rail) const
{
    return (rail >= 0 && rail < 4) ? rails_[static_cast<std::size_t>(rail)] : nullptr;
}

QSize OutputsPanel::sizeHint() const { return {360, 280}; }

void OutputsPanel::onRailClicked(int rail, bool on)
{
    if (!on) {
        const QString question =
            tr("Cut the %1 external power rail? Things may be powered from it.").arg(railName(rail));
        if (confirm_ && !confirm_(question)) {
            showWord();  // puts the tick back
            return;
        }
    }
    kobuki::OutputWord next = word_;
    next.setPowerRail(kobuki::kPowerRails[static_cast<std::size_t>(rail)], on);
    request(next);
}

void OutputsPanel::request(const kobuki::OutputWord &word)
{
    word_ = word;
    showWord();
    emit outputWordRequested(word_.word());
}

void OutputsPanel::setOutputWord(quint16 word)
{
    word_.setWord(word);
    showWord();
}

void OutputsPanel::showWord()
{
    for (int led = 1; led <= 2; ++led) {
        QAbstractButton *button = ledButton(led, word_.led(led - 1));
        const QSignalBlocker blocker(button);
        button->setChecked(true);
    }
    for (int channel = 0; channel < 4; ++channel) {
        const QSignalBlocker blocker(outputs_[static_cast<std::size_t>(channel)]);
        outputs_[static_cast<std::size_t>(channel)]->setChecked(word_.digitalOutput(channel));
    }
    for (int rail = 0; rail < 4; ++rail) {
        const QSignalBlocker blocker(rails_[static_cast<std::size_t>(rail)]);
        rails_[static_cast<std::size_t>(rail)]->setChecked(
            word_.powerRail(kobuki::kPowerRails[static_cast<std::size_t>(rail)]));
    }
    wordLabel_->setText(tr("output word 0x%1").arg(word_.word(), 4, 16, QLatin1Char('0')));
}

}  // namespace robodash::widgets
