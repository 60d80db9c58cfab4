#include "RoverFirmwareView.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "RoverReadingText.h"

#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace robodash::widgets {

namespace {

QString lineDescription(rover::FirmwareLine line)
{
    switch (line) {
    case rover::FirmwareLine::Older: return RoverFirmwareView::tr("1.0.x (older line)");
    case rover::FirmwareLine::Newer: return RoverFirmwareView::tr("1.x (newer line)");
    case rover::FirmwareLine::Unknown: break;
    }
    return RoverFirmwareView::tr("unknown");
}

QString versionDescription(const rover::FirmwareIdentity &firmware)
{
    if (firmware.hasVersion)
        return QStringLiteral("%1.%2.%3").arg(firmware.major).arg(firmware.minor).arg(firmware.patch);
    if (firmware.hasBuildDate)
        return RoverFirmwareView::tr("build %1 (%2-%3)")
            .arg(firmware.raw)
            .arg(firmware.buildMonth, 2, 10, QLatin1Char('0'))
            .arg(firmware.buildDay, 2, 10, QLatin1Char('0'));
    return RoverFirmwareView::tr("neither a version nor a build date");
}

}  // namespace

RoverFirmwareView::RoverFirmwareView(QWidget *parent) : QWidget(parent)
{
    confirm_ = [this](const QString &question) {
        return QMessageBox::warning(this, tr("Drive on unknown firmware?"), question,
                                    QMessageBox::Yes | QMessageBox::Cancel,
                                    QMessageBox::Cancel) == QMessageBox::Yes;
    };
    auto value = [this](const char *name) {
        auto *label = new QLabel(this);
        label->setObjectName(QLatin1String(name));
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return label;
    };
    line_ = value("roverFirmwareLine");
    version_ = value("roverFirmwareVersion");
    raw_ = value("roverRegister40");
    drive_ = value("roverDriveState");
    drive_->setWordWrap(true);
    auto *form = new QFormLayout;
    form->setVerticalSpacing(style::kSpacing - 2);
    form->addRow(roverText::caption(tr("Line"), this), line_);
    form->addRow(roverText::caption(tr("Version"), this), version_);
    QLabel *rawCaption = roverText::caption(tr("Firmware code"), this);
    rawCaption->setToolTip(tr("Register 40 as the robot answered it: the version, or an older firmware's build date"));
    form->addRow(rawCaption, raw_);
    form->addRow(roverText::caption(tr("Driving"), this), drive_);

    warning_ = new QLabel(this);
    warning_->setObjectName(QStringLiteral("roverUnknownFirmware"));
    warning_->setWordWrap(true);
    style::setThemedStyleSheet(warning_, [] { return style::calloutStyleSheet(style::critical()); });
    driveAnyway_ = new QPushButton(tr("Drive anyway…"), this);
    driveAnyway_->setObjectName(QStringLiteral("roverDriveAnyway"));
    connect(driveAnyway_, &QPushButton::clicked, this, &RoverFirmwareView::confirmUnknownFirmware);

    auto *layout = panelLayout(this);
    layout->addLayout(form);
    layout->addWidget(warning_);
    layout->addWidget(driveAnyway_, 0, Qt::AlignLeft);
    layout->addStretch();
    clear();
}

QSize RoverFirmwareView::sizeHint() const { return {280, 150}; }

void RoverFirmwareView::clear()
{
    const QString waiting = tr("waiting for the robot…");
    for (QLabel *label : {line_, version_, raw_, drive_}) {
        label->setText(waiting);
        style::setMutedStyle(label);
    }
    warning_->hide();
    driveAnyway_->hide();
}

void RoverFirmwareView::setFrame(const rover::RoverFrame &frame)
{
    if (!frame.identified) {
        clear();
        return;
    }
    showIdentity(frame);
    showDriveState(frame);
}

void RoverFirmwareView::showIdentity(const rover::RoverFrame &frame)
{
    const QString notOnNetwork = tr("not on the network");
    line_->setText(frame.overNetwork ? notOnNetwork : lineDescription(frame.firmware.line));
    version_->setText(frame.overNetwork ? notOnNetwork : versionDescription(frame.firmware));
    raw_->setText(frame.overNetwork ? notOnNetwork : QString::number(frame.firmware.raw));
    for (QLabel *label : {line_, version_, raw_})
        style::setThemedStyleSheet(label, [] { return QString(); });
}

void RoverFirmwareView::showDriveState(const rover::RoverFrame &frame)
{
    const bool unknown = frame.firmware.line == rover::FirmwareLine::Unknown && !frame.overNetwork;
    const bool blocked = unknown && !frame.driveAllowed;
    drive_->setText(frame.driveAllowed ? (unknown ? tr("allowed at your request") : tr("allowed"))
                                       : tr("off: connected read-only"));
    QColor (*meaning)() = frame.driveAllowed ? (unknown ? style::warning : style::ok) : style::critical;
    style::setThemedStyleSheet(drive_, [meaning] { return style::messageStyleSheet(meaning()); });
    warning_->setText(tr("Unknown firmware (register 40 = %1): neither the 1.0.x nor the 1.x line. "
                         "Connected read-only: readings and the motor mapping may be wrong.")
                          .arg(frame.firmware.raw));
    warning_->setVisible(blocked);
    driveAnyway_->setVisible(blocked);
    fitWarning();
}

// A word-wrapped label's height depends on its width, which dock layouts do not ask: the
// warning keeps the height its lines need at the width it has.
void RoverFirmwareView::fitWarning()
{
    if (!warning_->isHidden())
        warning_->setMinimumHeight(warning_->heightForWidth(std::max(warning_->width(), 200)));
}

void RoverFirmwareView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitWarning();
}

void RoverFirmwareView::setConfirmation(Confirmation confirmation) { confirm_ = std::move(confirmation); }

void RoverFirmwareView::confirmUnknownFirmware()
{
    if (!isEnabled())
        return;
    if (confirm_ && !confirm_(tr("The Rover's firmware (register 40 = %1) is not one RoboDash knows. "
                                 "Speeds, turns and readings may be wrong.\n\nDrive it anyway, "
                                 "until the port closes?")
                                  .arg(raw_->text())))
        return;
    emit confirmUnknownFirmwareRequested();
}

QString RoverFirmwareView::lineText() const { return line_->text(); }
QString RoverFirmwareView::versionText() const { return version_->text(); }
QString RoverFirmwareView::driveText() const { return drive_->text(); }
bool RoverFirmwareView::unknownFirmwareShown() const { return !warning_->isHidden() && !driveAnyway_->isHidden(); }

}  // namespace robodash::widgets
