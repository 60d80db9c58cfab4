#include "SonarPanel.h"

#include "DashStyle.h"
#include "SonarRingView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace robodash::widgets {

SonarPanel::SonarPanel(QWidget *parent)
    : QWidget(parent),
      view_(new SonarRingView(this)),
      switch_(new QCheckBox(tr("Sonar on"), this)),
      range_(new QComboBox(this))
{
    switch_->setObjectName(QStringLiteral("sonarSwitch"));
    switch_->setToolTip(tr("Start or stop the sonar ring pinging (off at every connect)"));
    for (double metres : {1.0, 2.0, 3.0, 5.0})
        range_->addItem(tr("%1 m").arg(metres, 0, 'f', 0), metres);
    range_->setCurrentIndex(2);
    range_->setToolTip(tr("How far around the robot the view reaches"));

    auto *row = new QHBoxLayout;
    row->setSpacing(style::kSpacing);
    row->addWidget(switch_);
    row->addStretch(1);
    row->addWidget(new QLabel(tr("Show"), this));
    row->addWidget(range_);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(style::kSpacing);
    layout->addLayout(row);
    layout->addWidget(view_, 1);

    connect(switch_, &QCheckBox::toggled, this, &SonarPanel::sonarRequested);
    connect(range_, &QComboBox::currentIndexChanged, this,
            [this] { view_->setDisplayRange(range_->currentData().toDouble()); });
}

bool SonarPanel::sonarOn() const { return switch_->isChecked(); }

void SonarPanel::setSonarOn(bool on)
{
    const QSignalBlocker quiet(switch_);
    switch_->setChecked(on);
    view_->setSonarOn(on);
}

void SonarPanel::setLinkAvailable(bool available) { switch_->setEnabled(available); }

}  // namespace robodash::widgets
