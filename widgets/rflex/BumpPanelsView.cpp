#include "BumpPanelsView.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "StatusLamp.h"

#include <QVBoxLayout>

namespace robodash::widgets {

BumpPanelsView::BumpPanelsView(QWidget *parent)
    : QWidget(parent),
      front_(new StatusLamp(tr("Front panel: no report yet"), this)),
      rear_(new StatusLamp(tr("Rear panel: no report yet"), this)),
      raw_(new ReadoutLabel(tr("No report from the panels yet"), this)),
      refresh_(new RefreshGate([this] { refresh(); }, this))
{
    QVBoxLayout *layout = panelLayout(this);
    layout->addWidget(front_);
    layout->addWidget(rear_);
    style::setMutedStyle(raw_);
    layout->addWidget(raw_);
    layout->addStretch();
    front_->setColour(style::idle());
    rear_->setColour(style::idle());
}

QString BumpPanelsView::frontText() const { refresh_->flush(); return front_->caption(); }
QString BumpPanelsView::rearText() const { refresh_->flush(); return rear_->caption(); }
QColor BumpPanelsView::frontColour() const { refresh_->flush(); return front_->colour(); }
QColor BumpPanelsView::rearColour() const { refresh_->flush(); return rear_->colour(); }

void BumpPanelsView::setBumpPanels(const rflex::BumpPanels &panels)
{
    panels_ = panels;
    refresh_->requestRefresh();
}

void BumpPanelsView::setDio(const rflex::DioTelemetry &dio)
{
    lastDio_ = dio.raw;
    refresh_->requestRefresh();
}

void BumpPanelsView::clear()
{
    panels_.reset();
    lastDio_.reset();
    refresh_->requestRefresh();
}

void BumpPanelsView::refresh()
{
    if (!panels_) {
        front_->setColour(style::idle());
        front_->setCaption(tr("Front panel: no report yet"));
        rear_->setColour(style::idle());
        rear_->setCaption(tr("Rear panel: no report yet"));
    } else {
        front_->setColour(panels_->front ? style::critical() : style::ok());
        front_->setCaption(panels_->front ? tr("Front panel PRESSED") : tr("Front panel clear"));
        rear_->setColour(panels_->rear ? style::critical() : style::ok());
        rear_->setCaption(panels_->rear ? tr("Rear panel PRESSED") : tr("Rear panel clear"));
    }
    // The words for the user; the raw report (and the wire inspector) for whoever debugs it.
    raw_->setText(lastDio_ ? tr("The panels report on every change") : tr("No report from the panels yet"));
    raw_->setToolTip(lastDio_ ? tr("Newest DIO report: address 0x%1, offset 0x%2, state 0x%3")
                                    .arg(uint(lastDio_->address), 2, 16, QLatin1Char('0'))
                                    .arg(uint(lastDio_->offset), 2, 16, QLatin1Char('0'))
                                    .arg(uint(lastDio_->state), 2, 16, QLatin1Char('0'))
                              : tr("No DIO report yet"));
}

}  // namespace robodash::widgets
