#include "VersionInfoView.h"

#include "DashStyle.h"
#include "PanelLayout.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#ifndef ROBODASH_VERSION
#define ROBODASH_VERSION "unknown"
#endif

namespace robodash::widgets {

namespace kobuki = robodash::kobuki;

namespace {
QString versionString(const kobuki::Version &version)
{
    return QString::fromStdString(version.toString());
}
}  // namespace

VersionInfoView::FirmwareVerdict VersionInfoView::firmwareVerdict(const kobuki::Version &firmware)
{
    if (firmware.major != 1)
        return FirmwareVerdict::Refused;
    const bool tested = (firmware.minor == 1 && firmware.patch == 4) ||
                        (firmware.minor == 2 && firmware.patch == 0);
    return tested ? FirmwareVerdict::Accepted : FirmwareVerdict::Untested;
}

VersionInfoView::VersionInfoView(QWidget *parent) : QWidget(parent)
{
    const QString waiting = tr("waiting for the robot…");
    hardware_ = valueLabel(waiting);
    firmware_ = valueLabel(waiting);
    software_ = valueLabel(QStringLiteral(ROBODASH_VERSION));
    udid_ = valueLabel(waiting);
    udid_->setWordWrap(true);  // three u32s: breaks at a dash in narrow docks
    for (QLabel *label : {hardware_, firmware_, udid_})
        style::setMutedStyle(label);

    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignLeft);
    form->setHorizontalSpacing(style::kSpacing + 2);
    form->setVerticalSpacing(style::kSpacing);
    form->addRow(tr("Hardware"), hardware_);
    form->addRow(tr("Firmware"), firmware_);
    form->addRow(tr("RoboDash"), software_);
    form->addRow(tr("UDID"), udid_);

    firmwareMessage_ = new QLabel(this);
    firmwareMessage_->setWordWrap(true);
    firmwareMessage_->hide();

    auto *layout = panelLayout(this);
    layout->addLayout(form);
    layout->addWidget(firmwareMessage_);
    layout->addStretch();
}

QSize VersionInfoView::sizeHint() const { return {340, 170}; }

QLabel *VersionInfoView::valueLabel(const QString &text)
{
    auto *label = new QLabel(text, this);
    // People copy these into bug reports.
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString VersionInfoView::hardwareText() const { return hardware_->text(); }
QString VersionInfoView::firmwareText() const { return firmware_->text(); }
QString VersionInfoView::softwareText() const { return software_->text(); }
QString VersionInfoView::udidText() const { return udid_->text(); }
QString VersionInfoView::firmwareMessage() const { return firmwareMessage_->text(); }
bool VersionInfoView::firmwareMessageShown() const { return !firmwareMessage_->isHidden(); }

void VersionInfoView::setHardwareVersion(const kobuki::Version &version)
{
    hardware_->setText(versionString(version));
    style::setThemedStyleSheet(hardware_, [] { return QString(); });
}

void VersionInfoView::setFirmwareVersion(const kobuki::Version &version)
{
    const QString text = versionString(version);
    firmware_->setText(text);
    QString message;
    QColor (*meaning)() = nullptr;
    switch (firmwareVerdict(version)) {
    case FirmwareVerdict::Accepted:
        break;
    case FirmwareVerdict::Untested:
        meaning = style::warning;
        message = tr("Note: firmware %1 is not one of the versions the reference driver was "
                     "tested with (1.1.4, 1.2.0).").arg(text);
        break;
    case FirmwareVerdict::Refused:
        meaning = style::critical;
        message = tr("Unsupported firmware %1: the reference Kobuki driver refuses any major "
                     "version other than 1. Expect wrong readings or commands.").arg(text);
        break;
    }
    style::setThemedStyleSheet(firmware_, [meaning] {
        return meaning ? QStringLiteral("QLabel { color: %1; font-weight: 600; }")
                             .arg(style::readableText(meaning()).name())
                       : QString();
    });
    firmwareMessage_->setText(message);
    style::setThemedStyleSheet(firmwareMessage_, [meaning] {
        return meaning ? style::calloutStyleSheet(meaning()) : QString();
    });
    firmwareMessage_->setVisible(!message.isEmpty());
}

void VersionInfoView::setUdid(const kobuki::Udid &udid)
{
    udid_->setText(QString::fromStdString(udid.toString()));
    style::setThemedStyleSheet(udid_, [] { return QString(); });
}

}  // namespace robodash::widgets
