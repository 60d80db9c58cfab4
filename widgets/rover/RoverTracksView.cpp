#include "RoverTracksView.h"

#include "DashStyle.h"
#include "PanelLayout.h"
#include "ReadoutLabel.h"
#include "RefreshGate.h"
#include "RoverReadingText.h"
#include "SectionTitle.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cstdint>

namespace robodash::widgets {

using rover::Register;

namespace {

struct TrackRegisters {
    Register speed, current, temperature, encoder;
};
constexpr TrackRegisters kTracks[2] = {
    {Register::LeftRpm, Register::LeftMotorCurrent, Register::LeftMotorTemperature, Register::LeftEncoderCount},
    {Register::RightRpm, Register::RightMotorCurrent, Register::RightMotorTemperature, Register::RightEncoderCount},
};

// The register is a 16-bit counter that wraps: read as signed, a track that reversed from 0
// reads -472, not 65,064.
QString counts(double value)
{
    return RoverTracksView::tr("%1 counts").arg(static_cast<std::int16_t>(static_cast<std::uint16_t>(qRound(value))));
}

}  // namespace

RoverTracksView::RoverTracksView(QWidget *parent)
    : QWidget(parent), refresh_(new RefreshGate([this] { refresh(); }, this))
{
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(style::kSpacing * 3);
    grid->setVerticalSpacing(style::kSpacing - 2);
    grid->addWidget(roverText::caption(tr("Speed"), this), 1, 0);
    grid->addWidget(roverText::caption(tr("Current"), this), 2, 0);
    grid->addWidget(roverText::caption(tr("Temperature"), this), 3, 0);
    QLabel *encoder = roverText::caption(tr("Encoder"), this);
    encoder->setToolTip(tr("A 16-bit counter, shown signed: it wraps from 32,767 to -32,768"));
    grid->addWidget(encoder, 4, 0);
    buildColumn(Left, grid);
    buildColumn(Right, grid);
    // More than the two tracks: the electronics draw too (about 0.8 A at rest).
    QLabel *total = roverText::caption(tr("Total drawn"), this);
    total->setToolTip(tr("What the robot draws from both packs: the two motors and the electronics"));
    grid->addWidget(total, 5, 0);
    total_ = new ReadoutLabel(roverText::notYet(), this);
    total_->setObjectName(QStringLiteral("roverTotalCurrent"));
    grid->addWidget(total_, 5, 1, 1, 2);
    odometry_ = new QLabel(this);
    odometry_->setObjectName(QStringLiteral("roverOdometrySource"));
    odometry_->setWordWrap(true);
    auto *layout = panelLayout(this);
    layout->addLayout(grid);
    layout->addWidget(odometry_);
    layout->addWidget(roverText::estimateLegend(this));
    layout->addStretch();
    refresh();
}

void RoverTracksView::buildColumn(Track track, QGridLayout *grid)
{
    Column &c = columns_[track];
    const QString side = track == Left ? QStringLiteral("Left") : QStringLiteral("Right");
    auto readout = [this, &side](const char *name, double scale = 1.0) {
        auto *label = new ReadoutLabel(roverText::notYet(), this);
        label->setObjectName(QStringLiteral("rover%1%2").arg(side, QLatin1String(name)));
        if (scale != 1.0) label->setFont(style::valueFont(font(), scale));
        return label;
    };
    c.speed = readout("Speed", 1.3);
    c.current = readout("Current", 1.1);
    c.temperature = readout("Temperature");
    c.encoder = readout("Encoder");
    const int col = track + 1;
    grid->addWidget(sectionTitle(track == Left ? tr("Left track") : tr("Right track"), this), 0, col);
    grid->addWidget(c.speed, 1, col);
    grid->addWidget(c.current, 2, col);
    grid->addWidget(c.temperature, 3, col);
    grid->addWidget(c.encoder, 4, col);
    grid->setColumnStretch(col, 1);
}

QSize RoverTracksView::sizeHint() const { return {360, 200}; }

void RoverTracksView::setFrame(const rover::RoverFrame &frame)
{
    frame_ = frame;
    refresh_->requestRefresh();
}

void RoverTracksView::refresh()
{
    roverText::showEstimateLegend(this, frame_);
    for (int track = Left; track <= Right; ++track) {
        const Column &c = columns_[track];
        const TrackRegisters &r = kTracks[track];
        roverText::show(c.speed, roverText::reading(frame_, r.speed, roverText::metresPerSecond));
        roverText::showLarge(c.current, roverText::reading(frame_, r.current, roverText::amperes));
        roverText::show(c.temperature, roverText::reading(frame_, r.temperature, roverText::celsius));
        roverText::show(c.encoder, roverText::reading(frame_, r.encoder, counts));
    }
    roverText::show(total_, roverText::reading(frame_, Register::TotalCurrent, roverText::amperes));
    refreshOdometry();
}

void RoverTracksView::refreshOdometry()
{
    QString text;
    switch (frame_.odometrySource) {
    case rover::OdometrySource::Encoders:
        text = tr("Odometry from the encoder counts");
        break;
    case rover::OdometrySource::Rpm:
        text = tr("Odometry from the RPM readings: this firmware's encoder counts read 0");
        break;
    case rover::OdometrySource::Topic:
        text = tr("Odometry from the robot's odometry topic (track speeds from its twist; no "
                  "encoder counts on the network)");
        break;
    case rover::OdometrySource::None:
        text = tr("Odometry: waiting for the robot's firmware");
        break;
    }
    if (odometry_->text() != text) odometry_->setText(text);
    const QString sheet = style::messageStyleSheet(frame_.odometrySource == rover::OdometrySource::Rpm
                                                       ? style::warning()
                                                       : style::mutedText());
    if (odometry_->styleSheet() != sheet) odometry_->setStyleSheet(sheet);  // a new sheet restyles
}

QString RoverTracksView::flush(const ReadoutLabel *label) const
{
    refresh_->flush();
    return label->text();
}

QString RoverTracksView::speedText(Track track) const { return flush(columns_[track].speed); }
QString RoverTracksView::currentText(Track track) const { return flush(columns_[track].current); }
QString RoverTracksView::temperatureText(Track track) const { return flush(columns_[track].temperature); }
QString RoverTracksView::encoderText(Track track) const { return flush(columns_[track].encoder); }
QString RoverTracksView::totalCurrentText() const { return flush(total_); }

QString RoverTracksView::odometryText() const
{
    refresh_->flush();
    return odometry_->text();
}

}  // namespace robodash::widgets
